import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  firesOn,
  isoWeekday,
  nextOccurrences,
  parseReminderDateTime,
  upcomingQuickRange,
  type ReminderRecurrence,
  type ReminderSchedule,
} from './reminderRule';

const open = { start: null, end: null } as const;

function schedule(
  recurrence: ReminderRecurrence,
  overrides: Partial<ReminderSchedule> = {},
): ReminderSchedule {
  return {
    firstAt: '2024-01-01 09:30',
    recurrence,
    activeRange: open,
    end: { type: 'rangeEnd' },
    ...overrides,
  };
}

/** The next reminders as `YYYY-MM-DD HH:mm ddd` texts. */
function next(rule: ReminderSchedule, from = '2024-01-01 00:00', count = 5) {
  return nextOccurrences(rule, dayjs(from), count).map((time) => time.format('YYYY-MM-DD HH:mm ddd'));
}

describe('reading a reminder date-time', () => {
  it('reads YYYY-MM-DD HH:mm as local time', () => {
    expect(parseReminderDateTime('2024-02-29 23:59')?.toDate()).toEqual(new Date(2024, 1, 29, 23, 59));
  });

  it.each(['2023-02-29 10:00', '2024-01-01 24:00', '2024-01-01 9:30', '2024-01-01', ''])(
    'refuses %j',
    (text) => {
      expect(parseReminderDateTime(text)).toBeUndefined();
    },
  );
});

describe('weekdays', () => {
  it('numbers Monday 1 and Sunday 7', () => {
    expect([isoWeekday(dayjs('2024-01-01')), isoWeekday(dayjs('2024-01-07'))]).toEqual([1, 7]);
  });
});

describe('next occurrences', () => {
  it('fires a one-off reminder once, at its date and time', () => {
    expect(next(schedule({ type: 'none' }))).toEqual(['2024-01-01 09:30 Mon']);
  });

  it('has no next occurrence for a one-off reminder in the past', () => {
    expect(next(schedule({ type: 'none' }), '2024-01-01 09:31')).toEqual([]);
  });

  it('includes an occurrence at exactly `from`', () => {
    expect(next(schedule({ type: 'none' }), '2024-01-01 09:30')).toEqual(['2024-01-01 09:30 Mon']);
  });

  it('fires daily from the first day, at its time', () => {
    expect(next(schedule({ type: 'daily' }))).toEqual([
      '2024-01-01 09:30 Mon',
      '2024-01-02 09:30 Tue',
      '2024-01-03 09:30 Wed',
      '2024-01-04 09:30 Thu',
      '2024-01-05 09:30 Fri',
    ]);
  });

  it('starts with the next day once the time of day has passed', () => {
    expect(next(schedule({ type: 'daily' }), '2024-01-03 10:00', 2)).toEqual([
      '2024-01-04 09:30 Thu',
      '2024-01-05 09:30 Fri',
    ]);
  });

  it('returns as many as asked for', () => {
    expect(next(schedule({ type: 'daily' }), '2024-01-01 00:00', 12)).toHaveLength(12);
  });

  it('returns nothing for a count of 0', () => {
    expect(next(schedule({ type: 'daily' }), '2024-01-01 00:00', 0)).toEqual([]);
  });

  it('fires weekly on the chosen weekdays only', () => {
    expect(next(schedule({ type: 'weekly', weekdays: [1, 3, 5] }))).toEqual([
      '2024-01-01 09:30 Mon',
      '2024-01-03 09:30 Wed',
      '2024-01-05 09:30 Fri',
      '2024-01-08 09:30 Mon',
      '2024-01-10 09:30 Wed',
    ]);
  });

  it('fires on Sundays when Sunday (7) is chosen', () => {
    expect(next(schedule({ type: 'weekly', weekdays: [7] }), '2024-01-01 00:00', 2)).toEqual([
      '2024-01-07 09:30 Sun',
      '2024-01-14 09:30 Sun',
    ]);
  });

  it('does not fire before the first day when the first day is not a chosen weekday', () => {
    expect(
      next(schedule({ type: 'weekly', weekdays: [1] }, { firstAt: '2024-01-02 09:30' }), '2023-12-01', 1),
    ).toEqual(['2024-01-08 09:30 Mon']);
  });

  it('never fires weekly without weekdays', () => {
    expect(next(schedule({ type: 'weekly', weekdays: [] }))).toEqual([]);
  });

  it('fires monthly on the last day of 31-day and 30-day months', () => {
    expect(next(schedule({ type: 'monthlyLastDays', days: [1] }), '2024-03-01', 3)).toEqual([
      '2024-03-31 09:30 Sun',
      '2024-04-30 09:30 Tue',
      '2024-05-31 09:30 Fri',
    ]);
  });

  it('fires on the last three days of February in a leap year: 27, 28, 29', () => {
    expect(next(schedule({ type: 'monthlyLastDays', days: [3, 2, 1] }), '2024-02-01', 3)).toEqual([
      '2024-02-27 09:30 Tue',
      '2024-02-28 09:30 Wed',
      '2024-02-29 09:30 Thu',
    ]);
  });

  it('fires on the last three days of February in a common year: 26, 27, 28', () => {
    expect(
      next(
        schedule({ type: 'monthlyLastDays', days: [3, 2, 1] }, { firstAt: '2023-01-01 09:30' }),
        '2023-02-01',
        3,
      ),
    ).toEqual(['2023-02-26 09:30 Sun', '2023-02-27 09:30 Mon', '2023-02-28 09:30 Tue']);
  });

  it('takes February 1900 as common and 2000 as leap (the century rule)', () => {
    const lastDay = (year: number) =>
      next(
        schedule({ type: 'monthlyLastDays', days: [1] }, { firstAt: `${year}-01-01 09:30` }),
        `${year}-02-01`,
        1,
      )[0];
    expect([lastDay(1900), lastDay(2000)]).toEqual(['1900-02-28 09:30 Wed', '2000-02-29 09:30 Tue']);
  });

  it('fires on the third-to-last day alone: 29 in 31-day months, 28 in 30-day months', () => {
    expect(next(schedule({ type: 'monthlyLastDays', days: [3] }), '2024-03-01', 3)).toEqual([
      '2024-03-29 09:30 Fri',
      '2024-04-28 09:30 Sun',
      '2024-05-29 09:30 Wed',
    ]);
  });

  it('fires on the second-to-last day alone', () => {
    expect(next(schedule({ type: 'monthlyLastDays', days: [2] }), '2024-04-01', 2)).toEqual([
      '2024-04-29 09:30 Mon',
      '2024-05-30 09:30 Thu',
    ]);
  });

  it('crosses the year end', () => {
    expect(next(schedule({ type: 'monthlyLastDays', days: [1] }), '2024-12-31 10:00', 1)).toEqual([
      '2025-01-31 09:30 Fri',
    ]);
  });

  it('stops at the end of the active range, its last day included', () => {
    expect(next(schedule({ type: 'daily' }, { activeRange: { start: null, end: '2024-01-03' } }))).toEqual([
      '2024-01-01 09:30 Mon',
      '2024-01-02 09:30 Tue',
      '2024-01-03 09:30 Wed',
    ]);
  });

  it('stops a monthly reminder at the range end even mid-month', () => {
    expect(
      next(
        schedule(
          { type: 'monthlyLastDays', days: [3, 2, 1] },
          { activeRange: { start: null, end: '2024-02-28' } },
        ),
        '2024-02-01',
      ),
    ).toEqual(['2024-02-27 09:30 Tue', '2024-02-28 09:30 Wed']);
  });

  it('waits for the start of the active range', () => {
    expect(
      next(schedule({ type: 'daily' }, { activeRange: { start: '2024-02-10', end: null } }), '2024-01-01', 2),
    ).toEqual(['2024-02-10 09:30 Sat', '2024-02-11 09:30 Sun']);
  });

  it('does not fire a one-off reminder outside the active range', () => {
    expect(next(schedule({ type: 'none' }, { activeRange: { start: '2024-01-02', end: null } }))).toEqual([]);
  });

  it('has no occurrence when the range ends before the first reminder', () => {
    expect(next(schedule({ type: 'daily' }, { activeRange: { start: null, end: '2023-12-31' } }))).toEqual(
      [],
    );
  });

  it('stops after the set number of reminders', () => {
    expect(next(schedule({ type: 'daily' }, { end: { type: 'afterCount', count: 3 } }))).toEqual([
      '2024-01-01 09:30 Mon',
      '2024-01-02 09:30 Tue',
      '2024-01-03 09:30 Wed',
    ]);
  });

  it('counts the reminders already past towards the number', () => {
    expect(
      next(schedule({ type: 'daily' }, { end: { type: 'afterCount', count: 3 } }), '2024-01-03 00:00'),
    ).toEqual(['2024-01-03 09:30 Wed']);
  });

  it('counts only the reminders within the active range', () => {
    expect(
      next(
        schedule(
          { type: 'weekly', weekdays: [1] },
          {
            activeRange: { start: '2024-01-10', end: null },
            end: { type: 'afterCount', count: 2 },
          },
        ),
      ),
    ).toEqual(['2024-01-15 09:30 Mon', '2024-01-22 09:30 Mon']);
  });

  it('finds the next reminders of an open-ended series started long ago', () => {
    expect(
      next(schedule({ type: 'weekly', weekdays: [5] }, { firstAt: '1990-01-01 08:00' }), '2024-01-01', 1),
    ).toEqual(['2024-01-05 08:00 Fri']);
  });

  it('keeps the time of day across the months (local calendar days, no time zone shifts)', () => {
    const times = nextOccurrences(schedule({ type: 'monthlyLastDays', days: [1] }), dayjs('2024-01-01'), 12);
    expect(new Set(times.map((time) => time.format('HH:mm')))).toEqual(new Set(['09:30']));
  });

  it('returns nothing for an unreadable first date-time', () => {
    expect(next(schedule({ type: 'daily' }, { firstAt: '2024-13-01 09:00' }))).toEqual([]);
  });
});

describe('firesOn', () => {
  it('matches the last day of a month counted from its end', () => {
    expect(firesOn({ type: 'monthlyLastDays', days: [1] }, dayjs('2023-02-28'))).toBe(true);
  });
});

describe('upcoming quick ranges', () => {
  const today = dayjs('2024-01-31');

  it('runs this month from today to its last day', () => {
    expect(upcomingQuickRange('thisMonth', dayjs('2024-02-10'))).toEqual({
      start: '2024-02-10',
      end: '2024-02-29',
    });
  });

  it('runs 3 months ahead from today, at a month end keeping to the shorter month', () => {
    expect(upcomingQuickRange('threeMonths', today)).toEqual({ start: '2024-01-31', end: '2024-04-30' });
  });

  it('runs 6 months ahead from today', () => {
    expect(upcomingQuickRange('sixMonths', today)).toEqual({ start: '2024-01-31', end: '2024-07-31' });
  });
});
