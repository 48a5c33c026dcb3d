import { t } from '../../labels';
import { closeOrder, confirmPayment, orderScreen } from '../definition';

/** Finance's view of orders: amounts and payment, confirmed against the receipt flows. */
export const screen = orderScreen({
  title: t('订单管理（财务）', 'Orders (finance)', '注文管理（財務）'),
  routes: { list: 'order-management-finance', detail: 'order-management-finance-detail' },
  columns: [
    'orderCode',
    'contractCode',
    'tenantId',
    'orderType',
    'contractProductName',
    'actualAmount',
    'effectiveDate',
    'expireDate',
    'orderStatus',
  ],
  filters: ['tenantId', 'contractCode', 'orderStatus', 'orderType', 'effectiveDate', 'actualAmount'],
  actions: [confirmPayment, { ...closeOrder, authority: 'finance:audit' }],
});
