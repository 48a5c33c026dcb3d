import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const feedbackRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'feedback-index',
    title: '意见反馈',
    path: '/main/customer-service/feedback-index',
    parent: 'customer-service',
    menuKey: 'customer-service',
    load: () => import('./screen'),
  },
  [
    {
      key: 'feedback-list-detail',
      title: '反馈详情',
      path: 'feedback-list-detail/:id',
      view: 'detail',
    },
  ],
);
