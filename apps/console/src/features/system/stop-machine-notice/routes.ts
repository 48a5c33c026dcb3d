import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const stopMachineNoticeRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'stop-machine',
      title: '停机维护',
      path: '/main/version-deploy-manage/stop-machine',
      parent: 'version-deploy-manage',
      menuKey: 'version-deploy-manage',
      load: () => import('./current/screen'),
    },
    [
      {
        key: 'stop-machine-detail',
        title: '停机维护详情',
        path: ':id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'stop-machine-archives',
      title: '停机维护归档',
      path: '/main/version-deploy-manage/stop-machine-archives',
      parent: 'version-deploy-manage',
      menuKey: 'version-deploy-manage',
      load: () => import('./archives/screen'),
    },
    [
      {
        key: 'stop-machine-archives-detail',
        title: '停机维护详情',
        path: ':id',
        view: 'detail',
      },
    ],
  ),
];
