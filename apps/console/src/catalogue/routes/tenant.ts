import { businessTenantDetailRoutes } from '../../features/tenant/BusinessTenantDetail/routes';
import { contractRoutes } from '../../features/tenant/contract/routes';
import { enterpriseBrandRoutes } from '../../features/tenant/enterprise-brand/routes';
import { sandboxTenantRoutes, tenantMaintenanceRoutes } from '../../features/tenant/tenant/routes';
import { tenantAiLibraryAuthorizationRoutes } from '../../features/tenant/tenant-ai-library-authorization/routes';
import { tenantAuthorizationRoutes } from '../../features/tenant/tenant-authorization/routes';
import { tenantDataReportRoutes } from '../../features/tenant/tenant-data-report/routes';
import { tenantEArchiveRoutes } from '../../features/tenant/tenant-e-archive/routes';
import { tenantFeesMappingRoutes } from '../../features/tenant/tenant-fees-mapping/routes';
import { tenantGroupRoutes } from '../../features/tenant/tenant-group/routes';
import { tenantMenuChangeRoutes } from '../../features/tenant/tenant-menu-change/routes';
import { tenantOperationNewsRoutes } from '../../features/tenant/tenant-operation-news/routes';
import { tenantPrintTemplateComparisonRoutes } from '../../features/tenant/tenant-print-template-comparison/routes';
import { tenantPrintTemplateDocumentRoutes } from '../../features/tenant/tenant-print-template-document/routes';
import { tenantProductEntryRoutes } from '../../features/tenant/tenant-product-entry/routes';
import { tenantRegistrationRoutes } from '../../features/tenant/tenant-registration/routes';
import { tenantReportRoutes } from '../../features/tenant/tenant-report/routes';
import { tenantUsageSnapshotRoutes } from '../../features/tenant/tenant-usage-snapshot/routes';
import { touchCustomerLogRoutes } from '../../features/tenant/touch-customer-log/routes';
import { userResetActivityRoutes } from '../../features/tenant/user-reset-activity/routes';
import { titledBespokeRoutes, titledEntries } from '../titles';
import type { BespokeRouteDefinition, CatalogueEntry } from '../types';

/*
 * The tenant area's menus: sandbox tenants (§2.14), tenant management (§2.16), tenant operations
 * (§2.17) and the user reset activities (§2.13). Beyond the spec's routes, list-only screens whose
 * records staff write get `new`, `detail/:id` and `edit/:id` routes (the generic forms need a route
 * to open in).
 */
export const tenantRoutes: readonly CatalogueEntry[] = titledEntries([
  // §2.16 Tenant management, with §2.14 sandbox tenants.
  { kind: 'group', key: 'tenant-manage', title: '租户管理', icon: 'tenant', menuKey: 'tenant-manage' },
  {
    kind: 'group',
    key: 'tenant-manage-maintenance',
    title: '租户维护',
    parent: 'tenant-manage',
    menuKey: 'tenant-manage',
  },
  {
    kind: 'group',
    key: 'tenant-manage-opening',
    title: '开通与授权',
    parent: 'tenant-manage',
    menuKey: 'tenant-manage',
  },
  {
    kind: 'group',
    key: 'tenant-manage-customer-success',
    title: '客户成功',
    parent: 'tenant-manage',
    menuKey: 'tenant-manage',
  },
  {
    kind: 'group',
    key: 'tenant-manage-commercial',
    title: '合同与计费',
    parent: 'tenant-manage',
    menuKey: 'tenant-manage',
  },
  {
    kind: 'group',
    key: 'tenant-manage-customisation',
    title: '品牌与模板',
    parent: 'tenant-manage',
    menuKey: 'tenant-manage',
  },
  // The tenant maintenance variants: one list per team over the tenant record.
  ...tenantMaintenanceRoutes,
  // Opening tenants and what they are licensed for.
  ...tenantRegistrationRoutes,
  ...tenantAuthorizationRoutes,
  ...tenantProductEntryRoutes,
  ...sandboxTenantRoutes,
  ...tenantGroupRoutes,
  ...tenantAiLibraryAuthorizationRoutes,
  ...tenantEArchiveRoutes,
  // Customer success: touches, reports, usage.
  ...touchCustomerLogRoutes,
  ...tenantReportRoutes,
  ...tenantDataReportRoutes,
  ...tenantUsageSnapshotRoutes,
  // Contracts and billing.
  ...contractRoutes,
  ...tenantFeesMappingRoutes,
  ...tenantMenuChangeRoutes,
  // Branding and print templates.
  ...enterpriseBrandRoutes,
  ...tenantPrintTemplateComparisonRoutes,
  ...tenantPrintTemplateDocumentRoutes,
  // §2.17 Tenant operations: one message resource, one list per channel.
  {
    kind: 'group',
    key: 'tenant-operations-management',
    title: '租户运营管理',
    icon: 'news',
    menuKey: 'tenant-operations-management',
  },
  ...tenantOperationNewsRoutes,
  // §2.13 The user reset activities: two first-level menus gathered under one group.
  { kind: 'group', key: 'user-reset', title: '用户重置', icon: 'reset' },
  ...userResetActivityRoutes,
]);

export const tenantBespokeRoutes: readonly BespokeRouteDefinition[] = titledBespokeRoutes([
  ...businessTenantDetailRoutes,
]);
