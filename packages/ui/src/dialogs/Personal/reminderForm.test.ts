import dayjs from 'dayjs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../i18n/catalogue';
import { createZodErrorMap } from '../../validation/zodErrorMap';
import {
  reminderSchema,
  toReminderFormValues,
  toReminderRule,
  type ReminderFormValues,
} from './reminderForm';
import type { ReminderRule } from './reminderRule';
import { personalMessages } from './test/PersonalIntl';

const now = dayjs('2024-03-13 10:00'); // a Wednesday
const intl = createIntl({ locale: 'en', messages: { ...uiMessages.en, ...personalMessages.en } });
const errorMap = createZodErrorMap('en', (id, values) => intl.formatMessage({ id }, values));

const base: ReminderFormValues = {
  title: 'Close the month',
  firstDate: '2024-03-20',
  firstTime: '09:30',
  frequency: 'none',
  weekdays: [3],
  monthEndDays: [1],
  activeRange: { start: null, end: null },
  endType: 'rangeEnd',
  endCount: 10,
};

function errors(values: Partial<ReminderFormValues>) {
  const result = reminderSchema(now).safeParse({ ...base, ...values }, { error: errorMap });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('form values to a rule', () => {
  it('makes a one-off reminder without range or end, the title trimmed', () => {
    expect(
      toReminderRule({ ...base, title: ' Pay ', activeRange: { start: '2024-01-01', end: null } }),
    ).toEqual({
      title: 'Pay',
      firstAt: '2024-03-20 09:30',
      recurrence: { type: 'none' },
      activeRange: { start: null, end: null },
      end: { type: 'rangeEnd' },
    });
  });

  it('keeps the chosen weekdays in week order', () => {
    expect(toReminderRule({ ...base, frequency: 'weekly', weekdays: [5, 1, 7] }).recurrence).toEqual({
      type: 'weekly',
      weekdays: [1, 5, 7],
    });
  });

  it('keeps the chosen month-end days from the third-to-last to the last', () => {
    expect(
      toReminderRule({ ...base, frequency: 'monthlyLastDays', monthEndDays: [1, 3] }).recurrence,
    ).toEqual({
      type: 'monthlyLastDays',
      days: [3, 1],
    });
  });

  it('carries the range and a count end of a repeating reminder', () => {
    const rule = toReminderRule({
      ...base,
      frequency: 'daily',
      activeRange: { start: '2024-03-20', end: '2024-06-20' },
      endType: 'afterCount',
      endCount: 4,
    });
    expect([rule.activeRange, rule.end]).toEqual([
      { start: '2024-03-20', end: '2024-06-20' },
      { type: 'afterCount', count: 4 },
    ]);
  });
});

describe('a rule to form values', () => {
  it('starts a new reminder today at 09:00, not repeating, on this weekday and the last day', () => {
    expect(toReminderFormValues(undefined, now)).toEqual({
      title: '',
      firstDate: '2024-03-13',
      firstTime: '09:00',
      frequency: 'none',
      weekdays: [3],
      monthEndDays: [1],
      activeRange: { start: null, end: null },
      endType: 'rangeEnd',
      endCount: 10,
    });
  });

  it('gives back the rule it was made from', () => {
    const rule: ReminderRule = {
      title: 'Expenses',
      firstAt: '2024-04-01 18:05',
      recurrence: { type: 'weekly', weekdays: [1, 4] },
      activeRange: { start: '2024-04-01', end: null },
      end: { type: 'afterCount', count: 8 },
    };
    expect(toReminderRule(toReminderFormValues(rule, now))).toEqual(rule);
  });
});

describe('reminder form rules', () => {
  it('accepts a valid one-off reminder', () => {
    expect(errors({})).toEqual([]);
  });

  it('requires a title', () => {
    expect(errors({ title: '  ' })).toEqual([['title', 'This field is required']]);
  });

  it('requires the first date', () => {
    expect(errors({ firstDate: null })).toEqual([['firstDate', 'This field is required']]);
  });

  it('requires a time as HH:mm', () => {
    expect(errors({ firstTime: '25:00' })).toEqual([['firstTime', 'Enter a time as HH:mm']]);
  });

  it('refuses a one-off reminder in the past, on its date', () => {
    expect(errors({ firstDate: '2024-03-13', firstTime: '09:59' })).toEqual([
      ['firstDate', 'This time has passed: choose one to come'],
    ]);
  });

  it('accepts a repeating reminder that started in the past', () => {
    expect(errors({ firstDate: '2024-01-01', frequency: 'daily' })).toEqual([]);
  });

  it('requires a weekday for a weekly reminder', () => {
    expect(errors({ frequency: 'weekly', weekdays: [] })).toEqual([
      ['weekdays', 'Choose at least one day of the week'],
    ]);
  });

  it('requires a month-end day for a monthly reminder', () => {
    expect(errors({ frequency: 'monthlyLastDays', monthEndDays: [] })).toEqual([
      ['monthEndDays', 'Choose at least one day of the month'],
    ]);
  });

  it('ignores the weekdays of a reminder that is not weekly', () => {
    expect(errors({ frequency: 'daily', weekdays: [] })).toEqual([]);
  });

  it('refuses an active range that ends before it starts', () => {
    expect(errors({ frequency: 'daily', activeRange: { start: '2024-05-02', end: '2024-05-01' } })).toEqual([
      ['activeRange', 'End time is before start time'],
    ]);
  });

  it('refuses a range in which no reminder is to come', () => {
    expect(errors({ frequency: 'monthlyLastDays', activeRange: { start: null, end: '2024-03-25' } })).toEqual(
      [['activeRange', 'No reminder to come falls within the active period']],
    );
  });

  it.each([null, 0, 1000, 2.5])('refuses %s reminders', (endCount) => {
    expect(errors({ frequency: 'daily', endType: 'afterCount', endCount })).toEqual([
      ['endCount', 'Enter a whole number from 1 to 999'],
    ]);
  });

  it('accepts 1 to 999 reminders', () => {
    expect([
      errors({ frequency: 'daily', endType: 'afterCount', endCount: 1 }),
      errors({ frequency: 'daily', endType: 'afterCount', endCount: 999 }),
    ]).toEqual([[], []]);
  });

  it('refuses a count whose reminders are all past, on the count', () => {
    expect(
      errors({ frequency: 'daily', firstDate: '2024-03-01', endType: 'afterCount', endCount: 3 }),
    ).toEqual([['endCount', 'All these reminders are past: ask for more']]);
  });
});
