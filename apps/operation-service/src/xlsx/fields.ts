import type { ResourceDescriptor } from '@opsdesk/api';
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
    return {
      name,
      type: fieldTypeOf(schema),
      required: !absent.success,
      defaultValue: absent.success ? absent.data : undefined,
    };
  });
  columnsCache.set(resource, columns);
  return columns;
}

function kindText(type: FieldType, locale: ServiceLocale): string {
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
      return translate(locale, 'TEMPLATE_RULE_ONE_OF', { values: type.values.join(', ') });
    case 'list':
      return translate(locale, 'TEMPLATE_RULE_LIST', { item: kindText(type.item, locale) });
    case 'json':
      return translate(locale, 'TEMPLATE_RULE_JSON');
    case 'any':
      return translate(locale, 'TEMPLATE_RULE_ANY');
  }
}

/** The rule of a column, as the template's second row explains it: "Required; text of at most 32 characters". */
export function fieldRule(column: FieldColumn, locale: ServiceLocale): string {
  const defaultCell = exportCell(column.defaultValue);
  const presence = column.required
    ? translate(locale, 'TEMPLATE_RULE_REQUIRED')
    : defaultCell === null || defaultCell === ''
      ? translate(locale, 'TEMPLATE_RULE_OPTIONAL')
      : translate(locale, 'TEMPLATE_RULE_DEFAULT', { value: String(defaultCell) });
  return translate(locale, 'TEMPLATE_RULE', { presence, kind: kindText(column.type, locale) });
}

/** The rules of a column in every interface language: a template's rule row is recognised by them. */
export function fieldRulesInAllLocales(column: FieldColumn): ReadonlySet<string> {
  return new Set(serviceLocales.map((locale) => fieldRule(column, locale)));
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

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes', 'y', '是']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', '0', 'no', 'n', '否']);
/** A decimal number as people type it: an optional sign, thousands separators, a fraction, an exponent. */
const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?(e[+-]?\d+)?$/i;

function numberOf(text: string): number | undefined {
  if (!/\d/.test(text) || !NUMBER_TEXT.test(text)) return undefined;
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The value a cell gives a field, for the resource's schema to validate: text of a number cell,
 * numbers of numeric text, booleans of true/false words, lists split at commas. An empty cell is
 * `undefined` (so that defaults apply); a cell that cannot be converted stays as it is and the
 * schema reports it in the request's language.
 */
export function fieldInput(cell: SheetCell, type: FieldType): unknown {
  if (cell === null) return undefined;
  const text = typeof cell === 'string' ? cell.trim() : String(cell);
  if (text === '') return undefined;
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
        .map((item) => fieldInput(item, type.item))
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
