import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../format/dates';

/** The quick ranges of spec §9: this month, 3 months, 6 months. */
export const quickDateRangeKeys = ['thisMonth', 'threeMonths', 'sixMonths'] as const;
export type QuickDateRangeKey = (typeof quickDateRangeKeys)[number];

export interface DateRangeValue {
  /** YYYY-MM-DD, or null when open. */
  readonly start: string | null;
  readonly end: string | null;
}

/**
 * A quick range ending today: this month from its first day, or the last 3 or 6 months from the same
 * day 3 or 6 months ago.
 */
export function quickDateRange(key: QuickDateRangeKey, today: Dayjs = dayjs()): DateRangeValue {
  const end = today.startOf('day');
  const start =
    key === 'thisMonth' ? end.startOf('month') : end.subtract(key === 'threeMonths' ? 3 : 6, 'month');
  return { start: start.format(DATE_FORMAT), end: end.format(DATE_FORMAT) };
}
