import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const contractAccountRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'finance-contract-account',
    title: '合同台账',
    path: '/main/finance-contract-management/finance-contract-account',
    parent: 'finance-contract-management',
    menuKey: 'finance-contract-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'finance-contract-account-detail',
      title: '合同详情',
      path: '/main/finance-contract-management/finance-contract-account-detail/:id',
      view: 'detail',
    },
  ],
);
