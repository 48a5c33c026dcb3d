import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const diagnosisLogRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'diagnosis-log',
  title: '诊断日志',
  path: '/main/customer-service/diagnosis-log',
  parent: 'customer-service',
  menuKey: 'customer-service',
  load: () => import('./screen'),
});
