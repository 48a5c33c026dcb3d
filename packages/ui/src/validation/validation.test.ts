import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uiMessages } from '../i18n/catalogue';
import type { UiLocale } from '../i18n/locales';
import {
  dateRangeSchema,
  ipAddressSchema,
  isIpAddress,
  passwordPairSchema,
  passwordSchema,
  requiredText,
} from './schemas';
import { createZodErrorMap } from './zodErrorMap';

function errorMap(locale: UiLocale) {
  const intl = createIntl({ locale, messages: uiMessages[locale] });
  return createZodErrorMap(locale, (id, values) => intl.formatMessage({ id }, values));
}

/** The messages of a parse in a language, in order. */
function messages(schema: z.ZodType, value: unknown, locale: UiLocale = 'en'): string[] {
  const result = schema.safeParse(value, { error: errorMap(locale) });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('password rules', () => {
  it('accepts a password with every kind of character within the length', () => {
    expect(messages(passwordSchema(), 'Abcdef1!')).toEqual([]);
  });

  it('says the length cannot be below the minimum', () => {
    expect(messages(passwordSchema({ min: 10 }), 'Abc1!')[0]).toBe(
      'The password cannot be shorter than 10 characters',
    );
  });

  it('says the length cannot be above the maximum', () => {
    expect(messages(passwordSchema({ max: 12 }), 'Abcdefghijk1!x')).toEqual([
      'The password cannot be longer than 12 characters',
    ]);
  });

  it('requires a digit', () => {
    expect(messages(passwordSchema(), 'Abcdefg!')).toEqual(['The password must include a digit']);
  });

  it('requires a lower-case letter', () => {
    expect(messages(passwordSchema(), 'ABCDEF1!')).toEqual(['The password must include a lower-case letter']);
  });

  it('requires an upper-case letter', () => {
    expect(messages(passwordSchema(), 'abcdef1!')).toEqual([
      'The password must include an upper-case letter',
    ]);
  });

  it('requires a special character', () => {
    expect(messages(passwordSchema(), 'Abcdefg1')).toEqual(['The password must include a special character']);
  });

  it('speaks the interface language with the configured number', () => {
    expect(messages(passwordSchema({ min: 8 }), 'Ab1!', 'zh-CN')[0]).toBe('密码长度不能小于 8 位');
  });

  it('requires the two entries to match, on the confirmation field', () => {
    const result = passwordPairSchema().safeParse(
      { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
      { error: errorMap('en') },
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', 'The two passwords do not match'],
    ]);
  });
});

describe('IP address rule', () => {
  it.each(['0.0.0.0', '192.168.1.10', '255.255.255.255'])('accepts %s', (address) => {
    expect(isIpAddress(address)).toBe(true);
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '1.2.3.-4', 'a.b.c.d', '01.2.3.4', ''])(
    'refuses %s',
    (address) => {
      expect(isIpAddress(address)).toBe(false);
    },
  );

  it('explains the rule in the interface language', () => {
    expect(messages(ipAddressSchema(), '300.1.1.1', 'ja')).toEqual([
      'IP アドレスを入力してください（0〜255 の数字 4 つをドットで区切る）',
    ]);
  });
});

describe('date range rule', () => {
  it('accepts a start on or before the end', () => {
    expect(messages(dateRangeSchema(), { start: '2024-03-01', end: '2024-03-01' })).toEqual([]);
  });

  it("says 'end time is before start time' on the end", () => {
    const result = dateRangeSchema().safeParse(
      { start: '2024-03-02', end: '2024-03-01' },
      { error: errorMap('en') },
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['end', 'End time is before start time'],
    ]);
  });

  it('refuses a date not written YYYY-MM-DD', () => {
    expect(messages(dateRangeSchema(), { start: '03/01/2024', end: '' })).toEqual([
      'Enter a date as YYYY-MM-DD',
    ]);
  });
});

describe('required text', () => {
  it('refuses blank text with the required message', () => {
    expect(messages(requiredText(), '   ', 'zh-TW')).toEqual(['此項為必填項']);
  });
});

describe('zod error map', () => {
  it("words zod's own checks from the package's catalogue, never in zod's text", () => {
    expect(messages(z.string().max(3), 'abcd', 'ja')).toEqual(['3文字以内で入力してください']);
    expect(messages(z.string().max(3), 'abcd', 'en')).toEqual(['At most 3 characters']);
  });

  it('says a missing value is required in every interface language', () => {
    const schema = z.object({ name: z.string() });
    expect(messages(schema, {}, 'zh-CN')).toEqual(['此项为必填项']);
    expect(messages(schema, {}, 'it')).toEqual(['Campo obbligatorio']);
  });

  it('words ranges, numbers, formats and options', () => {
    expect(messages(z.number().min(2), 1, 'en')).toEqual(['At least 2']);
    expect(messages(z.number(), 'x', 'zh-TW')).toEqual(['請輸入數字']);
    expect(messages(z.string().email(), 'x', 'en')).toEqual(['Enter a valid e-mail address']);
    expect(messages(z.enum(['A', 'B']), 'C', 'en')).toEqual(['Choose one of: A, B']);
  });
});
