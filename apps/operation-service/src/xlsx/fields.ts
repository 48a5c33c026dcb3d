import type { EnumDescription, FieldDescription, ResourceDescriptor } from '@opsdesk/api';
import { z } from 'zod';
import { serviceLocales, translate, type ServiceLocale } from '../http/messages';
import { formatDateTime, type SheetCell } from './workbook';

/** What a field holds, as a sheet writes and reads it. */
export type FieldType =
  | {
      readonly kind: 'text';
      readonly format: 'plain' | 'email' | 'url' | 'date' | 'time';
      readonly maxLength: number | null;
    }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  /** An enum, or a union of literals (`licensed`: 0 or 1). */
  | { readonly kind: 'choice'; readonly values: readonly (string | number | boolean)[] }
  | { readonly kind: 'list'; readonly item: FieldType }
  | { readonly kind: 'json' }
  | { readonly kind: 'any' };

/** A column of a resource's template and export: one field. */
export interface FieldColumn {
  readonly name: string;
  readonly type: FieldType;
  /** An empty cell is refused. */
  readonly required: boolean;
  /** What an empty cell becomes, when the schema has a default. */
  readonly defaultValue: unknown;
  /** What the field means to people: its label in every language, the words of its enum's values. */
  readonly description?: FieldDescription;
}

const literalValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The pattern checks of a string schema: how a date or a time field is told from plain text. */
function patternsOf(schema: z.ZodString): RegExp[] {
  const patterns: RegExp[] = [];
  for (const check of schema.def.checks ?? []) {
    const definition = check._zod.def;
    if ('pattern' in definition && definition.pattern instanceof RegExp) patterns.push(definition.pattern);
  }
  return patterns;
}

function textType(schema: z.ZodString): FieldType {
  const patterns = patternsOf(schema);
  const matchesOnly = (good: string, bad: string) =>
    patterns.some((pattern) => pattern.test(good) && !pattern.test(bad));
  const format =
    schema.format === 'email'
      ? 'email'
      : schema.format === 'url'
        ? 'url'
        : matchesOnly('2026-01-31', '2026-1-31')
          ? 'date'
          : matchesOnly('09:30', '9:30')
            ? 'time'
            : 'plain';
  return { kind: 'text', format, maxLength: schema.maxLength };
}

/** Reads a field's type from its zod schema, past optional, nullable, default and pipes. */
export function fieldTypeOf(schema: z.core.$ZodType): FieldType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault
  ) {
    return fieldTypeOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return fieldTypeOf(schema.in);
  if (schema instanceof z.ZodString) return textType(schema);
  if (schema instanceof z.ZodNumber) return { kind: 'number', integer: schema.isInt };
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', values: schema.options.filter(literalValue) };
  if (schema instanceof z.ZodLiteral)
    return { kind: 'choice', values: [...schema.values].filter(literalValue) };
  if (schema instanceof z.ZodUnion) {
    const values: (string | number | boolean)[] = [];
    for (const option of schema.options) {
      if (!(option instanceof z.ZodLiteral)) return { kind: 'any' };
      values.push(...[...option.values].filter(literalValue));
    }
    return { kind: 'choice', values };
  }
  if (schema instanceof z.ZodArray) return { kind: 'list', item: fieldTypeOf(schema.element) };
  if (schema instanceof z.ZodObject || schema instanceof z.ZodRecord) return { kind: 'json' };
  return { kind: 'any' };
}

const columnsCache = new WeakMap<ResourceDescriptor, readonly FieldColumn[]>();

/** The columns of a resource's template and export, in the order of its schema's fields. */
export function fieldColumns(resource: ResourceDescriptor): readonly FieldColumn[] {
  const cached = columnsCache.get(resource);
  if (cached) return cached;
  const columns = Object.entries(resource.shape).map(([name, schema]): FieldColumn => {
    // What an absent value gives says whether it is required and what it defaults to.
    const absent = schema.safeParse(undefined);
    const description = resource.fields[name];
    return {
      name,
      type: fieldTypeOf(schema),
      required: !absent.success,
      defaultValue: absent.success ? absent.data : undefined,
      ...(description && { description }),
    };
  });
  columnsCache.set(resource, columns);
  return columns;
}

/** How the words of a sentence are listed in each language: `Region, Cloud environment`, `区域、云环境`. */
const wordSeparator: Readonly<Record<ServiceLocale, string>> = {
  'zh-CN': '、',
  en: ', ',
  ja: '、',
  'zh-TW': '、',
  it: ', ',
};

/** Words listed in a sentence of a language: `Region, Cloud environment`, `区域、云环境`. */
export function listOfWords(words: readonly string[], locale: ServiceLocale): string {
  return words.join(wordSeparator[locale]);
}

/** A header cell or a value as compared: trimmed, spaces collapsed, case ignored. */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The title of a column in a language: its field's label, or its field's name when it has no description. */
export function columnTitle(column: FieldColumn, locale: ServiceLocale): string {
  return column.description?.label[locale] ?? column.name;
}

/**
 * The column a header cell names: by its field's name, else by its label in the request's language,
 * else by its label in any interface language; trimmed and case-insensitive. So a template of any
 * language, an export, and the older templates headed by field names all import.
 */
export function columnOfTitle(
  columns: readonly FieldColumn[],
  title: string,
  locale: ServiceLocale,
): FieldColumn | undefined {
  const wanted = comparable(title);
  if (wanted === '') return undefined;
  const labelled = (column: FieldColumn, language: ServiceLocale) =>
    column.description !== undefined && comparable(column.description.label[language]) === wanted;
  return (
    columns.find((column) => comparable(column.name) === wanted) ??
    columns.find((column) => labelled(column, locale)) ??
    columns.find((column) => serviceLocales.some((language) => labelled(column, language)))
  );
}

/** The description of one value of a column's enum, or undefined (no enum, or a value it does not describe). */
function describedValue(column: FieldColumn, value: unknown) {
  const described = column.description?.enum;
  if (!described || !literalValue(value)) return undefined;
  const code = String(value);
  return Object.hasOwn(described, code) ? described[code] : undefined;
}

/** The words of a value of a column's enum in a language, or undefined when the column does not describe it. */
export function valueWords(column: FieldColumn, value: unknown, locale: ServiceLocale): string | undefined {
  return describedValue(column, value)?.words[locale];
}

/** What an enum's codes and words name, as an import compares them. */
interface EnumIndex {
  /** The codes each text names, as a code or as words in some language. */
  readonly named: ReadonlyMap<string, ReadonlySet<string>>;
  /** The code of each value, by the code compared. */
  readonly byCode: ReadonlyMap<string, string>;
  /** The code of each value, by its words compared, in each language. */
  readonly byWords: ReadonlyMap<ServiceLocale, ReadonlyMap<string, string>>;
}

const enumIndexes = new WeakMap<EnumDescription, EnumIndex>();

function enumIndexOf(described: EnumDescription): EnumIndex {
  const cached = enumIndexes.get(described);
  if (cached) return cached;
  const named = new Map<string, Set<string>>();
  const name = (text: string, code: string) => {
    const key = comparable(text);
    const codes = named.get(key) ?? new Set<string>();
    codes.add(code);
    named.set(key, codes);
  };
  const byCode = new Map<string, string>();
  const byWords = new Map<ServiceLocale, Map<string, string>>(
    serviceLocales.map((locale) => [locale, new Map<string, string>()]),
  );
  for (const [code, value] of Object.entries(described)) {
    name(code, code);
    if (!byCode.has(comparable(code))) byCode.set(comparable(code), code);
    for (const locale of serviceLocales) {
      name(value.words[locale], code);
      const words = byWords.get(locale);
      if (words && !words.has(comparable(value.words[locale])))
        words.set(comparable(value.words[locale]), code);
    }
  }
  const index = { named, byCode, byWords };
  enumIndexes.set(described, index);
  return index;
}

/**
 * The words a cell writes for a value of a column's enum: undefined when the value has none, or
 * when its words would read back as another value (two values worded alike, words that are another
 * value's code): such a value is written as its code.
 */
function cellWords(column: FieldColumn, value: unknown, locale: ServiceLocale): string | undefined {
  const described = column.description?.enum;
  const words = valueWords(column, value, locale);
  if (!described || words === undefined) return undefined;
  const named = enumIndexOf(described).named.get(comparable(words));
  return named && named.size === 1 ? words : undefined;
}

/** How a rule names the values of a choice: by their words, or (older templates) by their codes. */
type ChoiceNaming = (values: readonly (string | number | boolean)[], locale: ServiceLocale) => string;

function kindText(type: FieldType, locale: ServiceLocale, choices: ChoiceNaming): string {
  switch (type.kind) {
    case 'text':
      switch (type.format) {
        case 'email':
          return translate(locale, 'TEMPLATE_RULE_EMAIL');
        case 'url':
          return translate(locale, 'TEMPLATE_RULE_URL');
        case 'date':
          return translate(locale, 'TEMPLATE_RULE_DATE');
        case 'time':
          return translate(locale, 'TEMPLATE_RULE_TIME');
        case 'plain':
          return type.maxLength === null
            ? translate(locale, 'TEMPLATE_RULE_ANY')
            : translate(locale, 'TEMPLATE_RULE_TEXT', { max: type.maxLength });
      }
      return translate(locale, 'TEMPLATE_RULE_ANY');
    case 'number':
      return translate(locale, type.integer ? 'TEMPLATE_RULE_INTEGER' : 'TEMPLATE_RULE_NUMBER');
    case 'boolean':
      return translate(locale, 'TEMPLATE_RULE_BOOLEAN');
    case 'choice':
      return translate(locale, 'TEMPLATE_RULE_ONE_OF', { values: choices(type.values, locale) });
    case 'list':
      return translate(locale, 'TEMPLATE_RULE_LIST', { item: kindText(type.item, locale, choices) });
    case 'json':
      return translate(locale, 'TEMPLATE_RULE_JSON');
    case 'any':
      return translate(locale, 'TEMPLATE_RULE_ANY');
  }
}

function ruleText(
  column: FieldColumn,
  locale: ServiceLocale,
  choices: ChoiceNaming,
  defaultCell: SheetCell,
): string {
  const presence = column.required
    ? translate(locale, 'TEMPLATE_RULE_REQUIRED')
    : defaultCell === null || defaultCell === ''
      ? translate(locale, 'TEMPLATE_RULE_OPTIONAL')
      : translate(locale, 'TEMPLATE_RULE_DEFAULT', { value: String(defaultCell) });
  return translate(locale, 'TEMPLATE_RULE', { presence, kind: kindText(column.type, locale, choices) });
}

/**
 * The rule of a column, as the template's second row explains it: "Required; text of at most 32
 * characters", "Required; one of Free, Paid" (a choice lists its values' words in the language).
 */
export function fieldRule(column: FieldColumn, locale: ServiceLocale): string {
  const inWords: ChoiceNaming = (values, language) =>
    listOfWords(
      values.map((value) => valueWords(column, value, language) ?? String(value)),
      language,
    );
  return ruleText(column, locale, inWords, columnCell(column, column.defaultValue, locale));
}

/** The rule of a column as the templates made before the words did: a choice lists its codes. */
function codedRule(column: FieldColumn, locale: ServiceLocale): string {
  return ruleText(column, locale, (values) => values.join(', '), exportCell(column.defaultValue));
}

/**
 * The rules of a column in every interface language, as the templates write them now and as the
 * older templates wrote them (codes for words): a template's rule row is recognised by them.
 */
export function fieldRulesInAllLocales(column: FieldColumn): ReadonlySet<string> {
  return new Set(serviceLocales.flatMap((locale) => [fieldRule(column, locale), codedRule(column, locale)]));
}

/** Separators of a list cell: commas and semicolons (ASCII or full-width) and line breaks. */
const LIST_SEPARATOR = /[,，;；\n]/;

/**
 * A value of a record as a cell: numbers and booleans as themselves, lists as comma-separated
 * text, objects as JSON.
 */
export function exportCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => String(exportCell(item) ?? '')).join(',');
  if (value instanceof Date) return formatDateTime(value);
  return JSON.stringify(value);
}

/**
 * A value of a record as a cell of a column, for people of a language: an enum's value as its
 * words ("Paid", "付费"), a list of them as their words joined by commas; anything else as
 * `exportCell` writes it. The import reads the words back to their codes.
 */
export function columnCell(column: FieldColumn, value: unknown, locale: ServiceLocale): SheetCell {
  if (!column.description?.enum) return exportCell(value);
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        const itemWords = cellWords(column, item, locale);
        // Words holding a separator would split on the way back in: that value keeps its code.
        return itemWords !== undefined && !LIST_SEPARATOR.test(itemWords)
          ? itemWords
          : String(exportCell(item) ?? '');
      })
      .join(', ');
  }
  return cellWords(column, value, locale) ?? exportCell(value);
}

/**
 * The rows of the sheet that tells a machine reader what the columns hold: a header, then for each
 * column its title and its field's name, and for an enum one row per value with its code and its
 * words in the language.
 */
export function fieldsSheetRows(
  columns: readonly FieldColumn[],
  locale: ServiceLocale,
  more: readonly { readonly name: string; readonly title: string }[] = [],
): SheetCell[][] {
  const rows: SheetCell[][] = [
    [
      translate(locale, 'FIELDS_SHEET_COLUMN'),
      translate(locale, 'FIELDS_SHEET_FIELD'),
      translate(locale, 'FIELDS_SHEET_VALUE_CODE'),
      translate(locale, 'FIELDS_SHEET_VALUE_WORDS'),
    ],
  ];
  for (const column of columns) {
    const title = columnTitle(column, locale);
    const described = column.description?.enum;
    if (!described) {
      rows.push([title, column.name, null, null]);
      continue;
    }
    const itemType = column.type.kind === 'list' ? column.type.item : column.type;
    for (const [code, value] of Object.entries(described)) {
      // The code as the records hold it: a number stays a number.
      const typed = fieldInput(code, itemType);
      rows.push([title, column.name, literalValue(typed) ? typed : code, value.words[locale]]);
    }
  }
  for (const column of more) rows.push([column.title, column.name, null, null]);
  return rows;
}

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes', 'y', '是']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', '0', 'no', 'n', '否']);
/** A decimal number as people type it: an optional sign, thousands separators, a fraction, an exponent. */
const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?(e[+-]?\d+)?$/i;

function numberOf(text: string): number | undefined {
  if (!/\d/.test(text) || !NUMBER_TEXT.test(text)) return undefined;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

/** The words of an enum's values, and the language to read them in first. */
export interface ValueWording {
  readonly enum: EnumDescription;
  readonly locale: ServiceLocale;
}

/**
 * The code of the enum value a text names: the code itself, else the words of a value in the
 * request's language, else the code in another case, else the words in any language (trimmed,
 * case-insensitive). Undefined when it names none.
 */
function codeOf(text: string, wording: ValueWording): string | undefined {
  if (Object.hasOwn(wording.enum, text)) return text;
  const wanted = comparable(text);
  const index = enumIndexOf(wording.enum);
  const byWords = (language: ServiceLocale) => index.byWords.get(language)?.get(wanted);
  return (
    byWords(wording.locale) ??
    index.byCode.get(wanted) ??
    serviceLocales.map(byWords).find((code) => code !== undefined)
  );
}

/**
 * The value a cell gives a field, for the resource's schema to validate: text of a number cell,
 * numbers of numeric text, booleans of true/false words, lists split at commas, and (with the
 * words of an enum) a value's words in any language as its code. An empty cell is `undefined` (so
 * that defaults apply); a cell that cannot be converted stays as it is and the schema reports it in
 * the request's language.
 */
export function fieldInput(cell: SheetCell, type: FieldType, wording?: ValueWording): unknown {
  if (cell === null) return undefined;
  const text = typeof cell === 'string' ? cell.trim() : String(cell);
  if (text === '') return undefined;
  if (wording && type.kind !== 'list') {
    const code = codeOf(text, wording);
    if (code !== undefined && code !== text) return fieldInput(code, type);
  }
  switch (type.kind) {
    case 'text':
      return text;
    case 'number':
      return typeof cell === 'number' ? cell : (numberOf(text) ?? text);
    case 'boolean': {
      if (typeof cell === 'boolean') return cell;
      const word = text.toLowerCase();
      return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
    }
    case 'choice': {
      const match = type.values.find((value) => String(value) === text);
      return match ?? text;
    }
    case 'list': {
      const items = typeof cell === 'string' ? text.split(LIST_SEPARATOR) : [text];
      return items
        .map((item) => fieldInput(item, type.item, wording))
        .filter((item): item is NonNullable<unknown> => item !== undefined);
    }
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    case 'any':
      return typeof cell === 'string' ? text : cell;
  }
}

/** The value a cell gives a column: `fieldInput` with the words of the column's enum, if it has one. */
export function columnInput(cell: SheetCell, column: FieldColumn, locale: ServiceLocale): unknown {
  const described = column.description?.enum;
  return fieldInput(cell, column.type, described && { enum: described, locale });
}
