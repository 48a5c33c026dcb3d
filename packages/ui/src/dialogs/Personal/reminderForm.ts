import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import { DATE_FORMAT, isEndBeforeStart, parseDate } from '../../format/dates';
import { requiredText } from '../../validation/schemas';
import { uiIssue } from '../../validation/uiIssue';
import {
  isoWeekday,
  isoWeekdays,
  monthEndDays,
  nextOccurrences,
  parseReminderDateTime,
  reminderFrequencies,
  type IsoWeekday,
  type MonthEndDay,
  type ReminderFrequency,
  type ReminderRule,
} from './reminderRule';

/** The most reminders a count can ask for. */
export const MAX_REMINDER_COUNT = 999;
/** The longest title. */
export const MAX_REMINDER_TITLE = 100;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The reminder form: the rule's parts as the fields hold them. */
export interface ReminderFormValues {
  title: string;
  /** YYYY-MM-DD, or null before a day is chosen. */
  firstDate: string | null;
  /** HH:mm. */
  firstTime: string;
  frequency: ReminderFrequency;
  weekdays: IsoWeekday[];
  monthEndDays: MonthEndDay[];
  activeRange: { start: string | null; end: string | null };
  endType: 'rangeEnd' | 'afterCount';
  endCount: number | null;
}

/** The rule the values describe. A one-off reminder has no active range or end. */
export function toReminderRule(values: ReminderFormValues): ReminderRule {
  const firstAt = `${values.firstDate ?? ''} ${values.firstTime}`;
  const title = values.title.trim();
  if (values.frequency === 'none') {
    return {
      title,
      firstAt,
      recurrence: { type: 'none' },
      activeRange: { start: null, end: null },
      end: { type: 'rangeEnd' },
    };
  }
  const recurrence =
    values.frequency === 'daily'
      ? ({ type: 'daily' } as const)
      : values.frequency === 'weekly'
        ? ({ type: 'weekly', weekdays: isoWeekdays.filter((day) => values.weekdays.includes(day)) } as const)
        : ({
            type: 'monthlyLastDays',
            days: monthEndDays.filter((day) => values.monthEndDays.includes(day)),
          } as const);
  return {
    title,
    firstAt,
    recurrence,
    activeRange: { start: values.activeRange.start, end: values.activeRange.end },
    end:
      values.endType === 'afterCount'
        ? { type: 'afterCount', count: values.endCount ?? 0 }
        : { type: 'rangeEnd' },
  };
}

/**
 * The form's values for a rule, or for a new reminder: today at 09:00, not repeating; a weekly choice
 * starts on today's weekday and a monthly one on the last day.
 */
export function toReminderFormValues(
  rule: ReminderRule | undefined,
  now: Dayjs = dayjs(),
): ReminderFormValues {
  const first = rule ? parseReminderDateTime(rule.firstAt) : undefined;
  const recurrence = rule?.recurrence;
  return {
    title: rule?.title ?? '',
    firstDate: (first ?? now).format(DATE_FORMAT),
    firstTime: first ? first.format('HH:mm') : '09:00',
    frequency: recurrence?.type ?? 'none',
    weekdays: recurrence?.type === 'weekly' ? [...recurrence.weekdays] : [isoWeekday(first ?? now)],
    monthEndDays: recurrence?.type === 'monthlyLastDays' ? [...recurrence.days] : [1],
    activeRange: { start: rule?.activeRange.start ?? null, end: rule?.activeRange.end ?? null },
    endType: rule?.end.type ?? 'rangeEnd',
    endCount: rule?.end.type === 'afterCount' ? rule.end.count : 10,
  };
}

/**
 * The rules of the reminder form: a title, a first day and time, at least one weekday or month-end day
 * for those recurrences, an active range that does not end before it starts, a count of 1 to 999, and
 * at least one reminder still to come (a one-off in the past, or a range that excludes every day, is
 * refused on the field to change).
 */
export function reminderSchema(now: Dayjs) {
  return z
    .object({
      title: requiredText().pipe(z.string().max(MAX_REMINDER_TITLE)),
      firstDate: z
        .string()
        .nullable()
        .refine(
          (value) => value !== null && parseDate(value) !== undefined,
          uiIssue('ui.validation.required'),
        ),
      firstTime: z
        .string()
        .refine((value) => value !== '', uiIssue('ui.validation.required'))
        .refine((value) => value === '' || timePattern.test(value), uiIssue('ui.reminder.timeInvalid')),
      frequency: z.enum(reminderFrequencies as [ReminderFrequency, ...ReminderFrequency[]]),
      weekdays: z.array(z.union(isoWeekdays.map((day) => z.literal(day)))),
      monthEndDays: z.array(z.union(monthEndDays.map((day) => z.literal(day)))),
      activeRange: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
      endType: z.enum(['rangeEnd', 'afterCount']),
      endCount: z.number().nullable(),
    })
    .superRefine((values, context) => {
      let valid = true;
      const problem = (path: string, messageId: string, messageValues?: Record<string, number>) => {
        valid = false;
        context.addIssue({ code: 'custom', path: [path], ...uiIssue(messageId, messageValues) });
      };
      const repeating = values.frequency !== 'none';
      if (values.frequency === 'weekly' && values.weekdays.length === 0) {
        problem('weekdays', 'ui.reminder.weekdaysRequired');
      }
      if (values.frequency === 'monthlyLastDays' && values.monthEndDays.length === 0) {
        problem('monthEndDays', 'ui.reminder.monthEndDaysRequired');
      }
      if (repeating && isEndBeforeStart(values.activeRange.start, values.activeRange.end)) {
        problem('activeRange', 'ui.validation.endBeforeStart');
      }
      const count = values.endCount;
      if (
        repeating &&
        values.endType === 'afterCount' &&
        (count === null || !Number.isInteger(count) || count < 1 || count > MAX_REMINDER_COUNT)
      ) {
        problem('endCount', 'ui.reminder.countInvalid', { max: MAX_REMINDER_COUNT });
      }
      // Only a rule whose parts are each valid is asked whether it still fires.
      const rule = toReminderRule(values);
      if (!valid || !parseReminderDateTime(rule.firstAt) || nextOccurrences(rule, now, 1).length > 0) return;
      if (!repeating) problem('firstDate', 'ui.reminder.firstInPast');
      else if (
        rule.end.type === 'afterCount' &&
        nextOccurrences({ ...rule, end: { type: 'rangeEnd' } }, now, 1).length > 0
      ) {
        problem('endCount', 'ui.reminder.countAllPast');
      } else problem('activeRange', 'ui.reminder.noUpcoming');
    });
}
