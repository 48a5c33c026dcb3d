import {
  enumerationItemResource,
  pageQuerySchema,
  type ResourceDescriptor,
  type ResourceRecord,
} from '@opsdesk/api';
import { z } from 'zod';
import type { Queryable } from '../../../db';
import { badRequest } from '../../../http/errors';
import { translate, type MessageId, type ServiceLocale } from '../../../http/messages';
import type { Principal } from '../../../http/principal';
import {
  assertTenantAccess,
  fieldExpression,
  listRecords,
  pageOf,
  type ListQuery,
  type Page,
} from '../../../resources/engine';

/**
 * An empty query parameter is an unset one: a picker's cleared filter arrives as `name=`, and means
 * "any", not "the empty value".
 */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A tenant's id: a record id, which a bigint column holds. */
export const tenantIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const keywordParam = optionalParam(z.string().trim().max(100));

/** Paging, sorting and a keyword over the resource's keyword fields: every paged lookup takes these. */
export const lookupPageQuery = pageQuerySchema.extend({ keyword: keywordParam });

/**
 * The most entries an unpaged lookup answers. Those lists are small by nature (the sets of books or
 * pre-open orders of one tenant, the tenant groups); the cap keeps a runaway one from answering
 * megabytes.
 */
export const LIST_LIMIT = 1000;

/**
 * The tenant a lookup reads: a tenant-bound account always reads its own (naming another answers
 * 403 CROSS_TENANT); the provider's staff read the one they name, or every tenant.
 */
export function lookupTenant(principal: Principal, requested: number | undefined): number | undefined {
  if (principal.tenantId === null) return requested;
  if (requested !== undefined) assertTenantAccess(principal, requested);
  return principal.tenantId;
}

/** Like `lookupTenant`, for the lookups "by tenant": the provider's staff must name one (400 on tenantId). */
export function requiredLookupTenant(principal: Principal, requested: number | undefined): number {
  const tenantId = lookupTenant(principal, requested);
  if (tenantId === undefined) throw badRequest([{ field: 'tenantId', messageId: 'LOOKUP_TENANT_REQUIRED' }]);
  return tenantId;
}

/**
 * Lists a resource's records with the engine (scope, keyword, declared filters, paging, sorting),
 * typed by the resource's schema, which every stored record passed on its way in. `view` is the
 * descriptor the engine reads, when a lookup filters on more than the resource declares.
 */
export async function listLookup<D extends ResourceDescriptor>(
  db: Queryable,
  resource: D,
  principal: Principal,
  query: ListQuery,
  view: ResourceDescriptor = resource,
): Promise<Page<ResourceRecord<D>>> {
  const page = await listRecords(db, view, principal, query);
  return page as unknown as Page<ResourceRecord<D>>;
}

/** The records of an unpaged lookup: the first `LIST_LIMIT` in the given order. */
export async function listAll<D extends ResourceDescriptor>(
  db: Queryable,
  resource: D,
  principal: Principal,
  query: Omit<ListQuery, 'page' | 'size'>,
): Promise<ResourceRecord<D>[]> {
  const page = await listLookup(db, resource, principal, { ...query, page: 0, size: LIST_LIMIT });
  return page.content;
}

/** The same page with each record mapped into its lookup shape. */
export async function mapPage<T, U>(
  page: Page<T>,
  map: (items: T[]) => U[] | Promise<U[]>,
): Promise<Page<U>> {
  return pageOf(await map(page.content), page.totalElements, page.number, page.size);
}

/** One text field of some records, by record id: the tenant names of a page of staff, for example. */
export async function fieldById(
  db: Queryable,
  resource: ResourceDescriptor,
  field: string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; value: string | null }>(
    `select r.id, ${fieldExpression(resource, field)} as value from resource_record r
      where r.resource = $1 and r.id = any($2::bigint[])`,
    [resource.name, unique],
  );
  return new Map(rows.map((row) => [row.id, row.value ?? '']));
}

/** One text field of some records, by the value of another: cloud environment names by code. */
export async function fieldByKey(
  db: Queryable,
  resource: ResourceDescriptor,
  keyField: string,
  field: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const key = fieldExpression(resource, keyField);
  const { rows } = await db.query<{ key: string; value: string | null }>(
    `select ${key} as key, ${fieldExpression(resource, field)} as value from resource_record r
      where r.resource = $1 and ${key} = any($2::text[])`,
    [resource.name, unique],
  );
  return new Map(rows.map((row) => [row.key, row.value ?? '']));
}

/** The Chinese interface languages read an enumeration item's `name`; the others its `nameEn`. */
const readsChineseNames = (locale: ServiceLocale) => locale === 'zh-CN' || locale === 'zh-TW';

/**
 * The names of some items of an enumeration (CRM_CONTRACT_TYPE, CRM_BUY_TYPE...) in the request's
 * language: `name` in Chinese, `nameEn` (or `name` when it has none) in the other languages. An
 * item the enumeration lacks is described by its own value.
 */
export async function enumerationNames(
  db: Queryable,
  customEnumerationCode: string,
  values: readonly string[],
  locale: ServiceLocale,
): Promise<(value: string) => string> {
  const unique = [...new Set(values)];
  const field = (name: string) => fieldExpression(enumerationItemResource, name);
  const { rows } =
    unique.length === 0
      ? { rows: [] }
      : await db.query<{ value: string; name: string; nameEn: string | null }>(
          `select ${field('value')} as value, ${field('name')} as name, ${field('nameEn')} as "nameEn"
             from resource_record r
            where r.resource = $1 and ${field('customEnumerationCode')} = $2 and ${field('value')} = any($3::text[])`,
          [enumerationItemResource.name, customEnumerationCode, unique],
        );
  const names = new Map(
    rows.map((row) => [row.value, readsChineseNames(locale) ? row.name : (row.nameEn ?? row.name)]),
  );
  return (value) => names.get(value) ?? value;
}

/** Translates the description of a code through a table of message ids. */
export function describeCode<Code extends string>(
  locale: ServiceLocale,
  messages: Readonly<Record<Code, MessageId>>,
  code: Code,
): string {
  return translate(locale, messages[code]);
}

/** Several descriptions as one text, joined the way the language lists things. */
export function joinDescriptions(locale: ServiceLocale, descriptions: readonly string[]): string {
  return descriptions.join(translate(locale, 'LOOKUP_LIST_SEPARATOR'));
}

/** An optional text of a record as a lookup answers it: `null` when the record has none. */
export const orNull = (value: string | undefined): string | null => value ?? null;
