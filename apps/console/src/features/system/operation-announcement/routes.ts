import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const operationAnnouncementRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'operation-announce',
      title: '运营公告',
      path: '/main/version-deploy-manage/operation-announce',
      parent: 'version-deploy-manage',
      menuKey: 'version-deploy-manage',
      load: () => import('./current/screen'),
    },
    [
      {
        key: 'operation-announce-detail',
        title: '公告详情',
        path: ':id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'operation-announce-archives',
      title: '运营公告归档',
      path: '/main/version-deploy-manage/operation-announce-archives',
      parent: 'version-deploy-manage',
      menuKey: 'version-deploy-manage',
      load: () => import('./archives/screen'),
    },
    [
      {
        key: 'operation-announce-archives-detail',
        title: '公告详情',
        path: ':id',
        view: 'detail',
      },
    ],
  ),
];
