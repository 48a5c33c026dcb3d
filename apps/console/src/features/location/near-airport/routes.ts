import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const nearAirportRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'near-airport-code',
  title: '临近机场',
  path: '/main/location-service/near-airport-code',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
