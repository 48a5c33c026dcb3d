import { z } from 'zod';
import type { Authority } from '../permissions';
import { labelDocumentCategories } from '../constants/statuses';
import { continents, formTypes, taxpayerKinds } from '../resources/enums';
import { pageSchema } from './common';

// The further lookups of the call catalogue: what each answers, and the lookup-source table (spec §3)
// that says which field of an item a picker keeps as its value.

const id = z.number().int().positive();
const oid = z.string().uuid();
/** Optional text of a record: null when the record has none. */
const optionalText = z.string().nullable();

/** A form of the form lookups: proxy, loan-reference and finance forms (picker identifier `formOID`). */
export const formLookupSchema = z.object({
  formOID: oid,
  id,
  formName: z.string(),
  formCode: z.string(),
  formType: z.enum(formTypes),
  /** The document category of the form (1001 application, 1002 reimbursement...). */
  documentCategory: z.number().int(),
  tenantId: id,
  /** The company the form belongs to; null for a form of the whole tenant. */
  companyId: id.nullable(),
  enabled: z.boolean(),
});

export type FormLookup = z.infer<typeof formLookupSchema>;

/** A finance form; with `showCompany` it also names its company (null for a form of the whole tenant). */
export const financeFormLookupSchema = formLookupSchema.extend({
  companyName: z.string().nullable().optional(),
});

export type FinanceFormLookup = z.infer<typeof financeFormLookupSchema>;

/** A condition of an auto-credit rule set (picker identifier `conditionCode`). */
export const autoCreditConditionLookupSchema = z.object({
  conditionCode: z.string(),
  id,
  conditionName: z.string(),
  description: optionalText,
  ruleSetId: id,
  tenantId: id,
});

export type AutoCreditConditionLookup = z.infer<typeof autoCreditConditionLookupSchema>;

/** A company that receives invoices (picker identifier `companyReceiptedOID`). */
export const receiptedCompanyLookupSchema = z.object({
  companyReceiptedOID: oid,
  id,
  companyName: z.string(),
  taxNumber: z.string(),
  tenantId: id,
});

export type ReceiptedCompanyLookup = z.infer<typeof receiptedCompanyLookupSchema>;

/** A position in a department (picker identifier `positionCode`). */
export const departmentPositionLookupSchema = z.object({
  positionCode: z.string(),
  id,
  positionName: z.string(),
  /** The department the position belongs to; null for a position of the whole company. */
  departmentOID: oid.nullable(),
  tenantId: id,
  companyId: id,
});

export type DepartmentPositionLookup = z.infer<typeof departmentPositionLookupSchema>;

/**
 * The rate of a currency pair on a date (picker identifier `currencyCode`): one unit of
 * `currencyCode` is worth `rate` units of `baseCurrencyCode`.
 */
export const exchangeRateLookupSchema = z.object({
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  currencyName: z.string(),
  baseCurrencyCode: z.string().regex(/^[A-Z]{3}$/),
  baseCurrencyName: z.string(),
  rate: z.number().positive(),
  /** The date the rate took effect: the latest one on or before the date asked for. */
  effectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** True when only the opposite pair is recorded and the rate is its inverse. */
  inverted: z.boolean(),
});

export type ExchangeRateLookup = z.infer<typeof exchangeRateLookupSchema>;

/** A department of the department tree (picker identifier `departmentOID`). */
export const departmentLookupSchema = z.object({
  departmentOID: oid,
  id,
  name: z.string(),
  code: z.string(),
  /** Null for a root department. */
  parentDepartmentOID: oid.nullable(),
  managerName: optionalText,
  tenantId: id,
  companyId: id,
  /** Whether it has enabled children to expand. */
  hasChildren: z.boolean(),
});

export type DepartmentLookup = z.infer<typeof departmentLookupSchema>;

/** A department found by name, with its ancestors from the root down, for a tree picker to expand to it. */
export const departmentMatchLookupSchema = departmentLookupSchema.extend({
  path: z.array(z.object({ departmentOID: oid, name: z.string() })),
});

export type DepartmentMatchLookup = z.infer<typeof departmentMatchLookupSchema>;

/** An item of a cost center (picker identifier `id`). */
export const costCenterItemLookupSchema = z.object({
  id,
  costCenterOID: oid,
  /** The ordered number the range search filters on. */
  itemNumber: z.number().int().nonnegative(),
  name: z.string(),
  code: z.string(),
});

export type CostCenterItemLookup = z.infer<typeof costCenterItemLookupSchema>;

/** A user group (picker identifier `id`). */
export const userGroupLookupSchema = z.object({
  id,
  name: z.string(),
  code: z.string(),
  description: optionalText,
  tenantId: id,
  companyId: id,
});

export type UserGroupLookup = z.infer<typeof userGroupLookupSchema>;

/** A country (picker identifier `code`), its name in the request's language. */
export const countryLookupSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  id,
  name: z.string(),
  adCode: z.string(),
  continent: z.enum(continents),
});

export type CountryLookup = z.infer<typeof countryLookupSchema>;

/** A city level of a tenant's travel standards (picker identifier `id`). */
export const cityLevelLookupSchema = z.object({
  id,
  name: z.string(),
  code: z.string(),
  description: optionalText,
  cityAdCodes: z.array(z.string()),
});

export type CityLevelLookup = z.infer<typeof cityLevelLookupSchema>;

/** An item of a custom enumeration a user may pick (picker identifier `value`), named in the request's language. */
export const userEnumerationItemSchema = z.object({
  value: z.string(),
  id,
  name: z.string(),
  code: z.string(),
  sequence: z.number().int(),
});

export type UserEnumerationItem = z.infer<typeof userEnumerationItemSchema>;

/** A credit model (picker identifier `id`). */
export const creditModelLookupSchema = z.object({
  id,
  name: z.string(),
  code: z.string(),
  description: optionalText,
});

export type CreditModelLookup = z.infer<typeof creditModelLookupSchema>;

/** An expense label (picker identifier `id`). */
export const expenseLabelLookupSchema = z.object({
  id,
  name: z.string(),
  code: z.string(),
  /** `#rrggbb`, or null for the default colour. */
  color: optionalText,
});

export type ExpenseLabelLookup = z.infer<typeof expenseLabelLookupSchema>;

/**
 * A kind of label of a tenant (picker identifier `type`): the labels themselves are listed by the
 * tenant label picker (`/api/tenant/label/list`); this lookup gives the kinds they come in.
 */
export const labelTypeLookupSchema = z.object({
  type: z.string(),
  /** How many enabled labels are of this type. */
  labelCount: z.number().int().positive(),
  /** Their names, in order. */
  names: z.array(z.string()),
  /** The document categories they are used in, in ascending order. */
  documentCategories: z.array(z.union(labelDocumentCategories.map((value) => z.literal(value)))),
});

export type LabelTypeLookup = z.infer<typeof labelTypeLookupSchema>;

/** An invoice title (picker identifier `key`) with its taxpayer kind and the fields printed on an invoice. */
export const receiptTitleLookupSchema = z.object({
  key: z.string(),
  id,
  titleName: z.string(),
  taxNumber: z.string(),
  /** General or small-scale taxpayer (spec §9). */
  taxpayerKind: z.enum(taxpayerKinds),
  address: optionalText,
  telephone: optionalText,
  bankName: optionalText,
  bankAccount: optionalText,
});

export type ReceiptTitleLookup = z.infer<typeof receiptTitleLookupSchema>;

/** A default permission (selector: permissionName and permissionCode). */
export const defaultPermissionLookupSchema = z.object({
  permissionCode: z.string(),
  id,
  permissionName: z.string(),
  /** The menu key the permission belongs to. */
  resourceKey: z.string(),
  description: optionalText,
});

export type DefaultPermissionLookup = z.infer<typeof defaultPermissionLookupSchema>;

/** The answer of the lookups that list under `rows` (label types, receipt titles), with the whole count. */
export function lookupRowsSchema<T extends z.ZodType>(item: T) {
  return z.object({ rows: z.array(item), total: z.number().int().nonnegative() });
}

export interface LookupRows<T> {
  rows: T[];
  total: number;
}

/**
 * How a lookup answers: a Spring page, a plain list (capped by the service, with the whole count
 * in `X-Total-Count`), a list under `rows`, or one object.
 */
export type LookupAnswer = 'page' | 'list' | 'rows' | 'one';

export interface FurtherLookupCallDefinition {
  readonly method: 'GET';
  /** The path, with `:name` for path parameters. */
  readonly path: string;
  /** The authority the operation-service asks of the caller. */
  readonly authority: Authority;
  readonly answer: LookupAnswer;
  /** The schema of one item (of the whole answer for `one`). */
  readonly item: z.ZodObject;
}

const lookup = <const P extends string, I extends z.ZodObject>(
  path: P,
  authority: Authority,
  answer: LookupAnswer,
  item: I,
) => ({ method: 'GET', path, authority, answer, item }) as const satisfies FurtherLookupCallDefinition;

/**
 * The further lookup GETs of the call catalogue (spec §7), by the name of the typed call that
 * serves each. The operation-service registers its routes from these paths and authorities.
 */
export const furtherLookupCalls = {
  searchProxyForms: lookup('/api/billProxyRule/proxy/forms/search', 'finance:read', 'page', formLookupSchema),
  searchAuditProxyForms: lookup(
    '/api/billProxyRule/proxy/forms/audit/search',
    'finance:read',
    'page',
    formLookupSchema,
  ),
  listCustomProxyForms: lookup('/api/custom/forms/proxy', 'finance:read', 'list', formLookupSchema),
  listLoanReferenceForms: lookup('/api/forms/loan/reference', 'finance:read', 'list', formLookupSchema),
  listAutoCreditConditions: lookup(
    '/api/credit/auto/:ruleSetId/conditions',
    'finance:read',
    'list',
    autoCreditConditionLookupSchema,
  ),
  listReceiptedCompanies: lookup(
    '/api/all/company/receipted/invoices',
    'finance:read',
    'list',
    receiptedCompanyLookupSchema,
  ),
  listDepartmentPositions: lookup(
    '/api/departmentposition',
    'staff:read',
    'list',
    departmentPositionLookupSchema,
  ),
  getExchangeRate: lookup('/api/get/exchange/rate', 'reference:read', 'one', exchangeRateLookupSchema),
  listRootDepartments: lookup('/api/departments/root/v2', 'staff:read', 'list', departmentLookupSchema),
  listChildDepartments: lookup(
    '/api/departments/:departmentOID/children',
    'staff:read',
    'list',
    departmentLookupSchema,
  ),
  searchDepartmentsLike: lookup('/api/departments/like', 'staff:read', 'page', departmentMatchLookupSchema),
  listCostCenterItems: lookup(
    '/api/cost/center/items/:costCenterOID/all',
    'finance:read',
    'list',
    costCenterItemLookupSchema,
  ),
  listCompanyUserGroups: lookup('/api/user/groups/company', 'staff:read', 'list', userGroupLookupSchema),
  searchUserGroups: lookup('/api/user/groups/search', 'staff:read', 'page', userGroupLookupSchema),
  listInternationalAreas: lookup(
    '/api/areas/international/list',
    'location:read',
    'list',
    countryLookupSchema,
  ),
  listCountriesByContinent: lookup(
    '/api/areas/country/list/continent',
    'location:read',
    'page',
    countryLookupSchema,
  ),
  listMyCityLevels: lookup('/api/levels/my', 'reference:read', 'list', cityLevelLookupSchema),
  listEnumerationItemsByUser: lookup(
    '/api/custom/enumerations/:enumerationOID/items/by/user',
    'reference:read',
    'list',
    userEnumerationItemSchema,
  ),
  listFinanceForms: lookup('/api/forms/finance/all', 'finance:read', 'list', financeFormLookupSchema),
  listCreditModels: lookup('/api/credit/all/model', 'finance:read', 'list', creditModelLookupSchema),
  listExpenseLabels: lookup('/api/expense/labels', 'finance:read', 'list', expenseLabelLookupSchema),
  listLabelTypes: lookup('/api/labels', 'reference:read', 'rows', labelTypeLookupSchema),
  listReceiptTitles: lookup('/api/receipt/vicp/titles', 'finance:read', 'rows', receiptTitleLookupSchema),
  listDefaultPermissions: lookup(
    '/api/resource/detail/default/permission',
    'admin:read',
    'list',
    defaultPermissionLookupSchema,
  ),
} as const;

export type FurtherLookupCall = keyof typeof furtherLookupCalls;

/** The schema of a further lookup's whole answer, from how it answers. */
export function furtherLookupAnswerSchema(call: FurtherLookupCall): z.ZodType {
  const { answer, item } = furtherLookupCalls[call];
  switch (answer) {
    case 'page':
      return pageSchema(item);
    case 'list':
      return z.array(item);
    case 'rows':
      return lookupRowsSchema(item);
    case 'one':
      return item;
  }
}

type ItemOf<C extends FurtherLookupCall> = z.infer<(typeof furtherLookupCalls)[C]['item']>;

export interface LookupSource<C extends FurtherLookupCall = FurtherLookupCall> {
  /** The source as spec §3 names it. */
  readonly source: string;
  /** The field of an item a picker keeps as its value. */
  readonly identifier: keyof ItemOf<C> & string;
  /** The calls that serve it. */
  readonly calls: readonly C[];
}

const source = <C extends FurtherLookupCall>(
  name: string,
  identifier: keyof ItemOf<C> & string,
  calls: readonly C[],
): LookupSource<C> => ({ source: name, identifier, calls });

/**
 * The lookup sources of the pickers (spec §3): each with its identifier field and the calls that
 * serve it. OIDs are the records' `oid`. Default permissions come from the selector sources of §3.
 */
export const lookupSources = {
  proxyForms: source('proxy forms', 'formOID', [
    'searchProxyForms',
    'searchAuditProxyForms',
    'listCustomProxyForms',
  ]),
  loanReferenceForms: source('loan-reference forms', 'formOID', ['listLoanReferenceForms']),
  autoCreditRuleConditions: source('auto-credit rule conditions', 'conditionCode', [
    'listAutoCreditConditions',
  ]),
  receiptedCompanies: source('receipted companies', 'companyReceiptedOID', ['listReceiptedCompanies']),
  departmentPositions: source('department positions', 'positionCode', ['listDepartmentPositions']),
  exchangeRates: source('currency and exchange rates', 'currencyCode', ['getExchangeRate']),
  departments: source('departments', 'departmentOID', [
    'listRootDepartments',
    'listChildDepartments',
    'searchDepartmentsLike',
  ]),
  costCenterItems: source('cost-center items', 'id', ['listCostCenterItems']),
  userGroups: source('user groups', 'id', ['listCompanyUserGroups', 'searchUserGroups']),
  countries: source('countries', 'code', ['listInternationalAreas', 'listCountriesByContinent']),
  cityLevels: source('city levels', 'id', ['listMyCityLevels']),
  enumerationItems: source('enumeration items', 'value', ['listEnumerationItemsByUser']),
  financeForms: source('finance forms', 'formOID', ['listFinanceForms']),
  creditModels: source('credit models', 'id', ['listCreditModels']),
  expenseLabels: source('expense labels', 'id', ['listExpenseLabels']),
  labels: source('labels (list under rows)', 'type', ['listLabelTypes']),
  receiptTitles: source('receipt titles (list under rows)', 'key', ['listReceiptTitles']),
  defaultPermissions: source('default permissions', 'permissionCode', ['listDefaultPermissions']),
} as const;

export type LookupSourceName = keyof typeof lookupSources;

/** The home country of the platform: the international areas are the countries other than it. */
export const HOME_COUNTRY_CODE = 'CN';
