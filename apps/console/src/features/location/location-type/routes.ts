import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const locationTypeRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'location-type',
  title: '位置类型',
  path: '/main/location-service/location-type',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
