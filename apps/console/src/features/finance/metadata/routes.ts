import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const metadataRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'meta-data-management',
    title: '元数据管理',
    path: '/main/meta-data-management',
    parent: 'invoice-center',
    menuKey: 'meta-data-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'meta-data-management-detail',
      title: '元数据详情',
      path: ':id',
      view: 'detail',
    },
  ],
);
