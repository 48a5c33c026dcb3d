import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiLocales, type ApiLocale } from '../constants/messages';
import { translateValidationMessage } from '../constants/translate';
import { isValidationMessageId } from '../constants/validation';
import { commonBankResource } from './areas/reference';
import { tenantResource } from './areas/tenant';
import { resourceCatalogue } from './catalogue';
import type { ResourceDescriptor } from './define';
import {
  issueMessage,
  resourceErrorMap,
  validationErrorMap,
  validationSentence,
  withFieldLabel,
} from './issues';

const messagesOf = (resource: ResourceDescriptor, value: unknown, locale: ApiLocale) => {
  const result = resource.schema.safeParse(value, { error: resourceErrorMap(resource, locale) });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('validation sentences', () => {
  it('names a missing field by its label in every language', () => {
    const said = Object.fromEntries(
      apiLocales.map((locale) => [locale, messagesOf(commonBankResource, {}, locale).bankName]),
    );
    expect(said).toEqual({
      en: 'Bank name is required',
      'zh-CN': '银行名称不能为空',
      ja: '銀行名を入力してください',
      'zh-TW': '銀行名稱不能為空',
      it: 'Il campo «Nome della banca» è obbligatorio',
    });
  });

  it('lists the allowed values of an enum by their words', () => {
    const said = messagesOf(commonBankResource, { bankType: 'CENTRAL' }, 'en').bankType;
    expect(said).toBe(
      'Bank type must be one of: Policy bank, State-owned bank, Joint-stock bank, City commercial bank, ' +
        'Rural commercial bank, Foreign bank in China, Overseas bank',
    );
    expect(messagesOf(commonBankResource, { bankType: 'CENTRAL' }, 'zh-CN').bankType).toMatch(
      /^银行类型只能是以下之一：政策性银行、国有大型银行、/,
    );
  });

  it('lists the words of a described choice of literals (a licence: free or paid)', () => {
    const said = messagesOf(tenantResource, { licensed: 5 }, 'en').licensed;
    expect(said).toBe('Licence must be one of: Free, Paid');
  });

  it('says a text is too long with its limit', () => {
    expect(messagesOf(commonBankResource, { bankName: 'x'.repeat(61) }, 'en').bankName).toBe(
      'Bank name can be at most 60 characters',
    );
    expect(messagesOf(commonBankResource, { bankName: 'x'.repeat(61) }, 'ja').bankName).toBe(
      '銀行名は60文字以内で入力してください',
    );
  });

  it('says a number is out of range and a value of the wrong type, without a label as "this field"', () => {
    const schema = z.object({ days: z.number().int().min(1).max(30) });
    const said = (value: unknown, locale: ApiLocale) =>
      schema.safeParse({ days: value }, { error: validationErrorMap(locale) }).error?.issues[0]?.message;
    expect(said(0, 'en')).toBe('This field must be at least 1');
    expect(said(31, 'zh-CN')).toBe('该字段不能大于 30');
    expect(said('ten', 'en')).toBe('This field must be a number');
    expect(said(1.5, 'it')).toBe('Questo campo deve essere un numero intero');
  });

  it('words e-mail and web address formats', () => {
    const schema = z.object({ mail: z.string().email(), site: z.string().url() });
    const issues = schema.safeParse({ mail: 'x', site: 'y' }, { error: validationErrorMap('en') }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      'This field is not a valid e-mail address',
      'This field is not a valid web address',
    ]);
  });

  it("translates the contract's own checks rather than showing their message ids", () => {
    const message = issueMessage(
      { code: 'custom', message: 'validation.date', input: 'x', path: ['day'] } as never,
      'en',
    );
    expect(message).toBe('Enter a date as YYYY-MM-DD.');
  });

  it('puts the label before a message only when the message does not name it', () => {
    expect(withFieldLabel('SWIFT/BIC', 'Enter 8 or 11 characters', 'en')).toBe(
      'SWIFT/BIC: Enter 8 or 11 characters',
    );
    expect(withFieldLabel('银行名称', '银行名称不能为空', 'zh-CN')).toBe('银行名称不能为空');
    expect(withFieldLabel('银行代码', '格式不正确', 'zh-CN')).toBe('银行代码：格式不正确');
  });

  it('starts a sentence with a capital letter', () => {
    expect(validationSentence('required', 'en', 'e-mail')).toBe('E-mail is required');
  });
});

/** Texts zod writes itself, in the languages it speaks: none of them may reach a person. */
const zodWords =
  /Invalid (input|option|string|number)|: expected|Too (big|small):|无效(输入|选项)|期望|無効な(入力|選択)|Input non valido|Opzione non valida/;

/** Bad values that meet every rule kind a field can have: missing, wrong type, too long, too small, unknown option. */
const badValues: readonly unknown[] = [
  undefined,
  12_345,
  'x'.repeat(25_000),
  -1e20,
  'NOT_A_VALUE',
  [1],
  { a: 1 },
];
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 20) ?? 'undefined';

const resources = Object.values(resourceCatalogue as Record<string, ResourceDescriptor>);

describe.each(apiLocales)('every issue of every resource in %s', (locale) => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: each message names its field by its label and holds no zod text, field key or message id',
    (_name, resource) => {
      const problems: string[] = [];
      for (const field of Object.keys(resource.shape)) {
        const label = resource.fields[field]?.label[locale];
        for (const value of badValues) {
          const result = resource.schema.safeParse(
            { [field]: value },
            { error: resourceErrorMap(resource, locale) },
          );
          for (const issue of result.error?.issues ?? []) {
            if (issue.path[0] !== field) continue;
            // A check's own message id is translated by the layer that shows it, which adds the label.
            const ownCheck = isValidationMessageId(issue.message);
            const message = withFieldLabel(label, translateValidationMessage(issue.message, locale), locale);
            // The label itself may hold such a word (期望执行时间): it is the field's name, not zod's text.
            if (zodWords.test(label ? message.replaceAll(label, '') : message))
              problems.push(`${field}=${shown(value)}: zod text "${message}"`);
            if (message.startsWith('validation.')) problems.push(`${field}: a message id "${message}"`);
            if (!label) problems.push(`${field}: no ${locale} label`);
            else if (!ownCheck && !message.includes(label))
              problems.push(`${field}=${shown(value)}: "${message}" does not name "${label}"`);
            if (/[a-z][A-Z]/.test(field) && message.includes(field) && !label?.includes(field))
              problems.push(`${field}: "${message}" shows the field's key`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
