import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const serviceTypeRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'service-type',
    title: '服务类型',
    path: '/main/service-type',
    parent: 'product-catalogue',
    menuKey: 'service-type',
    load: () => import('./screen'),
  },
  [
    {
      key: 'new-service-type',
      title: '新增服务类型',
      path: 'new-service-type',
      view: 'create',
    },
    {
      key: 'service-type-detail',
      title: '服务类型详情',
      path: 'service-type-detail/:id',
      view: 'detail',
    },
  ],
);
