import { describe, expect, test } from 'vitest';
import { translationLanguages } from '../../constants/languages';
import { apiMessages } from '../../constants/messages';
import type { ValidationMessageId } from '../../constants/validation';
import { resourceErrorMap } from '../issues';
import {
  i18nAreaResources,
  translationEntryResource,
  translationTextFields,
  translationTextMaxLength,
} from './i18n';

type Name = keyof typeof i18nAreaResources;

/**
 * One record each resource accepts, and a change that it refuses on the named field (with the
 * message id of the resource's own check, where the change breaks one).
 */
const samples: Record<
  Name,
  {
    valid: Record<string, unknown>;
    invalid: Record<string, unknown>;
    field: string;
    message?: ValidationMessageId;
  }
> = {
  'translation-language': {
    valid: {
      languageCode: 'vi',
      name: '越南语',
      nameEn: 'Vietnamese',
      nativeName: 'Tiếng Việt',
      languageType: 'MINORITY',
    },
    invalid: { languageCode: 'vn' },
    field: 'languageCode',
  },
  'translation-entry': {
    valid: { messageKey: 'expense.report.submit', module: 'WEB_APP', zhCn: '提交', enUs: 'Submit' },
    invalid: { zhCn: '  ' },
    field: 'zhCn',
  },
  'minority-translation': {
    valid: {
      messageKey: 'common.save',
      module: 'MOBILE_WEB',
      languageCode: 'ko',
      sourceText: '保存',
      translation: '저장',
    },
    invalid: { languageCode: 'ja' },
    field: 'languageCode',
  },
  'translation-release': {
    valid: {
      releaseNo: 'LR-20250304-01',
      title: '3月第一批翻译上线',
      modules: ['WEB_APP'],
      languageCodes: ['en-us', 'ja'],
      entryCount: 120,
      sourceEnv: 'UAT',
      requester: '李娜',
    },
    invalid: { modules: [] },
    field: 'modules',
  },
  'print-translation': {
    valid: { messageKey: 'print.expense.total', printTemplate: 'EXPENSE_REPORT', zhCn: '报销合计' },
    invalid: { printTemplate: 'INVOICE' },
    field: 'printTemplate',
  },
};

describe('i18n area resources', () => {
  test('every resource has a sample', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(i18nAreaResources).sort());
  });

  for (const [name, resource] of Object.entries(i18nAreaResources)) {
    const sample = samples[name as Name];
    test(`${name} accepts a valid record`, () => {
      const parsed = resource.schema.safeParse(sample.valid);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
    test(`${name} refuses an invalid ${sample.field}`, () => {
      const parsed = resource.schema.safeParse({ ...sample.valid, ...sample.invalid });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(sample.field);
      if (sample.message)
        expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([sample.message]);
    });
  }

  test('minority-language translations take only the languages beyond the main ones', () => {
    const translation = i18nAreaResources['minority-translation'];
    expect(
      translation.schema.safeParse({ ...samples['minority-translation'].valid, languageCode: 'zh-hk' })
        .success,
    ).toBe(true);
    expect(
      translation.schema.safeParse({ ...samples['minority-translation'].valid, languageCode: 'en-us' })
        .success,
    ).toBe(false);
  });

  describe('a translation entry holds its text in all 17 languages, each within the limit', () => {
    const entry = samples['translation-entry'].valid;
    const fields = translationLanguages.map((language) => translationTextFields[language]);

    test('one field per language of the spec, named and described by the language', () => {
      expect(new Set(fields).size).toBe(17);
      for (const language of translationLanguages) {
        const field = translationTextFields[language];
        expect(translationEntryResource.shape, field).toHaveProperty(field);
        expect(translationEntryResource.fields[field]?.label.en).toBe(
          apiMessages.en[`translationLanguage.${language}`],
        );
      }
    });

    test(`takes ${translationTextMaxLength} characters in every language and refuses one more`, () => {
      expect(translationTextMaxLength).toBe(500);
      const full = Object.fromEntries(fields.map((field) => [field, 'x'.repeat(translationTextMaxLength)]));
      expect(translationEntryResource.schema.safeParse({ ...entry, ...full }).error?.issues ?? []).toEqual(
        [],
      );
      for (const field of fields) {
        const parsed = translationEntryResource.schema.safeParse({
          ...entry,
          [field]: 'x'.repeat(translationTextMaxLength + 1),
        });
        expect(
          parsed.error?.issues.map((issue) => issue.path[0]),
          field,
        ).toEqual([field]);
      }
    });

    test("says which language is too long, in the reader's language", () => {
      const tooLong = { ...entry, ar: 'ع'.repeat(translationTextMaxLength + 1) };
      const said = (locale: 'en' | 'zh-CN' | 'ja') =>
        translationEntryResource.schema.safeParse(tooLong, {
          error: resourceErrorMap(translationEntryResource, locale),
        }).error?.issues[0]?.message;
      expect(said('en')).toBe('Arabic can be at most 500 characters');
      expect(said('zh-CN')).toContain('阿拉伯语');
      expect(said('ja')).toContain('アラビア語');
    });

    test("an entry's own limit cannot exceed the general one", () => {
      expect(translationEntryResource.schema.safeParse({ ...entry, maxLength: 501 }).success).toBe(false);
    });
  });
});
