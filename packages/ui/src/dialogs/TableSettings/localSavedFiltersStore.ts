import { z } from 'zod';
import { isQuotaExceeded } from '../../components/DataTable/useColumnSettings';
import { normalizeSavedFilterName, validateSavedFilterName } from './savedFilterName';
import { SavedFiltersError, type SavedFilter, type SavedFiltersStore } from './savedFilters';

export interface LocalSavedFiltersStoreOptions<F> {
  /**
   * Checks a stored filter object and returns it as `F`, or undefined to drop that saved filter
   * (written by an older version of the list, say). By default what was stored is trusted.
   */
  readonly parseFilters?: (value: unknown) => F | undefined;
  /** New ids; `crypto.randomUUID()` by default. */
  readonly createId?: () => string;
  /** The clock of `updatedAt`. */
  readonly now?: () => Date;
}

const storedItem = z.object({
  id: z.string().min(1),
  name: z.string(),
  filters: z.unknown(),
  isDefault: z.boolean(),
  updatedAt: z.string().optional(),
});
const storedList = z.object({ version: z.literal(1), items: z.array(z.unknown()) });

/** The local-storage key of a list's saved filters for one user. */
export function savedFiltersKey(listId: string, userId: string): string {
  return `opsdesk.savedFilters.${listId}.${userId}`;
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself throws where storage is disabled.
    return null;
  }
}

let fallbackId = 0;
function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  fallbackId += 1;
  return `${Date.now().toString(36)}-${fallbackId.toString(36)}`;
}

/**
 * A `SavedFiltersStore` in local storage under `key` (see `savedFiltersKey`): for tools without a
 * server-side store, and for the console's stories and tests. It applies the name rules itself
 * (required, 50 characters, unique in the list) and rejects with a `SavedFiltersError`: `quota`
 * when the browser storage is full (spec §5), `storage` when it cannot be written at all.
 */
export function createLocalSavedFiltersStore<F>(
  key: string,
  storage?: Storage | null,
  options: LocalSavedFiltersStoreOptions<F> = {},
): SavedFiltersStore<F> {
  const storageOf = () => (storage === undefined ? defaultStorage() : storage);
  const parseFilters = options.parseFilters ?? ((value: unknown) => value as F);
  const createId = options.createId ?? randomId;
  const now = options.now ?? (() => new Date());

  const read = (): SavedFilter<F>[] => {
    const raw = (() => {
      try {
        return storageOf()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    })();
    if (raw === null) return [];
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return [];
    }
    const list = storedList.safeParse(json);
    if (!list.success) return [];
    return list.data.items.flatMap((item): SavedFilter<F>[] => {
      const parsed = storedItem.safeParse(item);
      if (!parsed.success) return [];
      const filters = parseFilters(parsed.data.filters);
      if (filters === undefined) return [];
      const { id, name, isDefault, updatedAt } = parsed.data;
      return [{ id, name, filters, isDefault, ...(updatedAt === undefined ? {} : { updatedAt }) }];
    });
  };

  const write = (items: readonly SavedFilter<F>[]) => {
    const target = storageOf();
    if (!target) throw new SavedFiltersError('storage');
    try {
      target.setItem(key, JSON.stringify({ version: 1, items }));
    } catch (cause) {
      throw new SavedFiltersError(isQuotaExceeded(cause) ? 'quota' : 'storage', { cause });
    }
  };

  const checkName = (name: string, items: readonly SavedFilter<F>[], ownId?: string) => {
    const problem = validateSavedFilterName(name, items, ownId);
    if (problem) throw new SavedFiltersError(problem);
    return normalizeSavedFilterName(name);
  };

  const find = (items: readonly SavedFilter<F>[], id: string) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new SavedFiltersError('notFound');
    return item;
  };

  return {
    async list() {
      return read();
    },
    async save(name, filters) {
      const items = read();
      const saved: SavedFilter<F> = {
        id: createId(),
        name: checkName(name, items),
        filters,
        isDefault: false,
        updatedAt: now().toISOString(),
      };
      write([...items, saved]);
      return saved;
    },
    async rename(id, name) {
      const items = read();
      find(items, id);
      const next = checkName(name, items, id);
      const updatedAt = now().toISOString();
      write(items.map((item) => (item.id === id ? { ...item, name: next, updatedAt } : item)));
    },
    async setDefault(id) {
      const items = read();
      if (id !== null) find(items, id);
      write(items.map((item) => ({ ...item, isDefault: item.id === id })));
    },
    async remove(id) {
      const items = read();
      // Already gone (another tab deleted it): the outcome the user asked for.
      if (!items.some((item) => item.id === id)) return;
      write(items.filter((item) => item.id !== id));
    },
  };
}
