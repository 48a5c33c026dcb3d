export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  isEndBeforeStart,
  parseDate,
} from './dates';
export type { DateValue } from './dates';
export { dayjsLocaleFor, dayjsLocales, type DayjsLocale } from './dayjsLocale';
export {
  formatFileSize,
  formatMoney,
  formatNumber,
  type MoneyFormatOptions,
  type NumberFormatOptions,
  type NumericValue,
} from './numbers';
export { formatRelativeTime, relativeTimeParts, type RelativeTimeUnit } from './relativeTime';
export { useDayjsLocale, type UseDayjsLocaleOptions } from './useDayjsLocale';
export { useFormat, type Formatters } from './useFormat';
