import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The spec gives request-details without a parameter; it carries `:id`, the record the generic screen reads.
 */
export const dataSearchRequestRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'data-search-request',
    title: '数据查询申请',
    path: '/main/system-operation/data-search-request',
    parent: 'system-operation',
    menuKey: 'system-operation',
    load: () => import('./screen'),
  },
  [
    {
      key: 'create-request',
      title: '新建查询申请',
      path: 'create-request',
      view: 'create',
    },
    {
      key: 'request-details',
      title: '查询申请详情',
      path: 'request-details/:id',
      view: 'detail',
    },
  ],
);
