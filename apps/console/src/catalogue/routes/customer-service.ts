import { diagnosisLogDetailRoutes } from '../../features/customer-service/DiagnosisLogDetail/routes';
import { feedbackEventDetailRoutes } from '../../features/customer-service/FeedbackEventDetail/routes';
import { queryDataRoutes } from '../../features/customer-service/QueryData/routes';
import { apiCallbackRoutes } from '../../features/customer-service/api-callback/routes';
import { developerModeRoutes } from '../../features/customer-service/developer-mode/routes';
import { diagnosisLogRoutes } from '../../features/customer-service/diagnosis-log/routes';
import { diagnosisRequestRoutes } from '../../features/customer-service/diagnosis-request/routes';
import { feedbackRoutes } from '../../features/customer-service/feedback/routes';
import { feedbackEventRoutes } from '../../features/customer-service/feedback-event/routes';
import { trainingTemplateRoutes } from '../../features/customer-service/training-template/routes';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry } from '../types';

/** The customer-service menu (§2.5, but its help center, which is content's). */
export const customerServiceRoutes: readonly CatalogueEntry[] = titledEntries([
  { kind: 'group', key: 'customer-service', title: '客服管理', icon: 'headset', menuKey: 'customer-service' },
  ...apiCallbackRoutes,
  ...feedbackRoutes,
  ...feedbackEventRoutes,
  ...developerModeRoutes,
  ...diagnosisLogRoutes,
  ...diagnosisRequestRoutes,
  ...trainingTemplateRoutes,
]);

export const customerServiceBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...queryDataRoutes,
  ...feedbackEventDetailRoutes,
  ...diagnosisLogDetailRoutes,
]);
