import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const airlineCabinMappingRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'airlines-cabin-mapping',
  title: '航司舱位映射',
  path: '/main/location-service/airlines-cabin-mapping',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
