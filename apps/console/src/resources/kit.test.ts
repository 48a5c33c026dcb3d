import { defineEnum, menuRegisterResource, menuType, words, type EnumDescription } from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { describedView } from './defineScreen';
import { displayOf } from './fieldKinds';
import { enumOptions, option, options, readOnly, readOnlyFields, select, t } from './kit';

const status = defineEnum({
  OPEN: { words: words('处理中', 'Open', '対応中', '處理中', 'Aperto'), tone: 'warning' },
  DONE: { words: words('已完成', 'Done', '完了', '已完成', 'Fatto'), tone: 'success' },
});

describe('t', () => {
  test('writes a text in the shell languages, Chinese first', () => {
    expect(t('城市', 'City', '都市')).toEqual({ 'zh-CN': '城市', en: 'City', ja: '都市' });
  });
});

describe('option', () => {
  test('keeps the tone it is given', () => {
    expect(option('OPEN', t('开', 'Open', '開'), 'warning')).toEqual({
      value: 'OPEN',
      label: t('开', 'Open', '開'),
      tone: 'warning',
    });
  });

  test('has no tone key when it is given no tone', () => {
    expect(Object.keys(option(1, t('一', 'One', '一')))).toEqual(['value', 'label']);
  });

  test('takes numbers and booleans as values', () => {
    expect([option(0, t('零', 'Zero', 'ゼロ')).value, option(false, t('否', 'No', 'いいえ')).value]).toEqual([
      0,
      false,
    ]);
  });
});

describe('options', () => {
  test('turns each row into an option, in order, with its tone where a row has one', () => {
    expect(
      options([
        ['A', '甲', 'First', '第一', 'success'],
        ['B', '乙', 'Second', '第二'],
      ]),
    ).toEqual([option('A', t('甲', 'First', '第一'), 'success'), option('B', t('乙', 'Second', '第二'))]);
  });
});

describe('select', () => {
  test('is a select input of the rows written inline', () => {
    expect(select([[1, '可编辑', 'Read and change', '編集可']])).toEqual({
      type: 'select',
      options: [option(1, t('可编辑', 'Read and change', '編集可'))],
    });
  });
});

describe('enumOptions', () => {
  test("gives each value of an enum its @opsdesk/api words and tone, in the enum's order", () => {
    expect(enumOptions(status.words)).toEqual([
      { value: 'OPEN', label: status.words.OPEN.words, tone: 'warning' },
      { value: 'DONE', label: status.words.DONE.words, tone: 'success' },
    ]);
  });

  test('leaves out the tone of a value described without one', () => {
    const described: EnumDescription = { M: { words: words('菜单', 'Menu', 'メニュー', '菜單', 'Menu') } };
    expect(enumOptions(described)[0]).not.toHaveProperty('tone');
  });
});

describe('readOnly', () => {
  test('is a view that only makes the field read-only, its label and input left to the description', () => {
    expect(readOnly).toEqual({ readOnly: true });
  });
});

describe('readOnlyFields', () => {
  const fields = { title: { width: 200 }, note: { input: { type: 'textarea' as const } } };

  test('makes the named fields read-only and keeps the rest of their views', () => {
    expect(readOnlyFields(fields, ['title']).title).toEqual({ width: 200, readOnly: true });
  });

  test('leaves the fields it is not given as they were', () => {
    expect(readOnlyFields(fields, ['title']).note).toBe(fields.note);
  });

  test('makes read-only a field that had no view of its own', () => {
    expect(readOnlyFields(fields, ['status']).status).toEqual({ readOnly: true });
  });

  test('does not change the views it is given', () => {
    readOnlyFields(fields, ['title', 'note']);
    expect(fields).toEqual({ title: { width: 200 }, note: { input: { type: 'textarea' } } });
  });
});

describe('the kit and the generic screens', () => {
  test('give an enum field described by @opsdesk/api the options enumOptions gives its words', () => {
    expect(describedView(menuRegisterResource, 'menuType').input).toEqual({
      type: 'select',
      options: enumOptions(menuType.words),
    });
  });

  test('show a field whose options carry tones as a status badge', () => {
    const view = {
      label: t('状态', 'Status', 'ステータス'),
      input: { type: 'select', options: enumOptions(status.words) },
    } as const;
    expect(displayOf(menuRegisterResource, 'menuType', view)).toBe('status');
  });

  test('show a field whose options were written without tones as text', () => {
    const view = { label: t('类型', 'Kind', '種類'), input: select([['A', '甲', 'First', '第一']]) };
    expect(displayOf(menuRegisterResource, 'menuType', view)).toBe('text');
  });
});
