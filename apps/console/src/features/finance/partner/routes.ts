import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const partnerRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'finance-partner-management',
  title: '合作伙伴管理',
  path: '/main/finance-partner-management',
  parent: 'finance-center',
  menuKey: 'finance-partner-management',
  load: () => import('./screen'),
});
