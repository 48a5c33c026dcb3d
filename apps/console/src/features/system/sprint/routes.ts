import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** `{sourceId}` names a record these screens keep nothing of, and must be an id. */
export const sprintRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'overview-page',
    title: '迭代总览',
    path: '/main/system-operation/overview-page',
    parent: 'system-operation',
    menuKey: 'system-operation',
    load: () => import('./screen'),
  },
  [
    {
      key: 'overview-page-detail',
      title: '迭代详情',
      path: 'detail/:id/:sourceId',
      view: 'detail',
      params: { sourceId: { kind: 'id' } },
    },
    // The sprint's operators' page: `{sprintId}` is the sprint itself, by the code its records keep.
    {
      key: 'overview-page-detail-operation',
      title: '迭代发布操作',
      path: 'detail-operation/:id/:sprintId',
      view: 'detail',
      params: { sprintId: { kind: 'field', field: 'sprintCode' } },
      load: () => import('./operation/screen'),
    },
  ],
);
