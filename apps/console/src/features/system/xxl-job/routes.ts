import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const xxlJobRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'xxl-job-index',
  title: '定时任务',
  path: '/main/system-operation/xxl-job-index',
  parent: 'system-operation',
  menuKey: 'system-operation',
  load: () => import('./screen'),
});
