import type { DateValue } from './dates';
import dayjs from 'dayjs';

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const steps: readonly { unit: RelativeTimeUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
];

/** The largest whole unit between `value` and `now`: negative in the past (`-3 hour`). */
export function relativeTimeParts(
  value: DateValue,
  now: DateValue = Date.now(),
): { value: number; unit: RelativeTimeUnit } | undefined {
  const date = value == null || value === '' ? undefined : dayjs(value);
  const reference = dayjs(now ?? Date.now());
  if (!date?.isValid() || !reference.isValid()) return undefined;
  const seconds = date.diff(reference, 'second');
  for (const step of steps) {
    if (Math.abs(seconds) >= step.seconds)
      return { value: Math.trunc(seconds / step.seconds), unit: step.unit };
  }
  return { value: 0, unit: 'second' };
}

/** `3 hours ago`, `in 2 days`, `yesterday` in the locale; '' for no value. */
export function formatRelativeTime(value: DateValue, locale: string, now?: DateValue): string {
  const parts = relativeTimeParts(value, now);
  if (!parts) return '';
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(parts.value, parts.unit);
}
