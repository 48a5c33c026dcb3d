import { searchCrmCustomers, type CrmCustomerLookup, type CrmLifeStatus } from '@opsdesk/api';
import { Input, Select, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The CRM customer picker's own filters (GET /api/crm/customer/info/simple/page). */
export interface CrmCustomerPickerFilters {
  /** The life statuses kept; every status when left out. */
  readonly lifeStatus?: readonly CrmLifeStatus[] | undefined;
  /** The product line, as CRM names it (`智能费控`, `商旅管理`...). */
  readonly productLine?: string | undefined;
  /** The customers of one tenant. CRM customers are the provider's records: no scope applies. */
  readonly tenantId?: number | undefined;
}

const lifeStatusTexts = {
  POTENTIAL: { 'zh-CN': '潜在客户', en: 'Potential', ja: '見込み客', 'zh-TW': '潛在客戶', it: 'Potenziale' },
  SIGNED: { 'zh-CN': '已签约', en: 'Signed', ja: '契約済み', 'zh-TW': '已簽約', it: 'Sotto contratto' },
  RENEWING: { 'zh-CN': '续约中', en: 'Renewing', ja: '更新手続き中', 'zh-TW': '續約中', it: 'In rinnovo' },
  LOST: { 'zh-CN': '已流失', en: 'Lost', ja: '離反', 'zh-TW': '已流失', it: 'Perso' },
} as const satisfies Record<CrmLifeStatus, UiMessageTexts>;

const lifeStatuses = Object.keys(lifeStatusTexts) as CrmLifeStatus[];

const texts = {
  noun: { 'zh-CN': 'CRM 客户', en: 'CRM customer', ja: 'CRM 顧客', 'zh-TW': 'CRM 客戶', it: 'cliente CRM' },
  name: { 'zh-CN': '客户名称', en: 'Customer name', ja: '顧客名', 'zh-TW': '客戶名稱', it: 'Nome cliente' },
  code: {
    'zh-CN': '客户编码',
    en: 'Customer code',
    ja: '顧客コード',
    'zh-TW': '客戶代碼',
    it: 'Codice cliente',
  },
  productLine: {
    'zh-CN': '产品线',
    en: 'Product line',
    ja: '製品ライン',
    'zh-TW': '產品線',
    it: 'Linea di prodotto',
  },
  lifeStatus: {
    'zh-CN': '生命周期状态',
    en: 'Life status',
    ja: 'ライフサイクル状況',
    'zh-TW': '生命週期狀態',
    it: 'Stato del ciclo di vita',
  },
} as const satisfies Record<string, UiMessageTexts>;

/** The provider's CRM customers, searched by name or code a page at a time. */
export const crmCustomerSource = defineSource<CrmCustomerLookup, CrmCustomerPickerFilters>({
  id: 'crmCustomer',
  noun: texts.noun,
  key: (customer) => customer.customerCode,
  label: (customer) => customer.customerName,
  description: (customer) =>
    [customer.customerCode, customer.productLine, customer.lifeStatusDesc].filter(Boolean).join(' · '),
  search: async ({ http, query, filters, page, size, signal }) => {
    const answer = await searchCrmCustomers(
      http,
      {
        keyword: query || undefined,
        lifeStatus: filters.lifeStatus?.length ? filters.lifeStatus : undefined,
        productLine: filters.productLine || undefined,
        tenantId: filters.tenantId,
        page,
        size,
      },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword matches the customer code: one search per code, keeping the exact match. The
  // filters are left out so that a value outside them still shows.
  resolve: async ({ http, keys, signal }) => {
    const pages = await Promise.all(
      keys.map((key) => searchCrmCustomers(http, { keyword: String(key), page: 0, size: 20 }, { signal })),
    );
    const wanted = new Set(keys.map(String));
    return pages.flatMap((answer) => answer.content).filter((customer) => wanted.has(customer.customerCode));
  },
  columns: [
    { id: 'customerName', header: texts.name, value: (customer) => customer.customerName, width: 260 },
    { id: 'customerCode', header: texts.code, value: (customer) => customer.customerCode, width: 130 },
    { id: 'productLine', header: texts.productLine, value: (customer) => customer.productLine, width: 160 },
    { id: 'lifeStatus', header: texts.lifeStatus, value: (customer) => customer.lifeStatusDesc, width: 140 },
  ],
});

/** The life status and product line filters above the table of the CRM customer picker's dialog. */
export const CrmCustomerFilterBar: DialogFilterBar<CrmCustomerPickerFilters> = ({ filters, onChange }) => (
  <CrmCustomerFilterFields filters={filters} onChange={onChange} />
);

function CrmCustomerFilterFields({
  filters,
  onChange,
}: {
  readonly filters: CrmCustomerPickerFilters;
  readonly onChange: (filters: CrmCustomerPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <>
      <Select<CrmLifeStatus>
        label={inLocale(texts.lifeStatus, locale)}
        clearable
        options={lifeStatuses.map((status) => ({
          value: status,
          label: inLocale(lifeStatusTexts[status], locale),
        }))}
        value={filters.lifeStatus?.[0] ?? null}
        onValueChange={(value) => onChange({ ...filters, lifeStatus: value === null ? undefined : [value] })}
      />
      <Input
        label={inLocale(texts.productLine, locale)}
        value={filters.productLine ?? ''}
        onChange={(event) => onChange({ ...filters, productLine: event.target.value || undefined })}
      />
    </>
  );
}

/**
 * The CRM customer picker (GET /api/crm/customer/info/simple/page): the provider's CRM customers by
 * name or code; the value is the customer code. The `lifeStatus` filter (also in the dialog form,
 * with the product line) keeps customers in those life statuses. CRM customers are global records:
 * the provider's tenant scope does not narrow them, only the `tenantId` filter does.
 */
export const CrmCustomerPicker = createPicker(crmCustomerSource, 'CrmCustomerPicker', {
  filterBar: CrmCustomerFilterBar,
});
