import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const servicePackageRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'service-package',
  title: '服务包管理',
  path: '/main/menu-control/service-package',
  parent: 'menu-control',
  menuKey: 'menu-control',
  load: () => import('./screen'),
});
