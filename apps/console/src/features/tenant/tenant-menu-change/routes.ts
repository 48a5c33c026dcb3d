import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantMenuChangeRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'menu-change',
    title: '菜单变更',
    path: '/main/tenant-manage/menu-change',
    parent: 'tenant-manage-commercial',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'menu-change-detail',
      title: '菜单变更申请详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'menu-change-new',
      title: '新建菜单变更申请',
      path: 'new',
      view: 'create',
    },
    {
      key: 'menu-change-edit',
      title: '编辑菜单变更申请',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
