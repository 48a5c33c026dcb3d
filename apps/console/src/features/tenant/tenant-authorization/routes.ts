import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantAuthorizationRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-authorize',
    title: '租户授权',
    path: '/main/tenant-manage/tenant-authorize',
    parent: 'tenant-manage-opening',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-authorize-detail',
      title: '租户授权详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'tenant-authorize-new',
      title: '新建租户授权',
      path: 'new',
      view: 'create',
    },
    {
      key: 'tenant-authorize-edit',
      title: '编辑租户授权',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
