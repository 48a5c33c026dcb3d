import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const loginWayRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'login-way',
  title: '登录方式',
  path: '/main/login-way',
  menuKey: 'login-way',
  icon: 'key',
  load: () => import('./screen'),
});
