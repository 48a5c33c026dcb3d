import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The business side's invoice requests. Its detail is its bare `/{id}` child; the spec gives it a second
 * detail address (`.../invoice-management-detail/{id}`). The form a request is edited in, beyond the spec's
 * routes, is `edit/{id}`: the business side completes a request's issuing result and mailing details there.
 */
export const invoiceRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'invoice-management',
    title: '发票管理',
    path: '/main/invoice-management',
    parent: 'invoice-center',
    menuKey: 'invoice-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'invoice-management-record',
      title: '开票申请详情',
      path: ':id',
      view: 'detail',
    },
    {
      key: 'invoice-management-detail',
      title: '开票申请详情',
      path: 'invoice-management-detail/:id',
      view: 'detail',
      load: () => import('./detail/screen'),
    },
    {
      key: 'invoice-management-edit',
      title: '编辑开票申请',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
