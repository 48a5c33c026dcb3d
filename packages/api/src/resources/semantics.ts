import type { z } from 'zod';
import type { ApiLocale } from '../constants/messages';
import { apiLocales } from '../constants/messages';
import type { ResourceDescriptor } from './define';
import type { FieldReference, FieldSemantic, LookupName, Tone, Words } from './describe';

interface ZodDef {
  readonly type: string;
  readonly innerType?: { _zod: { def: ZodDef } };
  readonly in?: { _zod: { def: ZodDef } };
  readonly element?: { _zod: { def: ZodDef } };
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly values?: readonly unknown[];
  readonly options?: readonly { _zod: { def: ZodDef } }[];
}

/** The definition a field's schema holds once optional, nullable, default and pipes are unwrapped. */
function coreDef(schema: z.ZodType): ZodDef {
  let def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  for (let inner = def.innerType ?? def.in; inner; inner = def.innerType ?? def.in) def = inner._zod.def;
  return def;
}

/** Whether a field holds a list of values (tags, enum values, references...). */
export function isListField(resource: Pick<ResourceDescriptor, 'shape'>, field: string): boolean {
  const schema = resource.shape[field];
  return schema !== undefined && coreDef(schema).type === 'array';
}

/** The values an enum field (or a list of enum values) may hold, in the schema's order; none for other fields. */
export function enumValuesOf(
  resource: Pick<ResourceDescriptor, 'shape'>,
  field: string,
): readonly string[] | undefined {
  const schema = resource.shape[field];
  if (!schema) return undefined;
  let def = coreDef(schema);
  if (def.type === 'array' && def.element) def = coreDef(def.element as unknown as z.ZodType);
  return def.type === 'enum' && def.entries ? Object.values(def.entries).map(String) : undefined;
}

/** The definition of the values a field holds: its core definition, a list's element's for a list. */
function valueDefOf(resource: Pick<ResourceDescriptor, 'shape'>, field: string): ZodDef | undefined {
  const schema = resource.shape[field];
  if (!schema) return undefined;
  const def = coreDef(schema);
  return def.type === 'array' && def.element ? coreDef(def.element as unknown as z.ZodType) : def;
}

/** The values a literal or a union of literals lists, in its order; none for other schemas. */
function literalValuesOf(def: ZodDef): readonly unknown[] | undefined {
  if (def.type === 'literal') return def.values;
  if (def.type !== 'union' || !def.options) return undefined;
  const values: unknown[] = [];
  for (const option of def.options) {
    const inner = coreDef(option as unknown as z.ZodType);
    if (inner.type !== 'literal' || !inner.values) return undefined;
    values.push(...inner.values);
  }
  return values;
}

/** Whether a field holds numbers: a number, or a choice of number literals (`licensed`: 1 or 0). */
function holdsNumbers(def: ZodDef): boolean {
  if (def.type === 'number' || def.type === 'int') return true;
  const listed = literalValuesOf(def);
  return listed !== undefined && listed.length > 0 && listed.every((value) => typeof value === 'number');
}

/** One value of an enum field as a select, a filter or a badge offers it. */
export interface EnumOption {
  /** The value as the field holds it: a number for a field of numbers (its words are keyed by its text). */
  readonly value: string | number;
  readonly words: Words;
  readonly tone?: Tone;
}

/**
 * The values of a field described as an enum, in the order they are offered, each with its words
 * and tone (none when it has no tone): what a select, a filter or a badge shows. A field of numbers
 * (a tax rate, a licence's 1 and 0, a document category) gets numbers, in the order of its
 * description's `enumOrder`, else of its schema's literals, else ascending (an object keeps integer
 * keys so); any other field, its description's order. Undefined for a field without enum words.
 */
export function enumOptionsOf(
  resource: Pick<ResourceDescriptor, 'shape' | 'fields'>,
  field: string,
): readonly EnumOption[] | undefined {
  const described = resource.fields[field];
  const entries = described?.enum;
  if (!entries) return undefined;
  const def = valueDefOf(resource, field);
  const numeric = def !== undefined && holdsNumbers(def);
  const first = described.enumOrder ?? (numeric && def ? literalValuesOf(def) : undefined) ?? [];
  const keys = [...new Set([...first.map(String), ...Object.keys(entries)])].filter((key) =>
    Object.hasOwn(entries, key),
  );
  return keys.map((key) => {
    const entry = entries[key] as NonNullable<(typeof entries)[string]>;
    const value = numeric && key.trim() !== '' && Number.isFinite(Number(key)) ? Number(key) : key;
    return entry.tone ? { value, words: entry.words, tone: entry.tone } : { value, words: entry.words };
  });
}

/** What kind of value a field holds: its description's kind, else what its zod type says. */
export function semanticOf(
  resource: Pick<ResourceDescriptor, 'shape' | 'fields'>,
  field: string,
): FieldSemantic {
  const described = resource.fields[field];
  if (described?.kind) return described.kind;
  if (described?.reference) return 'reference';
  const schema = resource.shape[field];
  if (!schema) return 'text';
  let def = coreDef(schema);
  if (def.type === 'array' && def.element) def = coreDef(def.element as unknown as z.ZodType);
  switch (def.type) {
    case 'enum':
      return 'enum';
    case 'boolean':
      return 'switch';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'literal':
      return typeof def.values?.[0] === 'boolean'
        ? 'switch'
        : typeof def.values?.[0] === 'number'
          ? 'number'
          : 'text';
    default:
      return 'text';
  }
}

/** The label of a field in a locale; undefined when the resource does not describe it. */
export function fieldLabel(
  resource: Pick<ResourceDescriptor, 'fields'>,
  field: string,
  locale: ApiLocale,
): string | undefined {
  return resource.fields[field]?.label[locale];
}

/** The words of one value of an enum field in a locale; the value itself when it has none. */
export function enumWord(
  resource: Pick<ResourceDescriptor, 'fields'>,
  field: string,
  value: unknown,
  locale: ApiLocale,
): string {
  const words = resource.fields[field]?.enum?.[String(value)]?.words;
  return words?.[locale] ?? String(value);
}

const missingWords = (text: Words | undefined) => apiLocales.filter((locale) => !text?.[locale]?.trim());

/**
 * What a resource's description lacks or gets wrong: a field without a description, a text missing
 * in a language, an enum field without the words of a value (or with words for a value the schema
 * does not have), a money field's currency field that does not exist. Empty when sound; a test holds
 * every resource of the catalogue to it.
 */
export function resourceProblems(resource: ResourceDescriptor): string[] {
  const problems: string[] = [];
  const name = resource.name;
  for (const field of Object.keys(resource.shape)) {
    const described = resource.fields[field];
    if (!described) {
      problems.push(`${name}.${field}: no description`);
      continue;
    }
    for (const locale of missingWords(described.label)) problems.push(`${name}.${field}: no ${locale} label`);
    for (const [text, value] of [
      ['hint', described.hint],
      ['unit', described.unit],
    ] as const) {
      if (value)
        for (const locale of missingWords(value)) problems.push(`${name}.${field}: no ${locale} ${text}`);
    }
    const values = enumValuesOf(resource, field);
    if (values) {
      if (!described.enum) problems.push(`${name}.${field}: an enum without the words of its values`);
      else {
        for (const value of values) {
          const entry = described.enum[value];
          if (!entry) problems.push(`${name}.${field}: no words for ${value}`);
          else
            for (const locale of missingWords(entry.words))
              problems.push(`${name}.${field}: ${value} has no ${locale} words`);
        }
        for (const value of Object.keys(described.enum)) {
          if (!values.includes(value))
            problems.push(`${name}.${field}: words for ${value}, which the schema lacks`);
        }
      }
    } else if (described.enum && !(described.kind === 'enum' || described.kind === undefined)) {
      problems.push(`${name}.${field}: enum words on a ${described.kind} field`);
    } else if (described.enum) {
      // Words kept for a text or a number: every value worded in every language; a choice of
      // literals (`licensed`: 1 or 0) has the words of each of its values, and no others.
      const def = valueDefOf(resource, field);
      const listed = def && literalValuesOf(def)?.map(String);
      for (const value of listed ?? [])
        if (!Object.hasOwn(described.enum, value)) problems.push(`${name}.${field}: no words for ${value}`);
      for (const [value, entry] of Object.entries(described.enum)) {
        for (const locale of missingWords(entry.words))
          problems.push(`${name}.${field}: ${value} has no ${locale} words`);
        if (listed && !listed.includes(value))
          problems.push(`${name}.${field}: words for ${value}, which the schema lacks`);
      }
    }
    if (described.enumOrder) {
      const order = described.enumOrder.map(String);
      const worded = Object.keys(described.enum ?? {});
      if (new Set(order).size !== order.length)
        problems.push(`${name}.${field}: enumOrder names a value twice`);
      for (const value of order)
        if (!worded.includes(value))
          problems.push(`${name}.${field}: enumOrder names ${value}, which has no words`);
      for (const value of worded)
        if (!order.includes(value)) problems.push(`${name}.${field}: enumOrder leaves out ${value}`);
    }
    if (described.currencyField && !(described.currencyField in resource.shape))
      problems.push(`${name}.${field}: currency field "${described.currencyField}" does not exist`);
    if (described.kind === 'reference' && !described.reference)
      problems.push(`${name}.${field}: a reference that names nothing`);
  }
  return problems;
}

/**
 * Where a reference's name is read: the record of `resource` whose `valueField` (a field, or the
 * meta `id` / `oid`) holds the stored value, named by `labelField`; in Chinese by
 * `chineseLabelField` when the record keeps its name in both (country `name` / `nameEn`).
 */
export interface ReferenceTarget {
  readonly resource: string;
  readonly valueField: string;
  readonly labelField: string;
  /** The field naming the record in Chinese where `labelField` names it in other languages. */
  readonly chineseLabelField?: string;
}

/**
 * The records the pickers' lookups pick, as reference targets. Contracts and orders are named by
 * their codes and the back-office accounts are no resource: those have none.
 */
export const lookupTargets: Readonly<Partial<Record<LookupName, ReferenceTarget>>> = {
  tenant: { resource: 'tenant', valueField: 'id', labelField: 'tenantName' },
  company: { resource: 'company', valueField: 'id', labelField: 'name' },
  staff: { resource: 'staff', valueField: 'oid', labelField: 'fullName' },
  crmCustomer: { resource: 'crm-customer', valueField: 'customerCode', labelField: 'customerName' },
  tenantGroup: { resource: 'tenant-group', valueField: 'tenantGroupCode', labelField: 'tenantGroupName' },
  currency: {
    resource: 'currency',
    valueField: 'currencyCode',
    labelField: 'currencyName',
    chineseLabelField: 'chineseName',
  },
  airline: { resource: 'airline', valueField: 'code', labelField: 'nameEn', chineseLabelField: 'name' },
  cloudEnvironment: { resource: 'cloud-env', valueField: 'code', labelField: 'name' },
  city: { resource: 'city', valueField: 'adCode', labelField: 'nameEn', chineseLabelField: 'name' },
  country: { resource: 'country', valueField: 'adCode', labelField: 'nameEn', chineseLabelField: 'name' },
  functionPackage: { resource: 'function-package', valueField: 'pkgCode', labelField: 'pkgName' },
  setOfBooks: { resource: 'set-of-books', valueField: 'setOfBooksCode', labelField: 'setOfBooksName' },
};

/**
 * Where the name of a reference field's value is read, if anywhere: its lookup's target, or the
 * resource it names (labelled by `labelField`, else that resource's title; a `<label>En` field of
 * the target names it outside Chinese).
 */
export function referenceTargetOf(
  reference: FieldReference,
  resourceNamed: (name: string) => Pick<ResourceDescriptor, 'title' | 'shape'> | undefined,
): ReferenceTarget | undefined {
  if ('lookup' in reference) return lookupTargets[reference.lookup];
  const target = resourceNamed(reference.resource);
  if (!target) return undefined;
  const label = reference.labelField ?? target.title;
  const english = `${label}En`;
  return english in target.shape
    ? {
        resource: reference.resource,
        valueField: reference.valueField ?? 'id',
        labelField: english,
        chineseLabelField: label,
      }
    : { resource: reference.resource, valueField: reference.valueField ?? 'id', labelField: label };
}
