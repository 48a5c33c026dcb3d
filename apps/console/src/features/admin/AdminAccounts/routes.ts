import type { BespokeRouteSource } from '../../../catalogue/types';

export const adminAccountsRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'admin-page',
    title: '管理员账号',
    path: '/main/admin-page-platform/admin-page',
    parent: 'admin-page-platform',
    menuKey: 'admin-page-platform',
    menu: true,
    screen: 'admin-accounts',
    load: () => import('./AdminAccounts'),
  },
];
