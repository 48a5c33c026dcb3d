import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const subApplicationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'sub-application',
  title: '子应用管理',
  path: '/main/menu-control/sub-application',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./screen'),
});
