import { z } from 'zod';
import { orderStatuses, orderTypes } from '../../constants/statuses';
import { ValidationMessage } from '../../constants/validation';
import { defineResource, type ResourceDescriptor } from '../define';
import {
  code,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  tenantId,
  text,
} from '../fields';
import { tenantMessagingPlatforms } from '../enums';

export { tenantMessagingPlatforms };

/*
 * The tenant area: what tenant management (§2.14, §2.16), tenant operations (§2.17) and the user
 * reset activities (§2.13) keep beside the tenant record itself (which is `tenant` in the catalogue).
 */

/** The menus' authorities: tenant management reads and writes tenants; exports need tenant:export. */
const tenantManage = { read: 'tenant:read', write: 'tenant:write', export: 'tenant:export' } as const;
/** Tenant operation news is content written by the operations team. */
const tenantOperations = { read: 'content:read', write: 'content:write' } as const;

const count = (max = 100_000_000) => z.number().int().min(0).max(max);
/** An attachment's OID (uploads store the attachment, records keep its OID). */
const attachmentOid = z.string().uuid();
/** A time of day, HH:mm. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ValidationMessage.TIME);

// ---------------------------------------------------------------------------------------------
// Opening tenants: registrations, marketplace entries, licence authorizations

/** Where a registration came from: the website, a messaging marketplace, a salesperson, a partner, an event. */
export const tenantRegistrationSources = [
  'WEBSITE',
  'DINGTALK',
  'WECHAT',
  'LARK',
  'SALES',
  'PARTNER',
  'EVENT',
] as const;
export const tenantEmployeeScales = [
  'UNDER_50',
  'FROM_50_TO_199',
  'FROM_200_TO_999',
  'FROM_1000_TO_4999',
  'OVER_5000',
] as const;
/** A registration is followed up (contacted), approved, opened as a tenant, or rejected. */
export const tenantRegistrationStatuses = ['PENDING', 'CONTACTED', 'APPROVED', 'OPENED', 'REJECTED'] as const;

/** A company's application to become a tenant (a trial or a purchase), before a tenant exists. */
export const tenantRegistrationResource = defineResource({
  name: 'tenant-registration',
  scope: 'global',
  schema: z.object({
    registrationCode: code(32),
    companyName: text(100),
    contactName: text(50),
    contactMobile: mobile,
    contactEmail: email.optional(),
    industry: optionalText(50),
    employeeScale: z.enum(tenantEmployeeScales),
    /** An item of the REGION enumeration: where the tenant's data would live. */
    region: code(),
    source: z.enum(tenantRegistrationSources),
    /** The pkgCodes of the function packages the applicant is interested in. */
    intendedPackages: z.array(code(32)).default([]),
    appliedDate: date,
    status: z.enum(tenantRegistrationStatuses).default('PENDING'),
    /** The provider's staff member following it up. */
    handler: optionalText(50),
    /** The tenant opened from it, once opened. */
    tenantId: tenantId.optional(),
    rejectReason: optionalText(200),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'companyName',
  keyword: ['companyName', 'registrationCode', 'contactName', 'contactMobile'],
  filters: {
    companyName: 'contains',
    status: 'in',
    source: 'in',
    region: 'in',
    employeeScale: 'in',
    appliedDate: 'range',
    handler: 'contains',
    tenantId: 'eq',
  },
  sortable: ['appliedDate', 'companyName', 'registrationCode'],
  unique: [['registrationCode']],
  defaultSort: { field: 'appliedDate', direction: 'desc' },
});

/** The products whose marketplaces tenants enter through (the `{product}` of `{product}-enter`). */
export const tenantEntryProducts = ['DINGTALK', 'WECHAT', 'LARK', 'WELINK', 'YUNZHIJIA'] as const;
export const tenantEntryEditions = ['FREE', 'STANDARD', 'PROFESSIONAL', 'ENTERPRISE'] as const;
/** Installed from the marketplace, opened as a tenant, suspended (unpaid), or uninstalled. */
export const tenantEntryStatuses = ['INSTALLED', 'OPENED', 'SUSPENDED', 'UNINSTALLED'] as const;

/** An organisation that installed the app from a workplace-messaging marketplace. */
export const tenantProductEntryResource = defineResource({
  name: 'tenant-product-entry',
  scope: 'global',
  schema: z.object({
    product: z.enum(tenantEntryProducts),
    /** The organisation's id on the platform (DingTalk corpId, WeCom corpid, Lark tenant key). */
    corpId: code(64),
    corpName: text(100),
    edition: z.enum(tenantEntryEditions),
    installDate: date,
    /** How many of the organisation's members the app is authorised for. */
    authorizedUsers: count(1_000_000),
    adminName: optionalText(50),
    adminMobile: mobile.optional(),
    status: z.enum(tenantEntryStatuses).default('INSTALLED'),
    /** The tenant it was opened as. */
    tenantId: tenantId.optional(),
    expireDate: date.optional(),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'corpName',
  keyword: ['corpName', 'corpId', 'adminName'],
  filters: {
    product: 'eq',
    edition: 'in',
    status: 'in',
    installDate: 'range',
    expireDate: 'range',
    tenantId: 'eq',
  },
  sortable: ['installDate', 'corpName', 'authorizedUsers', 'expireDate'],
  unique: [['product', 'corpId']],
  defaultSort: { field: 'installDate', direction: 'desc' },
});

/** A formal licence, a trial, an extension of either, or more seats. */
export const tenantAuthorizationTypes = ['FORMAL', 'TRIAL', 'EXTENSION', 'SEAT_INCREASE'] as const;
export const tenantAuthorizationStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'REVOKED', 'EXPIRED'] as const;

/** A licence granted to a tenant: which function packages, how many seats, from when to when. */
export const tenantAuthorizationResource = defineResource({
  name: 'tenant-authorization',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    authorizationCode: code(40),
    authorizationType: z.enum(tenantAuthorizationTypes),
    /** The pkgCodes of the function packages it switches on. */
    functionPackageCodes: z.array(code(32)).min(1),
    authorizedSeats: z.number().int().min(1).max(1_000_000),
    startDate: date,
    endDate: date,
    /** The contract and order it was bought with (none for trials). */
    contractCode: code(40).optional(),
    orderCode: code(40).optional(),
    applicant: text(50),
    approver: optionalText(50),
    status: z.enum(tenantAuthorizationStatuses).default('PENDING'),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'authorizationCode',
  keyword: ['authorizationCode', 'contractCode', 'orderCode'],
  filters: {
    tenantId: 'eq',
    authorizationType: 'in',
    status: 'in',
    startDate: 'range',
    endDate: 'range',
    contractCode: 'eq',
  },
  sortable: ['authorizationCode', 'startDate', 'endDate', 'authorizedSeats'],
  unique: [['authorizationCode']],
  defaultSort: { field: 'endDate', direction: 'asc' },
});

/** The AI libraries a tenant can be authorised for. */
export const tenantAiLibraryTypes = [
  'KNOWLEDGE_BASE',
  'INVOICE_RECOGNITION',
  'AUDIT_RULES',
  'EXPENSE_ASSISTANT',
  'TRAVEL_POLICY',
] as const;
export const tenantAiLibraryStatuses = ['ACTIVE', 'SUSPENDED', 'EXPIRED'] as const;

/** A tenant's right to use one AI library, with its monthly call quota. */
export const tenantAiLibraryAuthorizationResource = defineResource({
  name: 'tenant-ai-library-authorization',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    libraryCode: code(40),
    libraryName: text(60),
    libraryType: z.enum(tenantAiLibraryTypes),
    /** The large language model the library answers with. */
    modelCode: code(40).optional(),
    monthlyCallQuota: z.number().int().min(1).max(100_000_000),
    usedCalls: count().default(0),
    startDate: date,
    endDate: date.optional(),
    status: z.enum(tenantAiLibraryStatuses).default('ACTIVE'),
    authorizedBy: text(50),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'libraryName',
  keyword: ['libraryName', 'libraryCode'],
  filters: { tenantId: 'eq', libraryType: 'in', status: 'in', endDate: 'range', modelCode: 'eq' },
  sortable: ['libraryName', 'startDate', 'endDate', 'usedCalls'],
  unique: [['tenantId', 'libraryCode']],
});

// ---------------------------------------------------------------------------------------------
// The business tenant detail's tabs: control, service, orders, function configuration, usage

/** A tenant's controls: seats, login, freezing, security and data rules. One record per tenant. */
export const tenantControlResource = defineResource({
  name: 'tenant-control',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Active staff above it cannot be added. */
    seatLimit: z.number().int().min(1).max(1_000_000),
    loginEnabled: z.boolean().default(true),
    frozen: z.boolean().default(false),
    frozenDate: date.optional(),
    frozenReason: optionalText(200),
    mfaRequired: z.boolean().default(false),
    /** Addresses staff may log in from; empty allows all. */
    ipWhitelist: z.array(z.ipv4()).default([]),
    dataExportAllowed: z.boolean().default(true),
    /** How many sandbox tenants may be created from it. */
    sandboxQuota: z.number().int().min(0).max(10).default(1),
    /** Days of trial extension granted beyond the licence. */
    trialExtensionDays: z.number().int().min(0).max(180).default(0),
    /** Days operation logs are kept. */
    logRetentionDays: z.number().int().min(30).max(3650).default(180),
    controlNote: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'seatLimit',
  keyword: ['controlNote'],
  filters: { tenantId: 'eq', loginEnabled: 'eq', frozen: 'eq', mfaRequired: 'eq' },
  sortable: ['seatLimit'],
  unique: [['tenantId']],
});

export const tenantServiceLevels = ['STANDARD', 'VIP', 'KEY_ACCOUNT'] as const;

/** Who serves a tenant and how: owners, service level, go-live and renewal dates, health. One per tenant. */
export const tenantServiceInfoResource = defineResource({
  name: 'tenant-service-info',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceLevel: z.enum(tenantServiceLevels),
    crmCustomerCode: code(32).optional(),
    contractCode: code(40).optional(),
    salesOwner: text(50),
    customerSuccessManager: text(50),
    implementationConsultant: optionalText(50),
    /** The customer's support group on its messaging platform. */
    supportGroup: optionalText(100),
    goLiveDate: date.optional(),
    renewalDate: date.optional(),
    /** 0–100, from usage, tickets and touches. */
    healthScore: z.number().int().min(0).max(100).optional(),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'customerSuccessManager',
  keyword: ['salesOwner', 'customerSuccessManager', 'implementationConsultant'],
  filters: {
    tenantId: 'eq',
    serviceLevel: 'in',
    salesOwner: 'contains',
    customerSuccessManager: 'contains',
    renewalDate: 'range',
    healthScore: 'range',
  },
  sortable: ['renewalDate', 'healthScore', 'goLiveDate'],
  unique: [['tenantId']],
});

/** An order a tenant placed on a messaging platform's marketplace (DingTalk, WeCom, Lark orders). */
export const tenantPlatformOrderResource = defineResource({
  name: 'tenant-platform-order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    platform: z.enum(tenantMessagingPlatforms),
    platformOrderId: code(64),
    corpId: code(64),
    itemName: text(100),
    orderType: z.enum(orderTypes),
    seats: z.number().int().min(1).max(1_000_000),
    payAmount: money,
    payDate: date,
    serviceStart: date,
    serviceEnd: date,
    orderStatus: z.enum(orderStatuses),
  }),
  permissions: tenantManage,
  title: 'platformOrderId',
  keyword: ['platformOrderId', 'itemName', 'corpId'],
  filters: {
    tenantId: 'eq',
    platform: 'eq',
    orderType: 'in',
    orderStatus: 'in',
    payDate: 'range',
    serviceEnd: 'range',
  },
  sortable: ['payDate', 'payAmount', 'serviceEnd'],
  unique: [['platform', 'platformOrderId']],
  defaultSort: { field: 'payDate', direction: 'desc' },
});

/** The three function-configuration tabs: common functions, extra (paid) functions, APP functions. */
export const tenantFunctionConfigCategories = ['COMMON', 'EXTRA', 'APP'] as const;

/** One function switched on or off for a tenant, with its setting. */
export const tenantFunctionConfigResource = defineResource({
  name: 'tenant-function-config',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    configCategory: z.enum(tenantFunctionConfigCategories),
    functionCode: code(60),
    functionName: text(60),
    /** The function package that brings it, if it is sold. */
    functionPackageCode: code(32).optional(),
    /** The function's setting, when it has one (a limit, a mode, a URL). */
    configValue: optionalText(500),
    enabled,
    effectiveDate: date.optional(),
    expireDate: date.optional(),
    configuredBy: optionalText(50),
    remark: optionalText(200),
  }),
  permissions: tenantManage,
  title: 'functionName',
  keyword: ['functionName', 'functionCode'],
  filters: { tenantId: 'eq', configCategory: 'eq', enabled: 'eq', functionPackageCode: 'eq' },
  sortable: ['functionName', 'functionCode', 'expireDate'],
  unique: [['tenantId', 'configCategory', 'functionCode']],
  defaultSort: { field: 'functionCode', direction: 'asc' },
});

/**
 * A tenant's usage in one month: users (the tenant user analysis) and business volume (the usage
 * statistics tab). Computed monthly; kept for trend and renewal talks.
 */
export const tenantUsageSnapshotResource = defineResource({
  name: 'tenant-usage-snapshot',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The first day of the month it covers. */
    statMonth: date,
    seatsPurchased: count(1_000_000),
    totalUsers: count(1_000_000),
    activeUsers: count(1_000_000),
    newUsers: count(1_000_000),
    leftUsers: count(1_000_000),
    mobileActiveUsers: count(1_000_000),
    loginCount: count(),
    expenseReports: count(),
    reimbursedAmount: money,
    travelOrders: count(),
    travelSpend: money,
    invoicesVerified: count(),
    apiCalls: count(10_000_000_000),
  }),
  permissions: tenantManage,
  title: 'statMonth',
  keyword: ['statMonth'],
  filters: { tenantId: 'eq', statMonth: 'range', activeUsers: 'range', totalUsers: 'range' },
  sortable: ['statMonth', 'activeUsers', 'totalUsers', 'reimbursedAmount', 'travelSpend'],
  unique: [['tenantId', 'statMonth']],
  defaultSort: { field: 'statMonth', direction: 'desc' },
});

// ---------------------------------------------------------------------------------------------
// Customer success: touches, reports

export const touchCustomerTypes = ['PHONE', 'VISIT', 'MESSAGING', 'EMAIL', 'TRAINING', 'MEETING'] as const;
export const touchCustomerResults = [
  'FOLLOW_UP',
  'RESOLVED',
  'RENEWAL_INTENT',
  'UPSELL_OPPORTUNITY',
  'CHURN_RISK',
  'NO_RESPONSE',
] as const;

/** A contact of the provider's staff with a tenant: a call, a visit, a training... and what came of it. */
export const touchCustomerLogResource = defineResource({
  name: 'touch-customer-log',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    touchDate: date,
    touchType: z.enum(touchCustomerTypes),
    topic: text(100),
    content: text(2000),
    contactName: optionalText(50),
    contactRole: optionalText(50),
    /** The provider's staff member who made the contact. */
    staffName: text(50),
    result: z.enum(touchCustomerResults),
    nextTouchDate: date.optional(),
  }),
  permissions: tenantManage,
  title: 'topic',
  keyword: ['topic', 'content', 'contactName'],
  filters: {
    tenantId: 'eq',
    touchType: 'in',
    result: 'in',
    touchDate: 'range',
    nextTouchDate: 'range',
    staffName: 'contains',
  },
  sortable: ['touchDate', 'nextTouchDate', 'staffName'],
  defaultSort: { field: 'touchDate', direction: 'desc' },
});

export const tenantReportPeriods = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export const tenantReportStatuses = ['GENERATING', 'GENERATED', 'SENT', 'FAILED'] as const;

/** The periodic operating report sent to a tenant: its usage, spend and savings over the period. */
export const tenantReportResource = defineResource({
  name: 'tenant-report',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    reportCode: code(40),
    title: text(100),
    reportPeriod: z.enum(tenantReportPeriods),
    periodStart: date,
    periodEnd: date,
    activeUsers: count(1_000_000),
    expenseReportCount: count(),
    reimbursedAmount: money,
    travelOrderCount: count(),
    travelSpend: money,
    /** Spend avoided by travel policy and negotiated fares. */
    savingAmount: money.optional(),
    invoiceCount: count(),
    status: z.enum(tenantReportStatuses).default('GENERATING'),
    sentTo: email.optional(),
    sentDate: date.optional(),
    summary: optionalText(1000),
  }),
  permissions: tenantManage,
  title: 'title',
  keyword: ['title', 'reportCode'],
  filters: { tenantId: 'eq', reportPeriod: 'in', status: 'in', periodStart: 'range', periodEnd: 'range' },
  sortable: ['periodStart', 'reimbursedAmount', 'activeUsers'],
  unique: [['reportCode']],
  defaultSort: { field: 'periodStart', direction: 'desc' },
});

export const tenantDataReportGranularities = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const tenantDataReportStatuses = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const;

/** The provider's own figures over all tenants for a period: tenants won, lost, paying, revenue. */
export const tenantDataReportResource = defineResource({
  name: 'tenant-data-report',
  scope: 'global',
  schema: z.object({
    reportCode: code(40),
    reportName: text(100),
    granularity: z.enum(tenantDataReportGranularities),
    /** The last day of the period. */
    statDate: date,
    totalTenants: count(1_000_000),
    newTenants: count(1_000_000),
    paidTenants: count(1_000_000),
    trialTenants: count(1_000_000),
    expiringLicences: count(1_000_000),
    churnedTenants: count(1_000_000),
    activeUsers: count(),
    newContractAmount: money,
    renewalAmount: money,
    status: z.enum(tenantDataReportStatuses).default('DRAFT'),
    remark: optionalText(1000),
  }),
  permissions: tenantManage,
  title: 'reportName',
  keyword: ['reportName', 'reportCode'],
  filters: { granularity: 'eq', status: 'in', statDate: 'range' },
  sortable: ['statDate', 'newTenants', 'newContractAmount'],
  unique: [['reportCode']],
  defaultSort: { field: 'statDate', direction: 'desc' },
});

// ---------------------------------------------------------------------------------------------
// Commercial: fee mappings, menu changes

export const tenantChargeModes = ['PER_SEAT', 'PER_ORDER', 'PER_INVOICE', 'FIXED', 'TIERED'] as const;

/** How one fee item of a tenant maps to a finance product and is charged. */
export const tenantFeesMappingResource = defineResource({
  name: 'tenant-fees-mapping',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    feeItemCode: code(40),
    feeItemName: text(60),
    /** The service type the fee is apportioned to (as on pre-open orders). */
    serviceTypeName: text(60),
    financeProductCode: code(40),
    chargeMode: z.enum(tenantChargeModes),
    unitPrice: money,
    currencyCode,
    /** Percent. */
    taxRate: z.number().min(0).max(100),
    effectiveDate: date,
    expireDate: date.optional(),
    enabled,
  }),
  permissions: tenantManage,
  title: 'feeItemName',
  keyword: ['feeItemName', 'feeItemCode', 'financeProductCode'],
  filters: {
    tenantId: 'eq',
    chargeMode: 'in',
    financeProductCode: 'eq',
    currencyCode: 'eq',
    enabled: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['feeItemCode', 'unitPrice', 'effectiveDate'],
  unique: [['tenantId', 'feeItemCode']],
  importable: true,
});

export const tenantMenuChangeTypes = [
  'ENABLE_MENU',
  'DISABLE_MENU',
  'PACKAGE_UPGRADE',
  'PACKAGE_DOWNGRADE',
  'CUSTOM_MENU',
] as const;
export const tenantMenuChangeStatuses = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'APPLIED'] as const;

/** A request to change a tenant's menus or function packages, approved before it is applied. */
export const tenantMenuChangeResource = defineResource({
  name: 'tenant-menu-change',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    requestCode: code(40),
    changeType: z.enum(tenantMenuChangeTypes),
    /** The menu keys switched on or off. */
    menuKeys: z.array(code(80)).default([]),
    functionPackageCodes: z.array(code(32)).default([]),
    reason: text(500),
    applicant: text(50),
    requestDate: date,
    effectiveDate: date.optional(),
    status: z.enum(tenantMenuChangeStatuses).default('DRAFT'),
    approver: optionalText(50),
    approvalComment: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'requestCode',
  keyword: ['requestCode', 'reason', 'applicant'],
  filters: { tenantId: 'eq', changeType: 'in', status: 'in', requestDate: 'range', applicant: 'contains' },
  sortable: ['requestDate', 'effectiveDate', 'requestCode'],
  unique: [['requestCode']],
  defaultSort: { field: 'requestDate', direction: 'desc' },
});

// ---------------------------------------------------------------------------------------------
// Branding, print templates, e-archives

/** A tenant's own branding: names, logo, login background, colour and domain. */
export const enterpriseBrandResource = defineResource({
  name: 'enterprise-brand',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    brandName: text(60),
    /** The app's name shown to the tenant's staff instead of the product's. */
    appName: optionalText(30),
    slogan: optionalText(60),
    logoOid: attachmentOid.optional(),
    loginBackgroundOid: attachmentOid.optional(),
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, ValidationMessage.COLOR),
    customDomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253)
      .optional(),
    loginPageTitle: optionalText(60),
    effectiveDate: date.optional(),
    enabled,
  }),
  permissions: tenantManage,
  title: 'brandName',
  keyword: ['brandName', 'appName', 'customDomain'],
  filters: { tenantId: 'eq', enabled: 'eq', customDomain: 'eq' },
  sortable: ['brandName', 'effectiveDate'],
  unique: [['tenantId', 'brandName'], ['customDomain']],
});

export const tenantPrintComparisonStatuses = ['PENDING', 'COMPARING', 'SAME', 'DIFFERENT', 'FAILED'] as const;

/**
 * A comparison of a tenant's print template with the standard one (before an upgrade replaces the
 * standard): which versions, over how many sample documents, with how many differences.
 */
export const tenantPrintTemplateComparisonResource = defineResource({
  name: 'tenant-print-template-comparison',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    comparisonCode: code(40),
    templateCode: code(40),
    templateName: text(60),
    /** The document category printed: 1001 application, 1002 reimbursement, 3001 loan... */
    documentCategory: z.number().int().positive(),
    standardVersion: text(20),
    tenantVersion: text(20),
    documentCount: count(10_000),
    differenceCount: count(100_000),
    status: z.enum(tenantPrintComparisonStatuses).default('PENDING'),
    comparedDate: date.optional(),
    comparedBy: optionalText(50),
    conclusion: optionalText(1000),
  }),
  permissions: tenantManage,
  title: 'templateName',
  keyword: ['templateName', 'templateCode', 'comparisonCode'],
  filters: { tenantId: 'eq', status: 'in', documentCategory: 'eq', comparedDate: 'range' },
  sortable: ['comparedDate', 'differenceCount', 'templateCode'],
  unique: [['comparisonCode']],
  defaultSort: { field: 'comparedDate', direction: 'desc' },
});

export const tenantPrintDocumentResults = ['SAME', 'DIFFERENT', 'FAILED'] as const;

/** One sample document printed with both templates in a comparison, and what differs. */
export const tenantPrintTemplateDocumentResource = defineResource({
  name: 'tenant-print-template-document',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The comparison it belongs to. */
    comparisonCode: code(40),
    documentNumber: code(40),
    documentTitle: text(100),
    documentCategory: z.number().int().positive(),
    /** The PDFs printed with the standard and with the tenant's template. */
    standardOutputOid: attachmentOid.optional(),
    tenantOutputOid: attachmentOid.optional(),
    differenceCount: count(10_000),
    differenceSummary: optionalText(1000),
    result: z.enum(tenantPrintDocumentResults),
    /** Whether someone checked the differences with the tenant. */
    confirmed: z.boolean().default(false),
    checkedBy: optionalText(50),
  }),
  permissions: tenantManage,
  title: 'documentNumber',
  keyword: ['documentNumber', 'documentTitle', 'comparisonCode'],
  filters: { tenantId: 'eq', comparisonCode: 'eq', result: 'in', confirmed: 'eq', documentCategory: 'eq' },
  sortable: ['documentNumber', 'differenceCount'],
  unique: [['comparisonCode', 'documentNumber']],
  defaultSort: { field: 'documentNumber', direction: 'asc' },
});

export const tenantEArchiveStatuses = ['OPENING', 'ACTIVE', 'SUSPENDED', 'CLOSED'] as const;

/** A tenant's electronic accounting archive: its archive account, storage and what it holds. */
export const tenantEArchiveResource = defineResource({
  name: 'tenant-e-archive',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The tenant's account in the archive system. */
    archiveTenantCode: code(40),
    archiveVendor: text(60),
    openDate: date,
    status: z.enum(tenantEArchiveStatuses).default('OPENING'),
    storageQuotaGb: z.number().int().min(1).max(100_000),
    usedStorageGb: z.number().min(0).max(100_000),
    archivedVoucherCount: count(),
    lastArchiveDate: date.optional(),
    /** Accounting vouchers are kept 30 years, other records 10. */
    retentionYears: z.number().int().min(1).max(100),
    contactName: optionalText(50),
    contactEmail: email.optional(),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'archiveTenantCode',
  keyword: ['archiveTenantCode', 'archiveVendor', 'contactName'],
  filters: { tenantId: 'eq', status: 'in', archiveVendor: 'eq', openDate: 'range', lastArchiveDate: 'range' },
  sortable: ['openDate', 'usedStorageGb', 'archivedVoucherCount', 'lastArchiveDate'],
  unique: [['tenantId'], ['archiveTenantCode']],
  defaultSort: { field: 'openDate', direction: 'desc' },
});

// ---------------------------------------------------------------------------------------------
// Tenant operations (§2.17) and the user reset activities (§2.13)

/** The four news lists: Lark news, Lark interactive cards, WeCom news, in-app tenant news. */
export const tenantNewsChannels = ['LARK_NEWS', 'LARK_INTERACTIVE', 'WECHAT_NEWS', 'TENANT_NEWS'] as const;
/** Who receives it: every tenant, paying ones, trial ones, the tenants of some groups, or chosen tenants. */
export const tenantNewsAudiences = ['ALL', 'LICENSED', 'TRIAL', 'TENANT_GROUP', 'TENANTS'] as const;
export const tenantNewsStatuses = ['DRAFT', 'SCHEDULED', 'SENT', 'WITHDRAWN'] as const;

/** An operations message pushed to tenants' admins or staff on a messaging platform or in the app. */
export const tenantOperationNewsResource = defineResource({
  name: 'tenant-operation-news',
  scope: 'global',
  schema: z.object({
    channel: z.enum(tenantNewsChannels),
    title: text(100),
    summary: optionalText(200),
    content: z.string().trim().min(1).max(20_000),
    coverImageOid: attachmentOid.optional(),
    linkUrl: z.string().url().max(500).optional(),
    /** The button of a Lark interactive card. */
    buttonText: optionalText(20),
    audience: z.enum(tenantNewsAudiences),
    tenantGroupCodes: z.array(code(32)).default([]),
    tenantIds: z.array(tenantId).default([]),
    sendDate: date,
    sendTime: timeOfDay,
    status: z.enum(tenantNewsStatuses).default('DRAFT'),
    author: text(50),
    sentCount: count().default(0),
    readCount: count().default(0),
  }),
  permissions: tenantOperations,
  title: 'title',
  keyword: ['title', 'summary'],
  filters: { channel: 'eq', status: 'in', audience: 'in', sendDate: 'range', author: 'contains' },
  sortable: ['sendDate', 'title', 'readCount'],
  defaultSort: { field: 'sendDate', direction: 'desc' },
});

/** A reset in a sandbox tenant (training and demo data) or in a real (production) tenant. */
export const userResetEnvironments = ['SANDBOX', 'PRODUCTION'] as const;
export const userResetScopes = [
  'PASSWORD',
  'MFA_BINDING',
  'DEVICE_BINDING',
  'USER_DATA',
  'TRIAL_PERIOD',
  'SANDBOX_DATA',
] as const;
export const userResetStatuses = ['PENDING', 'APPROVED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;

/** A batch reset of some users of a tenant: passwords, bindings, data or the trial, approved and run. */
export const userResetActivityResource = defineResource({
  name: 'user-reset-activity',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    activityCode: code(40),
    activityName: text(100),
    environment: z.enum(userResetEnvironments),
    resetScope: z.enum(userResetScopes),
    /** The users' e-mail addresses or mobiles; empty means every user of the tenant. */
    targetUsers: z.array(z.string().trim().min(1).max(254)).default([]),
    userCount: count(1_000_000),
    reason: text(500),
    requestedBy: text(50),
    scheduledDate: date,
    executedDate: date.optional(),
    status: z.enum(userResetStatuses).default('PENDING'),
    resultSummary: optionalText(1000),
  }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'activityName',
  keyword: ['activityName', 'activityCode', 'requestedBy'],
  filters: {
    tenantId: 'eq',
    environment: 'eq',
    resetScope: 'in',
    status: 'in',
    scheduledDate: 'range',
    requestedBy: 'contains',
  },
  sortable: ['scheduledDate', 'executedDate', 'userCount'],
  unique: [['activityCode']],
  defaultSort: { field: 'scheduledDate', direction: 'desc' },
});

/** The resources of this area of the console, by name. */
export const tenantAreaResources = {
  'tenant-registration': tenantRegistrationResource,
  'tenant-product-entry': tenantProductEntryResource,
  'tenant-authorization': tenantAuthorizationResource,
  'tenant-ai-library-authorization': tenantAiLibraryAuthorizationResource,
  'tenant-control': tenantControlResource,
  'tenant-service-info': tenantServiceInfoResource,
  'tenant-platform-order': tenantPlatformOrderResource,
  'tenant-function-config': tenantFunctionConfigResource,
  'tenant-usage-snapshot': tenantUsageSnapshotResource,
  'touch-customer-log': touchCustomerLogResource,
  'tenant-report': tenantReportResource,
  'tenant-data-report': tenantDataReportResource,
  'tenant-fees-mapping': tenantFeesMappingResource,
  'tenant-menu-change': tenantMenuChangeResource,
  'enterprise-brand': enterpriseBrandResource,
  'tenant-print-template-comparison': tenantPrintTemplateComparisonResource,
  'tenant-print-template-document': tenantPrintTemplateDocumentResource,
  'tenant-e-archive': tenantEArchiveResource,
  'tenant-operation-news': tenantOperationNewsResource,
  'user-reset-activity': userResetActivityResource,
} as const satisfies Record<string, ResourceDescriptor>;
