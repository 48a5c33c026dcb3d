import type { HttpClient, RequestOptions } from '@opsdesk/http';
import { z } from 'zod';
import type { labelDocumentCategories } from '../constants/statuses';
import type { continents, taxpayerKinds } from '../resources/enums';
import { pageSchema, type Page } from '../schemas/common';
import {
  autoCreditConditionLookupSchema,
  cityLevelLookupSchema,
  costCenterItemLookupSchema,
  creditModelLookupSchema,
  defaultPermissionLookupSchema,
  departmentMatchLookupSchema,
  departmentPositionLookupSchema,
  departmentLookupSchema,
  exchangeRateLookupSchema,
  expenseLabelLookupSchema,
  financeFormLookupSchema,
  furtherLookupCalls,
  countryLookupSchema,
  formLookupSchema,
  labelTypeLookupSchema,
  receiptedCompanyLookupSchema,
  receiptTitleLookupSchema,
  lookupRowsSchema,
  userEnumerationItemSchema,
  userGroupLookupSchema,
  type AutoCreditConditionLookup,
  type CityLevelLookup,
  type CostCenterItemLookup,
  type CreditModelLookup,
  type DefaultPermissionLookup,
  type DepartmentLookup,
  type DepartmentMatchLookup,
  type DepartmentPositionLookup,
  type ExchangeRateLookup,
  type ExpenseLabelLookup,
  type FinanceFormLookup,
  type FurtherLookupCall,
  type CountryLookup,
  type FormLookup,
  type LabelTypeLookup,
  type ReceiptedCompanyLookup,
  type ReceiptTitleLookup,
  type LookupRows,
  type UserEnumerationItem,
  type UserGroupLookup,
} from '../schemas/lookupSources';
import { getChecked } from './call';

// One typed function per further lookup of the call catalogue; each checks its answer.

/**
 * The tenant of a tenant-scoped lookup. Provider staff name it (the unpaged lists need it); a
 * tenant-bound account may leave it out for its own tenant, and naming another answers 403.
 */
export interface LookupTenantParams {
  readonly tenantId?: number | undefined;
}

export interface LookupPagingParams {
  /** From 0. */
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

/** A lookup's path with its `:name` parameters filled in. */
function pathOf(call: FurtherLookupCall, params: Readonly<Record<string, string | number>> = {}): string {
  return furtherLookupCalls[call].path.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export interface ProxyFormSearchParams extends LookupTenantParams, LookupPagingParams {
  readonly companyId?: number | undefined;
  /** Searched in the form's name and code. */
  readonly keyword?: string | undefined;
  readonly documentCategory?: number | undefined;
  /** Enabled or disabled forms only; both when left out. */
  readonly enabled?: boolean | undefined;
}

/** Proxy forms, any state unless `enabled` says: for maintaining bill proxy rules. */
export function searchProxyForms(
  http: HttpClient,
  params: ProxyFormSearchParams = {},
  options?: RequestOptions,
): Promise<Page<FormLookup>> {
  return getChecked(
    http,
    'searchProxyForms',
    pathOf('searchProxyForms'),
    pageSchema(formLookupSchema),
    params,
    options,
  );
}

/** Enabled proxy forms only: what a bill proxy rule under audit may name. */
export function searchAuditProxyForms(
  http: HttpClient,
  params: Omit<ProxyFormSearchParams, 'enabled'> = {},
  options?: RequestOptions,
): Promise<Page<FormLookup>> {
  return getChecked(
    http,
    'searchAuditProxyForms',
    pathOf('searchAuditProxyForms'),
    pageSchema(formLookupSchema),
    params,
    options,
  );
}

export interface TenantFormParams extends LookupTenantParams {
  readonly companyId?: number | undefined;
  readonly documentCategory?: number | undefined;
}

/** Every enabled proxy form of a tenant, by name. */
export function listCustomProxyForms(
  http: HttpClient,
  params: TenantFormParams = {},
  options?: RequestOptions,
): Promise<FormLookup[]> {
  return getChecked(
    http,
    'listCustomProxyForms',
    pathOf('listCustomProxyForms'),
    z.array(formLookupSchema),
    params,
    options,
  );
}

/** Every enabled loan-reference form of a tenant, by name. */
export function listLoanReferenceForms(
  http: HttpClient,
  params: TenantFormParams = {},
  options?: RequestOptions,
): Promise<FormLookup[]> {
  return getChecked(
    http,
    'listLoanReferenceForms',
    pathOf('listLoanReferenceForms'),
    z.array(formLookupSchema),
    params,
    options,
  );
}

export interface FinanceFormParams extends LookupTenantParams {
  readonly companyId?: number | undefined;
  /** Names each form's company (`companyName`). */
  readonly showCompany?: boolean | undefined;
}

/** Every enabled finance form of a tenant, by name. */
export function listFinanceForms(
  http: HttpClient,
  params: FinanceFormParams = {},
  options?: RequestOptions,
): Promise<FinanceFormLookup[]> {
  return getChecked(
    http,
    'listFinanceForms',
    pathOf('listFinanceForms'),
    z.array(financeFormLookupSchema),
    params,
    options,
  );
}

export interface LookupTenantKeywordParams extends LookupTenantParams {
  readonly keyword?: string | undefined;
}

/** The conditions of an auto-credit rule set of a tenant, by code. */
export function listAutoCreditConditions(
  http: HttpClient,
  ruleSetId: number,
  params: LookupTenantKeywordParams = {},
  options?: RequestOptions,
): Promise<AutoCreditConditionLookup[]> {
  return getChecked(
    http,
    'listAutoCreditConditions',
    pathOf('listAutoCreditConditions', { ruleSetId }),
    z.array(autoCreditConditionLookupSchema),
    params,
    options,
  );
}

/** Every enabled company of a tenant that receives invoices, by name. */
export function listReceiptedCompanies(
  http: HttpClient,
  params: LookupTenantKeywordParams = {},
  options?: RequestOptions,
): Promise<ReceiptedCompanyLookup[]> {
  return getChecked(
    http,
    'listReceiptedCompanies',
    pathOf('listReceiptedCompanies'),
    z.array(receiptedCompanyLookupSchema),
    params,
    options,
  );
}

export interface DepartmentPositionParams extends LookupTenantKeywordParams {
  readonly companyId?: number | undefined;
  readonly departmentOID?: string | undefined;
}

/** Every enabled position of a tenant (or of a company or department), by code. */
export function listDepartmentPositions(
  http: HttpClient,
  params: DepartmentPositionParams = {},
  options?: RequestOptions,
): Promise<DepartmentPositionLookup[]> {
  return getChecked(
    http,
    'listDepartmentPositions',
    pathOf('listDepartmentPositions'),
    z.array(departmentPositionLookupSchema),
    params,
    options,
  );
}

export interface ExchangeRateParams {
  /** The currency to convert from. */
  readonly currencyCode: string;
  /** The currency the rate is expressed in. */
  readonly baseCurrencyCode: string;
  /** YYYY-MM-DD; today when left out. */
  readonly date?: string | undefined;
}

/** The rate in effect on a date for a currency pair (404 when none is recorded). */
export function getExchangeRate(
  http: HttpClient,
  params: ExchangeRateParams,
  options?: RequestOptions,
): Promise<ExchangeRateLookup> {
  return getChecked(
    http,
    'getExchangeRate',
    pathOf('getExchangeRate'),
    exchangeRateLookupSchema,
    params,
    options,
  );
}

export interface RootDepartmentParams extends LookupTenantParams {
  readonly companyId?: number | undefined;
}

/** The enabled root departments of a tenant (or of one of its companies), by name. */
export function listRootDepartments(
  http: HttpClient,
  params: RootDepartmentParams = {},
  options?: RequestOptions,
): Promise<DepartmentLookup[]> {
  return getChecked(
    http,
    'listRootDepartments',
    pathOf('listRootDepartments'),
    z.array(departmentLookupSchema),
    params,
    options,
  );
}

/** The enabled children of a department, by name. */
export function listChildDepartments(
  http: HttpClient,
  departmentOID: string,
  options?: RequestOptions,
): Promise<DepartmentLookup[]> {
  return getChecked(
    http,
    'listChildDepartments',
    pathOf('listChildDepartments', { departmentOID }),
    z.array(departmentLookupSchema),
    undefined,
    options,
  );
}

export interface DepartmentLikeParams extends LookupTenantParams, LookupPagingParams {
  /** Part of the department's name or code. */
  readonly name: string;
  readonly companyId?: number | undefined;
}

/** Enabled departments whose name or code contains `name`, each with its path from the root. */
export function searchDepartmentsLike(
  http: HttpClient,
  params: DepartmentLikeParams,
  options?: RequestOptions,
): Promise<Page<DepartmentMatchLookup>> {
  return getChecked(
    http,
    'searchDepartmentsLike',
    pathOf('searchDepartmentsLike'),
    pageSchema(departmentMatchLookupSchema),
    params,
    options,
  );
}

export interface CostCenterItemParams {
  /** The lowest item number; a 'from' above the 'to' finds nothing (spec §5). */
  readonly fromItemNumber?: number | undefined;
  readonly toItemNumber?: number | undefined;
  readonly keyword?: string | undefined;
}

/** The enabled items of a cost center in item-number order, within a range of item numbers. */
export function listCostCenterItems(
  http: HttpClient,
  costCenterOID: string,
  params: CostCenterItemParams = {},
  options?: RequestOptions,
): Promise<CostCenterItemLookup[]> {
  return getChecked(
    http,
    'listCostCenterItems',
    pathOf('listCostCenterItems', { costCenterOID }),
    z.array(costCenterItemLookupSchema),
    params,
    options,
  );
}

/** The enabled user groups of a company (a tenant-bound account's own company when left out), by name. */
export function listCompanyUserGroups(
  http: HttpClient,
  params: { readonly companyId?: number | undefined } = {},
  options?: RequestOptions,
): Promise<UserGroupLookup[]> {
  return getChecked(
    http,
    'listCompanyUserGroups',
    pathOf('listCompanyUserGroups'),
    z.array(userGroupLookupSchema),
    params,
    options,
  );
}

export interface UserGroupSearchParams extends LookupTenantKeywordParams, LookupPagingParams {
  readonly companyId?: number | undefined;
}

/** Enabled user groups by name or code, a page at a time. */
export function searchUserGroups(
  http: HttpClient,
  params: UserGroupSearchParams = {},
  options?: RequestOptions,
): Promise<Page<UserGroupLookup>> {
  return getChecked(
    http,
    'searchUserGroups',
    pathOf('searchUserGroups'),
    pageSchema(userGroupLookupSchema),
    params,
    options,
  );
}

/** The countries other than the home country, by code, named in the request's language. */
export function listInternationalAreas(
  http: HttpClient,
  params: { readonly keyword?: string | undefined } = {},
  options?: RequestOptions,
): Promise<CountryLookup[]> {
  return getChecked(
    http,
    'listInternationalAreas',
    pathOf('listInternationalAreas'),
    z.array(countryLookupSchema),
    params,
    options,
  );
}

export interface CountriesByContinentParams {
  /** One or more continents; every continent when left out. */
  readonly continent?: (typeof continents)[number] | readonly (typeof continents)[number][] | undefined;
  /** 0 and 1 both ask for the first page, as the console's callers send either. */
  readonly page?: number | undefined;
  /** At most 1000 (the default). */
  readonly size?: number | undefined;
}

/** Countries by continent with their name and adCode, a page of up to 1000 at a time. */
export function listCountriesByContinent(
  http: HttpClient,
  params: CountriesByContinentParams = {},
  options?: RequestOptions,
): Promise<Page<CountryLookup>> {
  return getChecked(
    http,
    'listCountriesByContinent',
    pathOf('listCountriesByContinent'),
    pageSchema(countryLookupSchema),
    params,
    options,
  );
}

/** The city levels of the caller's tenant (provider staff name the tenant), by code. */
export function listMyCityLevels(
  http: HttpClient,
  params: LookupTenantParams = {},
  options?: RequestOptions,
): Promise<CityLevelLookup[]> {
  return getChecked(
    http,
    'listMyCityLevels',
    pathOf('listMyCityLevels'),
    z.array(cityLevelLookupSchema),
    params,
    options,
  );
}

/**
 * The enabled items of a custom enumeration in sequence, named in the request's language. The
 * enumeration is named by its code (`customEnumerationCode`), which stands as its OID.
 */
export function listEnumerationItemsByUser(
  http: HttpClient,
  enumerationOID: string,
  params: { readonly keyword?: string | undefined } = {},
  options?: RequestOptions,
): Promise<UserEnumerationItem[]> {
  return getChecked(
    http,
    'listEnumerationItemsByUser',
    pathOf('listEnumerationItemsByUser', { enumerationOID }),
    z.array(userEnumerationItemSchema),
    params,
    options,
  );
}

/** The enabled credit models of a tenant, by code. */
export function listCreditModels(
  http: HttpClient,
  params: LookupTenantKeywordParams = {},
  options?: RequestOptions,
): Promise<CreditModelLookup[]> {
  return getChecked(
    http,
    'listCreditModels',
    pathOf('listCreditModels'),
    z.array(creditModelLookupSchema),
    params,
    options,
  );
}

/** The enabled expense labels of a tenant, by code. */
export function listExpenseLabels(
  http: HttpClient,
  params: LookupTenantParams = {},
  options?: RequestOptions,
): Promise<ExpenseLabelLookup[]> {
  return getChecked(
    http,
    'listExpenseLabels',
    pathOf('listExpenseLabels'),
    z.array(expenseLabelLookupSchema),
    params,
    options,
  );
}

export interface LabelTypeParams extends LookupTenantParams {
  /** Only the labels of this document category; every category when left out. */
  readonly documentCategory?: (typeof labelDocumentCategories)[number] | undefined;
}

/** The kinds of the enabled labels of a tenant, by type, under `rows`. */
export function listLabelTypes(
  http: HttpClient,
  params: LabelTypeParams = {},
  options?: RequestOptions,
): Promise<LookupRows<LabelTypeLookup>> {
  return getChecked(
    http,
    'listLabelTypes',
    pathOf('listLabelTypes'),
    lookupRowsSchema(labelTypeLookupSchema),
    params,
    options,
  );
}

export interface ReceiptTitleParams extends LookupTenantKeywordParams {
  readonly taxpayerKind?: (typeof taxpayerKinds)[number] | undefined;
}

/** The enabled invoice titles of a tenant with their taxpayer kind, under `rows`. */
export function listReceiptTitles(
  http: HttpClient,
  params: ReceiptTitleParams = {},
  options?: RequestOptions,
): Promise<LookupRows<ReceiptTitleLookup>> {
  return getChecked(
    http,
    'listReceiptTitles',
    pathOf('listReceiptTitles'),
    lookupRowsSchema(receiptTitleLookupSchema),
    params,
    options,
  );
}

export interface DefaultPermissionParams {
  /** The menu key the permissions belong to. */
  readonly resourceKey?: string | undefined;
  readonly keyword?: string | undefined;
}

/** The default permissions, by code. */
export function listDefaultPermissions(
  http: HttpClient,
  params: DefaultPermissionParams = {},
  options?: RequestOptions,
): Promise<DefaultPermissionLookup[]> {
  return getChecked(
    http,
    'listDefaultPermissions',
    pathOf('listDefaultPermissions'),
    z.array(defaultPermissionLookupSchema),
    params,
    options,
  );
}
