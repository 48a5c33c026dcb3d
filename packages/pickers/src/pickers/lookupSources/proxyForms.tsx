import {
  listCustomProxyForms,
  searchAuditProxyForms,
  searchProxyForms,
  type FormLookup,
  type ProxyFormSearchParams,
} from '@opsdesk/api';
import type { HttpClient, RequestOptions } from '@opsdesk/http';
import { Select, useUiLocale } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';
import {
  lookupTenantId,
  recentPerFilters,
  resolveByPaging,
  tenantRule,
  type LookupTenantFilter,
} from './common';
import {
  DocumentCategorySelect,
  formColumns,
  formEnabledColumn,
  formTexts,
  type FormLookupFilters,
} from './forms';

/** The proxy form picker's filters (GET /api/billProxyRule/proxy/forms/search and /audit/search). */
export interface ProxyFormPickerFilters extends LookupTenantFilter, FormLookupFilters {
  /**
   * `search` (default): forms in any state unless `enabled` says, for maintaining bill proxy rules
   * (which may still name a disabled form). `audit`: enabled forms only, for a rule under audit.
   */
  readonly kind?: 'search' | 'audit' | undefined;
  /** With `search`: enabled or disabled forms only; both when left out. */
  readonly enabled?: boolean | undefined;
}

/** The custom proxy form picker's filters (GET /api/custom/forms/proxy). */
export interface CustomProxyFormPickerFilters extends LookupTenantFilter, FormLookupFilters {}

const texts = {
  noun: {
    'zh-CN': '代理单据',
    en: 'proxy form',
    ja: '代理申請フォーム',
    'zh-TW': '代理單據',
    it: 'modulo delegato',
  },
  enabledBoth: {
    'zh-CN': '全部状态',
    en: 'Any status',
    ja: 'すべての状態',
    'zh-TW': '全部狀態',
    it: 'Qualsiasi stato',
  },
} as const;

/** One page of proxy forms from the call of the filters' kind. */
function proxyFormPage(
  http: HttpClient,
  scope: LookupScope,
  filters: ProxyFormPickerFilters,
  paging: { readonly keyword?: string | undefined; readonly page: number; readonly size: number },
  options: RequestOptions,
) {
  const params: ProxyFormSearchParams = {
    tenantId: lookupTenantId(filters, scope),
    companyId: filters.companyId,
    documentCategory: filters.documentCategory,
    ...paging,
  };
  return filters.kind === 'audit'
    ? searchAuditProxyForms(http, params, options)
    : searchProxyForms(http, { ...params, enabled: filters.enabled }, options);
}

/** Proxy forms by name or code, a page at a time; every tenant's unless one is named. */
export const proxyFormSource = defineSource<FormLookup, ProxyFormPickerFilters>({
  id: 'proxyForm',
  noun: texts.noun,
  key: (form) => form.formOID,
  recentKey: recentPerFilters,
  label: (form) => form.formName,
  description: (form) => form.formCode,
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const answer = await proxyFormPage(
      http,
      scope,
      filters,
      { keyword: query || undefined, page, size },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword searches names and codes, not OIDs: the pages are read for the keys.
  resolve: ({ http, scope, keys, filters, signal }) =>
    resolveByPaging(
      keys,
      (form) => form.formOID,
      (page, size) => proxyFormPage(http, scope, filters, { page, size }, { signal }),
    ),
  columns: formColumns([formEnabledColumn]),
});

/** Every enabled proxy form of a tenant, as one list. */
export const customProxyFormSource = defineSource<FormLookup, CustomProxyFormPickerFilters>({
  id: 'customProxyForm',
  noun: texts.noun,
  key: (form) => form.formOID,
  recentKey: recentPerFilters,
  label: (form) => form.formName,
  description: (form) => form.formCode,
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listCustomProxyForms(
      http,
      {
        tenantId: lookupTenantId(filters, scope),
        companyId: filters.companyId,
        documentCategory: filters.documentCategory,
      },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: formColumns(),
});

type EnabledChoice = 'yes' | 'no';

/** The filters above the table of the proxy form picker's dialog. */
export const ProxyFormFilterBar: DialogFilterBar<ProxyFormPickerFilters> = ({ filters, onChange }) => (
  <ProxyFormFilterFields filters={filters} onChange={onChange} />
);

function ProxyFormFilterFields({
  filters,
  onChange,
}: {
  readonly filters: ProxyFormPickerFilters;
  readonly onChange: (filters: ProxyFormPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <>
      <DocumentCategorySelect
        value={filters.documentCategory}
        onChange={(documentCategory) => onChange({ ...filters, documentCategory })}
      />
      {filters.kind === 'audit' ? null : (
        <Select<EnabledChoice>
          label={inLocale(formTexts.enabled, locale)}
          clearable
          placeholder={inLocale(texts.enabledBoth, locale)}
          options={[
            { value: 'yes', label: inLocale(formTexts.enabledYes, locale) },
            { value: 'no', label: inLocale(formTexts.enabledNo, locale) },
          ]}
          value={filters.enabled === undefined ? null : filters.enabled ? 'yes' : 'no'}
          onValueChange={(value) =>
            onChange({ ...filters, enabled: value === null ? undefined : value === 'yes' })
          }
        />
      )}
    </>
  );
}

/** The filters above the table of the custom proxy form picker's dialog. */
export const CustomProxyFormFilterBar: DialogFilterBar<CustomProxyFormPickerFilters> = ({
  filters,
  onChange,
}) => (
  <DocumentCategorySelect
    value={filters.documentCategory}
    onChange={(documentCategory) => onChange({ ...filters, documentCategory })}
  />
);

/**
 * The proxy form picker of bill proxy rules (GET /api/billProxyRule/proxy/forms/search, or
 * /audit/search with `kind: 'audit'`): by name or code as you type, a page at a time. `search`
 * answers forms in any state unless `enabled` says; `audit` answers enabled forms only. The tenant
 * is the `tenantId` filter, else the provider's scope, else every tenant.
 */
export const ProxyFormPicker = createPicker(proxyFormSource, 'ProxyFormPicker', {
  defaultFilters: { kind: 'search' },
  filterBar: ProxyFormFilterBar,
});

/**
 * The custom proxy form picker (GET /api/custom/forms/proxy): every enabled proxy form of a tenant,
 * filtered as you type. It needs a tenant: the `tenantId` filter or the provider's scope.
 */
export const CustomProxyFormPicker = createPicker(customProxyFormSource, 'CustomProxyFormPicker', {
  filterBar: CustomProxyFormFilterBar,
});
