import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const systemInfoRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'system-info',
    title: '系统消息',
    path: '/main/info-maintenance/system-info',
    parent: 'info-maintenance',
    menuKey: 'info-maintenance',
    load: () => import('./screen'),
  },
  [
    {
      key: 'system-info-detail',
      title: '系统消息详情',
      path: ':id',
      view: 'detail',
    },
  ],
);
