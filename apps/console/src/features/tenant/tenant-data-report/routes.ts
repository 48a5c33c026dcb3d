import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantDataReportRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'data-report',
    title: '数据报表',
    path: '/main/tenant-manage/data-report',
    parent: 'tenant-manage-customer-success',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'data-report-detail',
      title: '数据报表详情',
      path: 'detail/:id',
      view: 'detail',
    },
  ],
);
