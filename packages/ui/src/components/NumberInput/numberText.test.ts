import { describe, expect, it } from 'vitest';
import {
  canonicalNumberText,
  fitsDigitCap,
  formatNumberText,
  parseLocaleNumber,
  roundTo,
  separatorsOf,
} from './numberText';

describe('separatorsOf', () => {
  it('gives "," and "." for English and Chinese', () => {
    expect([separatorsOf('en'), separatorsOf('zh-CN')]).toEqual([
      { group: ',', decimal: '.' },
      { group: ',', decimal: '.' },
    ]);
  });

  it('gives "." and "," for Italian', () => {
    expect(separatorsOf('it')).toEqual({ group: '.', decimal: ',' });
  });
});

describe('parseLocaleNumber', () => {
  it('reads a pasted "1,234.50" in English', () => {
    expect(parseLocaleNumber('1,234.50', 'en')).toBe(1234.5);
  });

  it('reads a pasted "1,234.50" in Italian too (the last separator is the decimal one)', () => {
    expect(parseLocaleNumber('1,234.50', 'it')).toBe(1234.5);
  });

  it('reads "1.234,50" in Italian', () => {
    expect(parseLocaleNumber('1.234,50', 'it')).toBe(1234.5);
  });

  it('reads a lone comma as the decimal separator in Italian', () => {
    expect(parseLocaleNumber('12,5', 'it')).toBe(12.5);
  });

  it('reads a lone comma as a group separator in English', () => {
    expect(parseLocaleNumber('1,234', 'en')).toBe(1234);
  });

  it('reads repeated dots as group separators', () => {
    expect(parseLocaleNumber('1.234.567', 'en')).toBe(1234567);
  });

  it('reads full-width digits and separators', () => {
    expect(parseLocaleNumber('１，２３４．５', 'zh-CN')).toBe(1234.5);
  });

  it('reads a full-width minus sign', () => {
    expect(parseLocaleNumber('－８', 'ja')).toBe(-8);
  });

  it('ignores spaces and non-breaking spaces between digit groups', () => {
    expect(parseLocaleNumber('1 234\u00A0567', 'en')).toBe(1234567);
  });

  it('gives null for text that is not a number', () => {
    expect(parseLocaleNumber('12a', 'en')).toBeNull();
  });

  it('gives null for an empty text or a lone sign', () => {
    expect([parseLocaleNumber('', 'en'), parseLocaleNumber('-', 'en')]).toEqual([null, null]);
  });
});

describe('canonicalNumberText', () => {
  it('keeps a number being typed ("12.") as it is', () => {
    expect(canonicalNumberText('12.', 'en')).toBe('12.');
  });

  it('refuses two decimal separators', () => {
    expect(canonicalNumberText('1.2,3.4', 'en')).toBeNull();
  });
});

describe('fitsDigitCap', () => {
  it('takes 15 digits', () => {
    expect(fitsDigitCap('123456789012345')).toBe(true);
  });

  it('refuses 16 digits', () => {
    expect(fitsDigitCap('1234567890123456')).toBe(false);
  });

  it('counts the decimals that will be shown: 14 integer digits do not fit with 2 decimals', () => {
    expect([fitsDigitCap('12345678901234', 2), fitsDigitCap('1234567890123', 2)]).toEqual([false, true]);
  });

  it('does not count leading zeros', () => {
    expect(fitsDigitCap('000000000000000001')).toBe(true);
  });
});

describe('roundTo', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect([roundTo(1.005, 2), roundTo(-1.005, 2), roundTo(2.675, 2)]).toEqual([1.01, -1.01, 2.68]);
  });
});

describe('formatNumberText', () => {
  it('shows money with thousands separators and 2 decimals', () => {
    expect(formatNumberText(1234567.5, 'en', 2)).toBe('1,234,567.50');
  });

  it('uses the separators of Italian', () => {
    expect(formatNumberText(1234567.5, 'it', 2)).toBe('1.234.567,50');
  });

  it('shows 15 digits exactly', () => {
    expect(formatNumberText(1234567890123.45, 'en', 2)).toBe('1,234,567,890,123.45');
  });
});
