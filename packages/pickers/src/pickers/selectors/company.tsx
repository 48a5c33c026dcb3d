import { listAvailableCompanies, searchCompaniesOfTenant, type CompanyLookup } from '@opsdesk/api';
import { Select, StatusBadge, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupColumn, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The company picker's own filters (GET /api/company/by/tenant/page). */
export interface CompanyPickerFilters {
  /** The tenant whose companies are listed; the provider's scope when left out. */
  readonly tenantId?: number | undefined;
  /** `true` enabled companies only, `false` disabled ones only; every company when left out. */
  readonly enabled?: boolean | undefined;
}

/** The available company picker's own filters (GET /api/company/available). */
export interface AvailableCompanyPickerFilters {
  /** The tenant whose companies are listed; the provider's scope when left out. */
  readonly tenantId?: number | undefined;
}

const texts = {
  noun: { 'zh-CN': '公司', en: 'company', ja: '会社', 'zh-TW': '公司', it: 'azienda' },
  name: { 'zh-CN': '公司名称', en: 'Company name', ja: '会社名', 'zh-TW': '公司名稱', it: 'Nome azienda' },
  code: {
    'zh-CN': '公司编码',
    en: 'Company code',
    ja: '会社コード',
    'zh-TW': '公司代碼',
    it: 'Codice azienda',
  },
  type: { 'zh-CN': '公司类型', en: 'Type', ja: '会社区分', 'zh-TW': '公司類型', it: 'Tipo' },
  status: { 'zh-CN': '状态', en: 'Status', ja: 'ステータス', 'zh-TW': '狀態', it: 'Stato' },
  enabledOnly: {
    'zh-CN': '仅启用',
    en: 'Enabled only',
    ja: '有効のみ',
    'zh-TW': '僅啟用',
    it: 'Solo attive',
  },
  disabledOnly: {
    'zh-CN': '仅停用',
    en: 'Disabled only',
    ja: '無効のみ',
    'zh-TW': '僅停用',
    it: 'Solo disattivate',
  },
  chooseTenant: {
    'zh-CN': '请先选择租户，再查找其公司。',
    en: 'Choose a tenant first to look up its companies.',
    ja: '会社を検索するには、先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶，再查找其公司。',
    it: 'Scegli prima un tenant per cercarne le aziende.',
  },
} as const satisfies Record<string, UiMessageTexts>;

/** The tenant a company lookup is about: the picker's filter, else the provider's scope. */
const tenantOf = (filters: { readonly tenantId?: number | undefined }, scope: LookupScope) =>
  filters.tenantId ?? scope.tenantId;

/**
 * Both calls need a tenant of the provider's staff. `scope` is the provider's when the picker core
 * passes it; without it the call is left to answer.
 */
function validateTenant(
  _query: string,
  filters: { readonly tenantId?: number | undefined },
  scope?: LookupScope,
): UiMessageTexts | undefined {
  if (scope === undefined || tenantOf(filters, scope) !== undefined) return undefined;
  return texts.chooseTenant;
}

const columns: readonly LookupColumn<CompanyLookup>[] = [
  { id: 'name', header: texts.name, value: (company) => company.name, width: 240 },
  { id: 'companyCode', header: texts.code, value: (company) => company.companyCode, width: 140 },
  { id: 'companyTypeName', header: texts.type, value: (company) => company.companyTypeName, width: 120 },
  {
    id: 'enabled',
    header: texts.status,
    value: (company) => <StatusBadge enabled={company.enabled} />,
    width: 100,
  },
];

const description = (company: CompanyLookup) =>
  [company.companyCode, company.companyTypeName].filter(Boolean).join(' · ');

/** The companies of a tenant, enabled or not, searched by name or code a page at a time. */
export const companySource = defineSource<CompanyLookup, CompanyPickerFilters>({
  id: 'company',
  noun: texts.noun,
  key: (company) => company.id,
  label: (company) => company.name,
  description,
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const answer = await searchCompaniesOfTenant(
      http,
      {
        tenantId: tenantOf(filters, scope),
        enabled: filters.enabled,
        keyword: query || undefined,
        page,
        size,
      },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // No call takes a company id: the tenant's companies (a handful) are read until every key is found.
  resolve: async ({ http, scope, keys, filters, signal }) => {
    const wanted = new Set(keys.map(String));
    const found: CompanyLookup[] = [];
    const size = 200;
    for (let page = 0; ; page += 1) {
      const answer = await searchCompaniesOfTenant(
        http,
        { tenantId: tenantOf(filters, scope), page, size },
        { signal },
      );
      found.push(...answer.content.filter((company) => wanted.has(String(company.id))));
      if (found.length >= wanted.size || (page + 1) * size >= answer.totalElements) return found;
    }
  },
  validate: validateTenant,
  columns,
});

/** The enabled companies of a tenant: the whole list, filtered and paged in the picker. */
export const availableCompanySource = defineSource<CompanyLookup, AvailableCompanyPickerFilters>({
  id: 'company.available',
  noun: texts.noun,
  key: (company) => company.id,
  label: (company) => company.name,
  description,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listAvailableCompanies(http, { tenantId: tenantOf(filters, scope) }, { signal });
    return { items, total: items.length };
  },
  validate: validateTenant,
  columns: columns.filter((column) => column.id !== 'enabled'),
});

type EnabledChoice = 'enabled' | 'disabled';

/** The status filter above the table of the company picker's dialog. */
export const CompanyFilterBar: DialogFilterBar<CompanyPickerFilters> = ({ filters, onChange }) => (
  <CompanyFilterFields filters={filters} onChange={onChange} />
);

function CompanyFilterFields({
  filters,
  onChange,
}: {
  readonly filters: CompanyPickerFilters;
  readonly onChange: (filters: CompanyPickerFilters) => void;
}) {
  const locale = useUiLocale();
  const text = (key: keyof typeof texts) => inLocale(texts[key], locale);
  return (
    <Select<EnabledChoice>
      label={text('status')}
      clearable
      options={[
        { value: 'enabled', label: text('enabledOnly') },
        { value: 'disabled', label: text('disabledOnly') },
      ]}
      value={filters.enabled === undefined ? null : filters.enabled ? 'enabled' : 'disabled'}
      onValueChange={(value) =>
        onChange({ ...filters, enabled: value === null ? undefined : value === 'enabled' })
      }
    />
  );
}

/**
 * The company picker (GET /api/company/by/tenant/page): the companies of a tenant, enabled or not,
 * by name or code. The tenant is the `tenantId` filter, else the provider's scope; without either
 * it asks for a tenant first. The dialog form filters by status.
 */
export const CompanyPicker = createPicker(companySource, 'CompanyPicker', {
  filterBar: CompanyFilterBar,
});

/**
 * The available company picker (GET /api/company/available): the enabled companies of a tenant, what
 * a form may choose, listed once and searched in the picker. The tenant is the `tenantId` filter,
 * else the provider's scope; without either it asks for a tenant first.
 */
export const AvailableCompanyPicker = createPicker(availableCompanySource, 'AvailableCompanyPicker');
