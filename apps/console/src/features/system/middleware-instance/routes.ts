import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const middlewareInstanceRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'middleware-manage',
  title: '中间件管理',
  path: '/main/system-operation/middleware-manage',
  parent: 'system-operation',
  menuKey: 'system-operation',
  load: () => import('./screen'),
});
