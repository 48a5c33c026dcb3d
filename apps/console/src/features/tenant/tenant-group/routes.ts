import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantGroupRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-group',
    title: '租户分组',
    path: '/main/tenant-manage/tenant-group',
    parent: 'tenant-manage-opening',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'new-tenant-group',
      title: '新建租户分组',
      path: 'new-tenant-group',
      view: 'create',
    },
    {
      key: 'edit-tenant-group',
      title: '编辑租户分组',
      path: 'edit-tenant-group/:id',
      view: 'edit',
    },
    {
      key: 'tenant-group-detail',
      title: '租户分组详情',
      path: 'tenant-group-detail/:id',
      view: 'detail',
    },
  ],
);
