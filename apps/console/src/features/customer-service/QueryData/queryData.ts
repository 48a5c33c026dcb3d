import { DocumentStatus, documentStatuses, type csDocumentKinds } from '@opsdesk/api';
import {
  buildFunctionPermissionTree,
  filterFunctionPermissionTree,
  functionPermissionCatalogue,
  mergeFunctionPermissions,
  QUERY_DATA_MENU_KEY,
  queryDataTabs,
  type FunctionPermissionNode,
  type MaybeSubject,
  type PermissionCatalogueMenu,
} from '@opsdesk/auth';

/** The data tabs of the customer-service query, as the function-permission tree names them. */
export type QueryDataTabKey = (typeof queryDataTabs)[number]['key'];
export const queryDataTabKeys: readonly QueryDataTabKey[] = queryDataTabs.map((tab) => tab.key);

/** The dimission button of the personal-information tab (menuType B). */
export const DIMISSION_KEY = 'query-data-personal-info-dimission';

export type CsDocumentKind = (typeof csDocumentKinds)[number];

/** What the user may see of the query: the granted tabs in the catalogue's order, and the dimission button. */
export interface QueryDataGrants {
  readonly tabs: readonly QueryDataTabKey[];
  readonly dimission: boolean;
}

/** The function-permission tree of the console's menu with the spec's tabs and buttons merged in. */
export function buildQueryDataTree(menus: readonly PermissionCatalogueMenu[]): FunctionPermissionNode[] {
  return buildFunctionPermissionTree(mergeFunctionPermissions(menus, functionPermissionCatalogue));
}

function findNode(nodes: readonly FunctionPermissionNode[], key: string): FunctionPermissionNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The tabs and the dimission button a subject holds: the nodes under query data that stay in the
 * tree filtered for the subject (a view of their own, or their screen's grant; `permitAll` passes).
 */
export function queryDataGrants(
  tree: readonly FunctionPermissionNode[],
  subject: MaybeSubject,
): QueryDataGrants {
  const screen = findNode(filterFunctionPermissionTree(tree, subject), QUERY_DATA_MENU_KEY);
  if (!screen) return { tabs: [], dimission: false };
  const held = new Set<string>();
  const walk = (nodes: readonly FunctionPermissionNode[]) => {
    for (const node of nodes) {
      held.add(node.key);
      walk(node.children);
    }
  };
  walk(screen.children);
  return {
    tabs: queryDataTabKeys.filter((key) => held.has(key)),
    dimission: held.has(DIMISSION_KEY),
  };
}

// ---------------------------------------------------------------------------------------------
// The session cache (spec §3, cache group): customerServiceTab, default `list`.

/** The session-storage key of the customer-service tab. */
export const CUSTOMER_SERVICE_TAB_KEY = 'customerServiceTab';
/** The tab state of the employee list: the default. */
export const LIST_TAB = 'list';
/** The session-storage key of the list's last search, restored when coming back to the list. */
export const CUSTOMER_SERVICE_QUERY_KEY = 'customerServiceQuery';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): StorageLike | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The customer-service tab kept for this browser tab: `list` or the key of a data tab. */
export function readCustomerServiceTab(storage: StorageLike | undefined = sessionStore()): string {
  try {
    return storage?.getItem(CUSTOMER_SERVICE_TAB_KEY) || LIST_TAB;
  } catch {
    return LIST_TAB;
  }
}

export function writeCustomerServiceTab(
  tab: string,
  storage: StorageLike | undefined = sessionStore(),
): void {
  try {
    storage?.setItem(CUSTOMER_SERVICE_TAB_KEY, tab);
  } catch {
    // A full or forbidden storage only loses the remembered tab.
  }
}

/** The data tab to open: the remembered one when the user still holds it, else the first granted one. */
export function initialTab(
  remembered: string,
  granted: readonly QueryDataTabKey[],
): QueryDataTabKey | undefined {
  return granted.find((key) => key === remembered) ?? granted[0];
}

/** The list's search: a tenant and the e-mail or mobile keyword. */
export interface EmployeeSearch {
  readonly tenantId: number;
  readonly keyword: string;
}

export function readLastSearch(
  storage: StorageLike | undefined = sessionStore(),
): EmployeeSearch | undefined {
  try {
    const raw = storage?.getItem(CUSTOMER_SERVICE_QUERY_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<EmployeeSearch>;
    return typeof value.tenantId === 'number' && typeof value.keyword === 'string'
      ? { tenantId: value.tenantId, keyword: value.keyword }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastSearch(
  search: EmployeeSearch,
  storage: StorageLike | undefined = sessionStore(),
): void {
  try {
    storage?.setItem(CUSTOMER_SERVICE_QUERY_KEY, JSON.stringify(search));
  } catch {
    // Only the restored search is lost.
  }
}

/** A tenant id of the address: a positive integer, else undefined. */
export function tenantIdOf(raw: string | null | undefined): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a userOID of the address can name an employee at all (a UUID). */
export function isUserOid(value: string | undefined): value is string {
  return value !== undefined && uuidPattern.test(value);
}

// ---------------------------------------------------------------------------------------------
// What each document tab lists

/** The cs-document kinds each document tab lists. */
export const documentKindsOfTab = {
  'query-data-requisition': ['REQUISITION'],
  'query-data-expense-corporate': ['EXPENSE_REPORT', 'CORPORATE_PAYMENT', 'LOAN'],
  'query-data-budget': ['BUDGET_OCCUPANCY'],
  'query-data-contract': ['CONTRACT'],
  'query-data-approval': ['APPROVAL_TASK'],
} as const satisfies Partial<Record<QueryDataTabKey, readonly CsDocumentKind[]>>;

/**
 * The statuses of the finance tab: those in the pay and billing operate categories (audit passed,
 * awaiting payment, paying, payment cancelled, repaying).
 */
export const financeDocumentStatuses: readonly DocumentStatus[] = documentStatuses
  .filter((status) => status.category === 'pay' || status.category === 'billing')
  .map((status) => status.code);

// ---------------------------------------------------------------------------------------------
// MI analysis

/** The fields of a cs-document the analysis reads. */
export interface AnalysedDocument {
  readonly kind: string;
  readonly documentStatus: number;
  readonly amount?: number | null | undefined;
  readonly currencyCode?: string | null | undefined;
  readonly submittedAt?: string | null | undefined;
}

export interface CurrencyAmount {
  readonly currencyCode: string;
  readonly amount: number;
}

export interface KindSummary {
  readonly kind: string;
  readonly count: number;
  /** Amounts are added up per currency: they cannot be added across currencies. */
  readonly amounts: readonly CurrencyAmount[];
}

export interface MonthSummary {
  /** `YYYY-MM`, in UTC. */
  readonly month: string;
  readonly count: number;
}

export interface DocumentAnalysis {
  readonly total: number;
  readonly byKind: readonly KindSummary[];
  /** The last 12 months, oldest first, the current month last, empty months included. */
  readonly byMonth: readonly MonthSummary[];
  /** Documents still in approval (status 1002). */
  readonly inApproval: number;
  /** inApproval / total; 0 without documents. */
  readonly inApprovalShare: number;
}

const monthOf = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The first instant of the 12-month window that ends with the current month. */
export function analysisWindowStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * Counts and amounts of an employee's documents by kind and by month over the last 12 months, and
 * the share still in approval. Documents outside the window, or without a submission time, are left out.
 */
export function analyseDocuments(
  documents: readonly AnalysedDocument[],
  now: Date,
  kinds: readonly string[] = [],
): DocumentAnalysis {
  const start = analysisWindowStart(now);
  const months: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    months.push(monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1))));
  }
  const monthCounts = new Map(months.map((month) => [month, 0]));
  const kindCounts = new Map<string, { count: number; amounts: Map<string, number> }>(
    kinds.map((kind) => [kind, { count: 0, amounts: new Map() }]),
  );
  let total = 0;
  let inApproval = 0;
  for (const document of documents) {
    if (!document.submittedAt) continue;
    const submitted = new Date(document.submittedAt);
    if (Number.isNaN(submitted.getTime()) || submitted < start || submitted > now) continue;
    const month = monthOf(submitted);
    monthCounts.set(month, (monthCounts.get(month) ?? 0) + 1);
    const entry = kindCounts.get(document.kind) ?? { count: 0, amounts: new Map<string, number>() };
    entry.count += 1;
    if (typeof document.amount === 'number' && Number.isFinite(document.amount)) {
      const currency = document.currencyCode || '';
      entry.amounts.set(currency, (entry.amounts.get(currency) ?? 0) + document.amount);
    }
    kindCounts.set(document.kind, entry);
    total += 1;
    if (Number(document.documentStatus) === DocumentStatus.IN_APPROVAL) inApproval += 1;
  }
  return {
    total,
    byKind: [...kindCounts].map(([kind, { count, amounts }]) => ({
      kind,
      count,
      amounts: [...amounts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currencyCode, amount]) => ({ currencyCode, amount: roundCents(amount) })),
    })),
    byMonth: months.map((month) => ({ month, count: monthCounts.get(month) ?? 0 })),
    inApproval,
    inApprovalShare: total === 0 ? 0 : inApproval / total,
  };
}
