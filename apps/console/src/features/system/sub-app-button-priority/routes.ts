import type { RouteSource } from '../../../catalogue/types';

/** Opened from the sub-application list; the batch list's below. */
export const buttonPriorityRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'sub-application-button-priority-detail',
    title: '按钮优先级',
    path: '/main/menu-control/sub-application/button-priority-detail/:id/:widgetId/:type',
    parent: 'sub-application',
    menuKey: 'menu-control',
    view: 'detail',
    menu: false,
    load: () => import('./screen'),
  },
];

export const batchButtonPriorityRoutes: readonly RouteSource[] = [
  {
    kind: 'route',
    key: 'sub-application-batch-button-priority-detail',
    title: '按钮优先级',
    path: '/main/menu-control/sub-application-batch/button-priority-detail/:id/:widgetId/:type',
    parent: 'sub-application-batch',
    menuKey: 'menu-control',
    view: 'detail',
    menu: false,
    load: () => import('./batch/screen'),
  },
];
