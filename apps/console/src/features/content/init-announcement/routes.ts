import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const initAnnouncementRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'init-announcement-setting',
    title: '初始化公告设置',
    path: '/main/announce-manage/init-announcement-setting',
    parent: 'announce-manage',
    menuKey: 'announce-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'init-announcement-detail',
      title: '公告详情',
      path: 'init-announcement-detail/:id',
      view: 'detail',
    },
    {
      key: 'init-announcement-detail-new',
      title: '新建公告',
      path: 'init-announcement-detail-new',
      view: 'create',
    },
    {
      key: 'init-announcement-detail-copy',
      title: '复制公告',
      path: 'init-announcement-detail-copy/:copyId',
      view: 'copy',
    },
  ],
);
