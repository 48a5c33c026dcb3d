import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const receivableRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'finance-receivables',
    title: '应收管理',
    path: '/main/finance-receivables',
    parent: 'finance-center',
    menuKey: 'finance-receivables',
    load: () => import('./screen'),
  },
  [
    {
      key: 'finance-receivables-detail',
      title: '应收详情',
      path: 'finance-receivables-detail/:id',
      view: 'detail',
    },
  ],
);
