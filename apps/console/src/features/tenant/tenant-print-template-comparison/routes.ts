import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantPrintTemplateComparisonRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-print-template-comparison',
    title: '租户打印模板对比',
    path: '/main/tenant-manage/tenant-print-template-comparison',
    parent: 'tenant-manage-customisation',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-print-template-comparison-new',
      title: '新建模板对比',
      path: 'new',
      view: 'create',
    },
    // The comparison's report: what was compared and what differs.
    {
      key: 'tenant-print-template-comparison-document',
      title: '模板对比报告',
      path: '/main/tenant-manage/tenant-print-template-comparison-document/:id',
      view: 'detail',
    },
  ],
);
