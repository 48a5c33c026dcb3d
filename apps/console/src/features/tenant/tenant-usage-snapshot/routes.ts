import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantUsageSnapshotRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-user-analysis',
    title: '租户用户分析',
    path: '/main/tenant-manage/tenant-user-analysis',
    parent: 'tenant-manage-customer-success',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-user-analysis-detail',
      title: '月度使用统计详情',
      path: 'detail/:id',
      view: 'detail',
    },
  ],
);
