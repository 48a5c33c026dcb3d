import type { ComponentType } from 'react';

/** The bespoke screens by name: the catalogue binds a bespoke route's `screen` here. */
export const bespokeScreens: Readonly<Record<string, () => Promise<{ readonly default: ComponentType }>>> = {
  'admin-accounts': () => import('../features/admin/AdminAccounts/AdminAccounts'),
  'feedback-event-detail': () =>
    import('../features/customer-service/FeedbackEventDetail/FeedbackEventDetail'),
  'diagnosis-log-detail': () => import('../features/customer-service/DiagnosisLogDetail/DiagnosisLogDetail'),
  'sentry-issues': () => import('../features/system/SentryIssues/SentryIssues'),
  'sentry-issue-event': () => import('../features/system/SentryIssueEvent/SentryIssueEvent'),
  'service-package-tree': () => import('../features/system/ServicePackageTree/ServicePackageTree'),
  'sub-app-detail': () => import('../features/system/SubAppDetail/SubAppDetail'),
  'app-init-detail': () => import('../features/system/AppInitDetail/AppInitDetail'),
};
