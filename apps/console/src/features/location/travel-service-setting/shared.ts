import { travelServiceSettingResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

type ServiceType = 'FLIGHT' | 'HOTEL' | 'TRAIN' | 'CAR' | 'MEAL';

/** One travel service's settings per tenant: the flight, hotel, train, car or meal service list. */
export function travelServiceScreen(serviceType: ServiceType, title: Title, list: string) {
  return defineScreen({
    resource: travelServiceSettingResource,
    title,
    recordName: t('服务设置', 'Service setting', 'サービス設定'),
    fields: {
      tenantId: common.tenantId,
      serviceType: { ...common.serviceType, readOnly: true },
      vendorCode: common.vendorCode,
      channel: {
        label: t('预订渠道', 'Channel', '予約チャネル'),
        input: select([
          ['ONLINE', '线上自助', 'Online self-service', 'オンライン'],
          ['OFFLINE', '线下代订', 'Offline agent', 'オフライン代行'],
          ['API', '接口直连', 'API connection', 'API連携'],
        ]),
      },
      agreementCode: {
        label: t('协议编号', 'Agreement no.', '契約番号'),
        display: 'code',
        help: t(
          '企业与供应商的协议价编号',
          'The corporate agreement with the vendor',
          'サプライヤーとの法人契約番号',
        ),
      },
      settlementMode: {
        label: t('结算方式', 'Settlement', '精算方法'),
        input: select([
          ['MONTHLY', '企业月结', 'Monthly company billing', '月次法人精算'],
          ['PREPAID', '企业预存', 'Company prepaid', '法人前払い'],
          ['PERSONAL_PAY', '个人支付', 'Paid by the traveller', '個人払い'],
        ]),
      },
      serviceFee: {
        label: t('服务费', 'Service fee', 'サービス料'),
        input: { type: 'money' },
        display: 'money',
      },
      feeMode: {
        label: t('收费方式', 'Fee basis', '課金方法'),
        input: select([
          ['PER_ORDER', '按订单', 'Per order', '注文ごと'],
          ['PER_TICKET', '按票/间夜', 'Per ticket or night', 'チケット・泊ごと'],
          ['PERCENT', '按比例（%）', 'Percent of amount', '金額の割合（%）'],
        ]),
      },
      requisitionRequired: { label: t('需关联出差申请', 'Needs a travel requisition', '出張申請が必要') },
      advanceDays: { label: t('提前预订天数', 'Book days ahead', '事前予約日数'), display: 'number' },
      effectiveDate: common.effectiveDate,
      expireDate: common.expireDate,
      contactName: common.contactName,
      remark: common.remark,
      enabled: common.enabled,
    },
    columns: [
      'tenantId',
      'vendorCode',
      'channel',
      'settlementMode',
      'serviceFee',
      'feeMode',
      'effectiveDate',
      'expireDate',
      'enabled',
    ],
    filters: ['tenantId', 'vendorCode', 'channel', 'settlementMode', 'enabled', 'effectiveDate'],
    form: [
      {
        title: t('供应商', 'Vendor', 'サプライヤー'),
        fields: ['tenantId', 'vendorCode', 'channel', 'agreementCode', 'contactName'],
      },
      {
        title: t('费用与结算', 'Fees and settlement', '料金と精算'),
        fields: ['settlementMode', 'serviceFee', 'feeMode'],
      },
      {
        title: t('预订规则', 'Booking rules', '予約ルール'),
        fields: ['requisitionRequired', 'advanceDays', 'effectiveDate', 'expireDate', 'remark', 'enabled'],
      },
    ],
    routes: { list },
    fixed: { serviceType },
    defaults: { channel: 'ONLINE', settlementMode: 'MONTHLY', serviceFee: 0, feeMode: 'PER_ORDER' },
    enabledField: 'enabled',
  });
}
