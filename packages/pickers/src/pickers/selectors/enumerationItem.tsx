import { listEnumerationItems, type EnumerationCode, type EnumItem } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The enumeration item picker's filters (spec §7: /api/enum/item/list). */
export interface EnumerationItemPickerFilters {
  /** Required: the enumeration listed (CLOUDENV, DEPLOY_ENV, REGION, CRM_CONTRACT_TYPE, CRM_BUY_TYPE). */
  readonly code: EnumerationCode;
  /** `true`: enabled items only; `false`: disabled ones only; left out: every item. */
  readonly enabled?: boolean | undefined;
}

const texts = {
  noun: { 'zh-CN': '枚举项', en: 'item', ja: '列挙項目', 'zh-TW': '列舉項目', it: 'voce' },
  name: { 'zh-CN': '名称', en: 'Name', ja: '名前', 'zh-TW': '名稱', it: 'Nome' },
  code: { 'zh-CN': '编码', en: 'Code', ja: 'コード', 'zh-TW': '代碼', it: 'Codice' },
  id: { 'zh-CN': 'ID', en: 'ID', ja: 'ID', 'zh-TW': 'ID', it: 'ID' },
  codeRequired: {
    'zh-CN': '未指定要列出的枚举，无法加载选项。',
    en: 'No enumeration was named, so there is nothing to list.',
    ja: '一覧にする列挙が指定されていないため、選択肢を読み込めません。',
    'zh-TW': '未指定要列出的列舉，無法載入選項。',
    it: 'Non è stata indicata alcuna enumerazione, quindi non c’è nulla da elencare.',
  },
} as const;

/** The items of one enumeration, listed whole by the call (in sequence) and searched locally. */
export const enumerationItemSource = defineSource<EnumItem, EnumerationItemPickerFilters>({
  id: 'enumerationItem',
  noun: texts.noun,
  // Spec §3: enumeration items are identified by `value` (the same as `code` in the known enumerations).
  key: (item) => item.value,
  label: (item) => item.name,
  description: (item) => (item.code === item.value ? item.code : `${item.code} · ${item.value}`),
  paging: 'client',
  recentKey: (filters) => filters.code ?? '',
  validate: (_query, filters) => (filters.code ? undefined : texts.codeRequired),
  search: async ({ http, filters, signal }) => {
    // Resolving a value skips `validate`: without a code there is no list to find it in.
    if (!filters.code) return { items: [], total: 0 };
    const items = await listEnumerationItems(http, filters.code, { enabled: filters.enabled }, { signal });
    return { items, total: items.length };
  },
  columns: [
    { id: 'name', header: texts.name, value: (item) => item.name, width: 240 },
    { id: 'code', header: texts.code, value: (item) => item.code, width: 160 },
    { id: 'id', header: texts.id, value: (item) => item.id, width: 80, align: 'end' },
  ],
});

/**
 * The enumeration item picker (GET /api/enum/item/list?customEnumerationCode=…): the items of the
 * enumeration named by the required `filters.code`, in sequence, filtered as you type; the value is
 * the item's `value`. Without a code it shows a message and sends nothing. Recent choices are kept
 * per enumeration.
 */
export const EnumerationItemPicker = createPicker(enumerationItemSource, 'EnumerationItemPicker');
