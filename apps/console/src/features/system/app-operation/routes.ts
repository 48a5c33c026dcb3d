import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The spec gives the edit and detail routes without a parameter; they carry `:id`, the record the generic
 * screens read. The sort route is bespoke (AppOperationsSort/routes.ts).
 */
export const appOperationRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'app-operations',
    title: 'APP 运营位',
    path: '/main/menu-control/app-operations',
    parent: 'menu-control',
    menuKey: 'menu-control',
    load: () => import('./screen'),
  },
  [
    {
      key: 'app-operations-add',
      title: '新增运营位',
      path: 'add',
      view: 'create',
    },
    {
      key: 'app-operations-edit',
      title: '编辑运营位',
      path: 'edit/:id',
      view: 'edit',
    },
    {
      key: 'app-operations-detail',
      title: '运营位详情',
      path: 'detail/:id',
      view: 'detail',
    },
  ],
);
