import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const sentryProjectRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'sentry',
  title: '错误监控',
  path: '/main/sentry',
  menuKey: 'sentry',
  icon: 'bug',
  load: () => import('./screen'),
});
