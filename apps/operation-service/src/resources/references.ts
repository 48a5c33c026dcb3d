import {
  enumWord,
  referenceTargetOf,
  type ReferenceTarget,
  type ResourceDescriptor,
  type StoredRecord,
} from '@opsdesk/api';
import type { Queryable } from '../db';
import type { ServiceLocale } from '../http/messages';
import { storedFiles } from './attachmentLinks';
import { resourceNamed } from './setup';

/** The SQL of a target's key: a field of its data, or its meta id / oid as text. */
function keyExpression(target: ReferenceTarget): string {
  if (target.valueField === 'id') return 'r.id::text';
  if (target.valueField === 'oid') return 'r.oid::text';
  return `r.data->>'${target.valueField}'`;
}

/** The SQL of a target's name in a locale: its Chinese name in Chinese, else its other one, each falling back. */
function labelExpression(target: ReferenceTarget, locale: ServiceLocale): string {
  const chinese = locale === 'zh-CN' || locale === 'zh-TW';
  const first = chinese && target.chineseLabelField ? target.chineseLabelField : target.labelField;
  const second =
    target.chineseLabelField && first === target.labelField ? target.chineseLabelField : target.labelField;
  return `coalesce(nullif(r.data->>'${first}', ''), r.data->>'${second}')`;
}

const keysOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((item) => item !== undefined && item !== null && item !== '')
    .map(String);

/**
 * The records with `references`: the name of each referenced record by field, in the request's
 * language (a tenant's name for `tenantId`, a currency's for `currencyCode`...). One query per
 * reference field for the whole page, not one per row; a name is read whatever the caller may read
 * of the referenced resource, since the row it names is one the caller may see. A value whose
 * record is gone has no name: the screen shows the value itself.
 */
export async function withReferences(
  db: Queryable,
  resource: ResourceDescriptor,
  records: readonly StoredRecord[],
  locale: ServiceLocale,
): Promise<StoredRecord[]> {
  const names = new Map<string, Map<string, string>>();
  for (const [field, described] of Object.entries(resource.fields)) {
    const target = described?.reference && referenceTargetOf(described.reference, resourceNamed);
    if (!target || !resourceNamed(target.resource)) continue;
    const keys = [...new Set(records.flatMap((record) => keysOf(record[field])))];
    if (keys.length === 0) continue;
    const { rows } = await db.query<{ key: string; label: string | null }>(
      `select ${keyExpression(target)} as key, ${labelExpression(target, locale)} as label
         from resource_record r where r.resource = $1 and ${keyExpression(target)} = any($2::text[])`,
      [target.resource, keys],
    );
    names.set(field, new Map(rows.filter((row) => row.label).map((row) => [row.key, row.label as string])));
  }
  if (names.size === 0) return [...records];
  return records.map((record) => {
    const references: Record<string, string | string[]> = {};
    for (const [field, found] of names) {
      const value = record[field];
      if (Array.isArray(value)) {
        const labels = keysOf(value).map((key) => found.get(key) ?? key);
        if (keysOf(value).some((key) => found.has(key))) references[field] = labels;
      } else {
        const label = keysOf(value)[0] && found.get(keysOf(value)[0] as string);
        if (label) references[field] = label;
      }
    }
    return Object.keys(references).length > 0 ? { ...record, references } : record;
  });
}

/** One changed field of a history entry as people read it: its label, and the values before and after. */
export interface WordedChange {
  readonly field: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

const EMPTY = '—';

/**
 * The changes of history entries in words: each changed field by its label, enum values by their
 * words, references by the names of their records (one query per reference field for all entries),
 * attachments and images by their files' names, lists joined; an entry that is not an update (its
 * changes are the record's fields) has none.
 */
export async function wordedChanges(
  db: Queryable,
  resource: ResourceDescriptor,
  entries: readonly { readonly changes: unknown }[],
  locale: ServiceLocale,
): Promise<WordedChange[][]> {
  const pairsOf = (changes: unknown): [string, [unknown, unknown]][] =>
    changes && typeof changes === 'object' && !Array.isArray(changes)
      ? Object.entries(changes as Record<string, unknown>).filter(
          (change): change is [string, [unknown, unknown]] =>
            Array.isArray(change[1]) && change[1].length === 2,
        )
      : [];
  // Each entry's values before and after as two records: references are named as a list's are.
  const sides = entries.flatMap((entry) =>
    [0, 1].map(
      (side) =>
        Object.fromEntries(
          pairsOf(entry.changes).map(([field, pair]) => [field, pair[side]]),
        ) as StoredRecord,
    ),
  );
  const named = await withReferences(db, resource, sides, locale);
  // An attachment or image by its file's name, never its OID.
  const files = await storedFiles(db, resource, sides);
  const text = (field: string, value: unknown, names: unknown): string => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
      return EMPTY;
    if (typeof names === 'string') return names;
    if (Array.isArray(names)) return names.join(', ');
    const words = (item: unknown) =>
      typeof item === 'string' && files.has(item.toLowerCase())
        ? (files.get(item.toLowerCase())?.fileName ?? item)
        : typeof item === 'boolean' || typeof item === 'string' || typeof item === 'number'
          ? enumWord(resource, field, item, locale)
          : JSON.stringify(item);
    return Array.isArray(value) ? value.map(words).join(', ') : words(value);
  };
  return entries.map((entry, index) =>
    pairsOf(entry.changes).map(([field, [before, after]]) => ({
      field,
      label: resource.fields[field]?.label[locale] ?? field,
      before: text(field, before, named[index * 2]?.references?.[field]),
      after: text(field, after, named[index * 2 + 1]?.references?.[field]),
    })),
  );
}
