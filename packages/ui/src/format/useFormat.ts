import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatDateTime, type DateValue } from './dates';
import {
  formatFileSize,
  formatMoney,
  formatNumber,
  type MoneyFormatOptions,
  type NumberFormatOptions,
  type NumericValue,
} from './numbers';
import { formatRelativeTime } from './relativeTime';

export interface Formatters {
  readonly money: (value: NumericValue, options?: MoneyFormatOptions) => string;
  readonly number: (value: NumericValue, options?: NumberFormatOptions) => string;
  readonly date: (value: DateValue) => string;
  readonly dateTime: (value: DateValue) => string;
  readonly fileSize: (bytes: NumericValue) => string;
  readonly relativeTime: (value: DateValue, now?: DateValue) => string;
}

/** The formatting helpers bound to the interface language of react-intl. */
export function useFormat(): Formatters {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      money: (value, options) => formatMoney(value, locale, options),
      number: (value, options) => formatNumber(value, locale, options),
      date: formatDate,
      dateTime: formatDateTime,
      fileSize: (bytes) => formatFileSize(bytes, locale),
      relativeTime: (value, now) => formatRelativeTime(value, locale, now),
    }),
    [locale],
  );
}
