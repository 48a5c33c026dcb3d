import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const subApplicationBatchRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'sub-application-batch',
  title: '子应用批量管理',
  path: '/main/menu-control/sub-application-batch',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./screen'),
});
