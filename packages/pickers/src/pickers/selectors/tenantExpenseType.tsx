import { searchTenantExpenseTypes, type TenantExpenseTypeLookup } from '@opsdesk/api';
import { Input, StatusBadge, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The tenant expense type picker's own filters (GET /api/tenant/expense/type/statistic/list/page). */
export interface TenantExpenseTypePickerFilters {
  /** The tenant whose expense types are listed; the provider's scope when left out. */
  readonly tenantId?: number | undefined;
  /** The expense category, as the tenant names it. */
  readonly category?: string | undefined;
  /** `true` enabled types only, `false` disabled ones only; every type when left out. */
  readonly enabled?: boolean | undefined;
}

const texts = {
  noun: { 'zh-CN': '费用类型', en: 'expense type', ja: '経費種別', 'zh-TW': '費用類型', it: 'tipo di spesa' },
  name: { 'zh-CN': '费用类型', en: 'Expense type', ja: '経費種別', 'zh-TW': '費用類型', it: 'Tipo di spesa' },
  code: { 'zh-CN': '编码', en: 'Code', ja: 'コード', 'zh-TW': '代碼', it: 'Codice' },
  category: { 'zh-CN': '类别', en: 'Category', ja: 'カテゴリ', 'zh-TW': '類別', it: 'Categoria' },
  status: { 'zh-CN': '状态', en: 'Status', ja: 'ステータス', 'zh-TW': '狀態', it: 'Stato' },
  chooseTenant: {
    'zh-CN': '请先选择租户，再查找其费用类型。',
    en: 'Choose a tenant first to look up its expense types.',
    ja: '経費種別を検索するには、先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶，再查找其費用類型。',
    it: 'Scegli prima un tenant per cercarne i tipi di spesa.',
  },
} as const satisfies Record<string, UiMessageTexts>;

const tenantOf = (filters: TenantExpenseTypePickerFilters, scope: LookupScope) =>
  filters.tenantId ?? scope.tenantId;

/** The expense types of a tenant, searched by name or code a page at a time. */
export const tenantExpenseTypeSource = defineSource<TenantExpenseTypeLookup, TenantExpenseTypePickerFilters>({
  id: 'tenantExpenseType',
  noun: texts.noun,
  // Codes are unique within a tenant, and the picker always works on one tenant.
  key: (expenseType) => expenseType.code,
  label: (expenseType) => expenseType.name,
  description: (expenseType) => [expenseType.code, expenseType.category].filter(Boolean).join(' · '),
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const answer = await searchTenantExpenseTypes(
      http,
      {
        tenantId: tenantOf(filters, scope),
        category: filters.category || undefined,
        enabled: filters.enabled,
        keyword: query || undefined,
        page,
        size,
      },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword matches the code: one search per code, keeping the exact match.
  resolve: async ({ http, scope, keys, filters, signal }) => {
    const pages = await Promise.all(
      keys.map((key) =>
        searchTenantExpenseTypes(
          http,
          { tenantId: tenantOf(filters, scope), keyword: String(key), page: 0, size: 20 },
          { signal },
        ),
      ),
    );
    const wanted = new Set(keys.map(String));
    return pages.flatMap((answer) => answer.content).filter((expenseType) => wanted.has(expenseType.code));
  },
  // Without a tenant the call answers every tenant's types, whose codes repeat. `scope` is the
  // provider's when the picker core passes it; without it the call is left to answer.
  validate: (_query, filters, scope?: LookupScope) =>
    scope === undefined || tenantOf(filters, scope) !== undefined ? undefined : texts.chooseTenant,
  columns: [
    { id: 'name', header: texts.name, value: (expenseType) => expenseType.name, width: 200 },
    { id: 'code', header: texts.code, value: (expenseType) => expenseType.code, width: 180 },
    { id: 'category', header: texts.category, value: (expenseType) => expenseType.category, width: 120 },
    {
      id: 'enabled',
      header: texts.status,
      value: (expenseType) => <StatusBadge enabled={expenseType.enabled} />,
      width: 100,
    },
  ],
});

/** The category filter above the table of the tenant expense type picker's dialog. */
export const TenantExpenseTypeFilterBar: DialogFilterBar<TenantExpenseTypePickerFilters> = ({
  filters,
  onChange,
}) => <TenantExpenseTypeFilterFields filters={filters} onChange={onChange} />;

function TenantExpenseTypeFilterFields({
  filters,
  onChange,
}: {
  readonly filters: TenantExpenseTypePickerFilters;
  readonly onChange: (filters: TenantExpenseTypePickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <Input
      label={inLocale(texts.category, locale)}
      value={filters.category ?? ''}
      onChange={(event) => onChange({ ...filters, category: event.target.value || undefined })}
    />
  );
}

/**
 * The tenant expense type picker (GET /api/tenant/expense/type/statistic/list/page): the expense
 * types of one tenant by name or code; the value is the code. The tenant is the `tenantId` filter,
 * else the provider's scope; without either it asks for a tenant first. The dialog form filters by
 * category.
 */
export const TenantExpenseTypePicker = createPicker(tenantExpenseTypeSource, 'TenantExpenseTypePicker', {
  filterBar: TenantExpenseTypeFilterBar,
});
