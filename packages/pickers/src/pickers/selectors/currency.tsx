import { listStandardCurrencies, type StandardCurrency } from '@opsdesk/api';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The currency picker has no filters of its own. */
export type CurrencyPickerFilters = Record<string, never>;

const texts = {
  noun: { 'zh-CN': '币种', en: 'currency', ja: '通貨', 'zh-TW': '幣別', it: 'valuta' },
  code: { 'zh-CN': '币种代码', en: 'Code', ja: '通貨コード', 'zh-TW': '幣別代碼', it: 'Codice' },
  name: { 'zh-CN': '币种名称', en: 'Currency', ja: '通貨名', 'zh-TW': '幣別名稱', it: 'Valuta' },
  symbol: { 'zh-CN': '符号', en: 'Symbol', ja: '記号', 'zh-TW': '符號', it: 'Simbolo' },
  decimals: { 'zh-CN': '小数位', en: 'Decimals', ja: '小数桁数', 'zh-TW': '小數位數', it: 'Decimali' },
} as const;

/** The standard currencies, listed whole by the call and searched locally by code or name. */
export const currencySource = defineSource<StandardCurrency, CurrencyPickerFilters>({
  id: 'currency',
  noun: texts.noun,
  key: (currency) => currency.currencyCode,
  label: (currency) => currency.currencyName,
  description: (currency) => [currency.currencyCode, currency.symbol].filter(Boolean).join(' · '),
  // Both names are searched, whichever language `currencyName` came in.
  searchText: (currency) => `${currency.currencyCode} ${currency.currencyName} ${currency.chineseName}`,
  paging: 'client',
  search: async ({ http, signal }) => {
    const items = await listStandardCurrencies(http, 'chineseName', { signal });
    return { items, total: items.length };
  },
  columns: [
    { id: 'currencyCode', header: texts.code, value: (currency) => currency.currencyCode, width: 100 },
    { id: 'currencyName', header: texts.name, value: (currency) => currency.currencyName, width: 220 },
    { id: 'symbol', header: texts.symbol, value: (currency) => currency.symbol ?? '', width: 80 },
    {
      id: 'decimals',
      header: texts.decimals,
      value: (currency) => currency.decimals,
      width: 90,
      align: 'end',
    },
  ],
});

/**
 * The currency picker (GET /api/company/standard/currency/getAll?language=chineseName): the
 * standard currencies with their Chinese currencyName, filtered as you type by code or name; the
 * value is the currencyCode.
 */
export const CurrencyPicker = createPicker(currencySource, 'CurrencyPicker');
