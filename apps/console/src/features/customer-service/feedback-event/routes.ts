import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const feedbackEventRoutes: readonly RouteSource[] = resourceRoutes({
  key: 'feedback-events-management',
  title: '反馈事件管理',
  path: '/main/customer-service/feedback-events-management',
  parent: 'customer-service',
  menuKey: 'customer-service',
  load: () => import('./screen'),
});
