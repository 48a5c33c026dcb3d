import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const productPolicyRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'product-policy',
    title: '产品政策',
    path: '/main/info-management/product-policy/privacy-policy',
    parent: 'info-management',
    menuKey: 'info-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'product-policy-detail',
      title: '政策详情',
      path: '/main/info-management/product-policy/detail/:id',
      view: 'detail',
    },
  ],
);
