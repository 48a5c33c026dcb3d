import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const railwayStationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'railway-station',
  title: '火车站',
  path: '/main/location-service/railway-station',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
