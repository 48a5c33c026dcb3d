/** A number as the API sends it: a number, a numeric string, or nothing. */
export type NumericValue = number | string | null | undefined;

function toNumber(value: NumericValue): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

export interface MoneyFormatOptions {
  /** ISO 4217 code (`CNY`, `USD`, `JPY`...): shows the currency symbol of the locale. */
  readonly currency?: string | undefined;
  /** Decimals shown, 2 by default (spec §9: thousands separators, 2 decimals). */
  readonly decimals?: number | undefined;
}

/** Money with thousands separators and 2 decimals (`1,234,567.80`, `¥1,234.50`); '' for no value. */
export function formatMoney(value: NumericValue, locale: string, options: MoneyFormatOptions = {}): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  const decimals = options.decimals ?? 2;
  return new Intl.NumberFormat(locale, {
    useGrouping: true,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    ...(options.currency ? { style: 'currency', currency: options.currency } : {}),
  }).format(number);
}

export interface NumberFormatOptions {
  readonly minimumFractionDigits?: number | undefined;
  readonly maximumFractionDigits?: number | undefined;
}

/** A plain number with the locale's separators (`12,345.678`); '' for no value. */
export function formatNumber(value: NumericValue, locale: string, options: NumberFormatOptions = {}): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, ...options }).format(number);
}

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A file size in binary steps (1 KB = 1024 bytes) with one decimal above bytes: `3 MB`, `1.5 KB`. */
export function formatFileSize(bytes: NumericValue, locale: string): string {
  const number = toNumber(bytes);
  if (number === undefined || number < 0) return '';
  let size = number;
  let step = 0;
  while (size >= 1024 && step < sizeUnits.length - 1) {
    size /= 1024;
    step += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: sizeUnits[step],
    unitDisplay: 'short',
    maximumFractionDigits: step === 0 ? 0 : 1,
  }).format(size);
}
