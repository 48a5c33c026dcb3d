import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const locationHotKeywordRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'location-hot-keyword',
  title: '热门搜索词',
  path: '/main/location-service/location-hot-keyword',
  parent: 'location-service',
  menuKey: 'location-service',
  load: () => import('./screen'),
});
