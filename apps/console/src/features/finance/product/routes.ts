import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const productRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'finance-product-management',
    title: '产品管理',
    path: '/main/finance-product-management',
    parent: 'finance-center',
    menuKey: 'finance-product-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'finance-product-management-detail',
      title: '产品详情',
      path: 'finance-product-management-detail/:id',
      view: 'detail',
    },
  ],
);
