import type { RouteSource } from '../../../catalogue/types';

/** Opened from the sub-application list; the batch list's below. */
export const mappingRelationRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'sub-application-mapping-relation',
    title: '映射关系',
    path: '/main/menu-control/sub-application/mapping-relation',
    parent: 'sub-application',
    menuKey: 'menu-control',
    view: 'list',
    menu: false,
    load: () => import('./screen'),
  },
];

export const batchMappingRelationRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'sub-application-batch-mapping-relation',
    title: '映射关系',
    path: '/main/menu-control/sub-application-batch/mapping-relation',
    parent: 'sub-application-batch',
    menuKey: 'menu-control',
    view: 'list',
    menu: false,
    load: () => import('./batch/screen'),
  },
];
