import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const apiCallbackRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'customized-api-callback',
  title: '自定义接口回调',
  path: '/main/customer-service/customized-api-callback',
  parent: 'customer-service',
  menuKey: 'customer-service',
  load: () => import('./screen'),
});
