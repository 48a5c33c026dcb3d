import { listSetsOfBooks, type SetOfBooksLookup } from '@opsdesk/api';
import type { UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The set-of-books picker's filters (spec §7: /api/artemis/setOfBooks/query/dto). */
export interface SetOfBooksPickerFilters {
  /** The tenant whose sets of books are listed; the provider's scope tenant when left out. */
  readonly tenantId?: number | undefined;
  /** `true` by default: the enabled sets of books. `false`: the disabled ones. */
  readonly enabled?: boolean | undefined;
}

const texts = {
  noun: { 'zh-CN': '账套', en: 'set of books', ja: '会計帳簿', 'zh-TW': '帳套', it: 'libro contabile' },
  name: { 'zh-CN': '账套名称', en: 'Set of books', ja: '帳簿名', 'zh-TW': '帳套名稱', it: 'Libro contabile' },
  code: { 'zh-CN': '账套编码', en: 'Code', ja: 'コード', 'zh-TW': '帳套代碼', it: 'Codice' },
  chooseTenant: {
    'zh-CN': '请先选择租户，再查找其账套。',
    en: 'Choose a tenant first to look up its sets of books.',
    ja: '会計帳簿を検索するには、先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶，再查找其帳套。',
    it: 'Scegli prima un tenant per cercarne i libri contabili.',
  },
  currency: { 'zh-CN': '本位币', en: 'Currency', ja: '機能通貨', 'zh-TW': '本位幣', it: 'Valuta' },
} as const;

/**
 * Sets of books belong to a tenant (a code is unique within its tenant only): without the
 * `tenantId` filter or a scope tenant there is none to list.
 */
function validateTenant(
  _query: string,
  filters: SetOfBooksPickerFilters,
  scope: LookupScope,
): UiMessageTexts | undefined {
  return (filters.tenantId ?? scope.tenantId) === undefined ? texts.chooseTenant : undefined;
}

/** The sets of books of a tenant, listed whole by the call and searched locally by name or code. */
export const setOfBooksSource = defineSource<SetOfBooksLookup, SetOfBooksPickerFilters>({
  id: 'setOfBooks',
  noun: texts.noun,
  key: (set) => set.setOfBooksCode,
  label: (set) => set.setOfBooksName,
  description: (set) => `${set.setOfBooksCode} · ${set.currencyCode}`,
  paging: 'client',
  validate: validateTenant,
  search: async ({ http, scope, filters, signal }) => {
    const items = await listSetsOfBooks(
      http,
      { enabled: filters.enabled ?? true, tenantId: filters.tenantId ?? scope.tenantId },
      { signal },
    );
    return { items, total: items.length };
  },
  columns: [
    { id: 'setOfBooksName', header: texts.name, value: (set) => set.setOfBooksName, width: 240 },
    { id: 'setOfBooksCode', header: texts.code, value: (set) => set.setOfBooksCode, width: 140 },
    { id: 'currencyCode', header: texts.currency, value: (set) => set.currencyCode, width: 100 },
  ],
});

/**
 * The set-of-books picker (GET /api/artemis/setOfBooks/query/dto?enabled=true): the enabled sets of
 * books of the tenant in scope (or the `tenantId` filter), filtered as you type by name or code;
 * the value is the setOfBooksCode.
 */
export const SetOfBooksPicker = createPicker(setOfBooksSource, 'SetOfBooksPicker');
