import { travelServiceSettingResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

type ServiceType = 'FLIGHT' | 'HOTEL' | 'TRAIN' | 'CAR' | 'MEAL';

/** One travel service's settings per tenant: the flight, hotel, train, car or meal service list. */
export function travelServiceScreen(serviceType: ServiceType, title: Title, list: string) {
  return defineScreen({
    resource: travelServiceSettingResource,
    title,
    recordName: t('服务设置', 'Service setting', 'サービス設定'),
    fields: { serviceType: readOnly },
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
