import { searchTenants, type TenantLicensed, type TenantLookup } from '@opsdesk/api';
import { Input, Select, useUiLocale } from '@opsdesk/ui';
import { defineSource } from '../core/source';
import { LocalText } from '../i18n/LocalText';
import { inLocale } from '../i18n/text';
import { createPicker } from '../react/createPicker';
import type { DialogFilterBar } from '../react/DialogPicker';
import { CloudEnvironmentPicker, type CloudEnvironmentPickerFilters } from './selectors/cloudEnvironment';
import { EnumerationItemPicker, type EnumerationItemPickerFilters } from './selectors/enumerationItem';

/** The tenant picker's own filters (spec §3, §5, §7: /api/tenant/object/list/page). */
export interface TenantPickerFilters {
  /** Part of the tenant's name. */
  readonly tenantName?: string | undefined;
  readonly tenantId?: number | undefined;
  /** Paid 1, free 0. */
  readonly licensed?: TenantLicensed | undefined;
  /** Items of the REGION enumeration. */
  readonly region?: readonly string[] | undefined;
  /** Cloud environment codes. */
  readonly cloud?: readonly string[] | undefined;
  /**
   * `false` by default (spec §5): non-sandbox tenants. `true`: sandbox tenants only. `null`: unset,
   * every tenant.
   */
  readonly sandbox?: boolean | null | undefined;
}

const texts = {
  noun: { 'zh-CN': '租户', en: 'tenant', ja: 'テナント', 'zh-TW': '租戶', it: 'tenant' },
  name: { 'zh-CN': '租户名称', en: 'Tenant name', ja: 'テナント名', 'zh-TW': '租戶名稱', it: 'Nome tenant' },
  id: { 'zh-CN': '租户 ID', en: 'Tenant ID', ja: 'テナント ID', 'zh-TW': '租戶 ID', it: 'ID tenant' },
  code: { 'zh-CN': '租户编码', en: 'Code', ja: 'コード', 'zh-TW': '租戶代碼', it: 'Codice' },
  licensed: { 'zh-CN': '授权类型', en: 'Licence', ja: 'ライセンス', 'zh-TW': '授權類型', it: 'Licenza' },
  paid: { 'zh-CN': '付费', en: 'Paid', ja: '有料', 'zh-TW': '付費', it: 'A pagamento' },
  free: { 'zh-CN': '免费', en: 'Free', ja: '無料', 'zh-TW': '免費', it: 'Gratuito' },
  region: { 'zh-CN': '区域', en: 'Region', ja: 'リージョン', 'zh-TW': '區域', it: 'Regione' },
  cloud: { 'zh-CN': '云环境', en: 'Cloud', ja: 'クラウド環境', 'zh-TW': '雲端環境', it: 'Cloud' },
  sandbox: { 'zh-CN': '沙箱', en: 'Sandbox', ja: 'サンドボックス', 'zh-TW': '沙箱', it: 'Sandbox' },
  sandboxNo: {
    'zh-CN': '非沙箱',
    en: 'Not sandbox',
    ja: 'サンドボックス以外',
    'zh-TW': '非沙箱',
    it: 'Non sandbox',
  },
  sandboxYes: {
    'zh-CN': '仅沙箱',
    en: 'Sandbox only',
    ja: 'サンドボックスのみ',
    'zh-TW': '僅沙箱',
    it: 'Solo sandbox',
  },
  sandboxAll: {
    'zh-CN': '全部租户',
    en: 'All tenants',
    ja: 'すべてのテナント',
    'zh-TW': '全部租戶',
    it: 'Tutti i tenant',
  },
} as const;

export const tenantTexts = texts;

/** The tenants of the provider, searched by name or code, with the picker's filters. */
export const tenantSource = defineSource<TenantLookup, TenantPickerFilters>({
  id: 'tenant',
  noun: texts.noun,
  key: (tenant) => tenant.tenantId,
  label: (tenant) => tenant.tenantName,
  description: (tenant) => `${tenant.tenantCode} · ${tenant.cloudEnvLabelsName} · ${tenant.region}`,
  search: async ({ http, query, filters, page, size, signal }) => {
    const answer = await searchTenants(
      http,
      { ...filters, keyword: query || undefined, page, size },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  resolve: async ({ http, keys, signal }) => {
    const pages = await Promise.all(
      keys.map((key) =>
        searchTenants(http, { tenantId: Number(key), sandbox: null, page: 0, size: 1 }, { signal }),
      ),
    );
    return pages.flatMap((answer) => answer.content);
  },
  columns: [
    { id: 'tenantName', header: texts.name, value: (tenant) => tenant.tenantName, width: 240 },
    { id: 'tenantId', header: texts.id, value: (tenant) => tenant.tenantId, width: 110, align: 'end' },
    { id: 'tenantCode', header: texts.code, value: (tenant) => tenant.tenantCode, width: 120 },
    {
      id: 'licensed',
      header: texts.licensed,
      value: (tenant) => <LocalText texts={tenant.licensed === 1 ? texts.paid : texts.free} />,
      width: 100,
    },
    { id: 'region', header: texts.region, value: (tenant) => tenant.region, width: 110 },
    { id: 'cloud', header: texts.cloud, value: (tenant) => tenant.cloudEnvLabelsName, width: 140 },
  ],
});

type SandboxChoice = 'no' | 'yes' | 'all';
const sandboxChoice = (sandbox: boolean | null | undefined): SandboxChoice =>
  sandbox === null ? 'all' : sandbox ? 'yes' : 'no';

/** The filters above the table of the tenant picker's dialog. */
export const TenantFilterBar: DialogFilterBar<TenantPickerFilters> = ({ filters, onChange }) => (
  <TenantFilterFields filters={filters} onChange={onChange} />
);

function TenantFilterFields({
  filters,
  onChange,
}: {
  readonly filters: TenantPickerFilters;
  readonly onChange: (filters: TenantPickerFilters) => void;
}) {
  const locale = useUiLocale();
  const text = (key: keyof typeof texts) => inLocale(texts[key], locale);
  const regionFilters: EnumerationItemPickerFilters = { code: 'REGION' };
  // Every environment, disabled ones too: tenants may still run on them.
  const cloudFilters: CloudEnvironmentPickerFilters = { enable: null };
  // The chosen codes, or no filter when none is chosen.
  const codes = (keys: readonly (string | number)[]) => (keys.length > 0 ? keys.map(String) : undefined);
  return (
    <>
      <Input
        label={text('name')}
        value={filters.tenantName ?? ''}
        onChange={(event) => onChange({ ...filters, tenantName: event.target.value || undefined })}
      />
      <Input
        label={text('id')}
        inputMode="numeric"
        value={filters.tenantId === undefined ? '' : String(filters.tenantId)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange({ ...filters, tenantId: digits ? Number(digits) : undefined });
        }}
      />
      <Select<'1' | '0'>
        label={text('licensed')}
        clearable
        options={[
          { value: '1', label: text('paid') },
          { value: '0', label: text('free') },
        ]}
        value={filters.licensed === undefined ? null : filters.licensed === 1 ? '1' : '0'}
        onValueChange={(value) =>
          onChange({ ...filters, licensed: value === null ? undefined : value === '1' ? 1 : 0 })
        }
      />
      <EnumerationItemPicker
        label={text('region')}
        multiple
        filters={regionFilters}
        value={filters.region ?? []}
        onChange={(keys) => onChange({ ...filters, region: codes(keys) })}
      />
      <CloudEnvironmentPicker
        label={text('cloud')}
        multiple
        filters={cloudFilters}
        value={filters.cloud ?? []}
        onChange={(keys) => onChange({ ...filters, cloud: codes(keys) })}
      />
      <Select<SandboxChoice>
        label={text('sandbox')}
        options={[
          { value: 'no', label: text('sandboxNo') },
          { value: 'yes', label: text('sandboxYes') },
          { value: 'all', label: text('sandboxAll') },
        ]}
        value={sandboxChoice(filters.sandbox)}
        onValueChange={(value) => onChange({ ...filters, sandbox: value === 'all' ? null : value === 'yes' })}
      />
    </>
  );
}

/**
 * The tenant picker (GET /api/tenant/object/list/page): by name or code as you type; the dialog form
 * adds the name, id, licence and sandbox filters. The sandbox filter defaults to false; `null`
 * searches every tenant.
 */
export const TenantPicker = createPicker(tenantSource, 'TenantPicker', {
  defaultFilters: { sandbox: false },
  filterBar: TenantFilterBar,
});
