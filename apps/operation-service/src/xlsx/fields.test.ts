import {
  cityLevelResource,
  resourceCatalogue,
  tenantNoticeRuleResource,
  tenantResource,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceLocales } from '../http/messages';
import {
  columnCell,
  columnInput,
  columnOfTitle,
  columnTitle,
  exportCell,
  fieldColumns,
  fieldInput,
  fieldRule,
  fieldRulesInAllLocales,
  fieldsSheetRows,
  fieldTypeOf,
  listOfWords,
  valueWords,
} from './fields';

const column = (resource: ResourceDescriptor, name: string) => {
  const found = fieldColumns(resource).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};

describe('fieldTypeOf', () => {
  it('reads text with its length, and tells e-mail, date and time fields from plain text', () => {
    expect(column(tenantResource, 'tenantName').type).toEqual({
      kind: 'text',
      format: 'plain',
      maxLength: 100,
    });
    expect(column(tenantResource, 'contactEmail').type).toMatchObject({ kind: 'text', format: 'email' });
    expect(column(tenantResource, 'licenceExpireDate').type).toMatchObject({ kind: 'text', format: 'date' });
    expect(column(tenantNoticeRuleResource, 'sendTime').type).toMatchObject({ kind: 'text', format: 'time' });
  });

  it('reads a union of literals and an enum as a choice of their values', () => {
    expect(column(tenantResource, 'licensed').type).toEqual({ kind: 'choice', values: [0, 1] });
    expect(column(tenantNoticeRuleResource, 'tenantRange').type).toEqual({
      kind: 'choice',
      values: ['ALL', 'LICENSED', 'FREE'],
    });
  });

  it('reads arrays as lists of their item type', () => {
    expect(column(tenantNoticeRuleResource, 'noticeWays').type).toEqual({
      kind: 'list',
      item: { kind: 'choice', values: ['EMAIL', 'SMS', 'APP', 'MESSAGING'] },
    });
  });

  it('reads numbers, booleans and objects', () => {
    expect(column(tenantNoticeRuleResource, 'sendCondition').type).toEqual({ kind: 'number', integer: true });
    expect(fieldTypeOf(z.number())).toEqual({ kind: 'number', integer: false });
    expect(column(tenantResource, 'sandbox').type).toEqual({ kind: 'boolean' });
    expect(fieldTypeOf(z.object({ a: z.string() }))).toEqual({ kind: 'json' });
  });
});

describe('fieldColumns', () => {
  it('follows the order of the schema and tells required fields and defaults', () => {
    const columns = fieldColumns(tenantResource);
    expect(columns.map((entry) => entry.name)).toEqual(Object.keys(tenantResource.shape));
    expect(column(tenantResource, 'tenantCode')).toMatchObject({ required: true });
    expect(column(tenantResource, 'contactName')).toMatchObject({ required: false, defaultValue: undefined });
    expect(column(tenantResource, 'enabled')).toMatchObject({ required: false, defaultValue: true });
    expect(column(cityLevelResource, 'cityAdCodes')).toMatchObject({ required: false, defaultValue: [] });
  });
});

describe('fieldRule', () => {
  it('explains a column in the language asked for', () => {
    expect(fieldRule(column(tenantResource, 'tenantName'), 'en')).toBe(
      'Required; text of at most 100 characters',
    );
    expect(fieldRule(column(tenantResource, 'sandbox'), 'en')).toBe(
      'Optional, false when empty; true or false',
    );
    expect(fieldRule(column(tenantResource, 'contactEmail'), 'ja')).toBe('任意。メールアドレス');
  });

  it("lists a choice's values, and names a default, by their words in the language", () => {
    expect(fieldRule(column(tenantResource, 'licensed'), 'en')).toBe('Required; one of Free, Paid');
    expect(fieldRule(column(tenantResource, 'licensed'), 'zh-CN')).toBe('必填；可选值：免费、付费');
    expect(fieldRule(column(tenantResource, 'messagingPlatform'), 'it')).toBe(
      'Facoltativo, Nessuna se vuoto; uno tra Nessuna, DingTalk, WeCom, Lark',
    );
    expect(fieldRule(column(tenantNoticeRuleResource, 'noticeWays'), 'en')).toBe(
      'Required; values separated by commas, each one of E-mail, SMS, In-app message, Workplace messaging',
    );
  });

  it('knows the rule of a column in every interface language', () => {
    const rules = fieldRulesInAllLocales(column(tenantResource, 'tenantCode'));
    expect(rules.size).toBe(5);
    expect(rules).toContain('Obbligatorio; testo di al massimo 32 caratteri');
  });

  it("knows a choice's rules in words and, as older templates wrote them, in codes", () => {
    const rules = fieldRulesInAllLocales(column(tenantResource, 'licensed'));
    expect(rules.size).toBe(10);
    expect(rules).toContain('必填；可选值：免费、付费');
    expect(rules).toContain('Required; one of Free, Paid');
    expect(rules).toContain('Required; one of 0, 1');
    expect(rules).toContain('必填；可选值：0, 1');
    expect(fieldRulesInAllLocales(column(tenantResource, 'messagingPlatform'))).toContain(
      'Optional, NONE when empty; one of NONE, DINGTALK, WECHAT, LARK',
    );
  });
});

describe('column titles', () => {
  const columns = fieldColumns(tenantResource);

  it("titles a column by its field's label in the language", () => {
    expect(columnTitle(column(tenantResource, 'licensed'), 'en')).toBe('Licence');
    expect(columnTitle(column(tenantResource, 'licensed'), 'zh-CN')).toBe('付费状态');
    expect(columnTitle(column(tenantResource, 'tenantName'), 'ja')).toBe('テナント名');
  });

  it("titles a column of a field without a description by the field's name", () => {
    const resource = {
      ...tenantResource,
      fields: {},
      shape: { plain: z.string() },
    } as unknown as ResourceDescriptor;
    const [plain] = fieldColumns(resource);
    expect(plain && columnTitle(plain, 'zh-CN')).toBe('plain');
  });

  it('finds a column by its field name or its label in any language, trimmed and in any case', () => {
    const named = (title: string, locale: 'en' | 'zh-CN' = 'en') =>
      columnOfTitle(columns, title, locale)?.name;
    expect(named('licensed')).toBe('licensed');
    expect(named('LICENSED')).toBe('licensed');
    expect(named(' licence ')).toBe('licensed');
    expect(named('付费状态')).toBe('licensed');
    expect(named('付費狀態')).toBe('licensed');
    expect(named('ライセンス')).toBe('licensed');
    expect(named('licenza')).toBe('licensed');
    expect(named('Tenant  name')).toBe('tenantName');
    expect(named('colour')).toBeUndefined();
    expect(named('')).toBeUndefined();
  });

  it('lists words with the separator of the language', () => {
    expect(listOfWords(['Region', 'Licence'], 'en')).toBe('Region, Licence');
    expect(listOfWords(['区域', '付费状态'], 'zh-CN')).toBe('区域、付费状态');
  });
});

describe('enum values as words', () => {
  const licensed = column(tenantResource, 'licensed');
  const noticeWays = column(tenantNoticeRuleResource, 'noticeWays');

  it("writes an enum's value as its words in the language, anything else as exportCell does", () => {
    expect(columnCell(licensed, 1, 'en')).toBe('Paid');
    expect(columnCell(licensed, 0, 'zh-CN')).toBe('免费');
    expect(columnCell(licensed, 7, 'en')).toBe(7);
    expect(columnCell(licensed, undefined, 'en')).toBeNull();
    expect(columnCell(column(tenantResource, 'sandbox'), true, 'en')).toBe(true);
    expect(columnCell(column(tenantResource, 'tenantName'), 'Acme', 'en')).toBe('Acme');
  });

  it('writes a list of enum values as their words joined by commas', () => {
    expect(columnCell(noticeWays, ['EMAIL', 'SMS', 'MESSAGING'], 'en')).toBe(
      'E-mail, SMS, Workplace messaging',
    );
  });

  it('writes a value as its code when its words would read back as another value', () => {
    const documentStatus = column(resourceCatalogue['cs-document'] as ResourceDescriptor, 'documentStatus');
    // The spec gives 10072005 and 10072006 the same meaning, so the same words.
    expect(valueWords(documentStatus, 10072005, 'en')).toBe(valueWords(documentStatus, 10072006, 'en'));
    expect(columnCell(documentStatus, 10072006, 'en')).toBe(10072006);
    expect(columnCell(documentStatus, 1001, 'en')).toBe(valueWords(documentStatus, 1001, 'en'));
  });

  it('reads a value by its code or its words in any language, trimmed and in any case', () => {
    expect(columnInput('Paid', licensed, 'en')).toBe(1);
    expect(columnInput(' paid ', licensed, 'en')).toBe(1);
    expect(columnInput('免费', licensed, 'en')).toBe(0);
    expect(columnInput('無料', licensed, 'it')).toBe(0);
    expect(columnInput('1', licensed, 'en')).toBe(1);
    expect(columnInput(0, licensed, 'en')).toBe(0);
    expect(columnInput('perhaps', licensed, 'en')).toBe('perhaps');
    const platform = column(tenantResource, 'messagingPlatform');
    expect(columnInput('dingtalk', platform, 'en')).toBe('DINGTALK');
    expect(columnInput('企业微信', platform, 'en')).toBe('WECHAT');
    expect(columnInput('None', platform, 'zh-CN')).toBe('NONE');
  });

  it('reads a list of values by their codes or words', () => {
    const words = columnCell(noticeWays, ['APP', 'SMS'], 'zh-CN');
    expect(columnInput(words, noticeWays, 'en')).toEqual(['APP', 'SMS']);
    expect(columnInput('EMAIL, SMS', noticeWays, 'en')).toEqual(['EMAIL', 'SMS']);
  });

  it('reads back the words it writes, of every enum of every resource, in every language', () => {
    for (const resource of Object.values(resourceCatalogue) as ResourceDescriptor[]) {
      for (const entry of fieldColumns(resource)) {
        const described = entry.description?.enum;
        if (!described) continue;
        const itemType = entry.type.kind === 'list' ? entry.type.item : entry.type;
        for (const code of Object.keys(described)) {
          const value = fieldInput(code, itemType);
          const written = entry.type.kind === 'list' ? [value] : value;
          for (const locale of serviceLocales) {
            const read = columnInput(columnCell(entry, written, locale), entry, locale);
            expect({ field: `${resource.name}.${entry.name}`, locale, read }).toEqual({
              field: `${resource.name}.${entry.name}`,
              locale,
              read: written,
            });
          }
        }
      }
    }
  });
});

describe('fieldsSheetRows', () => {
  it("lists each column's title and field name, and each enum value's code and words", () => {
    const rows = fieldsSheetRows(fieldColumns(tenantResource), 'en', [{ name: 'id', title: 'ID' }]);
    expect(rows[0]).toEqual(['Column', 'Field code', 'Value code', 'Value']);
    expect(rows[1]).toEqual(['Tenant name', 'tenantName', null, null]);
    expect(rows.filter((row) => row[1] === 'licensed')).toEqual([
      ['Licence', 'licensed', 0, 'Free'],
      ['Licence', 'licensed', 1, 'Paid'],
    ]);
    expect(rows.filter((row) => row[1] === 'messagingPlatform').map((row) => row[2])).toEqual([
      'NONE',
      'DINGTALK',
      'WECHAT',
      'LARK',
    ]);
    expect(rows.at(-1)).toEqual(['ID', 'id', null, null]);
  });

  it('words the sheet in the language', () => {
    const rows = fieldsSheetRows(fieldColumns(tenantResource), 'zh-CN');
    expect(rows[0]).toEqual(['列名', '字段编码', '取值编码', '取值名称']);
    expect(rows).toContainEqual(['付费状态', 'licensed', 1, '付费']);
  });
});

describe('fieldInput', () => {
  const type = (resource: ResourceDescriptor, name: string) => column(resource, name).type;

  it('makes an empty cell undefined, so that defaults apply', () => {
    expect(fieldInput(null, type(tenantResource, 'enabled'))).toBeUndefined();
    expect(fieldInput('  ', type(tenantResource, 'tenantName'))).toBeUndefined();
  });

  it('reads a number cell in a text field as its digits', () => {
    expect(fieldInput(13800000001, type(tenantResource, 'contactMobile'))).toBe('13800000001');
  });

  it('reads numbers from text, with thousands separators', () => {
    const amount = fieldTypeOf(z.number());
    expect(fieldInput('1,234.50', amount)).toBe(1234.5);
    expect(fieldInput(' -7 ', amount)).toBe(-7);
    expect(fieldInput('12abc', amount)).toBe('12abc');
  });

  it('reads true and false words and keeps anything else for the schema to refuse', () => {
    const flag = type(tenantResource, 'sandbox');
    expect(fieldInput('TRUE', flag)).toBe(true);
    expect(fieldInput('0', flag)).toBe(false);
    expect(fieldInput(true, flag)).toBe(true);
    expect(fieldInput('perhaps', flag)).toBe('perhaps');
  });

  it('reads a choice of numbers from text or a number cell', () => {
    expect(fieldInput('1', type(tenantResource, 'licensed'))).toBe(1);
    expect(fieldInput(0, type(tenantResource, 'licensed'))).toBe(0);
    expect(fieldInput('2', type(tenantResource, 'licensed'))).toBe('2');
  });

  it('splits a list at commas, semicolons and line breaks', () => {
    expect(fieldInput('EMAIL, SMS；APP\nMESSAGING,', type(tenantNoticeRuleResource, 'noticeWays'))).toEqual([
      'EMAIL',
      'SMS',
      'APP',
      'MESSAGING',
    ]);
  });

  it('parses JSON for an object field and keeps text that is no JSON', () => {
    const json = fieldTypeOf(z.object({ a: z.number() }));
    expect(fieldInput('{"a":1}', json)).toEqual({ a: 1 });
    expect(fieldInput('{a', json)).toBe('{a');
  });
});

describe('exportCell', () => {
  it('keeps numbers and booleans, joins lists and writes objects as JSON', () => {
    expect(exportCell(12.5)).toBe(12.5);
    expect(exportCell(false)).toBe(false);
    expect(exportCell(['EMAIL', 'SMS'])).toBe('EMAIL,SMS');
    expect(exportCell({ a: 1 })).toBe('{"a":1}');
    expect(exportCell(undefined)).toBeNull();
  });

  it('gives a list that fieldInput reads back', () => {
    const noticeWays = column(tenantNoticeRuleResource, 'noticeWays').type;
    expect(fieldInput(exportCell(['APP', 'SMS']), noticeWays)).toEqual(['APP', 'SMS']);
  });
});
