import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const menuChangeLogRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'menu-log',
  title: '菜单日志',
  path: '/main/menu-control/menu-log',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./screen'),
});
