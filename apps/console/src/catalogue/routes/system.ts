import { appInitDetailRoutes } from '../../features/system/AppInitDetail/routes';
import { appOperationsSortRoutes } from '../../features/system/AppOperationsSort/routes';
import { sentryIssueEventRoutes } from '../../features/system/SentryIssueEvent/routes';
import { sentryIssuesRoutes } from '../../features/system/SentryIssues/routes';
import { servicePackageTreeRoutes } from '../../features/system/ServicePackageTree/routes';
import { subAppDetailRoutes } from '../../features/system/SubAppDetail/routes';
import { appInitConfigRoutes } from '../../features/system/app-init-config/routes';
import { appOperationRoutes } from '../../features/system/app-operation/routes';
import { appWhiteListRoutes } from '../../features/system/app-white-list/routes';
import { bigVersionRoutes } from '../../features/system/big-version/routes';
import { cloudEnvRoutes } from '../../features/system/cloud-env/routes';
import { dataSearchRequestRoutes } from '../../features/system/data-search-request/routes';
import { deployPrivacyPolicyRoutes } from '../../features/system/deploy-privacy-policy/routes';
import { iterationReleasePlanRoutes } from '../../features/system/iteration-release-plan/routes';
import { largeLanguageModelRoutes } from '../../features/system/large-language-model/routes';
import { logServiceRoutes } from '../../features/system/log-service/routes';
import { menuChangeLogRoutes } from '../../features/system/menu-change-log/routes';
import { menuRegisterRoutes } from '../../features/system/menu-register/routes';
import { appSynchronousRoutes, menuAsyncRoutes } from '../../features/system/menu-sync-run/routes';
import { middlewareInstanceRoutes } from '../../features/system/middleware-instance/routes';
import { middlewareReleaseRequestRoutes } from '../../features/system/middleware-release-request/routes';
import { middlewareServiceApplicationRoutes } from '../../features/system/middleware-service-application/routes';
import { operationAnnouncementRoutes } from '../../features/system/operation-announcement/routes';
import { sentryProjectRoutes } from '../../features/system/sentry-project/routes';
import { serviceInfoRoutes } from '../../features/system/service-info/routes';
import { servicePackageRoutes } from '../../features/system/service-package/routes';
import { serviceTypeRoutes } from '../../features/system/service-type/routes';
import { singleServiceRequestRoutes } from '../../features/system/single-service-request/routes';
import { sprintRoutes } from '../../features/system/sprint/routes';
import { sqlServiceRequestRoutes } from '../../features/system/sql-service-request/routes';
import { stopMachineNoticeRoutes } from '../../features/system/stop-machine-notice/routes';
import {
  batchButtonPriorityRoutes,
  buttonPriorityRoutes,
} from '../../features/system/sub-app-button-priority/routes';
import {
  batchMappingRelationRoutes,
  mappingRelationRoutes,
} from '../../features/system/sub-app-mapping-relation/routes';
import {
  batchVersionRecordRoutes,
  versionRecordRoutes,
} from '../../features/system/sub-app-version-record/routes';
import { subApplicationRoutes } from '../../features/system/sub-application/routes';
import { subApplicationBatchRoutes } from '../../features/system/sub-application-batch/routes';
import { systemMonitorReportRoutes } from '../../features/system/system-monitor-report/routes';
import { xxlJobRoutes } from '../../features/system/xxl-job/routes';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry } from '../types';

/*
 * The system area's menus: §2.4 (cloud environment), §2.11 (menu control), §2.12 (product and
 * service catalogue), the error monitoring of §2.13, §2.15 (system operation) and §2.18 (version
 * deployment).
 */
export const systemRoutes: readonly CatalogueEntry[] = titledEntries([
  // §2.4 Cloud environment
  ...cloudEnvRoutes,
  // §2.11 Menu control
  { kind: 'group', key: 'menu-control', title: '菜单管控', icon: 'menu', menuKey: 'menu-control' },
  ...menuRegisterRoutes,
  ...menuAsyncRoutes,
  ...menuChangeLogRoutes,
  ...subApplicationRoutes,
  ...buttonPriorityRoutes,
  ...versionRecordRoutes,
  ...mappingRelationRoutes,
  ...subApplicationBatchRoutes,
  ...batchButtonPriorityRoutes,
  ...batchVersionRecordRoutes,
  ...batchMappingRelationRoutes,
  ...servicePackageRoutes,
  ...appInitConfigRoutes,
  ...appSynchronousRoutes,
  ...appOperationRoutes,
  // §2.12 Product and service catalogue: three first-level menus gathered under one group
  { kind: 'group', key: 'product-catalogue', title: '产品与服务', icon: 'package' },
  ...serviceInfoRoutes,
  ...serviceTypeRoutes,
  ...largeLanguageModelRoutes,
  // §2.13 Error monitoring
  ...sentryProjectRoutes,
  // §2.15 System operation
  {
    kind: 'group',
    key: 'system-operation',
    title: '系统运维',
    icon: 'operations',
    menuKey: 'system-operation',
  },
  ...sprintRoutes,
  ...singleServiceRequestRoutes,
  ...iterationReleasePlanRoutes,
  ...sqlServiceRequestRoutes,
  ...middlewareServiceApplicationRoutes,
  ...middlewareReleaseRequestRoutes,
  ...logServiceRoutes,
  ...systemMonitorReportRoutes,
  ...middlewareInstanceRoutes,
  ...xxlJobRoutes,
  ...dataSearchRequestRoutes,
  // §2.18 Version deployment
  {
    kind: 'group',
    key: 'version-deploy-manage',
    title: '版本发布管理',
    icon: 'rocket',
    menuKey: 'version-deploy-manage',
  },
  ...stopMachineNoticeRoutes,
  ...operationAnnouncementRoutes,
  ...bigVersionRoutes,
  ...appWhiteListRoutes,
  ...deployPrivacyPolicyRoutes,
]);

export const systemBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...subAppDetailRoutes,
  ...servicePackageTreeRoutes,
  ...appInitDetailRoutes,
  ...appOperationsSortRoutes,
  ...sentryIssuesRoutes,
  ...sentryIssueEventRoutes,
]);
