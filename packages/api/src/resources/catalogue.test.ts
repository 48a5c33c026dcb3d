import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { apiLocales, apiMessages } from '../constants/messages';
import { translateValidationMessage } from '../constants/translate';
import { ValidationMessage, type ValidationMessageId } from '../constants/validation';
import { contentAreaResources } from './areas/content';
import { financeAreaResources } from './areas/finance';
import { referenceAreaResources } from './areas/reference';
import { systemAreaResources } from './areas/system';
import { tenantAreaResources } from './areas/tenant';
import type { ResourceDescriptor } from './define';
import {
  orderResource,
  receiptTitleResource,
  resourceCatalogue,
  resourceNames,
  taxpayerKinds,
  tenantPlatforms,
  tenantResource,
  type ResourceName,
} from './catalogue';

/** The resources of the console's areas have samples in their own tests (areas/*.test.ts). */
type AreaName =
  | keyof typeof tenantAreaResources
  | keyof typeof financeAreaResources
  | keyof typeof contentAreaResources
  | keyof typeof systemAreaResources
  | keyof typeof referenceAreaResources;
type CoreName = Exclude<ResourceName, AreaName>;
const areaNames = new Set<string>([
  ...Object.keys(tenantAreaResources),
  ...Object.keys(financeAreaResources),
  ...Object.keys(contentAreaResources),
  ...Object.keys(systemAreaResources),
  ...Object.keys(referenceAreaResources),
]);
const coreNames = resourceNames.filter((name): name is CoreName => !areaNames.has(name));

type Sample<N extends ResourceName> = z.input<(typeof resourceCatalogue)[N]['schema']>;

const oid = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';

/** One record each resource accepts. */
const validSamples: { [N in CoreName]: Sample<N> } = {
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
  staff: { tenantId: 1, companyId: 2, employeeID: 'E0001', fullName: 'Li Wei', email: 'li.wei@acme.test' },
  'crm-customer': { customerCode: 'C-001', customerName: 'Acme Group', lifeStatus: 'SIGNED' },
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
  order: {
    tenantId: 1,
    orderCode: 'DD-2025-001',
    contractCode: 'HT-2025-001',
    businessType: 'SAAS',
    orderType: 'NEW_PURCHASE',
    contractProductName: 'Expense cloud',
    buyCount: 100,
    actualAmount: 60_000,
    effectiveDate: '2025-02-01',
    expireDate: '2026-01-31',
    orderStatus: 'PAID',
  },
  'pre-open-order': { tenantId: 1, serviceTypeName: 'Travel', apportionQty: 10, apportionAmount: 99.99 },
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
  'function-package': { pkgCode: 'PKG-TRAVEL', pkgName: 'Travel' },
  airline: { name: 'Air China', code: 'CA', countryCode: 'CN' },
  'enumeration-item': {
    customEnumerationCode: 'REGION',
    value: 'CN',
    name: 'Mainland China',
    code: 'CN',
  },
  'cloud-env': { code: 'ali-prod', name: 'Alibaba Cloud production', region: 'CN' },
  currency: { currencyCode: 'CNY', currencyName: 'Renminbi', chineseName: '人民币' },
  'exchange-rate': { fromCurrency: 'USD', toCurrency: 'CNY', rate: 7.12, effectiveDate: '2025-03-01' },
  country: { code: 'CN', name: '中国', nameEn: 'China', continent: 'ASIA', adCode: '100000' },
  city: { adCode: '310000', name: '上海', typeDescription: 'municipality', countryCode: 'CN' },
  'city-level': { tenantId: 1, name: 'First tier', code: 'T1', cityAdCodes: ['310000', '110000'] },
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
  'default-permission': {
    permissionName: 'Tenant read',
    permissionCode: 'tenant.read',
    resourceKey: 'tenant-manage',
  },
  'auth-source': { sourceType: 'FEISHU', name: 'Feishu', clientName: 'feishu', domainName: 'Ops.Acme.test' },
};

/** A change to the valid sample that breaks one of the resource's own checks, and the id it answers. */
const invalidChanges: {
  [N in CoreName]: { change: Record<string, unknown>; message: ValidationMessageId };
} = {
  tenant: { change: { licenceExpireDate: '31/12/2026' }, message: ValidationMessage.DATE },
  company: { change: { companyCode: 'ACME SH' }, message: ValidationMessage.CODE },
  staff: { change: { mobile: '12345' }, message: ValidationMessage.MOBILE },
  'crm-customer': { change: { customerCode: '-C001' }, message: ValidationMessage.CODE },
  contract: { change: { totalAmount: 10.005 }, message: ValidationMessage.MONEY },
  order: { change: { expireDate: '2026-1-31' }, message: ValidationMessage.DATE },
  'pre-open-order': { change: { apportionAmount: 0.123 }, message: ValidationMessage.MONEY },
  'tenant-notice-rule': { change: { sendTime: '24:00' }, message: ValidationMessage.TIME },
  'tenant-group': { change: { tenantGroupCode: 'K/A' }, message: ValidationMessage.CODE },
  label: { change: { type: 'WARN ING' }, message: ValidationMessage.CODE },
  'set-of-books': { change: { setOfBooksCode: 'SOB#1' }, message: ValidationMessage.CODE },
  'function-package': { change: { pkgCode: '_PKG' }, message: ValidationMessage.CODE },
  airline: { change: { code: 'ca' }, message: ValidationMessage.AIRLINE_CODE },
  'enumeration-item': { change: { value: 'C N' }, message: ValidationMessage.CODE },
  'cloud-env': { change: { code: 'ali prod' }, message: ValidationMessage.CODE },
  currency: { change: { currencyCode: 'RMB1' }, message: ValidationMessage.CURRENCY_CODE },
  'exchange-rate': { change: { toCurrency: 'cny' }, message: ValidationMessage.CURRENCY_CODE },
  country: { change: { code: 'CHN' }, message: ValidationMessage.COUNTRY_CODE },
  city: { change: { countryCode: 'cn' }, message: ValidationMessage.COUNTRY_CODE },
  'city-level': { change: { cityAdCodes: ['310000', '11 0000'] }, message: ValidationMessage.CODE },
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
  'default-permission': { change: { resourceKey: 'tenant manage' }, message: ValidationMessage.CODE },
  'auth-source': { change: { domainName: 'ops_acme.test' }, message: ValidationMessage.DOMAIN_NAME },
};

describe('the resource catalogue', () => {
  test.each(coreNames)('%s accepts its valid sample', (name) => {
    const result = resourceCatalogue[name].schema.safeParse(validSamples[name]);
    expect(result.error?.issues).toBeUndefined();
  });

  test.each(coreNames)('%s refuses an invalid sample with a translated message id', (name) => {
    const { change, message } = invalidChanges[name];
    const result = resourceCatalogue[name].schema.safeParse({ ...validSamples[name], ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
    for (const locale of apiLocales) {
      const text = translateValidationMessage(message, locale);
      expect(text).not.toBe(message);
      expect(text).toBe(apiMessages[locale][message]);
    }
  });
});

describe('the tenant', () => {
  const tenant = validSamples.tenant;

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

describe('the order', () => {
  const order = validSamples.order;

  test('is in CNY unless another ISO 4217 code is given', () => {
    expect(orderResource.schema.parse(order).currencyCode).toBe('CNY');
    expect(orderResource.schema.parse({ ...order, currencyCode: 'USD' }).currencyCode).toBe('USD');
    const lower = orderResource.schema.safeParse({ ...order, currencyCode: 'usd' });
    expect(lower.error?.issues.map((issue) => issue.message)).toEqual([ValidationMessage.CURRENCY_CODE]);
  });

  test('takes the large categories of its lines and a service type code', () => {
    const lineCategories = financeAreaResources['order-line'].shape.orderLargeCategory.options;
    for (const category of lineCategories)
      expect(orderResource.schema.safeParse({ ...order, orderLargeCategory: category }).success).toBe(true);
    expect(orderResource.schema.safeParse({ ...order, orderLargeCategory: 'HARDWARE' }).success).toBe(false);
    const service = orderResource.schema.safeParse({ ...order, serviceTypeCode: 'EXPENSE CLAIM' });
    expect(service.error?.issues.map((issue) => issue.message)).toEqual([ValidationMessage.CODE]);
  });
});

describe('taxpayer kinds', () => {
  test('the finance resources take exactly the kinds receipt titles take', () => {
    expect(receiptTitleResource.shape.taxpayerKind.options).toEqual([...taxpayerKinds]);
    const resources: readonly ResourceDescriptor[] = Object.values(financeAreaResources);
    const finance = resources.flatMap((resource) => {
      const schema = resource.shape.taxpayerKind;
      return schema ? [{ name: resource.name, schema }] : [];
    });
    expect(finance.length).toBeGreaterThan(0);
    for (const { name, schema } of finance) {
      for (const kind of taxpayerKinds) expect(schema.safeParse(kind).success, name).toBe(true);
      expect(schema.safeParse('EXEMPT').success, name).toBe(false);
    }
  });
});
