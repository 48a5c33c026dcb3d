import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const helpRequestInfoRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'request-info-query',
  title: '请求信息查询',
  path: '/main/help-center/request-info-query',
  parent: 'help-center',
  menuKey: 'help-center',
  load: () => import('./screen'),
});
