import type { ResourceDescriptor } from '../../define';
import {
  deployPrivacyPolicyResource,
  appWhiteListResource,
  bigVersionResource,
  operationAnnouncementResource,
  stopMachineNoticeResource,
} from './deployment';
import {
  appInitConfigResource,
  appOperationResource,
  functionPackageResource,
  menuChangeLogResource,
  menuRegisterResource,
  menuSyncRunResource,
  servicePackageResource,
  subAppButtonPriorityResource,
  subApplicationBatchResource,
  subApplicationResource,
  subAppMappingRelationResource,
  subAppVersionRecordResource,
} from './menus';
import {
  cloudEnvResource,
  dataSearchRequestResource,
  iterationReleasePlanResource,
  logServiceResource,
  middlewareInstanceResource,
  middlewareReleaseRequestResource,
  middlewareServiceApplicationResource,
  sentryEventResource,
  sentryIssueResource,
  sentryProjectResource,
  singleServiceRequestResource,
  sprintResource,
  sqlServiceRequestResource,
  systemMonitorReportResource,
  xxlJobResource,
} from './operation';
import { largeLanguageModelResource, serviceInfoResource, serviceTypeResource } from './products';

// The system area: cloud environments, menu control (`menus.ts`), the product and service catalogue
// (`products.ts`), error monitoring and system operation (`operation.ts`), and version deployment
// (`deployment.ts`). What its modules share is in `common.ts`.

export { deployRequestStatus, deployRequestStatuses } from '../../enums';
export {
  deployTenantRange,
  deployTenantRanges,
  productSection,
  productSections,
  type DeployRequestStatus,
} from './common';
export * from './menus';
export * from './products';
export * from './operation';
export * from './deployment';

/** The resources of this area of the console, by name (`resourcesByArea` in `../index.ts`). */
export const systemAreaResources = {
  'function-package': functionPackageResource,
  'cloud-env': cloudEnvResource,
  'menu-register': menuRegisterResource,
  'menu-sync-run': menuSyncRunResource,
  'menu-change-log': menuChangeLogResource,
  'sub-application': subApplicationResource,
  'sub-application-batch': subApplicationBatchResource,
  'sub-app-button-priority': subAppButtonPriorityResource,
  'sub-app-version-record': subAppVersionRecordResource,
  'sub-app-mapping-relation': subAppMappingRelationResource,
  'service-package': servicePackageResource,
  'app-init-config': appInitConfigResource,
  'app-operation': appOperationResource,
  'service-type': serviceTypeResource,
  'service-info': serviceInfoResource,
  'large-language-model': largeLanguageModelResource,
  'sentry-project': sentryProjectResource,
  'sentry-issue': sentryIssueResource,
  'sentry-event': sentryEventResource,
  sprint: sprintResource,
  'single-service-request': singleServiceRequestResource,
  'iteration-release-plan': iterationReleasePlanResource,
  'sql-service-request': sqlServiceRequestResource,
  'middleware-service-application': middlewareServiceApplicationResource,
  'middleware-release-request': middlewareReleaseRequestResource,
  'middleware-instance': middlewareInstanceResource,
  'log-service': logServiceResource,
  'system-monitor-report': systemMonitorReportResource,
  'xxl-job': xxlJobResource,
  'data-search-request': dataSearchRequestResource,
  'stop-machine-notice': stopMachineNoticeResource,
  'operation-announcement': operationAnnouncementResource,
  'big-version': bigVersionResource,
  'app-white-list': appWhiteListResource,
  'deploy-privacy-policy': deployPrivacyPolicyResource,
} as const satisfies Record<string, ResourceDescriptor>;
