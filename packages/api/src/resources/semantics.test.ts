import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from './define';
import { defineEnum, words, type EnumDescription, type FieldDescription } from './describe';
import { enumOptionsOf, enumWord, resourceProblems } from './semantics';

const label = words('字段', 'Field', 'フィールド', '欄位', 'Campo');
const wordsOf = (text: string) => words(text, text, text, text, text);
const numbered = (...values: number[]): EnumDescription =>
  Object.fromEntries(values.map((value) => [String(value), { words: wordsOf(`#${value}`) }]));

const status = defineEnum({
  OPEN: { words: wordsOf('open'), tone: 'warning' },
  DONE: { words: wordsOf('done'), tone: 'success' },
  ARCHIVED: { words: wordsOf('archived') },
});

/** A global resource of one field, described as given. */
function resourceOf(schema: z.ZodType, described: Omit<FieldDescription, 'label'>) {
  return defineResource({
    name: 'sample',
    scope: 'global',
    schema: z.object({ value: schema }),
    permissions: { read: 'tenant:read', write: 'tenant:write' },
    title: 'value',
    fields: { value: { label, ...described } },
  });
}

describe('enumOptionsOf', () => {
  it('offers a text enum’s values in the description’s order, with their words and tones', () => {
    const resource = resourceOf(z.enum(status.values), { enum: status.words });
    expect(enumOptionsOf(resource, 'value')).toEqual([
      { value: 'OPEN', words: status.words.OPEN.words, tone: 'warning' },
      { value: 'DONE', words: status.words.DONE.words, tone: 'success' },
      { value: 'ARCHIVED', words: status.words.ARCHIVED.words },
    ]);
    expect(enumOptionsOf(resource, 'value')?.[2]).not.toHaveProperty('tone');
  });

  it('offers the words kept for a text field, whose schema takes other values too', () => {
    const resource = resourceOf(z.string().max(40), { kind: 'enum', enum: status.words });
    expect(enumOptionsOf(resource, 'value')?.map((option) => option.value)).toEqual([
      'OPEN',
      'DONE',
      'ARCHIVED',
    ]);
  });

  it('offers the values of a field of numbers as numbers, ascending when nothing else says', () => {
    const resource = resourceOf(z.number().min(0).max(17), { kind: 'enum', enum: numbered(13, 0, 6) });
    expect(enumOptionsOf(resource, 'value')?.map((option) => option.value)).toEqual([0, 6, 13]);
  });

  it('offers a choice of number literals in the schema’s order', () => {
    const schema = z.union([z.literal(1002), z.literal(3004), z.literal(1001)]);
    const resource = resourceOf(schema, { kind: 'enum', enum: numbered(1001, 1002, 3004) });
    expect(enumOptionsOf(resource, 'value')?.map((option) => option.value)).toEqual([1002, 3004, 1001]);
  });

  it('offers the values in the description’s enumOrder before the schema’s', () => {
    const schema = z.union([z.literal(0), z.literal(1)]);
    const resource = resourceOf(schema, { kind: 'enum', enum: numbered(0, 1), enumOrder: [1, 0] });
    expect(enumOptionsOf(resource, 'value')?.map((option) => option.value)).toEqual([1, 0]);
  });

  it('reads past optional and default wrappers, and a list’s element', () => {
    const optional = resourceOf(z.number().optional(), { kind: 'enum', enum: numbered(2, 1) });
    const list = resourceOf(z.array(z.union([z.literal(2), z.literal(1)])).default([]), {
      kind: 'enum',
      enum: numbered(1, 2),
    });
    expect(enumOptionsOf(optional, 'value')?.map((option) => option.value)).toEqual([1, 2]);
    expect(enumOptionsOf(list, 'value')?.map((option) => option.value)).toEqual([2, 1]);
  });

  it('has none for a field without enum words or an unknown field', () => {
    const resource = resourceOf(z.string(), {});
    expect(enumOptionsOf(resource, 'value')).toBeUndefined();
    expect(enumOptionsOf(resource, 'missing')).toBeUndefined();
  });

  it('words a number by the words its text is keyed by', () => {
    const resource = resourceOf(z.number(), { kind: 'enum', enum: numbered(6) });
    expect(enumWord(resource, 'value', 6, 'en')).toBe('#6');
    expect(enumWord(resource, 'value', 7, 'en')).toBe('7');
  });
});

describe('resourceProblems on enum words', () => {
  it('is content with words for each literal of a choice and an enumOrder naming each once', () => {
    const schema = z.union([z.literal(0), z.literal(1)]);
    const resource = resourceOf(schema, { kind: 'enum', enum: numbered(0, 1), enumOrder: [1, 0] });
    expect(resourceProblems(resource)).toEqual([]);
  });

  it('names a literal of a choice without words, and words for a value the choice lacks', () => {
    const schema = z.union([z.literal(0), z.literal(1)]);
    expect(resourceProblems(resourceOf(schema, { kind: 'enum', enum: numbered(0, 2) }))).toEqual([
      'sample.value: no words for 1',
      'sample.value: words for 2, which the schema lacks',
    ]);
  });

  it('names a value kept for a text field that lacks words in a language', () => {
    const described: EnumDescription = { A: { words: { ...wordsOf('a'), it: ' ' } } };
    expect(resourceProblems(resourceOf(z.string(), { kind: 'enum', enum: described }))).toEqual([
      'sample.value: A has no it words',
    ]);
  });

  it('names an enumOrder that names a value twice or without words, or leaves a worded one out', () => {
    const schema = z.number();
    expect(
      resourceProblems(resourceOf(schema, { kind: 'enum', enum: numbered(0, 1), enumOrder: [1, 2, 1] })),
    ).toEqual([
      'sample.value: enumOrder names a value twice',
      'sample.value: enumOrder names 2, which has no words',
      'sample.value: enumOrder leaves out 0',
    ]);
  });
});
