import { t } from '../../../../resources/kit';
import { closeOrder, orderScreen } from '../definition';

/** Sales' view of orders: what each customer bought, how many, for which term. */
export const screen = orderScreen({
  title: t('订单管理（业务）', 'Orders (business)', '注文管理（営業）'),
  routes: { list: 'order-management-business', detail: 'order-management-business-order-management-detail' },
  columns: [
    'orderCode',
    'tenantId',
    'contractCode',
    'businessType',
    'contractProductName',
    'orderLargeCategory',
    'buyCount',
    'effectiveDate',
    'expireDate',
    'orderStatus',
  ],
  filters: ['tenantId', 'contractCode', 'businessType', 'orderLargeCategory', 'orderStatus', 'effectiveDate'],
  actions: [closeOrder],
});
