import { z } from 'zod';
import { menuTypes } from '../../permissions';
import { defineResource, type ResourceDescriptor } from '../define';
import { ValidationMessage } from '../../constants/validation';
import { code, currencyCode, date, email, enabled, money, optionalText, tenantId, text } from '../fields';
import { deployRequestStatuses } from '../enums';

// The system area: cloud environments (the shared `cloud-env`), menu control, the product and service
// catalogue, error monitoring (sentry), system operation and version deployment.

/** An instant, ISO 8601 with its offset (`2025-03-01T10:00:00.000Z`). */
const instant = z.iso.datetime({ offset: true });
/** The id of a back-office user (the backend-user picker stores it). */
const backendUserId = z.number().int().positive();
/** The code of a cloud environment (`cloud-env`). */
const cloudEnvCode = code(32);
const cloudEnvCodes = z.array(cloudEnvCode).min(1).max(20);
const count = z.number().int().min(0).max(1_000_000_000_000).default(0);
const link = z.string().trim().url().max(500);
/** An attachment's OID. */
const attachmentOid = z.string().uuid();
/** A release version (`5.12.0`, `V5.12.0-hotfix.1`). */
const versionCode = code(32);
/** A release as the error-monitoring SDKs name it: `package@version`. */
const sentryRelease = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@+-]*$/, ValidationMessage.CODE);

/** The deployment environments, derived from the console's host name (calls §9). */
export const deployEnvs = ['dev', 'uat', 'stage', 'release'] as const;

export { deployRequestStatuses };
export type DeployRequestStatus = (typeof deployRequestStatuses)[number];

/** The business sections (板块) the product's modules, sub-applications and sprints belong to. */
export const productSections = ['EXPENSE', 'TRAVEL', 'FINANCE', 'INVOICE', 'PLATFORM'] as const;
/** The clients a sub-application or an APP configuration is built for. */
export const subAppClientTypes = ['WEB', 'APP', 'H5', 'MINI_PROGRAM'] as const;
/** Who a notice or a policy reaches: every tenant, or the listed ones. */
export const deployTenantRanges = ['ALL', 'SELECTED'] as const;
export const middlewareTypes = [
  'MYSQL',
  'POSTGRESQL',
  'REDIS',
  'KAFKA',
  'ROCKETMQ',
  'ELASTICSEARCH',
  'MONGODB',
  'NACOS',
  'ZOOKEEPER',
] as const;

const systemOperation = { read: 'deploy:read', write: 'deploy:request' } as const;
/** The operator's steps of a request (approve or reject, execute, mark done or failed): deploy:operate. */
const operatorSteps = [
  {
    field: 'status',
    values: ['APPROVED', 'REJECTED', 'EXECUTING', 'DONE', 'FAILED'],
    authority: 'deploy:operate',
  },
] as const;
/** Records only the operators keep (inventories, jobs, reports). */
const systemOperationByOperators = { read: 'deploy:read', write: 'deploy:operate' } as const;
const versionDeploy = { read: 'deploy:read', write: 'deploy:operate' } as const;
const menuControl = { read: 'menu:read', write: 'menu:write' } as const;

// ---------------------------------------------------------------------------------------------
// Menu control (§2.11)

/** Where a menu lives: this console, the customers' web admin, the mobile APP, H5 pages. */
export const menuPlatforms = ['OPERATION_PLATFORM', 'WEB_ADMIN', 'MOBILE_APP', 'H5'] as const;

/** A menu, function, tab or button registered in the function-permission tree of a platform. */
export const menuRegisterResource = defineResource({
  name: 'menu-register',
  scope: 'global',
  schema: z.object({
    menuKey: code(64),
    menuName: text(40),
    menuNameEn: optionalText(80),
    /** M menu, F function, T tab, B button. */
    menuType: z.enum(menuTypes),
    platform: z.enum(menuPlatforms),
    /** The menu key of the node above it; none for a first-level menu. */
    parentKey: code(64).optional(),
    /** The route of a menu (`/main/tenant-manage`); none for buttons. */
    url: optionalText(300),
    icon: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    /** The resource a function or button guards (spec: resourceName). */
    resourceName: optionalText(100),
    /** 1 may read and change, 2 read only. */
    operateType: z.union([z.literal(1), z.literal(2)]).default(1),
    /** The spec's menu entry flags: shown in admin mode, shown in tenant mode. */
    admin: z.boolean().default(false),
    tenant: z.boolean().default(false),
    enabled,
  }),
  permissions: menuControl,
  title: 'menuName',
  keyword: ['menuKey', 'menuName', 'url'],
  filters: { menuType: 'in', platform: 'eq', parentKey: 'eq', enabled: 'eq', menuKey: 'eq' },
  sortable: ['menuKey', 'menuName', 'sortOrder'],
  unique: [['platform', 'menuKey']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
});

export const menuSyncTypes = ['MENU', 'APP'] as const;
export const menuSyncScopes = ['FULL', 'INCREMENTAL', 'SELECTED'] as const;
export const menuSyncStatuses = [
  'PENDING',
  'RUNNING',
  'SUCCEEDED',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
] as const;

/** A run copying menus (menu-async) or APP configuration (app-synchronous) from one cloud to others. */
export const menuSyncRunResource = defineResource({
  name: 'menu-sync-run',
  scope: 'global',
  schema: z.object({
    runNo: code(40),
    syncType: z.enum(menuSyncTypes),
    sourceEnv: cloudEnvCode,
    targetEnvs: cloudEnvCodes,
    scope: z.enum(menuSyncScopes),
    platform: z.enum(menuPlatforms),
    /** The menu keys or sub-application codes of a SELECTED run. */
    itemKeys: z.array(code(64)).max(500).default([]),
    status: z.enum(menuSyncStatuses).default('PENDING'),
    startedAt: instant.optional(),
    finishedAt: instant.optional(),
    totalCount: count,
    successCount: count,
    failedCount: count,
    operatorId: backendUserId,
    errorMessage: optionalText(1000),
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'runNo',
  keyword: ['runNo', 'remark'],
  filters: {
    syncType: 'eq',
    status: 'in',
    sourceEnv: 'eq',
    platform: 'eq',
    operatorId: 'eq',
    startedAt: 'range',
  },
  sortable: ['runNo', 'startedAt', 'finishedAt'],
  unique: [['runNo']],
});

export const menuChangeTypes = ['CREATE', 'UPDATE', 'DELETE', 'MOVE', 'ENABLE', 'DISABLE', 'SYNC'] as const;

/** One change to a registered menu: who changed what, where, from which value to which. */
export const menuChangeLogResource = defineResource({
  name: 'menu-change-log',
  scope: 'global',
  schema: z.object({
    menuKey: code(64),
    menuName: text(40),
    platform: z.enum(menuPlatforms),
    changeType: z.enum(menuChangeTypes),
    cloudEnv: cloudEnvCode,
    beforeValue: optionalText(2000),
    afterValue: optionalText(2000),
    /** The sync run that made the change, for SYNC changes. */
    syncRunNo: code(40).optional(),
    operatorId: backendUserId,
    operatedAt: instant,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'menuName',
  keyword: ['menuKey', 'menuName'],
  filters: {
    menuKey: 'eq',
    platform: 'eq',
    changeType: 'in',
    cloudEnv: 'eq',
    operatorId: 'eq',
    operatedAt: 'range',
  },
  sortable: ['operatedAt', 'menuKey'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
});

/**
 * A sub-application (a front-end module mounted in the shell) of one section and client type in one
 * cloud: the console shows one tab per cloud and per section, and opens it by the three.
 */
export const subApplicationResource = defineResource({
  name: 'sub-application',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    subAppName: text(60),
    /** The cloud environment's code; named as the detail route's `:cloud/:section/:type` parameters. */
    cloud: cloudEnvCode,
    section: z.enum(productSections),
    /** The client type. */
    type: z.enum(subAppClientTypes),
    entryUrl: link,
    currentVersion: versionCode,
    /** The function package that switches it on for a tenant. */
    functionPackageCode: code(32).optional(),
    ownerId: backendUserId,
    /** The share of users on the current version while it is in gray release. */
    grayPercent: z.number().int().min(0).max(100).default(100),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'subAppName',
  keyword: ['subAppCode', 'subAppName'],
  filters: {
    cloud: 'eq',
    section: 'eq',
    type: 'eq',
    subAppCode: 'eq',
    functionPackageCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['subAppCode', 'subAppName', 'sortOrder', 'currentVersion'],
  unique: [['cloud', 'section', 'type']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
});

export const subAppBatchOperations = ['PUBLISH', 'OFFLINE', 'CONFIG_SYNC', 'ROLLBACK'] as const;

/** One change applied to many sub-applications in many clouds at once, reviewed like a release. */
export const subApplicationBatchResource = defineResource({
  name: 'sub-application-batch',
  scope: 'global',
  schema: z.object({
    batchNo: code(40),
    batchName: text(60),
    operation: z.enum(subAppBatchOperations),
    subAppCodes: z.array(code(64)).min(1).max(100),
    targetEnvs: cloudEnvCodes,
    clientTypes: z.array(z.enum(subAppClientTypes)).min(1).max(4),
    /** The version published or rolled back to. */
    releaseVersion: versionCode.optional(),
    plannedAt: instant.optional(),
    executedAt: instant.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    requesterId: backendUserId,
    operatorId: backendUserId.optional(),
    successCount: count,
    failedCount: count,
    remark: optionalText(500),
  }),
  permissions: menuControl,
  title: 'batchName',
  keyword: ['batchNo', 'batchName'],
  filters: { operation: 'eq', status: 'in', requesterId: 'eq', plannedAt: 'range' },
  sortable: ['batchNo', 'plannedAt', 'executedAt'],
  unique: [['batchNo']],
  guards: operatorSteps,
});

export const subAppWidgetTypes = ['CARD', 'LIST', 'FORM', 'DETAIL', 'TOOLBAR'] as const;

/** The order in which a widget of a sub-application shows its buttons (the first comes first). */
export const subAppButtonPriorityResource = defineResource({
  name: 'sub-app-button-priority',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    cloud: cloudEnvCode,
    type: z.enum(subAppClientTypes),
    widgetId: code(64),
    widgetName: text(60),
    widgetType: z.enum(subAppWidgetTypes),
    /** Button codes, highest priority first. */
    buttonCodes: z.array(code(64)).min(1).max(30),
    /** The button a tap on the widget triggers. */
    defaultButtonCode: code(64).optional(),
    /** Buttons beyond this many fold into "more". */
    maxVisible: z.number().int().min(1).max(10).default(3),
    enabled,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'widgetName',
  keyword: ['widgetId', 'widgetName', 'subAppCode'],
  filters: { subAppCode: 'eq', cloud: 'eq', type: 'eq', widgetType: 'eq', enabled: 'eq' },
  sortable: ['subAppCode', 'widgetId'],
  unique: [['cloud', 'subAppCode', 'type', 'widgetId']],
});

export const subAppReleaseTypes = ['RELEASE', 'HOTFIX', 'GRAY', 'ROLLBACK'] as const;
export const subAppVersionStatuses = ['GRAY', 'RELEASED', 'ROLLED_BACK', 'FAILED'] as const;

/** A version of a sub-application put live in a cloud. */
export const subAppVersionRecordResource = defineResource({
  name: 'sub-app-version-record',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    cloud: cloudEnvCode,
    type: z.enum(subAppClientTypes),
    releaseVersion: versionCode,
    previousVersion: versionCode.optional(),
    releaseType: z.enum(subAppReleaseTypes),
    status: z.enum(subAppVersionStatuses),
    grayPercent: z.number().int().min(0).max(100).default(100),
    bundleUrl: link.optional(),
    releasedAt: instant,
    releasedById: backendUserId,
    changeLog: optionalText(2000),
  }),
  permissions: menuControl,
  title: 'releaseVersion',
  keyword: ['subAppCode', 'releaseVersion', 'changeLog'],
  filters: {
    subAppCode: 'eq',
    cloud: 'eq',
    type: 'eq',
    releaseType: 'in',
    status: 'in',
    releasedAt: 'range',
  },
  sortable: ['releasedAt', 'subAppCode', 'releaseVersion'],
  unique: [['cloud', 'subAppCode', 'type', 'releaseVersion']],
  defaultSort: { field: 'releasedAt', direction: 'desc' },
});

/** Which menu opens which route of a sub-application, and the function package behind it. */
export const subAppMappingRelationResource = defineResource({
  name: 'sub-app-mapping-relation',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    cloud: cloudEnvCode,
    type: z.enum(subAppClientTypes),
    section: z.enum(productSections),
    menuKey: code(64),
    routePath: text(200),
    functionPackageCode: code(32).optional(),
    enabled,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'menuKey',
  keyword: ['subAppCode', 'menuKey', 'routePath'],
  filters: {
    subAppCode: 'eq',
    cloud: 'eq',
    section: 'eq',
    menuKey: 'eq',
    functionPackageCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['subAppCode', 'menuKey'],
  unique: [['cloud', 'subAppCode', 'type', 'menuKey']],
});

/**
 * A service package: the modules, functions and menus (nodes of the function-permission tree) that
 * a sold function package switches on. Its tree is edited on the service-package tree screen.
 */
export const servicePackageResource = defineResource({
  name: 'service-package',
  scope: 'global',
  schema: z.object({
    packageCode: code(32),
    packageName: text(60),
    packageNameEn: optionalText(100),
    functionPackageCode: code(32).optional(),
    platform: z.enum(menuPlatforms),
    /** The first-level modules (menu keys of type M) it includes. */
    modules: z.array(code(64)).max(100).default([]),
    /** Every included node of the tree: menus, functions, tabs, buttons. */
    nodeKeys: z.array(code(64)).max(2000).default([]),
    packageVersion: versionCode,
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'packageName',
  keyword: ['packageCode', 'packageName'],
  filters: { platform: 'eq', functionPackageCode: 'eq', enabled: 'eq' },
  sortable: ['packageCode', 'packageName'],
  unique: [['packageCode']],
});

export const appLanguages = ['zh_cn', 'en', 'ja'] as const;

/** What the APP of a section starts with in a cloud: versions, home modules, tab bar, splash. */
export const appInitConfigResource = defineResource({
  name: 'app-init-config',
  scope: 'global',
  schema: z.object({
    /** The cloud environment's code; named as the detail route's `:cloud/:section/:type` parameters. */
    cloud: cloudEnvCode,
    section: z.enum(productSections),
    /** The client type. */
    type: z.enum(subAppClientTypes),
    initVersion: versionCode,
    /** Older clients must upgrade. */
    minSupportedVersion: versionCode,
    forceUpdate: z.boolean().default(false),
    defaultLanguage: z.enum(appLanguages).default('zh_cn'),
    homeModules: z.array(code(64)).max(30).default([]),
    tabBarItems: z.array(code(64)).max(5).default([]),
    splashImageOid: attachmentOid.optional(),
    /** Further switches, as JSON. */
    configJson: optionalText(4000),
    enabled,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'initVersion',
  keyword: ['initVersion', 'remark'],
  filters: { cloud: 'eq', section: 'eq', type: 'eq', enabled: 'eq' },
  sortable: ['cloud', 'section', 'initVersion'],
  unique: [['cloud', 'section', 'type']],
});

export const appOperationPositions = [
  'HOME_BANNER',
  'HOME_POPUP',
  'WORKBENCH_CARD',
  'MESSAGE_TOP',
  'SPLASH_SCREEN',
] as const;
export const appOperationPlatforms = ['ALL', 'IOS', 'ANDROID', 'H5'] as const;
/** Drafted by operations staff, put online by the operations supervisor (the operate-leader button). */
export const appOperationStatuses = ['DRAFT', 'PENDING_REVIEW', 'ONLINE', 'OFFLINE', 'REJECTED'] as const;

/** An operation slot of the APP (banner, pop-up, workbench card...), shown in a period to tenants. */
export const appOperationResource = defineResource({
  name: 'app-operation',
  scope: 'global',
  schema: z.object({
    title: text(60),
    position: z.enum(appOperationPositions),
    platform: z.enum(appOperationPlatforms),
    imageOid: attachmentOid.optional(),
    linkUrl: link.optional(),
    cloudEnvs: cloudEnvCodes,
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    startAt: instant,
    endAt: instant,
    /** Order within its position: lower first. */
    sortOrder: z.number().int().min(0).max(9999).default(0),
    status: z.enum(appOperationStatuses).default('DRAFT'),
    reviewerId: backendUserId.optional(),
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'title',
  keyword: ['title', 'description'],
  filters: { position: 'eq', platform: 'eq', status: 'in', startAt: 'range', endAt: 'range' },
  sortable: ['sortOrder', 'startAt', 'endAt', 'title'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  // Drafting, submitting and taking offline are the editors'; the supervisor approves or rejects.
  guards: [{ field: 'status', values: ['ONLINE', 'REJECTED'], authority: 'deploy:operate' }],
});

// ---------------------------------------------------------------------------------------------
// Product and service catalogue (§2.12)

export const serviceCategories = ['TRAVEL', 'EXPENSE', 'FINANCE', 'VALUE_ADDED', 'AI'] as const;

/** A kind of service the platform offers (flights, hotels, invoice verification...). */
export const serviceTypeResource = defineResource({
  name: 'service-type',
  scope: 'global',
  schema: z.object({
    typeCode: code(32),
    typeName: text(40),
    typeNameEn: optionalText(80),
    category: z.enum(serviceCategories),
    parentTypeCode: code(32).optional(),
    icon: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'typeName',
  keyword: ['typeCode', 'typeName', 'typeNameEn'],
  filters: { category: 'eq', parentTypeCode: 'eq', enabled: 'eq' },
  sortable: ['typeCode', 'typeName', 'sortOrder'],
  unique: [['typeCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
});

export const serviceChargeModes = ['FREE', 'PER_USE', 'PER_SEAT', 'PER_ORDER', 'PACKAGE'] as const;
export const serviceInfoStatuses = ['DEVELOPING', 'ONLINE', 'OFFLINE'] as const;

/** A service the platform sells or runs, of a service type, with its supplier and price. */
export const serviceInfoResource = defineResource({
  name: 'service-info',
  scope: 'global',
  schema: z.object({
    serviceCode: code(32),
    serviceName: text(60),
    serviceNameEn: optionalText(100),
    serviceTypeCode: code(32),
    supplierName: optionalText(100),
    chargeMode: z.enum(serviceChargeModes),
    unitPrice: money.optional(),
    currencyCode: currencyCode.default('CNY'),
    functionPackageCode: code(32).optional(),
    cloudEnvs: cloudEnvCodes,
    ownerId: backendUserId,
    status: z.enum(serviceInfoStatuses).default('DEVELOPING'),
    launchDate: date.optional(),
    description: optionalText(1000),
  }),
  permissions: menuControl,
  title: 'serviceName',
  keyword: ['serviceCode', 'serviceName', 'supplierName'],
  filters: { serviceTypeCode: 'eq', chargeMode: 'eq', status: 'in', ownerId: 'eq', launchDate: 'range' },
  sortable: ['serviceCode', 'serviceName', 'launchDate', 'unitPrice'],
  unique: [['serviceCode']],
  importable: true,
});

export const llmProviders = [
  'OPENAI',
  'AZURE_OPENAI',
  'ALIBABA_QWEN',
  'BAIDU_ERNIE',
  'ZHIPU_GLM',
  'DEEPSEEK',
  'MOONSHOT',
  'TENCENT_HUNYUAN',
] as const;
export const llmUsageScenes = [
  'INVOICE_OCR',
  'SMART_AUDIT',
  'EXPENSE_ASSISTANT',
  'CUSTOMER_SERVICE',
  'TRANSLATION',
  'DATA_INSIGHT',
] as const;

/** A large language model the platform's AI features call, with its limits and prices. */
export const largeLanguageModelResource = defineResource({
  name: 'large-language-model',
  scope: 'global',
  schema: z.object({
    modelCode: code(64),
    modelName: text(60),
    provider: z.enum(llmProviders),
    /** The provider's model id and version (`qwen-max-2025-01-25`). */
    modelVersion: code(64),
    endpoint: link,
    /** The name of the secret holding the API key: keys are never stored here. */
    apiKeySecret: code(64),
    cloudEnv: cloudEnvCode,
    contextWindow: z.number().int().min(1024).max(10_000_000),
    maxOutputTokens: z.number().int().min(256).max(1_000_000),
    /** Prices per million tokens. */
    inputPricePerMillion: money.optional(),
    outputPricePerMillion: money.optional(),
    currencyCode: currencyCode.default('CNY'),
    usageScenes: z.array(z.enum(llmUsageScenes)).min(1).max(llmUsageScenes.length),
    /** Calls per minute allowed for the whole platform. */
    rateLimitPerMinute: z.number().int().min(1).max(1_000_000).optional(),
    isDefault: z.boolean().default(false),
    enabled,
    remark: optionalText(500),
  }),
  permissions: menuControl,
  title: 'modelName',
  keyword: ['modelCode', 'modelName', 'modelVersion'],
  filters: { provider: 'eq', cloudEnv: 'eq', enabled: 'eq', isDefault: 'eq' },
  sortable: ['modelCode', 'modelName', 'contextWindow'],
  unique: [['modelCode']],
});

// ---------------------------------------------------------------------------------------------
// Error monitoring (§2.13 sentry). The menu has no write authority: resolving, ignoring and
// assigning issues is the operators' (deploy:operate).

export const sentryPlatforms = [
  'JAVASCRIPT_REACT',
  'NODE',
  'JAVA_SPRING',
  'IOS',
  'ANDROID',
  'FLUTTER',
  'PYTHON',
] as const;
export const sentryLevels = ['FATAL', 'ERROR', 'WARNING', 'INFO', 'DEBUG'] as const;
export const sentryIssueStatuses = ['UNRESOLVED', 'RESOLVED', 'IGNORED'] as const;
const sentryPermissions = { read: 'deploy:read', write: 'deploy:operate' } as const;

/** A project reporting errors to the error-monitoring service: one per application. */
export const sentryProjectResource = defineResource({
  name: 'sentry-project',
  scope: 'global',
  schema: z.object({
    /** The project's slug, as in the issues-list route. */
    projectName: code(64),
    displayName: text(60),
    platform: z.enum(sentryPlatforms),
    team: text(40),
    ownerId: backendUserId,
    cloudEnv: cloudEnvCode,
    repositoryUrl: link.optional(),
    unresolvedIssues: count,
    eventsLast24h: count,
    lastEventAt: instant.optional(),
    alertEmail: email.optional(),
    enabled,
  }),
  permissions: sentryPermissions,
  title: 'displayName',
  keyword: ['projectName', 'displayName', 'team'],
  filters: { platform: 'eq', team: 'eq', cloudEnv: 'eq', ownerId: 'eq', enabled: 'eq' },
  sortable: ['projectName', 'unresolvedIssues', 'eventsLast24h', 'lastEventAt'],
  unique: [['projectName']],
  defaultSort: { field: 'projectName', direction: 'asc' },
});

/** An issue: the events of one error grouped, with how often and for how many users it happens. */
export const sentryIssueResource = defineResource({
  name: 'sentry-issue',
  scope: 'global',
  schema: z.object({
    projectName: code(64),
    /** `OPSDESK-WEB-1A3`: the project's prefix and a sequence. */
    shortId: code(40),
    title: text(300),
    /** Where it happens: a function, a route or a transaction. */
    culprit: optionalText(300),
    level: z.enum(sentryLevels),
    status: z.enum(sentryIssueStatuses).default('UNRESOLVED'),
    count: z.number().int().min(1).max(1_000_000_000),
    userCount: count,
    firstSeen: instant,
    lastSeen: instant,
    environment: z.enum(deployEnvs),
    /** The release it was last seen in. */
    release: sentryRelease.optional(),
    assigneeId: backendUserId.optional(),
    tags: z.array(text(120)).max(50).default([]),
  }),
  permissions: sentryPermissions,
  title: 'title',
  keyword: ['shortId', 'title', 'culprit'],
  filters: {
    projectName: 'eq',
    level: 'in',
    status: 'in',
    environment: 'eq',
    release: 'eq',
    assigneeId: 'eq',
    firstSeen: 'range',
    lastSeen: 'range',
  },
  sortable: ['lastSeen', 'firstSeen', 'count', 'userCount', 'shortId'],
  unique: [['shortId']],
  defaultSort: { field: 'lastSeen', direction: 'desc' },
});

/** One occurrence of an issue, with what the SDK captured around it. */
export const sentryEventResource = defineResource({
  name: 'sentry-event',
  scope: 'global',
  schema: z.object({
    projectName: code(64),
    issueShortId: code(40),
    /** 32 hexadecimal digits. */
    eventId: code(32),
    timestamp: instant,
    level: z.enum(sentryLevels),
    message: text(1000),
    exceptionType: optionalText(200),
    exceptionValue: optionalText(1000),
    /** The frames, innermost last, one per line: `at function (file:line:column)`. */
    stackTrace: optionalText(20_000),
    /** What happened before, one per line: `time category message`. */
    breadcrumbs: optionalText(20_000),
    /** `key:value` pairs. */
    tags: z.array(text(200)).max(100).default([]),
    environment: z.enum(deployEnvs),
    release: sentryRelease.optional(),
    userId: optionalText(100),
    userEmail: email.optional(),
    userIp: z.ipv4().optional(),
    tenantCode: code(32).optional(),
    browser: optionalText(100),
    os: optionalText(100),
    url: link.optional(),
  }),
  permissions: sentryPermissions,
  title: 'eventId',
  keyword: ['eventId', 'message', 'userEmail'],
  filters: {
    projectName: 'eq',
    issueShortId: 'eq',
    level: 'in',
    environment: 'eq',
    release: 'eq',
    tenantCode: 'eq',
    timestamp: 'range',
  },
  sortable: ['timestamp'],
  unique: [['eventId']],
  defaultSort: { field: 'timestamp', direction: 'desc' },
});

// ---------------------------------------------------------------------------------------------
// System operation (§2.15)

export const sprintStatuses = ['PLANNING', 'IN_PROGRESS', 'CODE_FREEZE', 'RELEASED', 'CLOSED'] as const;

/** A sprint (iteration) and what it releases: the overview page lists them with their requests. */
export const sprintResource = defineResource({
  name: 'sprint',
  scope: 'global',
  schema: z.object({
    sprintCode: code(32),
    sprintName: text(60),
    section: z.enum(productSections),
    startDate: date,
    endDate: date,
    releaseDate: date,
    status: z.enum(sprintStatuses).default('PLANNING'),
    ownerId: backendUserId,
    /** The big version it ships in. */
    bigVersionNo: versionCode.optional(),
    goal: optionalText(1000),
    requestCount: count,
    releasedCount: count,
    remark: optionalText(500),
  }),
  permissions: systemOperation,
  title: 'sprintName',
  keyword: ['sprintCode', 'sprintName', 'goal'],
  filters: { section: 'eq', status: 'in', ownerId: 'eq', bigVersionNo: 'eq', releaseDate: 'range' },
  sortable: ['sprintCode', 'startDate', 'releaseDate'],
  unique: [['sprintCode']],
  defaultSort: { field: 'startDate', direction: 'desc' },
  // Planners draft sprints; operators move them along.
  guards: [
    {
      field: 'status',
      values: ['IN_PROGRESS', 'CODE_FREEZE', 'RELEASED', 'CLOSED'],
      authority: 'deploy:operate',
    },
  ],
});

export const serviceChangeTypes = ['FEATURE', 'BUGFIX', 'HOTFIX', 'CONFIG', 'OPTIMIZATION'] as const;

/** A request to release one service (single-service-request), carried out by operators (-release). */
export const singleServiceRequestResource = defineResource({
  name: 'single-service-request',
  scope: 'global',
  schema: z.object({
    requestNo: code(40),
    title: text(100),
    serviceName: code(64),
    releaseVersion: versionCode,
    gitBranch: text(100),
    commitId: code(40),
    changeType: z.enum(serviceChangeTypes),
    deployEnv: z.enum(deployEnvs),
    cloudEnvs: cloudEnvCodes,
    sprintCode: code(32).optional(),
    plannedAt: instant,
    includesSql: z.boolean().default(false),
    /** The SQL service request released with it. */
    sqlRequestNo: code(40).optional(),
    description: text(2000),
    impactScope: optionalText(1000),
    rollbackPlan: text(1000),
    requesterId: backendUserId,
    approverId: backendUserId.optional(),
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    executedAt: instant.optional(),
    finishedAt: instant.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'serviceName'],
  filters: {
    status: 'in',
    serviceName: 'eq',
    changeType: 'in',
    deployEnv: 'eq',
    sprintCode: 'eq',
    requesterId: 'eq',
    operatorId: 'eq',
    plannedAt: 'range',
  },
  sortable: ['requestNo', 'plannedAt', 'serviceName'],
  unique: [['requestNo']],
  defaultSort: { field: 'plannedAt', direction: 'desc' },
  guards: operatorSteps,
});

export const releaseStrategies = ['FULL', 'GRAY_BY_TENANT', 'GRAY_BY_CLOUD', 'BLUE_GREEN'] as const;

/** The release plan of a sprint: which services go out where, how, and in which window. */
export const iterationReleasePlanResource = defineResource({
  name: 'iteration-release-plan',
  scope: 'global',
  schema: z.object({
    planNo: code(40),
    planName: text(100),
    sprintCode: code(32),
    bigVersionNo: versionCode.optional(),
    services: z.array(code(64)).min(1).max(200),
    cloudEnvs: cloudEnvCodes,
    strategy: z.enum(releaseStrategies),
    /** The tenants of the first wave of a gray release by tenant. */
    grayTenantIds: z.array(tenantId).max(500).default([]),
    windowStart: instant,
    windowEnd: instant,
    ownerId: backendUserId,
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    checklist: optionalText(2000),
    rollbackPlan: text(1000),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'planName',
  keyword: ['planNo', 'planName'],
  filters: {
    status: 'in',
    sprintCode: 'eq',
    strategy: 'eq',
    ownerId: 'eq',
    operatorId: 'eq',
    windowStart: 'range',
  },
  sortable: ['planNo', 'windowStart'],
  unique: [['planNo']],
  defaultSort: { field: 'windowStart', direction: 'desc' },
  guards: operatorSteps,
});

export const sqlTypes = ['QUERY', 'DML', 'DDL', 'DATA_FIX'] as const;

/** A request to run SQL on a production database (application), reviewed and run by a DBA (operation). */
export const sqlServiceRequestResource = defineResource({
  name: 'sql-service-request',
  scope: 'global',
  schema: z.object({
    requestNo: code(40),
    title: text(100),
    cloudEnv: cloudEnvCode,
    databaseName: code(64),
    sqlType: z.enum(sqlTypes),
    sqlText: z.string().trim().min(1).max(20_000),
    /** The tenant whose data it touches, when one. */
    targetTenantId: tenantId.optional(),
    estimatedRows: z.number().int().min(0).max(100_000_000).optional(),
    reason: text(1000),
    backupRequired: z.boolean().default(true),
    executeAfter: instant.optional(),
    requesterId: backendUserId,
    reviewerId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    executedAt: instant.optional(),
    actualRows: z.number().int().min(0).max(100_000_000).optional(),
    executionResult: optionalText(2000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'databaseName'],
  filters: {
    status: 'in',
    cloudEnv: 'eq',
    databaseName: 'eq',
    sqlType: 'in',
    targetTenantId: 'eq',
    requesterId: 'eq',
    reviewerId: 'eq',
    executeAfter: 'range',
  },
  sortable: ['requestNo', 'executeAfter', 'executedAt'],
  unique: [['requestNo']],
  guards: operatorSteps,
});

export const middlewareApplicationKinds = [
  'NEW_RESOURCE',
  'EXPAND',
  'ACCOUNT',
  'CONFIG_CHANGE',
  'RELEASE_RESOURCE',
] as const;

/**
 * A request for a middleware resource (a topic, a Redis database, an index, an account...) on an
 * instance (middleware-service-management), carried out by operators (middleware-service-operation).
 */
export const middlewareServiceApplicationResource = defineResource({
  name: 'middleware-service-application',
  scope: 'global',
  schema: z.object({
    applicationNo: code(40),
    title: text(100),
    middlewareType: z.enum(middlewareTypes),
    kind: z.enum(middlewareApplicationKinds),
    instanceName: code(64),
    cloudEnv: cloudEnvCode,
    /** The topic, database, index, group or account asked for. */
    resourceName: text(128),
    /** Partitions, memory, shards, retention... */
    specification: optionalText(300),
    serviceName: code(64),
    purpose: text(1000),
    neededBy: date.optional(),
    requesterId: backendUserId,
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    doneAt: instant.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['applicationNo', 'title', 'resourceName', 'serviceName'],
  filters: {
    status: 'in',
    middlewareType: 'eq',
    kind: 'eq',
    instanceName: 'eq',
    cloudEnv: 'eq',
    requesterId: 'eq',
    operatorId: 'eq',
    neededBy: 'range',
  },
  sortable: ['applicationNo', 'neededBy', 'doneAt'],
  unique: [['applicationNo']],
  guards: operatorSteps,
});

export const middlewareChangeTypes = [
  'UPGRADE',
  'PATCH',
  'CONFIG_CHANGE',
  'SCALE_OUT',
  'SCALE_IN',
  'MIGRATION',
] as const;

/** A change to a middleware instance (middleware-service-request), released by operators (-release). */
export const middlewareReleaseRequestResource = defineResource({
  name: 'middleware-release-request',
  scope: 'global',
  schema: z.object({
    requestNo: code(40),
    title: text(100),
    middlewareType: z.enum(middlewareTypes),
    instanceName: code(64),
    cloudEnvs: cloudEnvCodes,
    changeType: z.enum(middlewareChangeTypes),
    fromVersion: versionCode.optional(),
    toVersion: versionCode.optional(),
    plannedAt: instant,
    expectedDowntimeMinutes: z.number().int().min(0).max(1440).default(0),
    impactScope: text(1000),
    rollbackPlan: text(1000),
    requesterId: backendUserId,
    approverId: backendUserId.optional(),
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    executedAt: instant.optional(),
    finishedAt: instant.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'instanceName'],
  filters: {
    status: 'in',
    middlewareType: 'eq',
    instanceName: 'eq',
    changeType: 'in',
    requesterId: 'eq',
    operatorId: 'eq',
    plannedAt: 'range',
  },
  sortable: ['requestNo', 'plannedAt'],
  unique: [['requestNo']],
  defaultSort: { field: 'plannedAt', direction: 'desc' },
  guards: operatorSteps,
});

export const middlewareDeployModes = [
  'STANDALONE',
  'MASTER_SLAVE',
  'SENTINEL',
  'CLUSTER',
  'MANAGED',
] as const;
export const middlewareInstanceStatuses = [
  'RUNNING',
  'DEGRADED',
  'MAINTENANCE',
  'STOPPED',
  'DECOMMISSIONED',
] as const;

/** A middleware instance the platform runs (middleware-manage): the operators' inventory. */
export const middlewareInstanceResource = defineResource({
  name: 'middleware-instance',
  scope: 'global',
  schema: z.object({
    instanceName: code(64),
    middlewareType: z.enum(middlewareTypes),
    releaseVersion: versionCode,
    cloudEnv: cloudEnvCode,
    deployMode: z.enum(middlewareDeployModes),
    /** `host:port`, or the managed service's address. */
    endpoint: text(200),
    specification: optionalText(200),
    nodeCount: z.number().int().min(1).max(200).default(1),
    ownerId: backendUserId,
    status: z.enum(middlewareInstanceStatuses).default('RUNNING'),
    monitorUrl: link.optional(),
    backupPolicy: optionalText(200),
    remark: optionalText(500),
  }),
  permissions: systemOperationByOperators,
  title: 'instanceName',
  keyword: ['instanceName', 'endpoint'],
  filters: { middlewareType: 'eq', cloudEnv: 'eq', deployMode: 'eq', status: 'in', ownerId: 'eq' },
  sortable: ['instanceName', 'middlewareType', 'releaseVersion'],
  unique: [['instanceName']],
  defaultSort: { field: 'instanceName', direction: 'asc' },
  importable: true,
});

export const logCollectors = ['LOGTAIL', 'FILEBEAT', 'FLUENT_BIT'] as const;
export const logFormats = ['JSON', 'TEXT', 'NGINX'] as const;
export const logServiceStatuses = ['APPLIED', 'ACTIVE', 'PAUSED', 'OFFLINE'] as const;

/** A service's logs collected into a log store: where from, how parsed, how long kept. */
export const logServiceResource = defineResource({
  name: 'log-service',
  scope: 'global',
  schema: z.object({
    serviceName: code(64),
    cloudEnv: cloudEnvCode,
    logstore: code(64),
    logPath: text(300),
    collector: z.enum(logCollectors),
    format: z.enum(logFormats),
    retentionDays: z.number().int().min(1).max(3650).default(30),
    dailyVolumeGb: z.number().min(0).max(100_000).optional(),
    /** Fields indexed for search (traceId, spanId, tenantId...). */
    indexFields: z.array(code(64)).max(50).default([]),
    ownerId: backendUserId,
    alertEmail: email.optional(),
    status: z.enum(logServiceStatuses).default('APPLIED'),
    remark: optionalText(500),
  }),
  permissions: systemOperation,
  title: 'logstore',
  keyword: ['serviceName', 'logstore', 'logPath'],
  filters: { cloudEnv: 'eq', collector: 'eq', status: 'in', ownerId: 'eq', serviceName: 'eq' },
  sortable: ['serviceName', 'logstore', 'retentionDays'],
  unique: [['cloudEnv', 'logstore']],
  // Applying is the service owner's; collecting, pausing and stopping are the operators'.
  guards: [{ field: 'status', values: ['ACTIVE', 'PAUSED', 'OFFLINE'], authority: 'deploy:operate' }],
});

export const monitorReportPeriods = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const monitorReportStatuses = ['DRAFT', 'PUBLISHED'] as const;

/** The operators' report of a cloud's health over a day, week or month. */
export const systemMonitorReportResource = defineResource({
  name: 'system-monitor-report',
  scope: 'global',
  schema: z.object({
    reportNo: code(40),
    title: text(100),
    period: z.enum(monitorReportPeriods),
    periodStart: date,
    periodEnd: date,
    cloudEnv: cloudEnvCode,
    /** Percent of time available, e.g. 99.95. */
    availability: z.number().min(0).max(100),
    p99LatencyMs: z.number().int().min(0).max(600_000),
    /** Percent of requests that failed. */
    errorRate: z.number().min(0).max(100),
    requestCount: count,
    incidentCount: count,
    alertCount: count,
    slowSqlCount: count,
    summary: optionalText(4000),
    authorId: backendUserId,
    status: z.enum(monitorReportStatuses).default('DRAFT'),
  }),
  permissions: systemOperationByOperators,
  title: 'title',
  keyword: ['reportNo', 'title'],
  filters: { period: 'eq', cloudEnv: 'eq', status: 'eq', periodStart: 'range' },
  sortable: ['periodStart', 'availability', 'errorRate', 'incidentCount'],
  unique: [['cloudEnv', 'period', 'periodStart']],
  defaultSort: { field: 'periodStart', direction: 'desc' },
});

export const xxlJobRouteStrategies = [
  'FIRST',
  'LAST',
  'ROUND',
  'RANDOM',
  'CONSISTENT_HASH',
  'LEAST_FREQUENTLY_USED',
  'FAILOVER',
  'SHARDING_BROADCAST',
] as const;
export const xxlJobBlockStrategies = ['SERIAL_EXECUTION', 'DISCARD_LATER', 'COVER_EARLY'] as const;
export const xxlJobTriggerStatuses = ['RUNNING', 'STOPPED'] as const;
export const xxlJobRunResults = ['SUCCESS', 'FAILED', 'RUNNING', 'TIMEOUT'] as const;

/** A scheduled job of the XXL-JOB scheduler: its executor, handler, cron and last run. */
export const xxlJobResource = defineResource({
  name: 'xxl-job',
  scope: 'global',
  schema: z.object({
    /** The executor (application) that runs it. */
    jobGroup: code(64),
    jobDesc: text(100),
    executorHandler: code(64),
    /** Quartz cron: seconds minutes hours day-of-month month day-of-week [year]. */
    cron: z
      .string()
      .trim()
      .regex(/^\S+(\s+\S+){5,6}$/),
    executorParam: optionalText(500),
    routeStrategy: z.enum(xxlJobRouteStrategies),
    blockStrategy: z.enum(xxlJobBlockStrategies),
    timeoutSeconds: z.number().int().min(0).max(86_400).default(0),
    retryCount: z.number().int().min(0).max(10).default(0),
    cloudEnv: cloudEnvCode,
    ownerId: backendUserId,
    alarmEmail: email.optional(),
    triggerStatus: z.enum(xxlJobTriggerStatuses).default('STOPPED'),
    lastTriggerAt: instant.optional(),
    lastResult: z.enum(xxlJobRunResults).optional(),
    lastDurationMs: z.number().int().min(0).max(86_400_000).optional(),
    nextTriggerAt: instant.optional(),
  }),
  permissions: systemOperationByOperators,
  title: 'jobDesc',
  keyword: ['jobDesc', 'executorHandler', 'jobGroup'],
  filters: {
    jobGroup: 'eq',
    cloudEnv: 'eq',
    triggerStatus: 'eq',
    lastResult: 'in',
    ownerId: 'eq',
    lastTriggerAt: 'range',
  },
  sortable: ['jobGroup', 'jobDesc', 'lastTriggerAt', 'nextTriggerAt'],
  unique: [['cloudEnv', 'jobGroup', 'executorHandler']],
});

export const dataSensitivities = ['NORMAL', 'SENSITIVE', 'PERSONAL'] as const;

/**
 * A request to look up a tenant's production data, approved before anyone runs it. Bound to that
 * tenant: its records are the tenant's.
 */
export const dataSearchRequestResource = defineResource({
  name: 'data-search-request',
  scope: 'tenant',
  schema: z.object({
    requestNo: code(40),
    title: text(100),
    /** The tenant whose data is looked up. */
    tenantId,
    cloudEnv: cloudEnvCode,
    purpose: text(1000),
    /** The records and fields wanted. */
    dataScope: text(1000),
    querySql: optionalText(10_000),
    sensitivity: z.enum(dataSensitivities),
    needExport: z.boolean().default(false),
    requesterId: backendUserId,
    approverId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    /** Until when the result may be read. */
    expiresOn: date.optional(),
    resultRows: z.number().int().min(0).max(100_000_000).optional(),
    resultAttachmentOid: attachmentOid.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'purpose'],
  filters: {
    status: 'in',
    tenantId: 'eq',
    cloudEnv: 'eq',
    sensitivity: 'eq',
    requesterId: 'eq',
    approverId: 'eq',
    expiresOn: 'range',
  },
  sortable: ['requestNo', 'expiresOn'],
  unique: [['requestNo']],
  guards: operatorSteps,
});

// ---------------------------------------------------------------------------------------------
// Version deployment (§2.18)

export const maintenanceStatuses = ['DRAFT', 'PUBLISHED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED'] as const;
export const deployNoticeChannels = ['LOGIN_PAGE', 'WEB_BANNER', 'APP_POPUP', 'EMAIL', 'SMS'] as const;

/** A maintenance window (stop-machine): the clouds down, when, what for, and the notice to tenants. */
export const stopMachineNoticeResource = defineResource({
  name: 'stop-machine-notice',
  scope: 'global',
  schema: z.object({
    title: text(100),
    cloudEnvs: cloudEnvCodes,
    startAt: instant,
    endAt: instant,
    /** The services and clients out of service. */
    affectedSystems: z.array(code(64)).min(1).max(100),
    impact: text(1000),
    noticeContent: text(4000),
    channels: z.array(z.enum(deployNoticeChannels)).min(1).max(deployNoticeChannels.length),
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    status: z.enum(maintenanceStatuses).default('DRAFT'),
    /** Past windows move to the archives. */
    archived: z.boolean().default(false),
    publisherId: backendUserId.optional(),
    publishedAt: instant.optional(),
  }),
  permissions: versionDeploy,
  title: 'title',
  keyword: ['title', 'impact'],
  filters: { archived: 'eq', status: 'in', startAt: 'range', publisherId: 'eq' },
  sortable: ['startAt', 'endAt', 'title'],
  defaultSort: { field: 'startAt', direction: 'desc' },
});

export const announcementKinds = ['RELEASE_NOTE', 'FEATURE', 'MAINTENANCE', 'INCIDENT', 'POLICY'] as const;
export const announcementStatuses = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const;

/** An operation announcement to tenants: release notes, incidents, policy changes. */
export const operationAnnouncementResource = defineResource({
  name: 'operation-announcement',
  scope: 'global',
  schema: z.object({
    title: text(100),
    kind: z.enum(announcementKinds),
    versionNo: versionCode.optional(),
    summary: text(300),
    content: text(8000),
    cloudEnvs: cloudEnvCodes,
    channels: z.array(z.enum(deployNoticeChannels)).min(1).max(deployNoticeChannels.length),
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    publishAt: instant,
    expireAt: instant.optional(),
    pinned: z.boolean().default(false),
    status: z.enum(announcementStatuses).default('DRAFT'),
    archived: z.boolean().default(false),
    publisherId: backendUserId.optional(),
  }),
  permissions: versionDeploy,
  title: 'title',
  keyword: ['title', 'summary'],
  filters: { archived: 'eq', kind: 'eq', status: 'in', versionNo: 'eq', publishAt: 'range' },
  sortable: ['publishAt', 'title'],
  defaultSort: { field: 'publishAt', direction: 'desc' },
});

export const bigVersionStatuses = ['PLANNING', 'DEVELOPING', 'GRAY', 'RELEASED', 'ARCHIVED'] as const;
export const releasePlatforms = ['WEB', 'IOS', 'ANDROID', 'H5'] as const;

/** A big version of the product: the sprints it gathers, its gray and full release dates. */
export const bigVersionResource = defineResource({
  name: 'big-version',
  scope: 'global',
  schema: z.object({
    versionNo: versionCode,
    versionName: text(60),
    status: z.enum(bigVersionStatuses).default('PLANNING'),
    sprintCodes: z.array(code(32)).max(50).default([]),
    platforms: z.array(z.enum(releasePlatforms)).min(1).max(releasePlatforms.length),
    plannedReleaseDate: date,
    grayStartDate: date.optional(),
    fullReleaseDate: date.optional(),
    /** APP versions below it are asked (or forced) to upgrade. */
    minAppVersion: versionCode.optional(),
    forceUpgrade: z.boolean().default(false),
    highlights: text(4000),
    updateLogUrl: link.optional(),
    ownerId: backendUserId,
  }),
  permissions: versionDeploy,
  title: 'versionName',
  keyword: ['versionNo', 'versionName', 'highlights'],
  filters: { status: 'in', ownerId: 'eq', plannedReleaseDate: 'range' },
  sortable: ['versionNo', 'plannedReleaseDate', 'fullReleaseDate'],
  unique: [['versionNo']],
  defaultSort: { field: 'plannedReleaseDate', direction: 'desc' },
});

export const appWhiteListKinds = ['GRAY_VERSION', 'BETA_FEATURE', 'DEBUG_LOG', 'SKIP_FORCE_UPGRADE'] as const;
export const appWhiteListPlatforms = ['ALL', 'IOS', 'ANDROID'] as const;

/** A tenant (or one of its users) let into a gray version or beta feature of the APP ahead of others. */
export const appWhiteListResource = defineResource({
  name: 'app-white-list',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    kind: z.enum(appWhiteListKinds),
    platform: z.enum(appWhiteListPlatforms),
    appVersion: versionCode.optional(),
    featureCode: code(64).optional(),
    /** One user of the tenant; the whole tenant when absent. */
    userEmail: email.optional(),
    validFrom: date,
    validTo: date,
    reason: text(500),
    addedById: backendUserId,
    enabled,
  }),
  permissions: versionDeploy,
  title: 'kind',
  keyword: ['featureCode', 'userEmail', 'reason'],
  filters: { tenantId: 'eq', kind: 'eq', platform: 'eq', appVersion: 'eq', enabled: 'eq', validTo: 'range' },
  sortable: ['validFrom', 'validTo', 'kind'],
  defaultSort: { field: 'validTo', direction: 'desc' },
});

export const deployPrivacyPolicyKinds = [
  'PRIVACY_POLICY',
  'USER_AGREEMENT',
  'THIRD_PARTY_SDK',
  'PERSONAL_INFO_LIST',
] as const;
export const deployPrivacyPolicyStatuses = ['DRAFT', 'PUBLISHED', 'RETIRED'] as const;

/** A version of the privacy policy (or user agreement...) shipped with the product, and who it reaches. */
export const deployPrivacyPolicyResource = defineResource({
  name: 'deploy-privacy-policy',
  scope: 'global',
  schema: z.object({
    policyKind: z.enum(deployPrivacyPolicyKinds),
    title: text(100),
    policyVersion: versionCode,
    language: z.enum(appLanguages),
    platforms: z.array(z.enum(releasePlatforms)).min(1).max(releasePlatforms.length),
    effectiveDate: date,
    contentUrl: link,
    changeSummary: text(2000),
    /** Users must agree again on their next login. */
    requireReconsent: z.boolean().default(false),
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    /** Tenants whose administrators have accepted it. */
    acceptedTenantCount: count,
    status: z.enum(deployPrivacyPolicyStatuses).default('DRAFT'),
    publisherId: backendUserId.optional(),
    publishedAt: instant.optional(),
  }),
  permissions: versionDeploy,
  title: 'title',
  keyword: ['title', 'policyVersion'],
  filters: { policyKind: 'eq', language: 'eq', status: 'in', tenantRange: 'eq', effectiveDate: 'range' },
  sortable: ['effectiveDate', 'policyVersion'],
  unique: [['policyKind', 'language', 'policyVersion']],
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
});

/** The resources of this area of the console, by name. */
export const systemAreaResources = {
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
