import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const catalogueProductRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'finance-product-management-new',
    title: '产品管理（新）',
    path: '/main/finance-product-management-new',
    parent: 'finance-center',
    menuKey: 'finance-product-management-new',
    load: () => import('./screen'),
  },
  [
    {
      key: 'finance-product-management-detail-new',
      title: '商品详情',
      path: '/main/finance-product-management-detail-new/:id',
      view: 'detail',
    },
  ],
);
