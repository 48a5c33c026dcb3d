import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const authorityRoleRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'authority-roles',
    title: '角色权限',
    path: '/main/admin-page-platform/authority-roles',
    parent: 'admin-page-platform',
    menuKey: 'admin-page-platform',
    load: () => import('./screen'),
  },
  [
    {
      key: 'authority-add-roles',
      title: '新建角色',
      path: 'authority-add-roles',
      view: 'create',
    },
    {
      key: 'authority-roles-management',
      title: '角色权限管理',
      path: 'authority-roles-management/:id',
      view: 'edit',
    },
  ],
);
