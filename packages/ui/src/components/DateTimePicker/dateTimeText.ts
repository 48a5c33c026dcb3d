import dayjs from 'dayjs';
import { parseDate } from '../../format/dates';
import { maskDateText } from '../DatePicker/maskDateText';

/** Two digits: 7 → `07`. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Keeps what is typed in the HH:mm mask: digits only, the colon put in once the minutes begin. */
export function maskTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** Keeps what is typed in the YYYY-MM-DD HH:mm mask: digits only, the separators put in as the parts fill up. */
export function maskDateTimeText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 12);
  const date = maskDateText(digits.slice(0, 8));
  return digits.length <= 8 ? date : `${date} ${maskTimeText(digits.slice(8))}`;
}

const timePattern = /^(\d{2}):(\d{2})$/;

/** Strictly reads `HH:mm` (00:00 to 23:59): the same text, or undefined (`24:00`, `9:30`, `12:60`). */
export function readTimeText(text: string): string | undefined {
  const match = timePattern.exec(text);
  if (!match) return undefined;
  return Number(match[1]) <= 23 && Number(match[2]) <= 59 ? text : undefined;
}

/**
 * Strictly reads `YYYY-MM-DD HH:mm` as the ISO local date-time `YYYY-MM-DDTHH:mm:00`, or undefined
 * for an unfinished or impossible one (`2023-02-29 10:00`, `2024-03-05 24:00`).
 */
export function readDateTimeText(text: string): string | undefined {
  const [date = '', time = '', ...rest] = text.split(' ');
  if (rest.length > 0 || !parseDate(date) || readTimeText(time) === undefined) return undefined;
  return `${date}T${time}:00`;
}

const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const offsetDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A date-time value as the field shows it, `YYYY-MM-DD HH:mm` (seconds are not shown): an ISO local
 * date-time as it is, one with an offset (`Z`, `+08:00`) in the browser's time; anything else as it is.
 */
export function showDateTimeValue(value: string): string {
  const local = localDateTimePattern.exec(value);
  if (local) {
    const text = `${local[1]} ${local[2]}`;
    return readDateTimeText(text) === undefined ? value : text;
  }
  if (offsetDateTimePattern.test(value)) {
    const instant = dayjs(value);
    if (instant.isValid()) return instant.format('YYYY-MM-DD HH:mm');
  }
  return value;
}

/** A time value as the field shows it, `HH:mm` (`HH:mm:ss` loses its seconds); anything else as it is. */
export function showTimeValue(value: string): string {
  const text = /^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value;
  return readTimeText(text) === undefined ? value : text;
}
