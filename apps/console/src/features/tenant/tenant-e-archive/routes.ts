import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantEArchiveRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-e-archives',
    title: '电子档案租户',
    path: '/main/tenant-manage/tenant-e-archives',
    parent: 'tenant-manage-opening',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-e-archives-details',
      title: '电子档案租户详情',
      path: 'details/:id',
      view: 'detail',
    },
    {
      key: 'tenant-e-archives-new',
      title: '开通电子档案',
      path: 'new',
      view: 'create',
    },
    {
      key: 'tenant-e-archives-edit',
      title: '编辑电子档案租户',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
