import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const locationRecordRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'location-record',
  title: '位置变更记录',
  path: '/main/location-service/location-record',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
