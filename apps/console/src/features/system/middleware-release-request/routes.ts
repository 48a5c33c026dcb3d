import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The requesters' list and the operators' (`-release`) list of the same change requests, each with its form
 * and detail; both forms create. `{sourceId}` names a record these screens keep nothing of, and must be an
 * id.
 */
export const middlewareReleaseRequestRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'middleware-service-request',
      title: '中间件变更申请',
      path: '/main/system-operation/middleware-service-request',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./request/screen'),
    },
    [
      {
        key: 'middleware-service-request-new',
        title: '新建变更申请',
        path: 'new',
        view: 'create',
      },
      {
        key: 'middleware-service-request-detail',
        title: '详情',
        path: 'detail/:id/:sourceId',
        view: 'detail',
        params: { sourceId: { kind: 'id' } },
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'middleware-service-release',
      title: '中间件变更发布',
      path: '/main/system-operation/middleware-service-release',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./release/screen'),
    },
    [
      {
        key: 'middleware-service-release-new',
        title: '新建变更申请',
        path: 'new',
        view: 'create',
      },
      {
        key: 'middleware-service-release-detail',
        title: '详情',
        path: 'detail/:id/:sourceId',
        view: 'detail',
        params: { sourceId: { kind: 'id' } },
      },
    ],
  ),
];
