import { serviceInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The services the platform sells or runs, with their supplier and price. */
export const screen = defineScreen({
  resource: serviceInfoResource,
  title: t('服务信息', 'Service information', 'サービス情報'),
  recordName: t('服务', 'Service', 'サービス'),
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
