import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The requesters' list and the operators' list of the same middleware requests, each with its form and
 * detail; both forms create.
 */
export const middlewareServiceApplicationRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'middleware-service-management',
      title: '中间件服务管理',
      path: '/main/system-operation/middleware-service-management',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./management/screen'),
    },
    [
      {
        key: 'middleware-service-management-new',
        title: '新建中间件申请',
        path: 'new',
        view: 'create',
      },
      {
        key: 'middleware-service-management-detail',
        title: '详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'middleware-service-operation',
      title: '中间件服务运维',
      path: '/main/system-operation/middleware-service-operation',
      parent: 'system-operation',
      menuKey: 'system-operation',
      load: () => import('./operation/screen'),
    },
    [
      {
        key: 'middleware-service-operation-new',
        title: '新建中间件申请',
        path: 'new',
        view: 'create',
      },
      {
        key: 'middleware-service-operation-detail',
        title: '详情',
        path: 'detail/:id',
        view: 'detail',
      },
    ],
  ),
];
