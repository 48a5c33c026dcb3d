import dayjs, { type Dayjs } from 'dayjs';
import type { DateRangeValue, QuickDateRangeKey } from '../../components/DateRangePicker/quickDateRanges';
import { DATE_FORMAT, parseDate } from '../../format/dates';

/** Days of the week as ISO numbers: 1 Monday … 7 Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

/** The last three days of a month, counted from its end: 3 the third-to-last, 2 the second-to-last, 1 the last. */
export const monthEndDays = [3, 2, 1] as const;
export type MonthEndDay = (typeof monthEndDays)[number];

/** How a reminder repeats (spec §9: daily, weekly on chosen weekdays, monthly on the last three days). */
export type ReminderRecurrence =
  | { readonly type: 'none' }
  | { readonly type: 'daily' }
  | { readonly type: 'weekly'; readonly weekdays: readonly IsoWeekday[] }
  | { readonly type: 'monthlyLastDays'; readonly days: readonly MonthEndDay[] };

export type ReminderFrequency = ReminderRecurrence['type'];
export const reminderFrequencies: readonly ReminderFrequency[] = [
  'none',
  'daily',
  'weekly',
  'monthlyLastDays',
];

/** When a repeating reminder stops: with its active period (never, if the period has no end), or after a count. */
export type ReminderEnd =
  { readonly type: 'rangeEnd' } | { readonly type: 'afterCount'; readonly count: number };

/** When a reminder fires. */
export interface ReminderSchedule {
  /**
   * The first reminder, local time `YYYY-MM-DD HH:mm`. A repeating reminder fires on the days of its
   * recurrence from that day on, at that time of day.
   */
  readonly firstAt: string;
  readonly recurrence: ReminderRecurrence;
  /** The days it may fire, `YYYY-MM-DD`, both included; an open end never stops it. */
  readonly activeRange: DateRangeValue;
  readonly end: ReminderEnd;
}

/** A reminder as `ReminderDialog` saves it. */
export interface ReminderRule extends ReminderSchedule {
  readonly title: string;
}

export const REMINDER_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const dateTimePattern = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

/** Strictly reads `YYYY-MM-DD HH:mm` as a local date-time; undefined for anything else (`2024-02-30 10:00`). */
export function parseReminderDateTime(text: string): Dayjs | undefined {
  const match = dateTimePattern.exec(text.trim());
  const day = match?.[1] === undefined ? undefined : parseDate(match[1]);
  if (!match || !day) return undefined;
  return at(day, Number(match[2]), Number(match[3]));
}

/** The local time `hour:minute` of a day, built from its parts (no time zone arithmetic). */
function at(day: Dayjs, hour: number, minute: number): Dayjs {
  return dayjs(new Date(day.year(), day.month(), day.date(), hour, minute));
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(day: Dayjs): IsoWeekday {
  return (day.day() === 0 ? 7 : day.day()) as IsoWeekday;
}

/** True when the recurrence fires on this day (its time of day aside). */
export function firesOn(recurrence: ReminderRecurrence, day: Dayjs): boolean {
  switch (recurrence.type) {
    case 'none':
      return false;
    case 'daily':
      return true;
    case 'weekly':
      return recurrence.weekdays.includes(isoWeekday(day));
    case 'monthlyLastDays':
      return (recurrence.days as readonly number[]).includes(day.daysInMonth() - day.date() + 1);
  }
}

/** The longest gap between two firings of a recurrence that fires at all (a monthly one: 31 days). */
const LONGEST_GAP_DAYS = 62;
/** Never look further than this for the next reminders. */
const MAX_SCAN_DAYS = 366 * 100;

/**
 * The next `count` reminders at or after `from`, in order, as local date-times. A repeating reminder
 * fires on the days of its recurrence from the day of `firstAt` on, at its time of day, within the
 * active range (both ends included); `afterCount` stops it after that many reminders from the first
 * (past ones count). Dates are local calendar days: month ends follow the month (28, 29, 30 or 31).
 */
export function nextOccurrences(
  schedule: ReminderSchedule,
  from: Dayjs | Date | string,
  count: number,
): Dayjs[] {
  const first = parseReminderDateTime(schedule.firstAt);
  const since = dayjs(from);
  if (!first || !since.isValid() || count <= 0) return [];
  const rangeStart = schedule.activeRange.start ? parseDate(schedule.activeRange.start) : undefined;
  const rangeEnd = schedule.activeRange.end ? parseDate(schedule.activeRange.end) : undefined;
  const inRange = (day: Dayjs) =>
    !(rangeStart && day.isBefore(rangeStart, 'day')) && !(rangeEnd && day.isAfter(rangeEnd, 'day'));
  const limit = schedule.end.type === 'afterCount' ? schedule.end.count : Number.POSITIVE_INFINITY;

  if (schedule.recurrence.type === 'none') {
    return limit >= 1 && inRange(first) && !first.isBefore(since) ? [first] : [];
  }

  const hour = first.hour();
  const minute = first.minute();
  let day = first.startOf('day');
  if (rangeStart && rangeStart.isAfter(day)) day = rangeStart;
  // Without a count to keep, the days before `from` need no visit.
  if (limit === Number.POSITIVE_INFINITY && since.startOf('day').isAfter(day)) day = since.startOf('day');

  const found: Dayjs[] = [];
  let fired = 0;
  let sinceLastFiring = 0;
  for (let scanned = 0; scanned < MAX_SCAN_DAYS && found.length < count; scanned += 1) {
    if (rangeEnd && day.isAfter(rangeEnd, 'day')) break;
    if (firesOn(schedule.recurrence, day)) {
      fired += 1;
      if (fired > limit) break;
      sinceLastFiring = 0;
      const time = at(day, hour, minute);
      if (!time.isBefore(since)) found.push(time);
    } else if (++sinceLastFiring > LONGEST_GAP_DAYS) {
      break; // A weekly recurrence without weekdays, say: it never fires.
    }
    day = day.add(1, 'day');
  }
  return found;
}

/**
 * The quick ranges of spec §9 (the keys of DateRangePicker's) for a period ahead, starting today: the
 * rest of this month, the next 3 months, the next 6 months. DateRangePicker's own ranges end today,
 * which suits a search over the past but would end a reminder before it starts.
 */
export function upcomingQuickRange(key: QuickDateRangeKey, today: Dayjs = dayjs()): DateRangeValue {
  const start = today.startOf('day');
  const end = key === 'thisMonth' ? start.endOf('month') : start.add(key === 'threeMonths' ? 3 : 6, 'month');
  return { start: start.format(DATE_FORMAT), end: end.format(DATE_FORMAT) };
}
