import type { BespokeRouteSource } from '../../../catalogue/types';

export const sentryIssuesRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'issues-list',
    title: '问题列表',
    path: '/main/sentry/:projectName/issues-list',
    parent: 'sentry',
    menuKey: 'sentry',
    menu: false,
    screen: 'sentry-issues',
    load: () => import('./SentryIssues'),
  },
];
