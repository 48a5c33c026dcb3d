import type { HttpClient, RequestOptions } from '@opsdesk/http';
import type { Page } from '../schemas/common';
import type { RecordHistoryEntry, ResourceAccess, StoredRecord } from '../schemas/resources';
import { getChecked, postChecked, putChecked } from './call';

// The schemas live in their own module, which the calls import with their first request; they stay
// exported from here. A bundler keeps a re-export only when something reads it.
export {
  recordAttachmentSchema,
  recordHistoryEntrySchema,
  resourceAccessSchema,
  storedRecordSchema,
  type RecordAttachment,
  type RecordHistoryEntry,
  type ResourceAccess,
  type StoredRecord,
} from '../schemas/resources';

/** The answers' schemas, and zod with them: loaded with the first request, not with this module. */
const schemas = () => import('../schemas/resources');

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
    async () => (await schemas()).resourceAccessListSchema,
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
  return getChecked(
    http,
    'listRecords',
    path(resource),
    async () => (await schemas()).storedRecordPageSchema,
    resourceQueryOf(query),
    options,
  );
}

export function getRecord(
  http: HttpClient,
  resource: string,
  id: number,
  options?: RequestOptions,
): Promise<StoredRecord> {
  return getChecked(
    http,
    'getRecord',
    path(resource, id),
    async () => (await schemas()).storedRecordSchema,
    undefined,
    options,
  );
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
    async () => (await schemas()).recordHistorySchema,
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
  return postChecked(
    http,
    'createRecord',
    path(resource),
    async () => (await schemas()).storedRecordSchema,
    fields,
    options,
  );
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
    async () => (await schemas()).storedRecordSchema,
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
