/*
 * The resources of the product's core records (tenants, companies, staff, contracts, orders and the
 * reference data the pickers look up). A module of its own, apart from the catalogue of every
 * resource, so that a lookup's schema does not load every area's resources.
 */
import { z } from 'zod';
import {
  authSourceTypes,
  employeeStatuses,
  labelDocumentCategories,
  orderStatuses,
  orderTypes,
} from '../constants/statuses';
import { ValidationMessage } from '../constants/validation';

import { defineResource } from './define';
import {
  continents,
  formTypes,
  orderLargeCategories,
  taxpayerKinds,
  tenantMessagingPlatforms,
} from './enums';

// The value sets live with the other constants; they stay importable from here, where the resources use them.
export {
  continents,
  employeeStatuses,
  formTypes,
  labelDocumentCategories,
  orderStatuses,
  orderTypes,
  taxpayerKinds,
};

import {
  text,
  optionalText,
  code,
  enabled,
  tenantId,
  companyId,
  money,
  date,
  email,
  currencyCode,
  countryCode,
  taxNumber,
  mobile,
} from './fields';

/**
 * The messaging platform a tenant is on: one of `tenantMessagingPlatforms` (whose marketplace orders
 * the tenant-platform-order records hold), or NONE for a tenant that uses only the web and apps.
 */
export const tenantPlatforms = ['NONE', ...tenantMessagingPlatforms] as const;

export const tenantResource = defineResource({
  name: 'tenant',
  scope: 'global',
  schema: z.object({
    tenantName: text(100),
    tenantCode: code(32),
    /** An item of the REGION enumeration. */
    region: code(),
    /** The code of a cloud environment. */
    cloudEnv: code(),
    /** Paid 1, free 0. */
    licensed: z.union([z.literal(0), z.literal(1)]),
    sandbox: z.boolean().default(false),
    /** For a sandbox: the id of the production tenant it was created from. */
    sourceTenantId: tenantId.optional(),
    /** Which workplace-messaging platform the tenant uses the product through. */
    messagingPlatform: z.enum(tenantPlatforms).default('NONE'),
    tenantGroupCode: code().optional(),
    contactName: optionalText(50),
    contactEmail: email.optional(),
    contactMobile: mobile.optional(),
    licenceExpireDate: date.optional(),
    enabled,
  }),
  permissions: {
    read: 'tenant:read',
    write: 'tenant:write',
    delete: 'tenant:delete',
    export: 'tenant:export',
  },
  title: 'tenantName',
  keyword: ['tenantName', 'tenantCode'],
  filters: {
    tenantName: 'contains',
    tenantCode: 'eq',
    region: 'in',
    cloudEnv: 'in',
    licensed: 'eq',
    sandbox: 'eq',
    sourceTenantId: 'eq',
    messagingPlatform: 'eq',
    enabled: 'eq',
    tenantGroupCode: 'eq',
    licenceExpireDate: 'range',
  },
  sortable: ['tenantName', 'tenantCode', 'region', 'licenceExpireDate'],
  unique: [['tenantCode']],
  importable: true,
});

export const companyResource = defineResource({
  name: 'company',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(100),
    companyCode: code(32),
    companyTypeName: optionalText(50),
    taxNumber: optionalText(30),
    enabled,
  }),
  permissions: { read: 'company:read', write: 'company:write' },
  title: 'name',
  keyword: ['name', 'companyCode'],
  filters: { tenantId: 'eq', name: 'contains', companyCode: 'eq', enabled: 'eq' },
  sortable: ['name', 'companyCode'],
  unique: [['tenantId', 'companyCode']],
  importable: true,
});

export const staffResource = defineResource({
  name: 'staff',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    employeeID: code(32),
    fullName: text(60),
    mobile: mobile.optional(),
    email: email.optional(),
    departmentName: optionalText(100),
    position: optionalText(60),
    /** The deployment environment the employee's tenant runs in. */
    env: optionalText(20),
    status: z.enum(employeeStatuses).default('ACTIVE'),
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'fullName',
  keyword: ['fullName', 'employeeID', 'email', 'mobile'],
  filters: {
    tenantId: 'eq',
    companyId: 'eq',
    email: 'eq',
    mobile: 'eq',
    status: 'in',
    departmentName: 'contains',
  },
  sortable: ['fullName', 'employeeID', 'departmentName'],
  unique: [['tenantId', 'employeeID']],
  importable: true,
});

export const crmCustomerResource = defineResource({
  name: 'crm-customer',
  scope: 'global',
  schema: z.object({
    customerCode: code(32),
    customerName: text(100),
    productLine: optionalText(50),
    /** POTENTIAL, SIGNED, RENEWING, LOST. */
    lifeStatus: z.enum(['POTENTIAL', 'SIGNED', 'RENEWING', 'LOST']),
    industry: optionalText(50),
    ownerName: optionalText(50),
    tenantId: tenantId.optional(),
  }),
  permissions: { read: 'crm:read', write: 'crm:write' },
  title: 'customerName',
  keyword: ['customerName', 'customerCode'],
  filters: {
    customerName: 'contains',
    customerCode: 'eq',
    lifeStatus: 'in',
    productLine: 'eq',
    tenantId: 'eq',
  },
  sortable: ['customerName', 'customerCode'],
  unique: [['customerCode']],
  importable: true,
});

export const contractStatuses = ['DRAFT', 'ACTIVE', 'EXPIRED', 'TERMINATED'] as const;

export const contractResource = defineResource({
  name: 'contract',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    contractCode: code(40),
    crmCustomerCode: code(32).optional(),
    signContractCustomer: text(100),
    actualUseAccount: text(100),
    /** An item of the CRM_CONTRACT_TYPE enumeration. */
    contractType: code(),
    totalAmount: money,
    owner: text(50),
    contractStatus: z.enum(contractStatuses),
    signDate: date.optional(),
    startDate: date.optional(),
    endDate: date.optional(),
  }),
  permissions: { read: 'contract:read', write: 'contract:write' },
  title: 'contractCode',
  keyword: ['contractCode', 'signContractCustomer', 'actualUseAccount'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    contractType: 'in',
    contractStatus: 'in',
    owner: 'contains',
    signDate: 'range',
    totalAmount: 'range',
  },
  sortable: ['contractCode', 'totalAmount', 'signDate', 'endDate'],
  unique: [['contractCode']],
  importable: true,
});

export const orderResource = defineResource({
  name: 'order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    orderCode: code(40),
    contractCode: code(40),
    /** An item of the CRM_BUY_TYPE enumeration. */
    businessType: code(),
    orderType: z.enum(orderTypes),
    contractProductName: text(100),
    buyCount: z.number().int().min(1).max(1_000_000),
    actualAmount: money,
    effectiveDate: date,
    expireDate: date,
    orderStatus: z.enum(orderStatuses),
    /** What the order mainly sells (software, service, resource pack): one of its lines' categories. */
    orderLargeCategory: z.enum(orderLargeCategories).optional(),
    /** The service type (service catalogue, §2.12) the order opens: that of one of its lines' products. */
    serviceTypeCode: code(40).optional(),
    /** ISO 4217 code of the amounts. */
    currencyCode: currencyCode.default('CNY'),
  }),
  permissions: { read: 'order:read', write: 'order:write' },
  title: 'orderCode',
  keyword: ['orderCode', 'contractCode', 'contractProductName'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    orderStatus: 'in',
    orderType: 'in',
    businessType: 'in',
    orderLargeCategory: 'in',
    serviceTypeCode: 'eq',
    currencyCode: 'eq',
    effectiveDate: 'range',
    actualAmount: 'range',
  },
  sortable: ['orderCode', 'actualAmount', 'effectiveDate', 'expireDate'],
  unique: [['orderCode']],
  importable: true,
  // Finance confirms payment (as `POST /api/orders/:id/pay` does); closing is the writers'.
  guards: [{ field: 'orderStatus', values: ['PAID'], authority: 'finance:audit' }],
});

export const preOpenOrderResource = defineResource({
  name: 'pre-open-order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceTypeName: text(60),
    apportionQty: z.number().int().min(0).max(1_000_000),
    apportionAmount: money,
    openDate: date.optional(),
  }),
  permissions: { read: 'order:read', write: 'order:write' },
  title: 'serviceTypeName',
  filters: { tenantId: 'eq' },
  sortable: ['serviceTypeName', 'apportionAmount'],
});

export const noticeWays = ['EMAIL', 'SMS', 'APP', 'MESSAGING'] as const;

export const tenantNoticeRuleResource = defineResource({
  name: 'tenant-notice-rule',
  scope: 'global',
  schema: z.object({
    noticeName: text(100),
    /** LICENCE_EXPIRY, TRIAL_EXPIRY, USAGE, RELEASE. */
    noticeType: z.enum(['LICENCE_EXPIRY', 'TRIAL_EXPIRY', 'USAGE', 'RELEASE']),
    sendTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ValidationMessage.TIME),
    noticeWays: z.array(z.enum(noticeWays)).min(1),
    /** Which tenants it applies to: ALL, LICENSED (paid), FREE. */
    tenantRange: z.enum(['ALL', 'LICENSED', 'FREE']),
    /** ADMINS, ALL_STAFF, CONTACT. */
    sendObject: z.enum(['ADMINS', 'ALL_STAFF', 'CONTACT']),
    /** How many days before the event it is sent. */
    sendCondition: z.number().int().min(0).max(365),
    enabled,
  }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'noticeName',
  filters: { noticeType: 'in', tenantRange: 'in', enabled: 'eq' },
  sortable: ['noticeName', 'sendTime'],
});

export const tenantGroupResource = defineResource({
  name: 'tenant-group',
  scope: 'global',
  schema: z.object({
    tenantGroupName: text(60),
    tenantGroupCode: code(32),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'tenantGroupName',
  keyword: ['tenantGroupName', 'tenantGroupCode'],
  filters: { enabled: 'eq' },
  sortable: ['tenantGroupName', 'tenantGroupCode'],
  unique: [['tenantGroupCode']],
});

export const labelResource = defineResource({
  name: 'label',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(30),
    description: optionalText(200),
    /** The label's kind: WARNING, INFO, AUDIT... */
    type: code(),
    documentCategory: z.union(labelDocumentCategories.map((value) => z.literal(value))),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  filters: { tenantId: 'eq', type: 'in', documentCategory: 'eq', enabled: 'eq' },
  sortable: ['name', 'type'],
  unique: [['tenantId', 'documentCategory', 'name']],
});

export const setOfBooksResource = defineResource({
  name: 'set-of-books',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    setOfBooksName: text(60),
    setOfBooksCode: code(32),
    currencyCode: code(3),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'setOfBooksName',
  keyword: ['setOfBooksName', 'setOfBooksCode'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['setOfBooksName', 'setOfBooksCode'],
  unique: [['tenantId', 'setOfBooksCode']],
});

export const functionPackageResource = defineResource({
  name: 'function-package',
  scope: 'global',
  schema: z.object({ pkgCode: code(32), pkgName: text(60), pkgDescription: optionalText(), enabled }),
  permissions: { read: 'menu:read', write: 'menu:write' },
  title: 'pkgName',
  keyword: ['pkgName', 'pkgCode'],
  filters: { enabled: 'eq' },
  sortable: ['pkgName', 'pkgCode'],
  unique: [['pkgCode']],
});

export const airlineResource = defineResource({
  name: 'airline',
  scope: 'global',
  schema: z.object({
    name: text(60),
    nameEn: optionalText(100),
    code: z.string().regex(/^[A-Z0-9]{2,3}$/, ValidationMessage.AIRLINE_CODE),
    countryCode: code(3),
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'code'],
  filters: { countryCode: 'eq' },
  sortable: ['name', 'code'],
  unique: [['code']],
  importable: true,
});

export const enumerationItemResource = defineResource({
  name: 'enumeration-item',
  scope: 'global',
  schema: z.object({
    /** The enumeration: CLOUDENV, DEPLOY_ENV, REGION, CRM_CONTRACT_TYPE, CRM_BUY_TYPE, or a custom one. */
    customEnumerationCode: code(40),
    value: code(40),
    name: text(60),
    nameEn: optionalText(100),
    code: code(40),
    /** System enumerations carry a numeric type; custom templates are above 2000. */
    type: z.number().int().min(0).max(99_999).optional(),
    sequence: z.number().int().min(0).max(10_000).default(0),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  keyword: ['name', 'value', 'code'],
  filters: { customEnumerationCode: 'in', type: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'name', 'value'],
  unique: [['customEnumerationCode', 'value']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
});

export const cloudEnvResource = defineResource({
  name: 'cloud-env',
  scope: 'global',
  schema: z.object({
    code: code(32),
    name: text(60),
    region: code(),
    provider: optionalText(40),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'cloud-env:read', write: 'cloud-env:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { enabled: 'eq', region: 'in' },
  sortable: ['name', 'code'],
  unique: [['code']],
});

export const currencyResource = defineResource({
  name: 'currency',
  scope: 'global',
  schema: z.object({
    currencyCode,
    currencyName: text(40),
    chineseName: text(20),
    symbol: optionalText(5),
    decimals: z.number().int().min(0).max(4).default(2),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'currencyName',
  keyword: ['currencyCode', 'currencyName', 'chineseName'],
  filters: { enabled: 'eq' },
  sortable: ['currencyCode', 'currencyName'],
  unique: [['currencyCode']],
  defaultSort: { field: 'currencyCode', direction: 'asc' },
});

export const exchangeRateResource = defineResource({
  name: 'exchange-rate',
  scope: 'global',
  schema: z.object({
    fromCurrency: currencyCode,
    toCurrency: currencyCode,
    rate: z.number().positive().max(1_000_000),
    effectiveDate: date,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'fromCurrency',
  filters: { fromCurrency: 'eq', toCurrency: 'eq', effectiveDate: 'range' },
  sortable: ['effectiveDate', 'fromCurrency'],
  unique: [['fromCurrency', 'toCurrency', 'effectiveDate']],
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
});

export const countryResource = defineResource({
  name: 'country',
  scope: 'global',
  schema: z.object({
    code: countryCode,
    name: text(60),
    nameEn: text(80),
    continent: z.enum(continents),
    adCode: code(12),
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'code'],
  filters: { continent: 'in' },
  sortable: ['code', 'nameEn'],
  unique: [['code']],
  defaultSort: { field: 'code', direction: 'asc' },
});

export const cityResource = defineResource({
  name: 'city',
  scope: 'global',
  schema: z.object({
    adCode: code(12),
    name: text(60),
    nameEn: optionalText(80),
    /** municipality, prefecture-level city, county-level city, district, international city. */
    typeDescription: text(40),
    countryCode,
    provinceName: optionalText(60),
    enabled,
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'adCode'],
  filters: { countryCode: 'eq', typeDescription: 'eq', provinceName: 'eq', enabled: 'eq' },
  sortable: ['adCode', 'name'],
  unique: [['adCode']],
  importable: true,
});

export const cityLevelResource = defineResource({
  name: 'city-level',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(40),
    code: code(20),
    description: optionalText(200),
    cityAdCodes: z.array(code(12)).default([]),
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  filters: { tenantId: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const tenantExpenseTypeResource = defineResource({
  name: 'tenant-expense-type',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), category: optionalText(40), enabled }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', category: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const departmentResource = defineResource({
  name: 'department',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    name: text(60),
    code: code(32),
    /** The departmentOID of the parent; none for a root department. */
    parentOid: z.string().uuid().optional(),
    managerName: optionalText(60),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', companyId: 'eq', parentOid: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const departmentPositionResource = defineResource({
  name: 'department-position',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    positionCode: code(32),
    positionName: text(60),
    departmentOid: z.string().uuid().optional(),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'positionName',
  keyword: ['positionName', 'positionCode'],
  filters: { tenantId: 'eq', companyId: 'eq', departmentOid: 'eq', enabled: 'eq' },
  sortable: ['positionName', 'positionCode'],
  unique: [['tenantId', 'positionCode']],
});

export const costCenterResource = defineResource({
  name: 'cost-center',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), enabled }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const costCenterItemResource = defineResource({
  name: 'cost-center-item',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The costCenterOID of its cost center. */
    costCenterOid: z.string().uuid(),
    /** Ordered item number: the cost-center range search filters from and to on it. */
    itemNumber: z.number().int().min(0).max(999_999_999),
    name: text(60),
    code: code(32),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', costCenterOid: 'eq', itemNumber: 'range', enabled: 'eq' },
  sortable: ['itemNumber', 'name', 'code'],
  unique: [['costCenterOid', 'code']],
  defaultSort: { field: 'itemNumber', direction: 'asc' },
  importable: true,
});

export const userGroupResource = defineResource({
  name: 'user-group',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    name: text(60),
    code: code(32),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', companyId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const formResource = defineResource({
  name: 'form',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    companyId: companyId.optional(),
    formName: text(60),
    formCode: code(32),
    formType: z.enum(formTypes),
    /** The document category of the form (1001 application, 1002 reimbursement...). */
    documentCategory: z.number().int().positive(),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'formName',
  keyword: ['formName', 'formCode'],
  filters: { tenantId: 'eq', companyId: 'eq', formType: 'in', documentCategory: 'eq', enabled: 'eq' },
  sortable: ['formName', 'formCode'],
  unique: [['tenantId', 'formCode']],
});

export const creditModelResource = defineResource({
  name: 'credit-model',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), description: optionalText(), enabled }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const creditRuleConditionResource = defineResource({
  name: 'credit-rule-condition',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The auto-credit rule set the condition belongs to. */
    ruleSetId: z.number().int().positive(),
    conditionCode: code(40),
    conditionName: text(60),
    description: optionalText(),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'conditionName',
  keyword: ['conditionName', 'conditionCode'],
  filters: { tenantId: 'eq', ruleSetId: 'eq' },
  sortable: ['conditionName', 'conditionCode'],
  unique: [['tenantId', 'ruleSetId', 'conditionCode']],
});

export const expenseLabelResource = defineResource({
  name: 'expense-label',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(30),
    code: code(32),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, ValidationMessage.COLOR)
      .optional(),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
});

export const receiptTitleResource = defineResource({
  name: 'receipt-title',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The title's key, as the receipt-title lookup lists it. */
    key: code(40),
    titleName: text(100),
    taxNumber,
    taxpayerKind: z.enum(taxpayerKinds),
    address: optionalText(100),
    telephone: optionalText(30),
    bankName: optionalText(60),
    bankAccount: optionalText(40),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'titleName',
  keyword: ['titleName', 'taxNumber', 'key'],
  filters: { tenantId: 'eq', taxpayerKind: 'eq', enabled: 'eq' },
  sortable: ['titleName'],
  unique: [['tenantId', 'key']],
});

export const receiptedCompanyResource = defineResource({
  name: 'receipted-company',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    companyName: text(100),
    taxNumber,
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'companyName',
  keyword: ['companyName', 'taxNumber'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['companyName'],
  unique: [['tenantId', 'taxNumber']],
});

export const defaultPermissionResource = defineResource({
  name: 'default-permission',
  scope: 'global',
  schema: z.object({
    permissionName: text(60),
    permissionCode: code(60),
    /** The menu key the permission belongs to. */
    resourceKey: code(80),
    description: optionalText(),
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'permissionName',
  keyword: ['permissionName', 'permissionCode'],
  filters: { resourceKey: 'eq' },
  sortable: ['permissionName', 'permissionCode'],
  unique: [['permissionCode']],
});

/** A workplace-messaging or single-sign-on integration, and the domain whose login it takes over. */
export const authSourceResource = defineResource({
  name: 'auth-source',
  scope: 'global',
  schema: z.object({
    sourceType: z.enum(authSourceTypes),
    name: text(60),
    /** The `client_name` of the sso / ssoDirect password grant. */
    clientName: code(40),
    /** The console host name whose login page hands over to this source (`loginDecide`). */
    domainName: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253)
      .optional(),
    authUrl: z.string().url().max(500).optional(),
    appId: optionalText(100),
    tenantId: tenantId.optional(),
    enabled,
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'name',
  keyword: ['name', 'clientName', 'domainName'],
  filters: { sourceType: 'in', enabled: 'eq', domainName: 'eq', tenantId: 'eq' },
  sortable: ['name', 'sourceType'],
  unique: [['clientName'], ['domainName']],
});
