import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const grossProfitRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'gross-profit-calculation',
  title: '毛利测算',
  path: '/main/gross-profit-calculation',
  parent: 'finance-center',
  menuKey: 'gross-profit-calculation',
  load: () => import('./screen'),
});
