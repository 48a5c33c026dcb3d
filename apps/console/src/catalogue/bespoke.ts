import type { ComponentType } from 'react';

/** The bespoke screens by name: the catalogue binds a bespoke route's `screen` here. */
export const bespokeScreens: Readonly<Record<string, () => Promise<{ readonly default: ComponentType }>>> = {
  'business-tenant-detail': () => import('../features/tenant/BusinessTenantDetail/BusinessTenantDetail'),
  'new-order': () => import('../features/finance/OrderFlow/NewOrder'),
  'confirm-order': () => import('../features/finance/OrderFlow/ConfirmOrder'),
  'order-detail': () => import('../features/finance/OrderFlow/OrderDetail'),
  'question-sort': () => import('../features/content/QuestionSort/QuestionSort'),
  'product-policy-tenant-detail': () =>
    import('../features/content/ProductPolicyTenantDetail/ProductPolicyTenantDetail'),
  'marketing-black-list-setting': () =>
    import('../features/content/MarketingBlackListSetting/MarketingBlackListSetting'),
  'app-operations-sort': () => import('../features/system/AppOperationsSort/AppOperationsSort'),
  'sentry-issues': () => import('../features/system/SentryIssues/SentryIssues'),
  'sentry-issue-event': () => import('../features/system/SentryIssueEvent/SentryIssueEvent'),
  'service-package-tree': () => import('../features/system/ServicePackageTree/ServicePackageTree'),
  'sub-app-detail': () => import('../features/system/SubAppDetail/SubAppDetail'),
  'app-init-detail': () => import('../features/system/AppInitDetail/AppInitDetail'),
  'admin-accounts': () => import('../features/admin/AdminAccounts/AdminAccounts'),
  'query-data': () => import('../features/customer-service/QueryData/QueryData'),
  'tenant-employee-detail': () => import('../features/customer-service/QueryData/TenantEmployeeDetail'),
  'feedback-event-detail': () =>
    import('../features/customer-service/FeedbackEventDetail/FeedbackEventDetail'),
  'diagnosis-log-detail': () => import('../features/customer-service/DiagnosisLogDetail/DiagnosisLogDetail'),
};
