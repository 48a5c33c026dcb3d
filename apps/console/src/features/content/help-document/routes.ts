import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const helpDocumentRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'help-document-management',
    title: '帮助文档管理',
    path: '/main/info-management/help-and-feedback/help-document-management',
    parent: 'help-and-feedback',
    menuKey: 'info-management',
    load: () => import('./screen'),
  },
  [
    {
      key: 'help-document-management-edit',
      title: '编辑帮助文档',
      path: 'edit/:id',
      view: 'edit',
    },
    // The generic detail: its operation-history tab lists the document's versions.
    {
      key: 'help-document-management-history',
      title: '帮助文档历史',
      path: 'history/:id',
      view: 'detail',
    },
  ],
);
