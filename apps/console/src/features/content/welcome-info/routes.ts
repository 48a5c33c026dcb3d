import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** The screen of the history of welcome messages. */
const history = () => import('./history/screen');

/**
 * The spec gives the detail and history-detail routes without a parameter; they carry `:id`, the record the
 * generic screens read.
 */
export const welcomeInfoRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'welcome-info',
    title: '欢迎语设置',
    path: '/main/info-maintenance/welcome-info',
    parent: 'info-maintenance',
    menuKey: 'info-maintenance',
    load: () => import('./screen'),
  },
  [
    {
      key: 'welcome-info-detail',
      title: '欢迎语详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'welcome-info-history',
      title: '欢迎语历史',
      path: 'history',
      view: 'list',
      load: history,
    },
    {
      key: 'welcome-info-history-detail',
      title: '历史欢迎语详情',
      path: 'history-detail/:id',
      view: 'detail',
      parent: 'welcome-info-history',
      load: history,
    },
  ],
);
