import type { BespokeRouteSource } from '../../../catalogue/types';

export const orderFlowRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'new-order',
    title: '新建订单',
    path: '/main/order-management/new-order',
    parent: 'order-management',
    menuKey: 'order-management',
    menu: false,
    screen: 'new-order',
    load: () => import('./NewOrder'),
  },
  {
    key: 'confirm-order',
    title: '确认订单',
    path: '/main/order-management/confirm-order/:id',
    parent: 'order-management',
    menuKey: 'order-management',
    menu: false,
    screen: 'confirm-order',
    load: () => import('./ConfirmOrder'),
  },
  {
    key: 'order-management-detail',
    title: '订单详情',
    path: '/main/order-management/order-management-detail/:id',
    parent: 'order-management',
    menuKey: 'order-management',
    menu: false,
    screen: 'order-detail',
    load: () => import('./OrderDetail'),
  },
];
