import type { RouteSource } from '../../../catalogue/types';

/** Opened from the sub-application list; the batch list's below. */
export const versionRecordRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'sub-application-version-record-detail',
    title: '版本记录',
    path: '/main/menu-control/sub-application/version-record-detail',
    parent: 'sub-application',
    menuKey: 'menu-control',
    view: 'list',
    menu: false,
    load: () => import('./screen'),
  },
];

export const batchVersionRecordRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'sub-application-batch-version-record-detail',
    title: '版本记录',
    path: '/main/menu-control/sub-application-batch/version-record-detail',
    parent: 'sub-application-batch',
    menuKey: 'menu-control',
    view: 'list',
    menu: false,
    load: () => import('./batch/screen'),
  },
];
