import { listReceiptTitles, type ReceiptTitleLookup, type taxpayerKinds } from '@opsdesk/api';
import { Select, useUiLocale } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { LocalText } from '../../i18n/LocalText';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';
import {
  joinParts,
  lookupTenantId,
  recentPerFilters,
  sharedTexts,
  taxpayerKindTexts,
  tenantRule,
  type LookupTenantFilter,
} from './common';

type TaxpayerKind = (typeof taxpayerKinds)[number];

/** The receipt title picker's filters (GET /api/receipt/vicp/titles). */
export interface ReceiptTitlePickerFilters extends LookupTenantFilter {
  /** General or small-scale taxpayers only; both when left out. */
  readonly taxpayerKind?: TaxpayerKind | undefined;
}

const texts = {
  noun: {
    'zh-CN': '发票抬头',
    en: 'invoice title',
    ja: '請求書の宛名',
    'zh-TW': '發票抬頭',
    it: 'intestazione fattura',
  },
  title: { 'zh-CN': '抬头名称', en: 'Title', ja: '宛名', 'zh-TW': '抬頭名稱', it: 'Intestazione' },
  taxpayerKind: {
    'zh-CN': '纳税人类型',
    en: 'Taxpayer kind',
    ja: '納税者区分',
    'zh-TW': '納稅人類型',
    it: 'Tipo di contribuente',
  },
  address: { 'zh-CN': '地址', en: 'Address', ja: '住所', 'zh-TW': '地址', it: 'Indirizzo' },
  telephone: { 'zh-CN': '电话', en: 'Telephone', ja: '電話番号', 'zh-TW': '電話', it: 'Telefono' },
  bankName: { 'zh-CN': '开户行', en: 'Bank', ja: '取引銀行', 'zh-TW': '開戶行', it: 'Banca' },
  bankAccount: {
    'zh-CN': '银行账号',
    en: 'Bank account',
    ja: '口座番号',
    'zh-TW': '銀行帳號',
    it: 'Conto bancario',
  },
} as const;

/** The enabled invoice titles of a tenant with their taxpayer kind and invoice fields, as one list. */
export const receiptTitleSource = defineSource<ReceiptTitleLookup, ReceiptTitlePickerFilters>({
  id: 'receiptTitle',
  noun: texts.noun,
  key: (title) => title.key,
  recentKey: recentPerFilters,
  label: (title) => title.titleName,
  // Titles of one group differ by taxpayer number; the kind is in the table.
  description: (title) => joinParts(title.taxNumber, title.address),
  searchText: (title) => [title.titleName, title.taxNumber, title.key].join(' '),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const answer = await listReceiptTitles(
      http,
      { tenantId: lookupTenantId(filters, scope), taxpayerKind: filters.taxpayerKind },
      { signal },
    );
    return { items: answer.rows, total: answer.total };
  },
  validate: (_query, filters, scope) => tenantRule(filters, scope),
  columns: [
    { id: 'titleName', header: texts.title, value: (title) => title.titleName, width: 240 },
    { id: 'taxNumber', header: sharedTexts.taxNumber, value: (title) => title.taxNumber, width: 190 },
    {
      id: 'taxpayerKind',
      header: texts.taxpayerKind,
      value: (title) => <LocalText texts={taxpayerKindTexts[title.taxpayerKind]} />,
      width: 140,
    },
    { id: 'address', header: texts.address, value: (title) => title.address ?? '', width: 240 },
    { id: 'telephone', header: texts.telephone, value: (title) => title.telephone ?? '', width: 130 },
    { id: 'bankName', header: texts.bankName, value: (title) => title.bankName ?? '', width: 180 },
    { id: 'bankAccount', header: texts.bankAccount, value: (title) => title.bankAccount ?? '', width: 190 },
  ],
});

/** The filters above the table of the receipt title picker's dialog: the taxpayer kind. */
export const ReceiptTitleFilterBar: DialogFilterBar<ReceiptTitlePickerFilters> = ({ filters, onChange }) => (
  <TaxpayerKindSelect
    value={filters.taxpayerKind}
    onChange={(taxpayerKind) => onChange({ ...filters, taxpayerKind })}
  />
);

function TaxpayerKindSelect({
  value,
  onChange,
}: {
  readonly value: TaxpayerKind | undefined;
  readonly onChange: (value: TaxpayerKind | undefined) => void;
}) {
  const locale = useUiLocale();
  return (
    <Select<TaxpayerKind>
      label={inLocale(texts.taxpayerKind, locale)}
      clearable
      options={[
        { value: 'GENERAL', label: inLocale(taxpayerKindTexts.GENERAL, locale) },
        { value: 'SMALL_SCALE', label: inLocale(taxpayerKindTexts.SMALL_SCALE, locale) },
      ]}
      value={value ?? null}
      onValueChange={(next) => onChange(next ?? undefined)}
    />
  );
}

/**
 * The receipt title picker (GET /api/receipt/vicp/titles, answered under `rows`): the enabled invoice
 * titles of a tenant, by title, taxpayer number or key as you type; the table shows the taxpayer kind
 * and the fields printed on an invoice, and the dialog form filters by taxpayer kind. It needs a
 * tenant: the `tenantId` filter or the provider's scope.
 */
export const ReceiptTitlePicker = createPicker(receiptTitleSource, 'ReceiptTitlePicker', {
  filterBar: ReceiptTitleFilterBar,
});
