import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const commonBankRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'common-bank',
  title: '常用银行',
  path: '/main/data-maintain/common-bank',
  parent: 'data-maintain',
  menuKey: 'data-maintain',
  load: () => import('./screen'),
});
