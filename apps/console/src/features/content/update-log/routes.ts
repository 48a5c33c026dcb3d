import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** The update logs of information management; `:type` is the log's kind. */
export const infoUpdateLogRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'update-log-single',
    title: '更新日志',
    path: '/main/info-management/update-log-single',
    parent: 'info-management',
    menuKey: 'info-management',
    load: () => import('./single/screen'),
  },
  [
    {
      key: 'update-log-single-new',
      title: '新建更新日志',
      path: 'new/:type',
      view: 'create',
    },
    {
      key: 'update-log-single-detail',
      title: '更新日志详情',
      path: 'detail/:type/:id',
      view: 'detail',
    },
  ],
);

/** The update logs of help and feedback. */
export const helpAndFeedbackUpdateLogRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'update-log',
    title: '更新日志',
    path: '/main/info-management/help-and-feedback/update-log',
    parent: 'help-and-feedback',
    menuKey: 'info-management',
    load: () => import('./help-feedback/screen'),
  },
  [
    {
      key: 'update-log-new',
      title: '新建更新日志',
      path: 'new/:type',
      view: 'create',
    },
    {
      key: 'update-log-detail',
      title: '更新日志详情',
      path: 'detail/:type/:id',
      view: 'detail',
    },
  ],
);
