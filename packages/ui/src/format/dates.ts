import dayjs, { type Dayjs } from 'dayjs';

/** Spec §9: dates show as YYYY-MM-DD, date-times as YYYY-MM-DD HH:mm:ss. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date as the API or a component holds it. */
export type DateValue = Date | Dayjs | number | string | null | undefined;

function toDayjs(value: DateValue): Dayjs | undefined {
  if (value == null || value === '') return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

/** `2024-03-05`, in local time; '' for no or an invalid value. */
export function formatDate(value: DateValue): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '';
}

/** `2024-03-05 14:07:09`, in local time; '' for no or an invalid value. */
export function formatDateTime(value: DateValue): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? '';
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strictly reads `YYYY-MM-DD` as a local date: `2024-02-30` or `2024-2-3` is undefined. */
export function parseDate(text: string): Dayjs | undefined {
  const match = datePattern.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = dayjs(new Date(year, month - 1, day));
  return date.year() === year && date.month() === month - 1 && date.date() === day ? date : undefined;
}

/** True when `start` is after `end` (spec §5: 'end time is before start time'); false when either is missing. */
export function isEndBeforeStart(start: DateValue, end: DateValue): boolean {
  const from = toDayjs(typeof start === 'string' ? (parseDate(start) ?? start) : start);
  const to = toDayjs(typeof end === 'string' ? (parseDate(end) ?? end) : end);
  return from !== undefined && to !== undefined && to.isBefore(from, 'day');
}
