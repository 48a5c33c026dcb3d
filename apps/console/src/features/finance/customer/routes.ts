import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const customerRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'finance-customer-management',
  title: '客户管理',
  path: '/main/finance-customer-management',
  parent: 'finance-center',
  menuKey: 'finance-customer-management',
  load: () => import('./screen'),
});
