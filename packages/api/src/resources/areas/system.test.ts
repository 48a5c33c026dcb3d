import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import type { ResourceDescriptor } from '../define';
import { systemAreaResources } from './system';

type SystemResourceName = keyof typeof systemAreaResources;
type Sample<N extends SystemResourceName> = z.input<(typeof systemAreaResources)[N]['schema']>;

const at = '2025-03-01T10:00:00.000Z';
const later = '2025-03-01T12:00:00+08:00';
const oid = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';

/** One record each resource of the area accepts. */
const validSamples: { [N in SystemResourceName]: Sample<N> } = {
  'function-package': { pkgCode: 'PKG-TRAVEL', pkgName: 'Travel' },
  'cloud-env': { code: 'ali-prod', name: 'Alibaba Cloud production', region: 'CN' },
  'menu-register': {
    menuKey: 'tenant-manage',
    menuName: '租户管理',
    menuType: 'M',
    platform: 'OPERATION_PLATFORM',
    url: '/main/tenant-manage',
    icon: 'tenant',
    operateType: 1,
  },
  'menu-sync-run': {
    runNo: 'MS-20250301-001',
    syncType: 'MENU',
    sourceEnv: 'ALI_HZ',
    targetEnvs: ['AWS_SG', 'ALI_HK'],
    scope: 'INCREMENTAL',
    platform: 'WEB_ADMIN',
    status: 'SUCCEEDED',
    startedAt: at,
    finishedAt: later,
    totalCount: 12,
    successCount: 12,
    operatorId: 5,
  },
  'menu-change-log': {
    menuKey: 'tenant-manage',
    menuName: '租户管理',
    platform: 'OPERATION_PLATFORM',
    changeType: 'UPDATE',
    cloudEnv: 'ALI_HZ',
    beforeValue: 'sortOrder=3',
    afterValue: 'sortOrder=1',
    operatorId: 5,
    operatedAt: at,
  },
  'sub-application': {
    subAppCode: 'expense-web',
    subAppName: '费控 Web',
    cloud: 'ALI_HZ',
    section: 'EXPENSE',
    type: 'WEB',
    entryUrl: 'https://static.opsdesk.example/expense-web/index.html',
    currentVersion: '5.12.0',
    ownerId: 5,
  },
  'sub-application-batch': {
    batchNo: 'SAB-20250301-01',
    batchName: '5.12 全量发布',
    operation: 'PUBLISH',
    subAppCodes: ['expense-web', 'travel-web'],
    targetEnvs: ['ALI_HZ'],
    clientTypes: ['WEB'],
    releaseVersion: '5.12.0',
    requesterId: 5,
  },
  'sub-app-button-priority': {
    subAppCode: 'expense-web',
    cloud: 'ALI_HZ',
    type: 'APP',
    widgetId: 'report-card',
    widgetName: '报销单卡片',
    widgetType: 'CARD',
    buttonCodes: ['approve', 'reject', 'forward'],
  },
  'sub-app-version-record': {
    subAppCode: 'expense-web',
    cloud: 'ALI_HZ',
    type: 'WEB',
    releaseVersion: '5.12.0',
    releaseType: 'RELEASE',
    status: 'RELEASED',
    releasedAt: at,
    releasedById: 5,
  },
  'sub-app-mapping-relation': {
    subAppCode: 'expense-web',
    cloud: 'ALI_HZ',
    type: 'WEB',
    section: 'EXPENSE',
    menuKey: 'my-report',
    routePath: '/expense/report/list',
  },
  'service-package': {
    packageCode: 'SP-EXPENSE-STD',
    packageName: '费控标准版服务包',
    functionPackageCode: 'EXPENSE_STD',
    platform: 'WEB_ADMIN',
    modules: ['expense'],
    nodeKeys: ['expense', 'my-report'],
    packageVersion: '2025.1',
  },
  'app-init-config': {
    cloud: 'ALI_HZ',
    section: 'EXPENSE',
    type: 'APP',
    initVersion: '5.12.0',
    minSupportedVersion: '5.8.0',
    splashImageOid: oid,
  },
  'app-operation': {
    title: '年度账单',
    position: 'HOME_BANNER',
    platform: 'ALL',
    cloudEnvs: ['ALI_HZ'],
    startAt: at,
    endAt: later,
  },
  'service-type': { typeCode: 'FLIGHT', typeName: '机票', category: 'TRAVEL' },
  'service-info': {
    serviceCode: 'FLIGHT-DOMESTIC',
    serviceName: '国内机票',
    serviceTypeCode: 'FLIGHT',
    chargeMode: 'PER_ORDER',
    unitPrice: 5,
    cloudEnvs: ['ALI_HZ'],
    ownerId: 1,
  },
  'large-language-model': {
    modelCode: 'qwen-max',
    modelName: '通义千问 Max',
    provider: 'ALIBABA_QWEN',
    modelVersion: 'qwen-max-2025-01-25',
    endpoint: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    apiKeySecret: 'llm-qwen-api-key',
    cloudEnv: 'ALI_HZ',
    contextWindow: 32_768,
    maxOutputTokens: 8192,
    inputPricePerMillion: 20,
    usageScenes: ['SMART_AUDIT'],
  },
  'sentry-project': {
    projectName: 'opsdesk-web',
    displayName: '运营平台前端',
    platform: 'JAVASCRIPT_REACT',
    team: 'platform',
    ownerId: 5,
    cloudEnv: 'ALI_HZ',
  },
  'sentry-issue': {
    projectName: 'opsdesk-web',
    shortId: 'OPSDESK-WEB-1A3',
    title: "TypeError: Cannot read properties of undefined (reading 'id')",
    level: 'ERROR',
    count: 42,
    userCount: 7,
    firstSeen: at,
    lastSeen: later,
    environment: 'release',
  },
  'sentry-event': {
    projectName: 'opsdesk-web',
    issueShortId: 'OPSDESK-WEB-1A3',
    eventId: '0f2b7c9d1e3a4b5c6d7e8f9a0b1c2d3e',
    timestamp: at,
    level: 'ERROR',
    message: "Cannot read properties of undefined (reading 'id')",
    environment: 'release',
    userIp: '10.12.0.8',
  },
  sprint: {
    sprintCode: 'S2025-05',
    sprintName: '2025 第 5 迭代',
    section: 'EXPENSE',
    startDate: '2025-03-03',
    endDate: '2025-03-14',
    releaseDate: '2025-03-18',
    ownerId: 5,
  },
  'single-service-request': {
    requestNo: 'SSR-20250301-001',
    title: '报销服务修复审批流超时',
    serviceName: 'expense-service',
    releaseVersion: '5.12.1',
    gitBranch: 'hotfix/5.12.1',
    commitId: '9f3c2a1',
    changeType: 'HOTFIX',
    deployEnv: 'release',
    cloudEnvs: ['ALI_HZ', 'AWS_SG'],
    plannedAt: at,
    description: '修复审批流超时',
    rollbackPlan: '回滚到 5.12.0',
    requesterId: 5,
  },
  'iteration-release-plan': {
    planNo: 'IRP-S2025-05',
    planName: '第 5 迭代发布计划',
    sprintCode: 'S2025-05',
    services: ['expense-service', 'travel-service'],
    cloudEnvs: ['ALI_HZ'],
    strategy: 'GRAY_BY_TENANT',
    grayTenantIds: [3, 8],
    windowStart: at,
    windowEnd: later,
    ownerId: 5,
    rollbackPlan: '按服务回滚',
  },
  'sql-service-request': {
    requestNo: 'SQL-20250301-001',
    title: '修复重复发票',
    cloudEnv: 'ALI_HZ',
    databaseName: 'invoice_db',
    sqlType: 'DATA_FIX',
    sqlText: "update invoice set status = 'VOID' where id = 1;",
    targetTenantId: 3,
    reason: '客户反馈',
    requesterId: 5,
  },
  'middleware-service-application': {
    applicationNo: 'MWA-20250301-001',
    title: '新建发票同步 Topic',
    middlewareType: 'KAFKA',
    kind: 'NEW_RESOURCE',
    instanceName: 'kafka-hz-01',
    cloudEnv: 'ALI_HZ',
    resourceName: 'invoice.sync.v1',
    serviceName: 'invoice-service',
    purpose: '发票异步同步',
    requesterId: 5,
  },
  'middleware-release-request': {
    requestNo: 'MWR-20250301-001',
    title: 'Redis 升级 7.2',
    middlewareType: 'REDIS',
    instanceName: 'redis-hz-01',
    cloudEnvs: ['ALI_HZ'],
    changeType: 'UPGRADE',
    fromVersion: '6.2.14',
    toVersion: '7.2.4',
    plannedAt: at,
    impactScope: '缓存短暂不可用',
    rollbackPlan: '切回旧实例',
    requesterId: 5,
  },
  'middleware-instance': {
    instanceName: 'redis-hz-01',
    middlewareType: 'REDIS',
    releaseVersion: '7.2.4',
    cloudEnv: 'ALI_HZ',
    deployMode: 'CLUSTER',
    endpoint: 'r-bp1abc.redis.rds.aliyuncs.com:6379',
    ownerId: 5,
  },
  'log-service': {
    serviceName: 'expense-service',
    cloudEnv: 'ALI_HZ',
    logstore: 'expense-service-prod',
    logPath: '/data/logs/expense-service/*.log',
    collector: 'LOGTAIL',
    format: 'JSON',
    ownerId: 5,
  },
  'system-monitor-report': {
    reportNo: 'MR-ALI_HZ-2025W09',
    title: '杭州集群周报',
    period: 'WEEKLY',
    periodStart: '2025-02-24',
    periodEnd: '2025-03-02',
    cloudEnv: 'ALI_HZ',
    availability: 99.98,
    p99LatencyMs: 820,
    errorRate: 0.12,
    authorId: 5,
  },
  'xxl-job': {
    jobGroup: 'invoice-service',
    jobDesc: '发票查验结果同步',
    executorHandler: 'invoiceVerifySyncHandler',
    cron: '0 0/5 * * * ?',
    routeStrategy: 'ROUND',
    blockStrategy: 'SERIAL_EXECUTION',
    cloudEnv: 'ALI_HZ',
    ownerId: 5,
  },
  'data-search-request': {
    requestNo: 'DSR-20250301-001',
    title: '查询某员工 2 月报销单',
    tenantId: 3,
    cloudEnv: 'ALI_HZ',
    purpose: '客户投诉核查',
    dataScope: '员工 E0001 的 2 月报销单及审批记录',
    sensitivity: 'PERSONAL',
    requesterId: 3,
  },
  'stop-machine-notice': {
    title: '3 月 8 日凌晨停机维护',
    cloudEnvs: ['ALI_HZ'],
    startAt: at,
    endAt: later,
    affectedSystems: ['web', 'app'],
    impact: '全部功能不可用',
    noticeContent: '尊敬的客户：……',
    channels: ['LOGIN_PAGE', 'EMAIL'],
  },
  'operation-announcement': {
    title: '5.12 版本更新',
    kind: 'RELEASE_NOTE',
    versionNo: '5.12.0',
    summary: '新增智能审核',
    content: '本次更新……',
    cloudEnvs: ['ALI_HZ'],
    channels: ['WEB_BANNER'],
    publishAt: at,
  },
  'big-version': {
    versionNo: 'V5.12.0',
    versionName: '5.12 春季版',
    platforms: ['WEB', 'IOS'],
    plannedReleaseDate: '2025-03-18',
    highlights: '智能审核；多币种',
    ownerId: 5,
  },
  'app-white-list': {
    tenantId: 3,
    kind: 'GRAY_VERSION',
    platform: 'IOS',
    appVersion: '5.12.0',
    validFrom: '2025-03-01',
    validTo: '2025-03-31',
    reason: '试点客户',
    addedById: 5,
  },
  'deploy-privacy-policy': {
    policyKind: 'PRIVACY_POLICY',
    title: '隐私政策',
    policyVersion: '2025.03',
    language: 'zh_cn',
    platforms: ['WEB', 'IOS', 'ANDROID'],
    effectiveDate: '2025-03-15',
    contentUrl: 'https://www.opsdesk.example/legal/privacy/2025.03',
    changeSummary: '新增第三方 SDK 清单',
  },
};

/**
 * A change to the valid sample that breaks one check, and the field the failure names (with the
 * message id of the resource's own check, where the change breaks one).
 */
const invalidChanges: {
  [N in SystemResourceName]: {
    change: Record<string, unknown>;
    field: string;
    message?: ValidationMessageId;
  };
} = {
  'function-package': { change: { pkgCode: '_PKG' }, field: 'pkgCode', message: ValidationMessage.CODE },
  'cloud-env': { change: { code: 'ali prod' }, field: 'code', message: ValidationMessage.CODE },
  'menu-register': { change: { menuType: 'X' }, field: 'menuType' },
  'menu-sync-run': { change: { targetEnvs: [] }, field: 'targetEnvs' },
  'menu-change-log': { change: { operatedAt: '2025-03-01 10:00' }, field: 'operatedAt' },
  'sub-application': { change: { entryUrl: 'not a url' }, field: 'entryUrl' },
  'sub-application-batch': { change: { clientTypes: ['DESKTOP'] }, field: 'clientTypes' },
  'sub-app-button-priority': { change: { buttonCodes: [] }, field: 'buttonCodes' },
  'sub-app-version-record': { change: { releaseVersion: '5 12' }, field: 'releaseVersion' },
  'sub-app-mapping-relation': { change: { menuKey: 'my report' }, field: 'menuKey' },
  'service-package': { change: { packageCode: '-SP' }, field: 'packageCode' },
  'app-init-config': { change: { splashImageOid: 'splash.png' }, field: 'splashImageOid' },
  'app-operation': { change: { tenantIds: [0] }, field: 'tenantIds' },
  'service-type': { change: { category: 'HOTEL' }, field: 'category' },
  'service-info': { change: { unitPrice: 5.005 }, field: 'unitPrice' },
  'large-language-model': { change: { contextWindow: 100 }, field: 'contextWindow' },
  'sentry-project': { change: { ownerId: 0 }, field: 'ownerId' },
  'sentry-issue': { change: { count: 0 }, field: 'count' },
  'sentry-event': { change: { userIp: '10.12.0.256' }, field: 'userIp' },
  sprint: { change: { releaseDate: '2025/03/18' }, field: 'releaseDate' },
  'single-service-request': { change: { status: 'PENDING' }, field: 'status' },
  'iteration-release-plan': { change: { services: [] }, field: 'services' },
  'sql-service-request': { change: { sqlText: '   ' }, field: 'sqlText' },
  'middleware-service-application': { change: { middlewareType: 'ORACLE' }, field: 'middlewareType' },
  'middleware-release-request': { change: { expectedDowntimeMinutes: -5 }, field: 'expectedDowntimeMinutes' },
  'middleware-instance': { change: { nodeCount: 0 }, field: 'nodeCount' },
  'log-service': { change: { retentionDays: 0 }, field: 'retentionDays' },
  'system-monitor-report': { change: { availability: 100.5 }, field: 'availability' },
  'xxl-job': { change: { cron: '*/5 * * *' }, field: 'cron' },
  'data-search-request': { change: { sensitivity: 'SECRET' }, field: 'sensitivity' },
  'stop-machine-notice': { change: { channels: ['FAX'] }, field: 'channels' },
  'operation-announcement': { change: { publishAt: 'tomorrow' }, field: 'publishAt' },
  'big-version': { change: { platforms: [] }, field: 'platforms' },
  'app-white-list': { change: { validTo: '2025-3-31' }, field: 'validTo' },
  'deploy-privacy-policy': { change: { language: 'fr' }, field: 'language' },
};

const names = Object.keys(systemAreaResources) as SystemResourceName[];

describe('the system area resources', () => {
  test.each(names)('%s accepts its valid sample', (name) => {
    const result = systemAreaResources[name].schema.safeParse(validSamples[name]);
    expect(result.error?.issues).toBeUndefined();
  });

  test.each(names)('%s refuses an invalid sample on the field that is wrong', (name) => {
    const { change, field, message } = invalidChanges[name];
    const result = systemAreaResources[name].schema.safeParse({ ...validSamples[name], ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
    if (message) expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  test('cloud fields hold cloud environment codes, not free text', () => {
    const result = systemAreaResources['sub-application'].schema.safeParse({
      ...validSamples['sub-application'],
      cloud: '阿里云 杭州',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['cloud']);
  });

  test('the requests start as drafts', () => {
    const parsed = systemAreaResources['single-service-request'].schema.parse(
      validSamples['single-service-request'],
    );
    expect(parsed.status).toBe('DRAFT');
  });
});

/** The numbers the service makes on create, by resource: the field and its prefix. */
const generatedNumbers: readonly (readonly [SystemResourceName, string, string])[] = [
  ['single-service-request', 'requestNo', 'SSR-'],
  ['sql-service-request', 'requestNo', 'SQL-'],
  ['middleware-service-application', 'applicationNo', 'MWA-'],
  ['middleware-release-request', 'requestNo', 'MWR-'],
  ['data-search-request', 'requestNo', 'DSR-'],
  ['iteration-release-plan', 'planNo', 'IRP-'],
  ['sub-application-batch', 'batchNo', 'SAB-'],
  ['menu-sync-run', 'runNo', 'SYNC-'],
  ['system-monitor-report', 'reportNo', 'MR-'],
];

/** Whether a field's schema is an instant (an ISO date-time), optional and default wrappers unwrapped. */
function isInstant(schema: z.ZodType): boolean {
  type Def = { type: string; format?: string; innerType?: { _zod: { def: Def } } };
  let def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  while (def.innerType) def = def.innerType._zod.def;
  return def.type === 'string' && def.format === 'datetime';
}

describe('the system area descriptions', () => {
  test.each(generatedNumbers)(
    '%s: the service makes %s (prefix %s), so a create may leave it out',
    (name, field, prefix) => {
      const resource: ResourceDescriptor = systemAreaResources[name];
      expect(resource.fields[field]?.generated).toEqual({ prefix });
      const { [field]: _left, ...rest } = validSamples[name] as Record<string, unknown>;
      expect(resource.schema.safeParse(rest).error?.issues).toBeUndefined();
    },
  );

  test('a release request has no environment by default: production is never assumed', () => {
    const { deployEnv: _left, ...rest } = validSamples['single-service-request'];
    const result = systemAreaResources['single-service-request'].schema.safeParse(rest);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['deployEnv']);
  });

  test.each(names)('%s describes its instants as date-times', (name) => {
    const resource: ResourceDescriptor = systemAreaResources[name];
    for (const [field, schema] of Object.entries(resource.shape)) {
      if (isInstant(schema)) expect(resource.fields[field]?.kind, field).toBe('dateTime');
    }
  });

  test('the request workflow says the words of its statuses', () => {
    const status = systemAreaResources['sql-service-request'].fields.status;
    expect(status?.enum?.SUBMITTED?.words.en).toBe('Submitted');
    expect(status?.enum?.FAILED?.tone).toBe('danger');
  });
});
