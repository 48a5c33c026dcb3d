import { listEnumerationItemsByUser, type UserEnumerationItem } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';
import { recentPerFilters, sharedTexts } from './common';

/** The custom enumeration item picker's filters (GET /api/custom/enumerations/{enumerationOID}/items/by/user). */
export interface CustomEnumerationItemPickerFilters {
  /** The enumeration whose items are listed (its code stands as its OID): required. */
  readonly enumerationOID?: string | undefined;
}

const texts = {
  noun: {
    'zh-CN': '值列表项',
    en: 'list value',
    ja: '値リストの項目',
    'zh-TW': '值列表項',
    it: 'valore di elenco',
  },
  value: { 'zh-CN': '值', en: 'Value', ja: '値', 'zh-TW': '值', it: 'Valore' },
  chooseEnumeration: {
    'zh-CN': '请先选择值列表。',
    en: 'Choose a value list first.',
    ja: '先に値リストを選択してください。',
    'zh-TW': '請先選擇值列表。',
    it: 'Scegli prima un elenco di valori.',
  },
} as const;

/** The enabled items of one custom enumeration a user may pick, in sequence, as one list. */
export const customEnumerationItemSource = defineSource<
  UserEnumerationItem,
  CustomEnumerationItemPickerFilters
>({
  id: 'customEnumerationItem',
  noun: texts.noun,
  key: (item) => item.value,
  recentKey: recentPerFilters,
  label: (item) => item.name,
  description: (item) => item.code,
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    // Resolving a value does not validate: without an enumeration there is nothing to list.
    if (!filters.enumerationOID) return { items: [], total: 0 };
    const items = await listEnumerationItemsByUser(http, filters.enumerationOID, {}, { signal });
    return { items, total: items.length };
  },
  validate: (_query, filters) => (filters.enumerationOID ? undefined : texts.chooseEnumeration),
  columns: [
    { id: 'name', header: sharedTexts.name, value: (item) => item.name, width: 220 },
    { id: 'code', header: sharedTexts.code, value: (item) => item.code, width: 160 },
    { id: 'value', header: texts.value, value: (item) => item.value, width: 160 },
  ],
});

/**
 * The custom enumeration item picker (GET /api/custom/enumerations/{enumerationOID}/items/by/user):
 * the enabled items of the `enumerationOID` filter's enumeration in sequence, named in the
 * interface language, filtered as you type. Its value is the item's `value`; it needs the enumeration.
 */
export const CustomEnumerationItemPicker = createPicker(
  customEnumerationItemSource,
  'CustomEnumerationItemPicker',
);
