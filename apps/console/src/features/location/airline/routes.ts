import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const airlineRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'airplane-enterprise',
  title: '航空公司',
  path: '/main/location-service/airplane-enterprise',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
