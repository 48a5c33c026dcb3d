import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const contractRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'contract-management',
    title: '合同管理',
    path: '/main/tenant-manage/contract-management',
    parent: 'tenant-manage-commercial',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'contract-management-detail',
      title: '合同详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'contract-management-new',
      title: '新建合同',
      path: 'new',
      view: 'create',
    },
    {
      key: 'contract-management-edit',
      title: '编辑合同',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
