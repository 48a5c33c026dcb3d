import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const systemMonitorReportRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'system-monitor-report',
  title: '系统监控报告',
  path: '/main/system-operation/system-monitor-report',
  parent: 'system-operation',
  menuKey: 'system-operation',
  load: () => import('./screen'),
});
