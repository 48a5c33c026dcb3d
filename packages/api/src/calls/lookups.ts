import type { HttpClient, RequestOptions } from '@opsdesk/http';
import { z } from 'zod';
import type { Page } from '../schemas/common';
import {
  airlineLookupPageSchema,
  backendUserLookupPageSchema,
  cityLookupPageSchema,
  companyLookupPageSchema,
  companyLookupSchema,
  contractLookupPageSchema,
  crmCustomerLookupPageSchema,
  functionPackageLookupPageSchema,
  labelLookupSchema,
  orderLookupPageSchema,
  preOpenOrderLookupSchema,
  setOfBooksLookupSchema,
  staffLookupPageSchema,
  staffLookupSchema,
  tenantExpenseTypeLookupPageSchema,
  tenantGroupLookupSchema,
  tenantLookupPageSchema,
  tenantNoticeRuleLookupSchema,
  USER_INFO_QUERY_TYPE,
  type AirlineLookup,
  type BackendUserLookup,
  type CityLookup,
  type CompanyLookup,
  type ContractLookup,
  type CrmCustomerLookup,
  type CrmLifeStatus,
  type FunctionPackageLookup,
  type LabelDocumentCategory,
  type LabelLookup,
  type TenantLicensed,
  type TenantNoticeType,
  type OrderLookup,
  type PreOpenOrderLookup,
  type SetOfBooksLookup,
  type StaffLookup,
  type TenantExpenseTypeLookup,
  type TenantGroupLookup,
  type TenantLookup,
  type TenantNoticeRuleLookup,
} from '../schemas/lookups';
import { USERS_LIST_SIZE } from '../constants/limits';
import { getChecked } from './call';

// The tenant, company and customer pickers of spec §7, one typed call each. Paged calls take
// `page` (from 0) and `size`; a filter left undefined is not sent.

export interface LookupPageParams {
  readonly page?: number;
  readonly size?: number;
  /** `field,asc` or `field,desc`. */
  readonly sort?: string;
}

export interface LookupKeywordParams extends LookupPageParams {
  readonly keyword?: string;
}

type OneOrMany<T> = T | readonly T[];

export interface TenantSearchFilters extends LookupKeywordParams {
  /** Part of the tenant's name. */
  readonly tenantName?: string;
  readonly tenantId?: number;
  readonly licensed?: TenantLicensed;
  readonly region?: OneOrMany<string>;
  /** Cloud environment codes. */
  readonly cloud?: OneOrMany<string>;
  /**
   * Defaults to `false`, the non-sandbox tenants (spec §5). `null` clears it: the search covers every
   * tenant, sandbox or not, which the call asks for with `isAll=true`.
   */
  readonly sandbox?: boolean | null;
}

/** GET /api/tenant/object/list/page: the tenant picker. */
export function searchTenants(
  http: HttpClient,
  filters: TenantSearchFilters = {},
  options?: RequestOptions,
): Promise<Page<TenantLookup>> {
  const { sandbox = false, ...rest } = filters;
  return getChecked(
    http,
    'searchTenants',
    '/api/tenant/object/list/page',
    tenantLookupPageSchema,
    { ...rest, ...(sandbox === null ? { isAll: true } : { sandbox }) },
    options,
  );
}

/** GET /api/tenant/list/page: every tenant, a page at a time. */
export function listTenants(
  http: HttpClient,
  params: LookupKeywordParams = {},
  options?: RequestOptions,
): Promise<Page<TenantLookup>> {
  return getChecked(http, 'listTenants', '/api/tenant/list/page', tenantLookupPageSchema, params, options);
}

export interface CompanySearchFilters extends LookupKeywordParams {
  /** Required of the provider's staff; a tenant-bound account's own tenant otherwise. */
  readonly tenantId?: number;
  readonly enabled?: boolean;
}

/** GET /api/company/by/tenant/page: the companies of a tenant. */
export function searchCompaniesOfTenant(
  http: HttpClient,
  filters: CompanySearchFilters,
  options?: RequestOptions,
): Promise<Page<CompanyLookup>> {
  return getChecked(
    http,
    'searchCompaniesOfTenant',
    '/api/company/by/tenant/page',
    companyLookupPageSchema,
    filters,
    options,
  );
}

/** GET /api/company/available: the enabled companies of a tenant. */
export function listAvailableCompanies(
  http: HttpClient,
  filters: { readonly tenantId?: number; readonly keyword?: string },
  options?: RequestOptions,
): Promise<CompanyLookup[]> {
  return getChecked(
    http,
    'listAvailableCompanies',
    '/api/company/available',
    z.array(companyLookupSchema),
    filters,
    options,
  );
}

export interface CitySearchFilters extends LookupKeywordParams {
  /** An ISO 3166 alpha-2 country code. */
  readonly country?: string;
}

/** GET /api/custom/location/search: enabled cities by name, English name or adCode. */
export function searchCities(
  http: HttpClient,
  filters: CitySearchFilters = {},
  options?: RequestOptions,
): Promise<Page<CityLookup>> {
  return getChecked(
    http,
    'searchCities',
    '/api/custom/location/search',
    cityLookupPageSchema,
    filters,
    options,
  );
}

export interface TenantExpenseTypeFilters extends LookupKeywordParams {
  readonly tenantId?: number;
  readonly category?: string;
  readonly enabled?: boolean;
}

/** GET /api/tenant/expense/type/statistic/list/page. */
export function searchTenantExpenseTypes(
  http: HttpClient,
  filters: TenantExpenseTypeFilters = {},
  options?: RequestOptions,
): Promise<Page<TenantExpenseTypeLookup>> {
  return getChecked(
    http,
    'searchTenantExpenseTypes',
    '/api/tenant/expense/type/statistic/list/page',
    tenantExpenseTypeLookupPageSchema,
    filters,
    options,
  );
}

export interface StaffQueryFilters extends LookupKeywordParams {
  readonly tenantId?: number;
  readonly status?: OneOrMany<StaffLookup['status']>;
}

/** GET /api/tenant/common/query?queryType=USER_INFO: the data query over staff, left staff included. */
export function queryUserInfo(
  http: HttpClient,
  filters: StaffQueryFilters = {},
  options?: RequestOptions,
): Promise<Page<StaffLookup>> {
  return getChecked(
    http,
    'queryUserInfo',
    '/api/tenant/common/query',
    staffLookupPageSchema,
    { ...filters, queryType: USER_INFO_QUERY_TYPE },
    options,
  );
}

/** GET /api/user/search/by/keyword: staff who have not left, by name, employee ID, e-mail or mobile. */
export function searchStaffByKeyword(
  http: HttpClient,
  filters: LookupKeywordParams = {},
  options?: RequestOptions,
): Promise<Page<StaffLookup>> {
  return getChecked(
    http,
    'searchStaffByKeyword',
    '/api/user/search/by/keyword',
    staffLookupPageSchema,
    filters,
    options,
  );
}

/** GET /api/user/search/by/tenantId/keyword: like `searchStaffByKeyword`, within one tenant. */
export function searchStaffOfTenant(
  http: HttpClient,
  filters: LookupKeywordParams & { readonly tenantId?: number },
  options?: RequestOptions,
): Promise<Page<StaffLookup>> {
  return getChecked(
    http,
    'searchStaffOfTenant',
    '/api/user/search/by/tenantId/keyword',
    staffLookupPageSchema,
    filters,
    options,
  );
}

/**
 * GET /api/user/search/mobile/email: the staff picker. The keyword must be an e-mail address or a
 * mobile number (`isStaffContactKeyword`); the service answers 400 naming `keyword` otherwise.
 */
export function searchStaffByContact(
  http: HttpClient,
  keyword: string,
  filters: { readonly tenantId?: number } = {},
  options?: RequestOptions,
): Promise<StaffLookup[]> {
  return getChecked(
    http,
    'searchStaffByContact',
    '/api/user/search/mobile/email',
    z.array(staffLookupSchema),
    { ...filters, keyword },
    options,
  );
}

export interface BackendUserFilters extends LookupPageParams {
  readonly keyword?: string;
  readonly enabled?: boolean;
}

/** GET /api/getUsers: the provider's back-office accounts, one page of 2000 unless told otherwise. */
export function listBackendUsers(
  http: HttpClient,
  filters: BackendUserFilters = {},
  options?: RequestOptions,
): Promise<Page<BackendUserLookup>> {
  return getChecked(
    http,
    'listBackendUsers',
    '/api/getUsers',
    backendUserLookupPageSchema,
    { page: 0, size: USERS_LIST_SIZE, ...filters },
    options,
  );
}

export interface CrmCustomerFilters extends LookupKeywordParams {
  readonly lifeStatus?: OneOrMany<CrmLifeStatus>;
  readonly productLine?: string;
  readonly tenantId?: number;
}

/** GET /api/crm/customer/info/simple/page. */
export function searchCrmCustomers(
  http: HttpClient,
  filters: CrmCustomerFilters = {},
  options?: RequestOptions,
): Promise<Page<CrmCustomerLookup>> {
  return getChecked(
    http,
    'searchCrmCustomers',
    '/api/crm/customer/info/simple/page',
    crmCustomerLookupPageSchema,
    filters,
    options,
  );
}

/** GET /api/tenant/notice/rule/list/license/by/tenant: the notice rules that apply to a tenant's licence. */
export function listTenantNoticeRules(
  http: HttpClient,
  filters: {
    readonly tenantId?: number;
    readonly noticeType?: OneOrMany<TenantNoticeType>;
    readonly enabled?: boolean;
  },
  options?: RequestOptions,
): Promise<TenantNoticeRuleLookup[]> {
  return getChecked(
    http,
    'listTenantNoticeRules',
    '/api/tenant/notice/rule/list/license/by/tenant',
    z.array(tenantNoticeRuleLookupSchema),
    filters,
    options,
  );
}

/** GET /api/tenantGroup?isEnabled=true: the enabled tenant groups unless told otherwise. */
export function listTenantGroups(
  http: HttpClient,
  filters: { readonly isEnabled?: boolean; readonly keyword?: string } = {},
  options?: RequestOptions,
): Promise<TenantGroupLookup[]> {
  return getChecked(
    http,
    'listTenantGroups',
    '/api/tenantGroup',
    z.array(tenantGroupLookupSchema),
    { isEnabled: true, ...filters },
    options,
  );
}

export interface ContractFilters extends LookupKeywordParams {
  readonly tenantId?: number;
  readonly contractStatus?: OneOrMany<ContractLookup['contractStatus']>;
  /** Items of CRM_CONTRACT_TYPE. */
  readonly contractType?: OneOrMany<string>;
  /** Part of the owner's name. */
  readonly owner?: string;
}

/** GET /api/contract/info/page. */
export function searchContracts(
  http: HttpClient,
  filters: ContractFilters = {},
  options?: RequestOptions,
): Promise<Page<ContractLookup>> {
  return getChecked(
    http,
    'searchContracts',
    '/api/contract/info/page',
    contractLookupPageSchema,
    filters,
    options,
  );
}

export interface OrderFilters extends LookupKeywordParams {
  readonly contractCode?: string;
  readonly tenantId?: number;
  readonly orderStatus?: OneOrMany<OrderLookup['orderStatus']>;
  readonly orderType?: OneOrMany<OrderLookup['orderType']>;
}

/** GET /api/order/info/page/by/contract/tenant: orders of a contract and/or a tenant. */
export function searchOrders(
  http: HttpClient,
  filters: OrderFilters = {},
  options?: RequestOptions,
): Promise<Page<OrderLookup>> {
  return getChecked(
    http,
    'searchOrders',
    '/api/order/info/page/by/contract/tenant',
    orderLookupPageSchema,
    filters,
    options,
  );
}

/** GET /api/order/info/preOpen/by/tenant: the pre-open orders of a tenant. */
export function listPreOpenOrders(
  http: HttpClient,
  filters: { readonly tenantId?: number },
  options?: RequestOptions,
): Promise<PreOpenOrderLookup[]> {
  return getChecked(
    http,
    'listPreOpenOrders',
    '/api/order/info/preOpen/by/tenant',
    z.array(preOpenOrderLookupSchema),
    filters,
    options,
  );
}

/** GET /api/airline/search: airlines by name, English name or code. */
export function searchAirlines(
  http: HttpClient,
  filters: LookupKeywordParams & { readonly country?: string } = {},
  options?: RequestOptions,
): Promise<Page<AirlineLookup>> {
  return getChecked(http, 'searchAirlines', '/api/airline/search', airlineLookupPageSchema, filters, options);
}

export interface LabelFilters {
  /** The service takes 1002 (reimbursement) when it is left out; it cannot be cleared (spec §5). */
  readonly documentCategory?: LabelDocumentCategory;
  readonly tenantId?: number;
  readonly type?: OneOrMany<string>;
  readonly keyword?: string;
}

/** GET /api/tenant/label/list: the label picker, the enabled labels of a document category. */
export function listLabels(
  http: HttpClient,
  filters: LabelFilters = {},
  options?: RequestOptions,
): Promise<LabelLookup[]> {
  return getChecked(
    http,
    'listLabels',
    '/api/tenant/label/list',
    z.array(labelLookupSchema),
    filters,
    options,
  );
}

/** GET /api/artemis/setOfBooks/query/dto?enabled=true: the enabled sets of books unless told otherwise. */
export function listSetsOfBooks(
  http: HttpClient,
  filters: { readonly enabled?: boolean; readonly tenantId?: number; readonly keyword?: string } = {},
  options?: RequestOptions,
): Promise<SetOfBooksLookup[]> {
  return getChecked(
    http,
    'listSetsOfBooks',
    '/api/artemis/setOfBooks/query/dto',
    z.array(setOfBooksLookupSchema),
    { enabled: true, ...filters },
    options,
  );
}

/** GET /api/funcPkg/query/pages: function packages, a page at a time. */
export function searchFunctionPackages(
  http: HttpClient,
  filters: LookupKeywordParams & { readonly isEnabled?: boolean } = {},
  options?: RequestOptions,
): Promise<Page<FunctionPackageLookup>> {
  return getChecked(
    http,
    'searchFunctionPackages',
    '/api/funcPkg/query/pages',
    functionPackageLookupPageSchema,
    filters,
    options,
  );
}
