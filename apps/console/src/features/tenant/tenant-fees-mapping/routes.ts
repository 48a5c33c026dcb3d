import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantFeesMappingRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-fees-mapping-list',
    title: '租户费用映射',
    path: '/main/tenant-manage/tenant-fees-mapping-list',
    parent: 'tenant-manage-commercial',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-fees-mapping-list-detail',
      title: '费用映射详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'tenant-fees-mapping-list-new',
      title: '新建费用映射',
      path: 'new',
      view: 'create',
    },
    {
      key: 'tenant-fees-mapping-list-edit',
      title: '编辑费用映射',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
