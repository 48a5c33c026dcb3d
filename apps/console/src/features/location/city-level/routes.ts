import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const cityLevelRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'location-level',
  title: '城市级别',
  path: '/main/location-service/location-level',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
