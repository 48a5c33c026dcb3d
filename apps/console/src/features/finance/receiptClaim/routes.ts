import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const receiptClaimRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'finance-receipt-claim',
  title: '收款认领',
  path: '/main/finance-receipt-management/finance-receipt-claim',
  parent: 'finance-receipt-management',
  menuKey: 'finance-receipt-management',
  load: () => import('./screen'),
});
