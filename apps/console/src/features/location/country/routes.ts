import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const countryRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'country-location-data',
  title: '国家位置数据',
  path: '/main/location-service/country-location-data',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
