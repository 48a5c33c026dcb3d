import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const bigVersionRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'big-version-manage',
    title: '大版本管理',
    path: '/main/version-deploy-manage/big-version-manage',
    parent: 'version-deploy-manage',
    menuKey: 'version-deploy-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'big-version-manage-detail',
      title: '大版本详情',
      path: ':id',
      view: 'detail',
    },
  ],
);
