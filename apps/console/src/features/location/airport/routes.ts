import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const airportRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'airport-code',
  title: '机场三字码',
  path: '/main/location-service/airport-code',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
