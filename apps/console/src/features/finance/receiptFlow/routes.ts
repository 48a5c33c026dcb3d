import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const receiptFlowRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'finance-receipt-flow',
    title: '收款流水',
    path: '/main/finance-receipt-management/finance-receipt-flow',
    parent: 'finance-receipt-management',
    menuKey: 'finance-receipt-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'finance-write-off-detail',
      title: '核销详情',
      path: '/main/finance-receipt-management/finance-write-off-detail/:id',
      view: 'detail',
    },
  ],
);
