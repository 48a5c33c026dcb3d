import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const logServiceRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'log-service-manage',
    title: '日志服务管理',
    path: '/main/system-operation/log-service-manage',
    parent: 'system-operation',
    menuKey: 'system-operation',
    load: () => import('./screen'),
  },
  [
    {
      key: 'log-service-manage-new',
      title: '接入日志服务',
      path: '/main/system-operation/log-service-manage-new',
      view: 'create',
    },
  ],
);
