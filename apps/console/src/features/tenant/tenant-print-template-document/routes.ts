import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantPrintTemplateDocumentRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-print-template-comparison-documents',
    title: '模板对比单据',
    path: '/main/tenant-manage/tenant-print-template-comparison-documents',
    parent: 'tenant-manage-customisation',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-print-template-comparison-document-detail',
      title: '对比单据详情',
      path: '/main/tenant-manage/tenant-print-template-comparison-document-detail/:id',
      view: 'detail',
    },
  ],
);
