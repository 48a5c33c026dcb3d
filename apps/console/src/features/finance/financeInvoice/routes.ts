import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * Finance's ledger of issued invoices. Its detail is its bare `/{id}` child; the spec gives it a second
 * detail address (`.../invoice-management-finance-detail/{id}`). The form an invoice is edited in, beyond the
 * spec's routes, is `edit/{id}`: finance completes an invoice's voucher and red-flush reason there.
 */
export const financeInvoiceRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'invoice-management-finance',
    title: '发票管理（财务）',
    path: '/main/invoice-management-finance',
    parent: 'invoice-center',
    menuKey: 'invoice-management-finance',
    load: () => import('./screen'),
  },
  [
    {
      key: 'invoice-management-finance-record',
      title: '发票详情',
      path: ':id',
      view: 'detail',
    },
    {
      key: 'invoice-management-finance-detail',
      title: '发票详情',
      path: 'invoice-management-finance-detail/:id',
      view: 'detail',
      load: () => import('./detail/screen'),
    },
    {
      key: 'invoice-management-finance-edit',
      title: '编辑发票',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
