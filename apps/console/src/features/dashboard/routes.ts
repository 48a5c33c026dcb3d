import type { RouteSource } from '../../catalogue/types';

export const dashboardPageRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'dashboard',
    title: '首页看板',
    path: '/main/dashboard',
    menuKey: 'dashboard',
    icon: 'dashboard',
    view: 'custom',
    menu: true,
    load: () => import('./Dashboard'),
  },
  {
    kind: 'route',
    key: 'dashboard-admin',
    title: '管理看板',
    path: '/main/dashboard-admin',
    menuKey: 'dashboard-admin',
    icon: 'chart',
    admin: true,
    tenant: true,
    view: 'custom',
    menu: true,
    load: () => import('./AdminDashboard'),
  },
];
