import type { BespokeRouteSource } from '../../../catalogue/types';

export const feedbackEventDetailRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'feedback-events-management-detail',
    title: '反馈事件详情',
    path: '/main/customer-service/feedback-events-management/:eventId/:eventName',
    parent: 'feedback-events-management',
    menuKey: 'customer-service',
    menu: false,
    screen: 'feedback-event-detail',
    load: () => import('./FeedbackEventDetail'),
  },
];
