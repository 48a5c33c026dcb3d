import { serviceInfoResource, type serviceChargeModes, type serviceInfoStatuses } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  cloudEnvsField,
  codeText,
  dateField,
  functionPackageField,
  options,
  select,
  t,
  textarea,
  userField,
} from '../shared';

const chargeModeOptions = options<(typeof serviceChargeModes)[number]>({
  FREE: ['免费', 'Free', '無料'],
  PER_USE: ['按次计费', 'Per use', '従量課金'],
  PER_SEAT: ['按账号计费', 'Per seat', 'アカウント課金'],
  PER_ORDER: ['按订单计费', 'Per order', '注文ごと'],
  PACKAGE: ['套餐', 'Package', 'パッケージ'],
});

const statusOptions = options<(typeof serviceInfoStatuses)[number]>({
  DEVELOPING: ['开发中', 'In development', '開発中', 'info'],
  ONLINE: ['已上线', 'Online', '提供中', 'success'],
  OFFLINE: ['已下线', 'Offline', '提供終了', 'neutral'],
});

/** The services the platform sells or runs, with their supplier and price. */
export const screen = defineScreen({
  resource: serviceInfoResource,
  title: t('服务信息', 'Service information', 'サービス情報'),
  recordName: t('服务', 'Service', 'サービス'),
  fields: {
    serviceCode: codeText(t('服务编码', 'Code', 'サービスコード')),
    serviceName: { label: t('服务名称', 'Name', 'サービス名') },
    serviceNameEn: { label: t('英文名称', 'English name', '英語名') },
    serviceTypeCode: {
      label: t('服务类型', 'Service type', 'サービス種別'),
      input: { type: 'resource', resource: 'service-type', valueField: 'typeCode', labelField: 'typeName' },
      display: 'code',
    },
    supplierName: { label: t('供应商', 'Supplier', '提供元') },
    chargeMode: select(t('计费方式', 'Charging', '課金方式'), chargeModeOptions),
    unitPrice: { label: t('单价', 'Unit price', '単価'), input: { type: 'money' }, display: 'money' },
    currencyCode: { label: t('币种', 'Currency', '通貨'), input: { type: 'picker', picker: 'currency' } },
    functionPackageCode: functionPackageField(),
    cloudEnvs: cloudEnvsField(t('可用云环境', 'Available in', '提供クラウド')),
    ownerId: userField(t('产品负责人', 'Product owner', '担当者')),
    status: select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'),
    launchDate: dateField(t('上线日期', 'Launch date', '提供開始日')),
    description: textarea(t('服务说明', 'Description', '説明'), 4),
  },
  columns: [
    'serviceName',
    'serviceCode',
    'serviceTypeCode',
    'supplierName',
    'chargeMode',
    'unitPrice',
    'status',
    'launchDate',
    'ownerId',
  ],
  filters: ['serviceTypeCode', 'chargeMode', 'status', 'ownerId', 'launchDate'],
  form: [
    {
      title: basicTitle,
      fields: ['serviceCode', 'serviceName', 'serviceNameEn', 'serviceTypeCode', 'supplierName', 'ownerId'],
    },
    {
      title: t('计费与上线', 'Charging and launch', '課金と提供'),
      fields: [
        'chargeMode',
        'unitPrice',
        'currencyCode',
        'functionPackageCode',
        'cloudEnvs',
        'status',
        'launchDate',
        'description',
      ],
    },
  ],
  routes: { list: 'service-info', create: 'new-service-info', detail: 'service-info-detail' },
  defaults: { currencyCode: 'CNY', status: 'DEVELOPING', chargeMode: 'PER_USE' },
  statusField: 'status',
  actions: [
    {
      key: 'go-online',
      label: t('上线', 'Go online', '提供開始'),
      set: { status: 'ONLINE' },
      when: { status: ['DEVELOPING', 'OFFLINE'] },
      confirm: t('确定上线该服务？', 'Put this service online?', 'このサービスの提供を開始しますか？'),
      tone: 'primary',
    },
    {
      key: 'go-offline',
      label: t('下线', 'Take offline', '提供終了'),
      set: { status: 'OFFLINE' },
      when: { status: ['ONLINE'] },
      confirm: t(
        '下线后租户将无法开通该服务，确定？',
        'Tenants can no longer switch it on. Take it offline?',
        'テナントは利用開始できなくなります。終了しますか？',
      ),
      tone: 'danger',
    },
  ],
});
