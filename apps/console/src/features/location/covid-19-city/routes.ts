import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const covid19CityRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'covid-19-city',
  title: '疫情城市',
  path: '/main/location-service/covid-19-city',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
