import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const projectRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'finance-project-info-management',
  title: '项目信息管理',
  path: '/main/finance-project-info-management',
  parent: 'finance-center',
  menuKey: 'finance-project-info-management',
  load: () => import('./screen'),
});
