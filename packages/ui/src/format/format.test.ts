import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isEndBeforeStart, parseDate } from './dates';
import { dayjsLocaleFor, dayjsLocales } from './dayjsLocale';
import { formatFileSize, formatMoney, formatNumber } from './numbers';
import { formatRelativeTime, relativeTimeParts } from './relativeTime';

describe('formatMoney', () => {
  it('groups thousands and shows 2 decimals', () => {
    expect(formatMoney(1234567.8, 'en')).toBe('1,234,567.80');
  });

  it('rounds to 2 decimals', () => {
    expect(formatMoney(0.125, 'en')).toBe('0.13');
  });

  it('reads a numeric string from the API', () => {
    expect(formatMoney('98765.4', 'zh-CN')).toBe('98,765.40');
  });

  it('shows the currency symbol when given a currency', () => {
    expect(formatMoney(1234.5, 'en', { currency: 'USD' })).toBe('$1,234.50');
  });

  it('uses the separators of the locale', () => {
    expect(formatMoney(1234.5, 'it')).toBe('1.234,50');
  });

  it('shows nothing for a missing or non-numeric value', () => {
    expect([formatMoney(null, 'en'), formatMoney('', 'en'), formatMoney('abc', 'en')]).toEqual(['', '', '']);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps up to 3 decimals', () => {
    expect(formatNumber(12345.6789, 'en')).toBe('12,345.679');
  });
});

describe('formatFileSize', () => {
  it('shows bytes below one kilobyte', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
  });

  it('steps by 1024 with one decimal', () => {
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
  });

  it('shows the 3MB upload limit as 3 MB', () => {
    expect(formatFileSize(3 * 1024 * 1024, 'en')).toBe('3 MB');
  });
});

describe('formatDate and formatDateTime', () => {
  const moment = new Date(2024, 2, 5, 14, 7, 9);

  it('formats a date as YYYY-MM-DD', () => {
    expect(formatDate(moment)).toBe('2024-03-05');
  });

  it('formats a date-time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(moment.getTime())).toBe('2024-03-05 14:07:09');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads YYYY-MM-DD as a local date', () => {
    expect(parseDate('2024-02-29')?.format('YYYY-MM-DD')).toBe('2024-02-29');
  });

  it('refuses a day the month does not have', () => {
    expect(parseDate('2023-02-29')).toBeUndefined();
  });

  it('refuses another layout', () => {
    expect(parseDate('2024-2-9')).toBeUndefined();
  });
});

describe('isEndBeforeStart', () => {
  it('is true when the end is before the start', () => {
    expect(isEndBeforeStart('2024-03-10', '2024-03-09')).toBe(true);
  });

  it('is false when start and end are the same day', () => {
    expect(isEndBeforeStart('2024-03-10', '2024-03-10')).toBe(false);
  });

  it('is false while one end is missing', () => {
    expect(isEndBeforeStart('2024-03-10', null)).toBe(false);
  });
});

describe('relative time', () => {
  const now = new Date(2024, 2, 5, 12, 0, 0);

  it('picks the largest whole unit', () => {
    expect(relativeTimeParts(new Date(2024, 2, 5, 9, 30), now)).toEqual({ value: -2, unit: 'hour' });
  });

  it('says yesterday for one day ago', () => {
    expect(formatRelativeTime(new Date(2024, 2, 4, 12, 0), 'en', now)).toBe('yesterday');
  });

  it('speaks the locale', () => {
    expect(formatRelativeTime(new Date(2024, 2, 5, 15, 0), 'ja', now)).toBe('3 時間後');
  });
});

describe('dayjs locales', () => {
  it('registers every locale bundle of the spec', () => {
    for (const locale of dayjsLocales) expect(dayjs().locale(locale).locale()).toBe(locale);
  });

  it('follows the interface language', () => {
    expect([dayjsLocaleFor('zh_cn'), dayjsLocaleFor('zh-TW'), dayjsLocaleFor('ja')]).toEqual([
      'zh-cn',
      'zh-tw',
      'ja',
    ]);
  });

  it('uses the English regional bundle of the browser language', () => {
    expect(dayjsLocaleFor('en', 'en-GB')).toBe('en-gb');
  });

  it('keeps en for a language without a bundle', () => {
    expect(dayjsLocaleFor('it', 'it-IT')).toBe('en');
  });

  it('starts the week on Monday in en-gb', () => {
    expect(dayjs('2024-03-06').locale('en-gb').startOf('week').format('YYYY-MM-DD')).toBe('2024-03-04');
  });
});
