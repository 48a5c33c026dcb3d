import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { ValidationMessage, type ValidationMessageId } from '../../constants/validation';
import type { ResourceDescriptor } from '../define';
import { enumValuesOf } from '../semantics';
import { tenantAreaResources, tenantPlatforms, tenantResource } from './tenant';

type TenantAreaName = keyof typeof tenantAreaResources;
type Sample<N extends TenantAreaName> = z.input<(typeof tenantAreaResources)[N]['schema']>;

const oid = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';

/** One record each resource of the area accepts (shaped like the catalogue test's samples). */
export const tenantAreaValidSamples: { [N in TenantAreaName]: Sample<N> } = {
  tenant: {
    tenantName: 'Acme Travel',
    tenantCode: 'ACME',
    region: 'CN',
    cloudEnv: 'ali-prod',
    licensed: 1,
    contactMobile: '+8613800138000',
    licenceExpireDate: '2026-12-31',
  },
  company: { tenantId: 1, name: 'Acme Shanghai', companyCode: 'ACME-SH' },
  contract: {
    tenantId: 1,
    contractCode: 'HT-2025-001',
    signContractCustomer: 'Acme Group',
    actualUseAccount: 'Acme Travel',
    contractType: 'SUBSCRIPTION',
    totalAmount: 120_000.5,
    owner: 'Zhang San',
    contractStatus: 'ACTIVE',
    signDate: '2025-01-15',
  },
  'tenant-notice-rule': {
    noticeName: 'Licence expiry',
    noticeType: 'LICENCE_EXPIRY',
    sendTime: '09:30',
    noticeWays: ['EMAIL', 'SMS'],
    tenantRange: 'LICENSED',
    sendObject: 'ADMINS',
    sendCondition: 30,
  },
  'tenant-group': { tenantGroupName: 'Key accounts', tenantGroupCode: 'KA' },
  label: { tenantId: 1, name: 'Urgent', type: 'WARNING', documentCategory: 1002 },
  'set-of-books': { tenantId: 1, setOfBooksName: 'Main books', setOfBooksCode: 'SOB01', currencyCode: 'CNY' },
  'tenant-expense-type': { tenantId: 1, name: 'Taxi', code: 'TAXI' },
  department: { tenantId: 1, companyId: 2, name: 'Finance', code: 'FIN', parentOid: oid },
  'department-position': { tenantId: 1, companyId: 2, positionCode: 'ACC', positionName: 'Accountant' },
  'cost-center': { tenantId: 1, name: 'Projects', code: 'PRJ' },
  'cost-center-item': { tenantId: 1, costCenterOid: oid, itemNumber: 10, name: 'Project A', code: 'PRJ-A' },
  'user-group': { tenantId: 1, companyId: 2, name: 'Approvers', code: 'APPROVERS' },
  form: {
    tenantId: 1,
    formName: 'Travel reimbursement',
    formCode: 'TR-01',
    formType: 'FINANCE',
    documentCategory: 1002,
  },
  'credit-model': { tenantId: 1, name: 'Standard', code: 'STD' },
  'credit-rule-condition': {
    tenantId: 1,
    ruleSetId: 3,
    conditionCode: 'LATE',
    conditionName: 'Late receipts',
  },
  'expense-label': { tenantId: 1, name: 'Personal', code: 'PERSONAL', color: '#1a2B3c' },
  'receipt-title': {
    tenantId: 1,
    key: 'ACME-SH',
    titleName: 'Acme Shanghai Ltd.',
    taxNumber: '91310000MA1FL0XX1X',
    taxpayerKind: 'GENERAL',
  },
  'receipted-company': { tenantId: 1, companyName: 'Acme Shanghai Ltd.', taxNumber: '91310000MA1FL0XX1X' },
  'tenant-registration': {
    registrationCode: 'REG20250301001',
    companyName: '杭州云杉智能科技有限公司',
    contactName: '陈静',
    contactMobile: '13912345678',
    employeeScale: 'FROM_200_TO_999',
    region: 'CN',
    source: 'WEBSITE',
    intendedPackages: ['EXPENSE_STD', 'TRAVEL_MGMT'],
    appliedDate: '2025-03-01',
  },
  'tenant-product-entry': {
    product: 'DINGTALK',
    corpId: 'ding8a7f3c2e91b04d55',
    corpName: '宁波海曙精工机械有限公司',
    edition: 'STANDARD',
    installDate: '2025-02-12',
    authorizedUsers: 120,
    adminMobile: '13600001111',
  },
  'tenant-authorization': {
    tenantId: 1,
    authorizationCode: 'AUTH-T0001-2025-01',
    authorizationType: 'FORMAL',
    functionPackageCodes: ['EXPENSE_PRO', 'TRAVEL_MGMT'],
    authorizedSeats: 500,
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    contractCode: 'HT-2025-001',
    applicant: '王磊',
  },
  'tenant-ai-library-authorization': {
    tenantId: 1,
    libraryCode: 'KB-EXPENSE-POLICY',
    libraryName: '报销制度知识库',
    libraryType: 'KNOWLEDGE_BASE',
    monthlyCallQuota: 20_000,
    startDate: '2025-04-01',
    authorizedBy: '刘洋',
  },
  'tenant-control': {
    tenantId: 1,
    seatLimit: 600,
    ipWhitelist: ['10.0.0.1', '192.168.10.254'],
    frozenDate: '2025-05-01',
  },
  'tenant-service-info': {
    tenantId: 1,
    serviceLevel: 'KEY_ACCOUNT',
    salesOwner: '赵敏',
    customerSuccessManager: '孙婷',
    renewalDate: '2026-01-01',
    healthScore: 82,
  },
  'tenant-platform-order': {
    tenantId: 1,
    platform: 'LARK',
    platformOrderId: 'LK7302918832741',
    corpId: 'lark-2f9c1e',
    itemName: '费控专业版 200 人/年',
    orderType: 'RENEWAL',
    seats: 200,
    payAmount: 39_800,
    payDate: '2025-03-02',
    serviceStart: '2025-03-02',
    serviceEnd: '2026-03-01',
    orderStatus: 'PAID',
  },
  'tenant-function-config': {
    tenantId: 1,
    configCategory: 'EXTRA',
    functionCode: 'budget.control',
    functionName: '预算控制',
    functionPackageCode: 'BUDGET_CTRL',
  },
  'tenant-usage-snapshot': {
    tenantId: 1,
    statMonth: '2025-03-01',
    seatsPurchased: 500,
    totalUsers: 468,
    activeUsers: 390,
    newUsers: 12,
    leftUsers: 3,
    mobileActiveUsers: 351,
    loginCount: 8_230,
    expenseReports: 1_240,
    reimbursedAmount: 1_853_220.45,
    travelOrders: 310,
    travelSpend: 402_110.2,
    invoicesVerified: 3_020,
    apiCalls: 120_400,
  },
  'touch-customer-log': {
    tenantId: 1,
    touchDate: '2025-03-10',
    touchType: 'VISIT',
    topic: '续费沟通',
    content: '客户财务总监确认明年续费，希望增加发票云模块。',
    staffName: '孙婷',
    result: 'RENEWAL_INTENT',
    nextTouchDate: '2025-04-10',
  },
  'tenant-report': {
    tenantId: 1,
    reportCode: 'RPT-T0001-2025Q1',
    title: '2025 年第一季度运营报告',
    reportPeriod: 'QUARTERLY',
    periodStart: '2025-01-01',
    periodEnd: '2025-03-31',
    activeUsers: 402,
    expenseReportCount: 3_620,
    reimbursedAmount: 5_120_330.1,
    travelOrderCount: 880,
    travelSpend: 1_203_400,
    invoiceCount: 9_012,
  },
  'tenant-data-report': {
    reportCode: 'DR-M-2025-03',
    reportName: '2025 年 3 月租户数据月报',
    granularity: 'MONTHLY',
    statDate: '2025-03-31',
    totalTenants: 600,
    newTenants: 18,
    paidTenants: 412,
    trialTenants: 61,
    expiringLicences: 22,
    churnedTenants: 4,
    activeUsers: 120_400,
    newContractAmount: 2_300_000,
    renewalAmount: 5_600_000.5,
  },
  'tenant-fees-mapping': {
    tenantId: 1,
    feeItemCode: 'FEE-SEAT',
    feeItemName: '账号年费',
    serviceTypeName: '费控服务',
    financeProductCode: 'FP-EXP-STD',
    chargeMode: 'PER_SEAT',
    unitPrice: 199,
    currencyCode: 'CNY',
    taxRate: 6,
    effectiveDate: '2025-01-01',
  },
  'tenant-menu-change': {
    tenantId: 1,
    requestCode: 'MC-2025-0012',
    changeType: 'ENABLE_MENU',
    menuKeys: ['budget-management', 'invoice-cloud'],
    reason: '客户采购了预算控制模块',
    applicant: '孙婷',
    requestDate: '2025-03-05',
  },
  'enterprise-brand': {
    tenantId: 1,
    brandName: '云杉费控',
    logoOid: oid,
    themeColor: '#1F6FEB',
    customDomain: 'Expense.Yunshan.example',
  },
  'tenant-print-template-comparison': {
    tenantId: 1,
    comparisonCode: 'PTC-T0001-001',
    templateCode: 'PRINT-REIMB-01',
    templateName: '差旅报销单打印模板',
    documentCategory: 1002,
    standardVersion: 'v5.2',
    tenantVersion: 'v4.8-custom',
    documentCount: 20,
    differenceCount: 3,
  },
  'tenant-print-template-document': {
    tenantId: 1,
    comparisonCode: 'PTC-T0001-001',
    documentNumber: 'BX2025030001',
    documentTitle: '上海出差报销',
    documentCategory: 1002,
    tenantOutputOid: oid,
    differenceCount: 1,
    result: 'DIFFERENT',
  },
  'tenant-e-archive': {
    tenantId: 1,
    archiveTenantCode: 'EA-T0001',
    archiveVendor: '会计档案云',
    openDate: '2024-07-01',
    storageQuotaGb: 500,
    usedStorageGb: 123.4,
    archivedVoucherCount: 88_000,
    retentionYears: 30,
  },
  'tenant-operation-news': {
    channel: 'LARK_INTERACTIVE',
    title: '新版审批流设计器上线',
    content: '<p>审批流设计器支持条件分支与会签。</p>',
    linkUrl: 'https://help.opsdesk.example/news/approval-designer',
    buttonText: '查看详情',
    audience: 'TENANT_GROUP',
    tenantGroupCodes: ['KA', 'PILOT'],
    sendDate: '2025-03-20',
    sendTime: '10:00',
    author: '周琳',
  },
  'user-reset-activity': {
    tenantId: 1,
    activityCode: 'RST-2025-0031',
    activityName: '培训沙箱数据重置',
    environment: 'SANDBOX',
    resetScope: 'SANDBOX_DATA',
    userCount: 40,
    reason: '新一期财务培训开始前恢复演示数据',
    requestedBy: '孙婷',
    scheduledDate: '2025-03-25',
  },
};

/** A change to the valid sample that breaks one of the resource's own checks, and the id it answers. */
export const tenantAreaInvalidChanges: {
  [N in TenantAreaName]: { change: Record<string, unknown>; message: ValidationMessageId };
} = {
  tenant: { change: { licenceExpireDate: '31/12/2026' }, message: ValidationMessage.DATE },
  company: { change: { companyCode: 'ACME SH' }, message: ValidationMessage.CODE },
  contract: { change: { totalAmount: 10.005 }, message: ValidationMessage.MONEY },
  'tenant-notice-rule': { change: { sendTime: '24:00' }, message: ValidationMessage.TIME },
  'tenant-group': { change: { tenantGroupCode: 'K/A' }, message: ValidationMessage.CODE },
  label: { change: { type: 'WARN ING' }, message: ValidationMessage.CODE },
  'set-of-books': { change: { setOfBooksCode: 'SOB#1' }, message: ValidationMessage.CODE },
  'tenant-expense-type': { change: { code: 'TAXI!' }, message: ValidationMessage.CODE },
  department: { change: { code: 'FIN/1' }, message: ValidationMessage.CODE },
  'department-position': { change: { positionCode: 'A C C' }, message: ValidationMessage.CODE },
  'cost-center': { change: { code: '.PRJ' }, message: ValidationMessage.CODE },
  'cost-center-item': { change: { code: 'PRJ A' }, message: ValidationMessage.CODE },
  'user-group': { change: { code: 'APPROVERS*' }, message: ValidationMessage.CODE },
  form: { change: { formCode: 'TR 01' }, message: ValidationMessage.CODE },
  'credit-model': { change: { code: 'S T D' }, message: ValidationMessage.CODE },
  'credit-rule-condition': { change: { conditionCode: 'LATE?' }, message: ValidationMessage.CODE },
  'expense-label': { change: { color: 'red' }, message: ValidationMessage.COLOR },
  'receipt-title': { change: { taxNumber: '9131000' }, message: ValidationMessage.TAX_NUMBER },
  'receipted-company': { change: { taxNumber: '91310000ma1fl0xx1x' }, message: ValidationMessage.TAX_NUMBER },
  'tenant-registration': { change: { contactMobile: '12345' }, message: ValidationMessage.MOBILE },
  'tenant-product-entry': { change: { corpId: 'ding corp' }, message: ValidationMessage.CODE },
  'tenant-authorization': { change: { endDate: '2025/12/31' }, message: ValidationMessage.DATE },
  'tenant-ai-library-authorization': {
    change: { libraryCode: 'KB EXPENSE' },
    message: ValidationMessage.CODE,
  },
  'tenant-control': { change: { frozenDate: '2025-5-1' }, message: ValidationMessage.DATE },
  'tenant-service-info': { change: { crmCustomerCode: 'C/001' }, message: ValidationMessage.CODE },
  'tenant-platform-order': { change: { payAmount: 39_800.005 }, message: ValidationMessage.MONEY },
  'tenant-function-config': { change: { functionCode: 'budget control' }, message: ValidationMessage.CODE },
  'tenant-usage-snapshot': { change: { statMonth: '2025-03' }, message: ValidationMessage.DATE },
  'touch-customer-log': { change: { touchDate: '10/03/2025' }, message: ValidationMessage.DATE },
  'tenant-report': { change: { reimbursedAmount: 0.001 }, message: ValidationMessage.MONEY },
  'tenant-data-report': { change: { reportCode: 'DR M 2025' }, message: ValidationMessage.CODE },
  'tenant-fees-mapping': { change: { currencyCode: 'rmb' }, message: ValidationMessage.CURRENCY_CODE },
  'tenant-menu-change': { change: { menuKeys: ['budget management'] }, message: ValidationMessage.CODE },
  'enterprise-brand': { change: { themeColor: 'blue' }, message: ValidationMessage.COLOR },
  'tenant-print-template-comparison': {
    change: { templateCode: 'PRINT#1' },
    message: ValidationMessage.CODE,
  },
  'tenant-print-template-document': { change: { documentNumber: 'BX 01' }, message: ValidationMessage.CODE },
  'tenant-e-archive': { change: { openDate: '2024-7-1' }, message: ValidationMessage.DATE },
  'tenant-operation-news': { change: { sendTime: '24:30' }, message: ValidationMessage.TIME },
  'user-reset-activity': { change: { scheduledDate: '20250325' }, message: ValidationMessage.DATE },
};

const names = Object.keys(tenantAreaResources) as TenantAreaName[];

describe('the tenant area resources', () => {
  test.each(names)('%s accepts its valid sample', (name) => {
    const result = tenantAreaResources[name].schema.safeParse(tenantAreaValidSamples[name]);
    expect(result.error?.issues).toBeUndefined();
  });

  test.each(names)('%s refuses its invalid sample on the changed field', (name) => {
    const { change, message } = tenantAreaInvalidChanges[name];
    const result = tenantAreaResources[name].schema.safeParse({ ...tenantAreaValidSamples[name], ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    expect(result.error?.issues[0]?.path[0]).toBe(Object.keys(change)[0]);
  });

  test.each(names)('%s names itself as it is listed', (name) => {
    expect(tenantAreaResources[name].name).toBe(name);
  });

  test('a tenant control refuses a login address that is not four numbers from 0 to 255', () => {
    const result = tenantAreaResources['tenant-control'].schema.safeParse({
      ...tenantAreaValidSamples['tenant-control'],
      ipWhitelist: ['10.0.0.256'],
    });
    expect(result.error?.issues[0]?.path).toEqual(['ipWhitelist', 0]);
  });

  test('an authorization switches on at least one function package', () => {
    const result = tenantAreaResources['tenant-authorization'].schema.safeParse({
      ...tenantAreaValidSamples['tenant-authorization'],
      functionPackageCodes: [],
    });
    expect(result.error?.issues[0]?.path).toEqual(['functionPackageCodes']);
  });

  test('an enterprise brand keeps its custom domain in lower case', () => {
    const result = tenantAreaResources['enterprise-brand'].schema.parse(
      tenantAreaValidSamples['enterprise-brand'],
    );
    expect(result.customDomain).toBe('expense.yunshan.example');
  });

  test.each([
    ['tenant-registration', 'registrationCode', 'REG'],
    ['tenant-authorization', 'authorizationCode', 'AUTH'],
    ['tenant-report', 'reportCode', 'RPT'],
    ['tenant-data-report', 'reportCode', 'DR'],
    ['tenant-menu-change', 'requestCode', 'MC'],
    ['tenant-print-template-comparison', 'comparisonCode', 'PTC'],
    ['user-reset-activity', 'activityCode', 'RST'],
  ] as const)('%s leaves its serial number %s to the service (prefix %s)', (name, field, prefix) => {
    const resource: ResourceDescriptor = tenantAreaResources[name];
    expect(resource.fields[field]?.generated).toEqual({ prefix });
    const { [field]: _made, ...typed } = tenantAreaValidSamples[name] as Record<string, unknown>;
    expect(resource.schema.safeParse(typed).error?.issues).toBeUndefined();
  });

  test('the values of enum fields are worded in the order the schema offers them', () => {
    for (const resource of Object.values(tenantAreaResources) as ResourceDescriptor[]) {
      for (const [field, described] of Object.entries(resource.fields)) {
        const values = enumValuesOf(resource, field);
        if (values && described?.enum) expect(Object.keys(described.enum)).toEqual(values);
      }
    }
  });

  test('new records start in the first state of their workflow', () => {
    const registration = tenantAreaResources['tenant-registration'].schema.parse(
      tenantAreaValidSamples['tenant-registration'],
    );
    const news = tenantAreaResources['tenant-operation-news'].schema.parse(
      tenantAreaValidSamples['tenant-operation-news'],
    );
    const reset = tenantAreaResources['user-reset-activity'].schema.parse(
      tenantAreaValidSamples['user-reset-activity'],
    );
    expect([registration.status, news.status, reset.status]).toEqual(['PENDING', 'DRAFT', 'PENDING']);
  });
});

describe('the tenant', () => {
  const tenant = tenantAreaValidSamples.tenant;

  test('is on no messaging platform unless one is given, and takes each marketplace platform', () => {
    expect(tenantResource.schema.parse(tenant).messagingPlatform).toBe('NONE');
    for (const platform of tenantAreaResources['tenant-platform-order'].shape.platform.options)
      expect(tenantResource.schema.parse({ ...tenant, messagingPlatform: platform }).messagingPlatform).toBe(
        platform,
      );
  });

  test('knows the platforms of the marketplace orders, and NONE, and no other', () => {
    expect(tenantPlatforms).toEqual(['NONE', 'DINGTALK', 'WECHAT', 'LARK']);
    expect(tenantResource.schema.safeParse({ ...tenant, messagingPlatform: 'FEISHU' }).success).toBe(false);
  });

  test('a sandbox names the id of its source tenant, which lists filter by equality', () => {
    const sandbox = { ...tenant, sandbox: true, sourceTenantId: 42 };
    expect(tenantResource.schema.parse(sandbox).sourceTenantId).toBe(42);
    expect(tenantResource.schema.safeParse({ ...sandbox, sourceTenantId: 0 }).success).toBe(false);
    expect(tenantResource.filters).toMatchObject({ sourceTenantId: 'eq', messagingPlatform: 'eq' });
  });
});
