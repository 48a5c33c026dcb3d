import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const diagnosisRequestRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'diagnosis-request',
  title: '诊断申请',
  path: '/main/customer-service/diagnosis-request',
  parent: 'customer-service',
  menuKey: 'customer-service',
  load: () => import('./screen'),
});
