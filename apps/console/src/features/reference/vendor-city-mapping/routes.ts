import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const vendorCityMappingRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'vendor-city-data',
  title: '供应商城市数据',
  path: '/main/data-maintain/vendor-city-data',
  parent: 'data-maintain',
  menuKey: 'data-maintain',
  load: () => import('./screen'),
});
