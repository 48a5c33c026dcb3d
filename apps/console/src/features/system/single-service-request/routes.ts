import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The requesters' list and the operators' (`-release`) list of the same records, each with its form and
 * detail. The spec's create route carries `{id}`: the requesters' one creates (its `{id}` is `new`), the
 * operators' one edits the request it names. `{sourceId}` names a record these screens keep nothing of, and
 * must be an id.
 */
export const singleServiceRequestRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'single-service-request',
      title: '单服务发布申请',
      path: '/main/system-operation/single-service-request',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./request/screen'),
    },
    [
      {
        key: 'new-single-service',
        title: '新建发布申请',
        path: 'new-single-service/:id',
        view: 'create',
      },
      {
        key: 'single-service-request-detail',
        title: '详情',
        path: 'detail/:id/:sourceId',
        view: 'detail',
        params: { sourceId: { kind: 'id' } },
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'single-service-release',
      title: '单服务发布',
      path: '/main/system-operation/single-service-release',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./release/screen'),
    },
    [
      {
        key: 'new-single-service-operation',
        title: '处理发布申请',
        path: 'new-single-service-operation/:id',
        view: 'edit',
      },
      {
        key: 'single-service-release-detail',
        title: '详情',
        path: 'detail/:id/:sourceId',
        view: 'detail',
        params: { sourceId: { kind: 'id' } },
      },
    ],
  ),
];
