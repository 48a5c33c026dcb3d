import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const locationVendorRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'vendor-setting',
  title: '供应商设置',
  path: '/main/location-service/vendor-setting',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
