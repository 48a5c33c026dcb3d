import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const nearRailwayStationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'near-railway-station',
  title: '临近火车站',
  path: '/main/location-service/near-railway-station',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
