import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const appInitConfigRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'app-init',
  title: 'APP 初始化',
  path: '/main/menu-control/app-init',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./screen'),
});
