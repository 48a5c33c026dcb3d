import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const cityRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'city-data',
  title: '城市数据',
  path: '/main/data-maintain/city-data',
  parent: 'data-maintain',
  menuKey: 'data-maintain',
  load: () => import('./screen'),
});
