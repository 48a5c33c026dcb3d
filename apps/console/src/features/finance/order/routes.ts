import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The business and finance views of orders, and the order list the order flow (OrderFlow/routes.ts) starts
 * from.
 */
export const orderRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'order-management-business',
      title: '订单管理（业务）',
      path: '/main/order-management-business',
      parent: 'order-center',
      menuKey: 'order-management-business',
      load: () => import('./business/screen'),
    },
    [
      {
        key: 'order-management-business-order-management-detail',
        title: '订单详情',
        path: 'order-management-detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'order-management-finance',
      title: '订单管理（财务）',
      path: '/main/order-management-finance',
      parent: 'order-center',
      menuKey: 'order-management-finance',
      load: () => import('./finance/screen'),
    },
    [
      {
        key: 'order-management-finance-detail',
        title: '订单财务详情',
        path: 'order-management-finance-detail/:id/:orderLargeCategory/:serviceTypeCode',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes({
    key: 'order-management',
    title: '订单管理',
    path: '/main/order-management',
    parent: 'order-center',
    menuKey: 'order-management',
    load: () => import('./screen'),
  }),
];
