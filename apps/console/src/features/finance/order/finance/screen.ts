import { t } from '../../../../resources/kit';
import { closeOrder, confirmPayment, orderScreen } from '../definition';

/**
 * Finance's view of orders: amounts in their currency and payment, confirmed against the receipt
 * flows; by category and service type, which its detail's address carries.
 */
export const screen = orderScreen({
  title: t('订单管理（财务）', 'Orders (finance)', '注文管理（財務）'),
  routes: { list: 'order-management-finance', detail: 'order-management-finance-detail' },
  columns: [
    'orderCode',
    'contractCode',
    'tenantId',
    'orderType',
    'orderLargeCategory',
    'serviceTypeCode',
    'contractProductName',
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
    'orderLargeCategory',
    'serviceTypeCode',
    'currencyCode',
    'effectiveDate',
    'actualAmount',
  ],
  actions: [confirmPayment, { ...closeOrder, authority: 'finance:audit' }],
});
