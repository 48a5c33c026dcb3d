import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const developerModeRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'developer-mode',
  title: '开发者模式',
  path: '/main/customer-service/developer-mode',
  parent: 'customer-service',
  menuKey: 'customer-service',
  load: () => import('./screen'),
});
