import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** §2.13 The user reset activities, sandbox and production: each list a first-level menu of its own. */
export const userResetActivityRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'sandbox-user-reset-activity',
      title: '沙箱用户重置活动',
      path: '/main/sandbox-user-reset-activity',
      parent: 'user-reset',
      menuKey: 'sandbox-user-reset-activity',
      load: () => import('./sandbox/screen'),
    },
    [
      {
        key: 'sandbox-user-reset-activity-detail',
        title: '沙箱用户重置详情',
        path: 'detail/:id',
        view: 'detail',
      },
      {
        key: 'sandbox-user-reset-activity-new',
        title: '新建沙箱用户重置',
        path: 'new',
        view: 'create',
      },
      {
        key: 'sandbox-user-reset-activity-edit',
        title: '编辑沙箱用户重置',
        path: 'edit/:id',
        view: 'edit',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'user-reset-activity',
      title: '用户重置活动',
      path: '/main/user-reset-activity',
      parent: 'user-reset',
      menuKey: 'user-reset-activity',
      load: () => import('./production/screen'),
    },
    [
      {
        key: 'user-reset-activity-detail',
        title: '用户重置详情',
        path: 'detail/:id',
        view: 'detail',
      },
      {
        key: 'user-reset-activity-new',
        title: '新建用户重置',
        path: 'new',
        view: 'create',
      },
      {
        key: 'user-reset-activity-edit',
        title: '编辑用户重置',
        path: 'edit/:id',
        view: 'edit',
      },
    ],
  ),
];
