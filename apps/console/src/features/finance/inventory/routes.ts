import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const inventoryRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'finance-inventory-management',
  title: '存货管理',
  path: '/main/finance-inventory-management',
  parent: 'finance-center',
  menuKey: 'finance-inventory-management',
  load: () => import('./screen'),
});
