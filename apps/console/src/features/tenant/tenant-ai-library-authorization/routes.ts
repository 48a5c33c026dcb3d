import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const tenantAiLibraryAuthorizationRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'tenant-ai-library-authorization',
    title: '租户 AI 库授权',
    path: '/main/tenant-manage/tenant-ai-library-authorization',
    parent: 'tenant-manage-opening',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'tenant-ai-library-authorization-detail',
      title: 'AI 库授权详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'tenant-ai-library-authorization-new',
      title: '新建AI 库授权',
      path: 'new',
      view: 'create',
    },
    {
      key: 'tenant-ai-library-authorization-edit',
      title: '编辑AI 库授权',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
