import { getExchangeRate, listStandardCurrencies, type StandardCurrency } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { DatePicker, Input, useUiLocale } from '@opsdesk/ui';
import { keyText } from '../../core/lookup';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { LocalText } from '../../i18n/LocalText';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';
import { isNotFound, joinParts, mapLimited, recentPerFilters, sharedTexts } from './common';

/** A currency with its rate against the base currency on the date asked for. */
export interface CurrencyRate {
  readonly currencyCode: string;
  /** In the interface language. */
  readonly currencyName: string;
  readonly chineseName: string;
  readonly symbol: string | null;
  readonly baseCurrencyCode: string;
  /** One unit of the currency is worth `rate` units of the base currency; null when none is recorded. */
  readonly rate: number | null;
  /** The day the rate took effect: the latest on or before the date asked for. */
  readonly effectiveDate: string | null;
  /** The rate is the inverse of the opposite pair's, the only one recorded. */
  readonly inverted: boolean;
}

/** The exchange rate picker's filters (GET /api/get/exchange/rate). */
export interface ExchangeRatePickerFilters {
  /** The currency the rates are expressed in. Default CNY. */
  readonly baseCurrencyCode?: string | undefined;
  /** YYYY-MM-DD; today when left out. */
  readonly date?: string | undefined;
}

export const DEFAULT_BASE_CURRENCY = 'CNY';
/** Rate requests in flight at once when listing the currencies. */
const RATE_REQUESTS_AT_ONCE = 6;

const texts = {
  noun: { 'zh-CN': '币种', en: 'currency', ja: '通貨', 'zh-TW': '幣別', it: 'valuta' },
  currency: { 'zh-CN': '币种', en: 'Currency', ja: '通貨', 'zh-TW': '幣別', it: 'Valuta' },
  rate: { 'zh-CN': '汇率', en: 'Rate', ja: 'レート', 'zh-TW': '匯率', it: 'Tasso' },
  baseCurrency: {
    'zh-CN': '本位币',
    en: 'Base currency',
    ja: '基準通貨',
    'zh-TW': '本位幣',
    it: 'Valuta di base',
  },
  date: { 'zh-CN': '汇率日期', en: 'Rate date', ja: 'レート日付', 'zh-TW': '匯率日期', it: 'Data del tasso' },
  effectiveDate: {
    'zh-CN': '生效日期',
    en: 'Effective',
    ja: '適用日',
    'zh-TW': '生效日期',
    it: 'In vigore dal',
  },
  noRate: {
    'zh-CN': '无汇率',
    en: 'No rate recorded',
    ja: 'レート未登録',
    'zh-TW': '無匯率',
    it: 'Nessun tasso registrato',
  },
  inverted: {
    'zh-CN': '（按反向汇率换算）',
    en: ' (inverse of the opposite rate)',
    ja: '（逆方向レートから換算）',
    'zh-TW': '（按反向匯率換算）',
    it: ' (inverso del tasso opposto)',
  },
  baseCurrencyInvalid: {
    'zh-CN': '本位币须为三位大写字母代码，例如 CNY。',
    en: 'The base currency must be a three-letter code such as CNY.',
    ja: '基準通貨は CNY のような 3 文字のコードで指定してください。',
    'zh-TW': '本位幣須為三位大寫字母代碼，例如 CNY。',
    it: 'La valuta di base deve essere un codice di tre lettere, ad esempio CNY.',
  },
} as const;

const baseOf = (filters: ExchangeRatePickerFilters) => filters.baseCurrencyCode ?? DEFAULT_BASE_CURRENCY;

/** A currency with its rate on the date, or without one when none is recorded (404). */
async function withRate(
  http: HttpClient,
  currency: StandardCurrency,
  filters: ExchangeRatePickerFilters,
  signal: AbortSignal,
): Promise<CurrencyRate> {
  const baseCurrencyCode = baseOf(filters);
  const rated = (rate: number | null, effectiveDate: string | null, inverted: boolean): CurrencyRate => ({
    currencyCode: currency.currencyCode,
    currencyName: currency.currencyName,
    chineseName: currency.chineseName,
    symbol: currency.symbol,
    baseCurrencyCode,
    rate,
    effectiveDate,
    inverted,
  });
  if (currency.currencyCode === baseCurrencyCode) return rated(1, filters.date ?? null, false);
  try {
    const answer = await getExchangeRate(
      http,
      { currencyCode: currency.currencyCode, baseCurrencyCode, date: filters.date },
      { signal },
    );
    // An answer about another pair is not this currency's rate.
    if (answer.currencyCode !== currency.currencyCode || answer.baseCurrencyCode !== baseCurrencyCode)
      return rated(null, null, false);
    return rated(answer.rate, answer.effectiveDate, answer.inverted);
  } catch (error) {
    if (isNotFound(error)) return rated(null, null, false);
    throw error;
  }
}

/** The enabled standard currencies (those of `codes` only, when given), each with its rate. */
async function currencyRates(
  http: HttpClient,
  filters: ExchangeRatePickerFilters,
  signal: AbortSignal,
  codes?: ReadonlySet<string>,
): Promise<CurrencyRate[]> {
  const currencies = (await listStandardCurrencies(http, undefined, { signal })).filter(
    (currency) => currency.enabled && (codes === undefined || codes.has(currency.currencyCode)),
  );
  return mapLimited(currencies, RATE_REQUESTS_AT_ONCE, (currency) =>
    withRate(http, currency, filters, signal),
  );
}

const rateText = (item: CurrencyRate) =>
  item.rate === null ? undefined : `1 ${item.currencyCode} = ${item.rate} ${item.baseCurrencyCode}`;

/** The standard currencies with their rate against the base currency, as one list. */
export const exchangeRateSource = defineSource<CurrencyRate, ExchangeRatePickerFilters>({
  id: 'exchangeRate',
  noun: texts.noun,
  key: (item) => item.currencyCode,
  recentKey: recentPerFilters,
  label: (item) => item.currencyName,
  description: (item) => joinParts(item.currencyCode, rateText(item), item.effectiveDate),
  searchText: (item) => [item.currencyCode, item.currencyName, item.chineseName, item.symbol ?? ''].join(' '),
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    const items = await currencyRates(http, filters, signal);
    return { items, total: items.length };
  },
  // The list plus a rate for each key, rather than a rate for every currency.
  resolve: ({ http, keys, filters, signal }) =>
    currencyRates(http, filters, signal, new Set(keys.map((key) => keyText(key).toUpperCase()))),
  validate: (_query, filters) => (/^[A-Z]{3}$/.test(baseOf(filters)) ? undefined : texts.baseCurrencyInvalid),
  columns: [
    { id: 'currencyCode', header: sharedTexts.code, value: (item) => item.currencyCode, width: 90 },
    { id: 'currencyName', header: texts.currency, value: (item) => item.currencyName, width: 200 },
    {
      id: 'rate',
      header: texts.rate,
      value: (item) =>
        item.rate === null ? (
          <LocalText texts={texts.noRate} />
        ) : (
          <>
            {`${item.rate} ${item.baseCurrencyCode}`}
            {item.inverted ? <LocalText texts={texts.inverted} /> : null}
          </>
        ),
      width: 220,
      align: 'end',
    },
    {
      id: 'effectiveDate',
      header: texts.effectiveDate,
      value: (item) => item.effectiveDate ?? '',
      width: 120,
    },
  ],
});

/** The filters above the table of the exchange rate picker's dialog. */
export const ExchangeRateFilterBar: DialogFilterBar<ExchangeRatePickerFilters> = ({ filters, onChange }) => (
  <ExchangeRateFilterFields filters={filters} onChange={onChange} />
);

function ExchangeRateFilterFields({
  filters,
  onChange,
}: {
  readonly filters: ExchangeRatePickerFilters;
  readonly onChange: (filters: ExchangeRatePickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <>
      <Input
        label={inLocale(texts.baseCurrency, locale)}
        maxLength={3}
        autoCapitalize="characters"
        value={filters.baseCurrencyCode ?? ''}
        onChange={(event) => onChange({ ...filters, baseCurrencyCode: event.target.value.toUpperCase() })}
      />
      <DatePicker
        label={inLocale(texts.date, locale)}
        value={filters.date ?? null}
        onChange={(date) => onChange({ ...filters, date: date ?? undefined })}
      />
    </>
  );
}

/**
 * The currency and exchange rate picker (GET /api/company/standard/currency/getAll, then GET
 * /api/get/exchange/rate for each currency): the enabled currencies with their rate against the
 * `baseCurrencyCode` filter's currency (CNY by default) on the `date` filter's day (today by
 * default), by code or name as you type. A currency without a recorded rate is listed without one.
 */
export const ExchangeRatePicker = createPicker(exchangeRateSource, 'ExchangeRatePicker', {
  defaultFilters: { baseCurrencyCode: DEFAULT_BASE_CURRENCY },
  filterBar: ExchangeRateFilterBar,
});
