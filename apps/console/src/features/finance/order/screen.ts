import { t } from '../../../resources/kit';
import { closeOrder, orderScreen } from './definition';

/** Every order; new orders go through the bespoke new-order and confirm-order screens. */
export const screen = orderScreen({
  title: t('订单管理', 'Orders', '注文管理'),
  routes: { list: 'order-management', detail: 'order-management-detail', create: 'new-order' },
  columns: [
    'orderCode',
    'tenantId',
    'contractCode',
    'contractProductName',
    'orderLargeCategory',
    'orderType',
    'buyCount',
    'actualAmount',
    'currencyCode',
    'effectiveDate',
    'expireDate',
    'orderStatus',
  ],
  filters: [
    'tenantId',
    'contractCode',
    'orderStatus',
    'orderType',
    'businessType',
    'orderLargeCategory',
    'currencyCode',
    'effectiveDate',
    'actualAmount',
  ],
  actions: [closeOrder],
});
