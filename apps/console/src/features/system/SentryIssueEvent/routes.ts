import type { BespokeRouteSource } from '../../../catalogue/types';

export const sentryIssueEventRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'issues-event',
    title: '问题事件',
    path: '/main/sentry/:projectName/issues-list/issues-event/:issuesId',
    parent: 'issues-list',
    menuKey: 'sentry',
    menu: false,
    screen: 'sentry-issue-event',
    load: () => import('./SentryIssueEvent'),
  },
];
