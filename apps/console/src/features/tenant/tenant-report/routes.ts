import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantReportRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-report',
    title: '租户报告',
    path: '/main/tenant-manage/tenant-report',
    parent: 'tenant-manage-customer-success',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-report-detail',
      title: '租户报告详情',
      path: 'detail/:id',
      view: 'detail',
    },
  ],
);
