import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const menuRegisterRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'menu-register',
  title: '菜单注册',
  path: '/main/menu-control/menu-register',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./screen'),
});
