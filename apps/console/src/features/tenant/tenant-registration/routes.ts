import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantRegistrationRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-register',
    title: '租户注册',
    path: '/main/tenant-manage/tenant-register',
    parent: 'tenant-manage-opening',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-register-detail',
      title: '注册申请详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'tenant-register-new',
      title: '新建注册申请',
      path: 'new',
      view: 'create',
    },
    {
      key: 'tenant-register-edit',
      title: '编辑注册申请',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
