import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** Two lists over the location records, placed apart in the menu (the countries between them). */
export const basicLocationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'basic-location-data',
  title: '基础位置数据',
  path: '/main/location-service/basic-location-data',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./basic/screen'),
});

export const stateLocationRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'state-location-data',
  title: '省/州位置数据',
  path: '/main/location-service/state-location-data',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./state/screen'),
});
