import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const serviceInfoRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'service-info',
    title: '服务信息',
    path: '/main/service-info',
    parent: 'product-catalogue',
    menuKey: 'service-info',
    load: () => import('./screen'),
  },
  [
    {
      key: 'new-service-info',
      title: '新增服务',
      path: 'new-service-info',
      view: 'create',
    },
    {
      key: 'service-info-detail',
      title: '服务详情',
      path: 'service-info-detail/:id',
      view: 'detail',
    },
  ],
);
