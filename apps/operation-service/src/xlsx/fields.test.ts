import {
  cityLevelResource,
  tenantNoticeRuleResource,
  tenantResource,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  exportCell,
  fieldColumns,
  fieldInput,
  fieldRule,
  fieldRulesInAllLocales,
  fieldTypeOf,
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
    expect(fieldRule(column(tenantResource, 'licensed'), 'zh-CN')).toBe('必填；可选值：0, 1');
    expect(fieldRule(column(tenantResource, 'contactEmail'), 'ja')).toBe('任意。メールアドレス');
  });

  it('knows the rule of a column in every interface language', () => {
    const rules = fieldRulesInAllLocales(column(tenantResource, 'tenantCode'));
    expect(rules.size).toBe(5);
    expect(rules).toContain('Obbligatorio; testo di al massimo 32 caratteri');
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
