import { isHttpError, type HttpClient, type RequestOptions } from '@opsdesk/http';
import { z } from 'zod';
import {
  savedFilterRecordSchema,
  type SavedFilterCreate,
  type SavedFilterRecord,
  type SavedFilterUpdate,
} from '../schemas/preferences';
import { getChecked, postChecked, putChecked } from './call';

const savedFiltersPath = (tableKey: string) =>
  `/api/preferences/saved-filters/${encodeURIComponent(tableKey)}`;
const savedFilterPath = (tableKey: string, id: string) =>
  `${savedFiltersPath(tableKey)}/${encodeURIComponent(id)}`;

/** The caller's saved filters of one list, oldest first. */
export function listSavedFilters(
  http: HttpClient,
  tableKey: string,
  options?: RequestOptions,
): Promise<SavedFilterRecord[]> {
  return getChecked(
    http,
    'listSavedFilters',
    savedFiltersPath(tableKey),
    z.array(savedFilterRecordSchema),
    undefined,
    options,
  );
}

/** Saves a list's filters under a name (400 naming `name` or `filters` on a broken rule, 409 on a taken name). */
export function createSavedFilter(
  http: HttpClient,
  tableKey: string,
  input: SavedFilterCreate,
  options?: RequestOptions,
): Promise<SavedFilterRecord> {
  return postChecked(
    http,
    'createSavedFilter',
    savedFiltersPath(tableKey),
    savedFilterRecordSchema,
    input,
    options,
  );
}

/** Renames a saved filter, replaces its filters, or both. */
export function updateSavedFilter(
  http: HttpClient,
  tableKey: string,
  id: string,
  changes: SavedFilterUpdate,
  options?: RequestOptions,
): Promise<SavedFilterRecord> {
  return putChecked(
    http,
    'updateSavedFilter',
    savedFilterPath(tableKey, id),
    savedFilterRecordSchema,
    changes,
    options,
  );
}

/** Makes `id` the list's only default, or (null) leaves the list without one; answers the list. */
export function setDefaultSavedFilter(
  http: HttpClient,
  tableKey: string,
  id: string | null,
  options?: RequestOptions,
): Promise<SavedFilterRecord[]> {
  return putChecked(
    http,
    'setDefaultSavedFilter',
    `${savedFiltersPath(tableKey)}/default`,
    z.array(savedFilterRecordSchema),
    { id },
    options,
  );
}

/** Deletes one of the caller's saved filters (404 when the caller has none with this id). */
export async function deleteSavedFilter(
  http: HttpClient,
  tableKey: string,
  id: string,
  options?: RequestOptions,
): Promise<void> {
  await http.delete(savedFilterPath(tableKey, id), undefined, options);
}

/** A saved filter in the shape of @opsdesk/ui's `SavedFilter<F>`. */
export interface SavedFilterEntry<F> {
  readonly id: string;
  readonly name: string;
  readonly filters: F;
  readonly isDefault: boolean;
  readonly updatedAt?: string;
}

/**
 * The store the console's SavedFiltersDialog takes: structurally @opsdesk/ui's
 * `SavedFiltersStore<F>`, declared here because this package does not depend on the design system.
 */
export interface SavedFiltersStoreContract<F> {
  list(): Promise<SavedFilterEntry<F>[]>;
  save(name: string, filters: F): Promise<SavedFilterEntry<F>>;
  rename(id: string, name: string): Promise<void>;
  setDefault(id: string | null): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface ServerSavedFiltersStoreOptions<F> {
  /**
   * Checks a saved filters object and returns it as `F`, or undefined to leave that saved filter
   * out (saved by an older version of the list, say). By default what was saved is trusted.
   */
  readonly parseFilters?: (value: unknown) => F | undefined;
}

function toEntry<F>(record: SavedFilterRecord, filters: F): SavedFilterEntry<F> {
  return {
    id: record.id,
    name: record.name,
    filters,
    isDefault: record.isDefault,
    updatedAt: record.updatedAt,
  };
}

/**
 * The saved filters of one list kept on the operation-service for the signed-in account, so that
 * they follow the user between browsers: pass it to `useSavedFilters` of @opsdesk/ui (keep it
 * stable with `useMemo`). Failures reject with the `HttpError` of the call, whose body carries the
 * server's translated message; removing a filter that is already gone resolves, as the user's wish
 * is met.
 */
export function createServerSavedFiltersStore<F = Record<string, unknown>>(
  http: HttpClient,
  tableKey: string,
  options: ServerSavedFiltersStoreOptions<F> = {},
): SavedFiltersStoreContract<F> {
  const parseFilters = options.parseFilters ?? ((value: unknown) => value as F);
  return {
    async list() {
      const records = await listSavedFilters(http, tableKey);
      return records.flatMap((record) => {
        const filters = parseFilters(record.filters);
        return filters === undefined ? [] : [toEntry(record, filters)];
      });
    },
    async save(name, filters) {
      // `F` is the list's own shape; the server checks that it is a JSON object.
      const record = await postChecked(
        http,
        'createSavedFilter',
        savedFiltersPath(tableKey),
        savedFilterRecordSchema,
        { name, filters },
      );
      return toEntry(record, filters);
    },
    async rename(id, name) {
      await updateSavedFilter(http, tableKey, id, { name });
    },
    async setDefault(id) {
      await setDefaultSavedFilter(http, tableKey, id);
    },
    async remove(id) {
      try {
        await deleteSavedFilter(http, tableKey, id);
      } catch (error) {
        if (isHttpError(error) && error.status === 404) return;
        throw error;
      }
    },
  };
}
