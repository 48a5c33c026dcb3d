import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const organizationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'finance-organization-management',
  title: '组织管理',
  path: '/main/finance-organization-management',
  parent: 'finance-center',
  menuKey: 'finance-organization-management',
  load: () => import('./screen'),
});
