import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The requesters' list and the operators' list of the same SQL requests, each with its form and detail. The
 * spec's form route carries `{id}`: the requesters' one creates (its `{id}` is `new`), the operators' one
 * edits the request it names. `{role-id}` is whose view of a request it is, `requester` or `operator` (each
 * with its own actions), whichever list the route is under.
 */
export const sqlServiceRequestRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'sql-service-application',
      title: 'SQL 服务申请',
      path: '/main/system-operation/sql-service-application',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./application/screen'),
    },
    [
      {
        key: 'sql-service-application-form',
        title: '新建 SQL 申请',
        path: 'form/:id/:role-id',
        view: 'create',
        params: {
          'role-id': {
            kind: 'role',
            role: 'requester',
            routes: { requester: 'sql-service-application-form', operator: 'sql-service-operation-form' },
          },
        },
      },
      {
        key: 'sql-service-application-detail',
        title: '详情',
        path: 'detail/:id/:role-id',
        view: 'detail',
        params: {
          'role-id': {
            kind: 'role',
            role: 'requester',
            routes: { requester: 'sql-service-application-detail', operator: 'sql-service-operation-detail' },
          },
        },
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'sql-service-operation',
      title: 'SQL 服务执行',
      path: '/main/system-operation/sql-service-operation',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./operation/screen'),
    },
    [
      {
        key: 'sql-service-operation-form',
        title: '审核执行 SQL',
        path: 'form/:id/:role-id',
        view: 'edit',
        params: {
          'role-id': {
            kind: 'role',
            role: 'operator',
            routes: { requester: 'sql-service-application-form', operator: 'sql-service-operation-form' },
          },
        },
      },
      {
        key: 'sql-service-operation-detail',
        title: '详情',
        path: 'detail/:id/:role-id',
        view: 'detail',
        params: {
          'role-id': {
            kind: 'role',
            role: 'operator',
            routes: { requester: 'sql-service-application-detail', operator: 'sql-service-operation-detail' },
          },
        },
      },
    ],
  ),
];
