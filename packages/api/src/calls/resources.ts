import type { HttpClient, RequestOptions } from '@opsdesk/http';
import { z } from 'zod';
import { pageSchema, recordMetaSchema, type Page } from '../schemas/common';
import { getChecked, postChecked, putChecked } from './call';

/** A stored record of any resource: its fields plus id, oid, version and audit times. */
export const storedRecordSchema = recordMetaSchema.catchall(z.unknown());
export type StoredRecord = z.infer<typeof storedRecordSchema>;

const storedPageSchema = pageSchema(storedRecordSchema);

/** One change of a record's history: who did what, when, and each changed field's before and after. */
export const recordHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  changes: z.unknown(),
  spanId: z.string().nullable(),
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;

/** A resource the caller may read, with what else it may do there. */
export const resourceAccessSchema = z.object({
  name: z.string(),
  scope: z.enum(['global', 'tenant', 'company']),
  canWrite: z.boolean(),
  canDelete: z.boolean(),
  canExport: z.boolean(),
  canImport: z.boolean(),
});
export type ResourceAccess = z.infer<typeof resourceAccessSchema>;

/**
 * The query of a list: paging, `sort` as `field,asc|desc`, `keyword`, and filters as the resource
 * declares them (`field=value`, arrays for `in`, `fieldFrom` / `fieldTo` for ranges).
 */
export type RecordListQuery = Readonly<Record<string, unknown>> & {
  readonly page?: number;
  readonly size?: number;
  readonly sort?: string;
  readonly keyword?: string;
};

/**
 * The query parameters the request layer adds to every call (`language`, `key`, tenant mode's
 * `roleType`): a filter on a field of such a name travels as `filter.<field>`.
 */
export const reservedQueryParameters: ReadonlySet<string> = new Set(['language', 'key', 'roleType']);

/** A list's filters as the resource API reads them: reserved names as `filter.<name>`. */
export function resourceQueryOf(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      reservedQueryParameters.has(name) ? `filter.${name}` : name,
      value,
    ]),
  );
}

const path = (resource: string, ...rest: (string | number)[]) =>
  [
    '/api/resources',
    encodeURIComponent(resource),
    ...rest.map((part) => encodeURIComponent(String(part))),
  ].join('/');

/** The resources the caller may read. */
export function listResourceAccess(http: HttpClient, options?: RequestOptions): Promise<ResourceAccess[]> {
  return getChecked(
    http,
    'listResourceAccess',
    '/api/resources',
    z.array(resourceAccessSchema),
    undefined,
    options,
  );
}

/** A page of a resource's records. */
export function listRecords(
  http: HttpClient,
  resource: string,
  query: RecordListQuery = {},
  options?: RequestOptions,
): Promise<Page<StoredRecord>> {
  return getChecked(http, 'listRecords', path(resource), storedPageSchema, resourceQueryOf(query), options);
}

export function getRecord(
  http: HttpClient,
  resource: string,
  id: number,
  options?: RequestOptions,
): Promise<StoredRecord> {
  return getChecked(http, 'getRecord', path(resource, id), storedRecordSchema, undefined, options);
}

/** The record's history, newest first. */
export function getRecordHistory(
  http: HttpClient,
  resource: string,
  id: number,
  options?: RequestOptions,
): Promise<RecordHistoryEntry[]> {
  return getChecked(
    http,
    'getRecordHistory',
    path(resource, id, 'history'),
    z.array(recordHistoryEntrySchema),
    undefined,
    options,
  );
}

export function createRecord(
  http: HttpClient,
  resource: string,
  fields: Readonly<Record<string, unknown>>,
  options?: RequestOptions,
): Promise<StoredRecord> {
  return postChecked(http, 'createRecord', path(resource), storedRecordSchema, fields, options);
}

/** Replaces a record's fields; `version` is the one read, and a stale one answers 409. */
export function updateRecord(
  http: HttpClient,
  resource: string,
  id: number,
  version: number,
  fields: Readonly<Record<string, unknown>>,
  options?: RequestOptions,
): Promise<StoredRecord> {
  return putChecked(
    http,
    'updateRecord',
    path(resource, id),
    storedRecordSchema,
    { ...fields, version },
    options,
  );
}

export async function deleteRecord(
  http: HttpClient,
  resource: string,
  id: number,
  options?: RequestOptions,
): Promise<void> {
  await http.delete(path(resource, id), undefined, options);
}
