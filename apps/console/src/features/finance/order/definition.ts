import { orderResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import type { FieldSection, RecordAction, ResourceRoutes } from '../../../resources/types';

type OrderField = keyof typeof orderResource.shape & string;

/** What one order list shows: the business, finance and general teams each look at orders their way. */
export interface OrderView {
  readonly title: Title;
  readonly routes: ResourceRoutes;
  readonly columns: readonly OrderField[];
  readonly filters: readonly OrderField[];
  readonly actions: readonly RecordAction[];
}

const form: readonly FieldSection[] = [
  {
    title: t('订单信息', 'Order', '注文情報'),
    fields: ['orderCode', 'tenantId', 'contractCode', 'orderType', 'businessType', 'orderStatus'],
  },
  {
    title: t('购买内容', 'What was bought', '購入内容'),
    fields: [
      'contractProductName',
      'orderLargeCategory',
      'serviceTypeCode',
      'buyCount',
      'actualAmount',
      'currencyCode',
      'effectiveDate',
      'expireDate',
    ],
  },
];

export const closeOrder: RecordAction = {
  key: 'close',
  label: t('关闭订单', 'Close order', '注文クローズ'),
  set: { orderStatus: 'CLOSED' },
  when: { orderStatus: ['PENDING_PAYMENT'] },
  confirm: t(
    '关闭后订单不能再付款，对应服务不会开通。确认关闭？',
    'A closed order can no longer be paid and its services will not open. Close it?',
    'クローズ後は支払できず、サービスも開通しません。クローズしますか？',
  ),
  tone: 'danger',
};

export const confirmPayment: RecordAction = {
  key: 'confirm-payment',
  label: t('确认到账', 'Confirm payment', '入金確認'),
  set: { orderStatus: 'PAID' },
  when: { orderStatus: ['PENDING_PAYMENT'] },
  confirm: t(
    '请先核对收款流水。确认该订单款项已到账？',
    'Check the receipt flows first. Confirm this order is paid?',
    '先に入金明細を確認してください。この注文の入金を確認しますか？',
  ),
  tone: 'primary',
  authority: 'finance:audit',
};

export function orderScreen(view: OrderView) {
  return defineScreen({
    resource: orderResource,
    title: view.title,
    recordName: t('订单', 'Order', '注文'),
    fields: {
      tenantId: { width: 200 },
      orderCode: { width: 170 },
      contractCode: { width: 160 },
      businessType: { width: 90 },
      orderType: { width: 90 },
      contractProductName: { width: 220 },
      orderLargeCategory: { width: 110 },
      serviceTypeCode: { width: 150 },
      currencyCode: { width: 80 },
      buyCount: { width: 90 },
      actualAmount: { width: 130 },
      effectiveDate: { width: 110 },
      expireDate: { width: 110 },
      orderStatus: { width: 90 },
    },
    columns: view.columns,
    filters: view.filters,
    form,
    detail: [{ key: 'order', title: t('订单信息', 'Order', '注文情報'), sections: form }],
    routes: view.routes,
    defaults: {
      orderStatus: 'PENDING_PAYMENT',
      orderType: 'NEW_PURCHASE',
      businessType: 'NEW_PURCHASE',
      buyCount: 1,
      currencyCode: 'CNY',
    },
    statusField: 'orderStatus',
    actions: view.actions,
  });
}
