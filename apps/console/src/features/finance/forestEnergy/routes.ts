import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const forestEnergyRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'forest-energy-query',
  title: '森林能量查询',
  path: '/main/forest-energy-query',
  parent: 'finance-center',
  menuKey: 'forest-energy-query',
  load: () => import('./screen'),
});
