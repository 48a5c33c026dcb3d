import type { tenantPlatformOrderResource } from '@opsdesk/api';
import type { FieldSection, FieldView } from '../../../resources/types';
import {
  codeField,
  dateField,
  messagingPlatformOptions,
  moneyField,
  numberField,
  orderStatusOptions,
  orderTypeOptions,
  selectField,
  statusField,
  t,
  tenantIdField,
} from '../text';

type Field = keyof typeof tenantPlatformOrderResource.shape;

export const platformOrderFields: Readonly<Record<Field, FieldView>> = {
  tenantId: tenantIdField,
  platform: selectField(t('平台', 'Platform', 'プラットフォーム'), messagingPlatformOptions, { width: 100 }),
  platformOrderId: codeField(t('平台订单号', 'Platform order no.', 'プラットフォーム注文番号'), {
    width: 180,
  }),
  corpId: codeField(t('企业 ID（corpId）', 'Corp ID', '企業 ID（corpId）'), { width: 180 }),
  itemName: { label: t('商品规格', 'Item', '商品'), width: 220 },
  orderType: selectField(t('订单类型', 'Order type', '注文種別'), orderTypeOptions, { width: 90 }),
  seats: numberField(t('购买人数', 'Seats', '席数')),
  payAmount: moneyField(t('实付金额', 'Amount paid', '支払額')),
  payDate: dateField(t('支付日期', 'Paid on', '支払日')),
  serviceStart: dateField(t('服务开始', 'Service starts', 'サービス開始')),
  serviceEnd: dateField(t('服务结束', 'Service ends', 'サービス終了')),
  orderStatus: statusField(t('订单状态', 'Status', '状態'), orderStatusOptions),
};

export const platformOrderColumns = [
  'platformOrderId',
  'tenantId',
  'itemName',
  'orderType',
  'seats',
  'payAmount',
  'payDate',
  'serviceEnd',
  'orderStatus',
] as const;

export const platformOrderFilters = [
  'tenantId',
  'orderType',
  'orderStatus',
  'payDate',
  'serviceEnd',
] as const;

export const platformOrderForm: readonly FieldSection[] = [
  { title: t('订单', 'Order', '注文'), fields: ['tenantId', 'platformOrderId', 'corpId', 'orderStatus'] },
  {
    title: t('购买内容', 'Purchase', '購入内容'),
    fields: ['itemName', 'orderType', 'seats', 'payAmount', 'payDate', 'serviceStart', 'serviceEnd'],
  },
];
