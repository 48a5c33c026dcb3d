import {
  apiMessage,
  documentCategoryMessages,
  type DocumentCategory,
  type taxpayerKinds,
} from '@opsdesk/api';
import { isHttpError } from '@opsdesk/http';
import { useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { stableKey } from '../../core/cache';
import { keyText } from '../../core/lookup';
import type { LookupKey, LookupScope } from '../../core/source';

// What the pickers of the lookup-source table (spec §3) share: the tenant rule, texts, and the
// resolution of keys for calls that cannot fetch by key.

/** The filter of a tenant-scoped lookup: a tenant other than the provider's scope. */
export interface LookupTenantFilter {
  /** The tenant to read; the provider's scope (`PickersProvider`'s `scope.tenantId`) when left out. */
  readonly tenantId?: number | undefined;
}

/** The tenant a lookup reads: the picker's filter, else the provider's scope. */
export function lookupTenantId(filters: LookupTenantFilter, scope: LookupScope): number | undefined {
  return filters.tenantId ?? scope.tenantId;
}

export const sharedTexts = {
  chooseTenant: {
    'zh-CN': '请先选择租户。',
    en: 'Choose a tenant first.',
    ja: '先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶。',
    it: 'Scegli prima un tenant.',
  },
  chooseCompany: {
    'zh-CN': '请先选择公司。',
    en: 'Choose a company first.',
    ja: '先に会社を選択してください。',
    'zh-TW': '請先選擇公司。',
    it: 'Scegli prima una società.',
  },
  name: { 'zh-CN': '名称', en: 'Name', ja: '名称', 'zh-TW': '名稱', it: 'Nome' },
  code: { 'zh-CN': '编码', en: 'Code', ja: 'コード', 'zh-TW': '代碼', it: 'Codice' },
  description: { 'zh-CN': '描述', en: 'Description', ja: '説明', 'zh-TW': '描述', it: 'Descrizione' },
  company: { 'zh-CN': '公司', en: 'Company', ja: '会社', 'zh-TW': '公司', it: 'Società' },
  wholeTenant: {
    'zh-CN': '整个租户',
    en: 'Whole tenant',
    ja: 'テナント全体',
    'zh-TW': '整個租戶',
    it: 'Tutto il tenant',
  },
  documentCategory: {
    'zh-CN': '单据大类',
    en: 'Document category',
    ja: '伝票区分',
    'zh-TW': '單據大類',
    it: 'Categoria documento',
  },
  taxNumber: {
    'zh-CN': '纳税人识别号',
    en: 'Taxpayer number',
    ja: '納税者番号',
    'zh-TW': '納稅人識別號',
    it: 'Codice fiscale',
  },
} as const satisfies Record<string, UiMessageTexts>;

/** The taxpayer kinds of invoice titles (spec §9). */
export const taxpayerKindTexts = {
  GENERAL: {
    'zh-CN': '一般纳税人',
    en: 'General taxpayer',
    ja: '一般納税者',
    'zh-TW': '一般納稅人',
    it: 'Contribuente ordinario',
  },
  SMALL_SCALE: {
    'zh-CN': '小规模纳税人',
    en: 'Small-scale taxpayer',
    ja: '小規模納税者',
    'zh-TW': '小規模納稅人',
    it: 'Contribuente minore',
  },
} as const satisfies Record<(typeof taxpayerKinds)[number], UiMessageTexts>;

/**
 * The recent-choice key of these lookups: their filters (tenant, company, cost center, rule set...)
 * decide which items exist, so a choice is offered again only under the same filters.
 */
export const recentPerFilters = (filters: unknown): string => stableKey(filters);

/**
 * The tenant rule of a lookup whose call needs a tenant: the message asking for one when neither
 * the picker's filter nor the provider's scope names one.
 */
export function tenantRule(filters: LookupTenantFilter, scope: LookupScope): UiMessageTexts | undefined {
  return lookupTenantId(filters, scope) === undefined ? sharedTexts.chooseTenant : undefined;
}

/** The name of a document category in the current language (the catalogue of @opsdesk/api). */
export function DocumentCategoryText({ category }: { readonly category: number }) {
  const locale = useUiLocale();
  const id = documentCategoryMessages[category as DocumentCategory];
  return <>{id ? apiMessage(id, locale) : String(category)}</>;
}

/** The parts that are there, joined for a description line. */
export function joinParts(...parts: readonly (string | number | null | undefined)[]): string | undefined {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== '');
  return shown.length > 0 ? shown.join(' · ') : undefined;
}

/** Whether a failure is the service's 404: a record that does not exist. */
export function isNotFound(error: unknown): boolean {
  return isHttpError(error) && error.status === 404;
}

/** `fn` over `items`, at most `limit` at a time, answers in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The largest page the paged lookups answer. */
export const RESOLVE_PAGE_SIZE = 200;
/** Pages read at most when resolving keys through a search: 2,000 records. */
const RESOLVE_MAX_PAGES = 10;

/**
 * The items of `keys` for a paged search that cannot fetch by key (its keyword searches names and
 * codes, not identifiers): reads the search's pages with the picker's filters until every key is
 * found or the records run out.
 */
export async function resolveByPaging<Item>(
  keys: readonly LookupKey[],
  keyOf: (item: Item) => LookupKey,
  fetchPage: (
    page: number,
    size: number,
  ) => Promise<{ readonly content: readonly Item[]; readonly totalElements: number }>,
): Promise<Item[]> {
  const wanted = new Set(keys.map(keyText));
  const found: Item[] = [];
  for (let page = 0; page < RESOLVE_MAX_PAGES && wanted.size > 0; page += 1) {
    const answer = await fetchPage(page, RESOLVE_PAGE_SIZE);
    for (const item of answer.content) {
      if (wanted.delete(keyText(keyOf(item)))) found.push(item);
    }
    if ((page + 1) * RESOLVE_PAGE_SIZE >= answer.totalElements || answer.content.length === 0) break;
  }
  return found;
}
