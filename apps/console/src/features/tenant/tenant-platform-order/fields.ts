import type { tenantPlatformOrderResource } from '@opsdesk/api';
import { t } from '../../../resources/kit';
import type { FieldSection, ScreenFieldView } from '../../../resources/types';

type Field = keyof typeof tenantPlatformOrderResource.shape;

export const platformOrderFields: Readonly<Partial<Record<Field, ScreenFieldView>>> = {
  tenantId: { width: 220 },
  platformOrderId: { width: 180 },
  itemName: { width: 220 },
  orderType: { width: 90 },
  seats: { width: 110 },
  payAmount: { width: 140 },
  payDate: { width: 120 },
  serviceEnd: { width: 120 },
  orderStatus: { width: 110 },
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
