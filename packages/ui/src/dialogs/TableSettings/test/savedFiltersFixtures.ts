import { MemoryStorage } from '../../../components/DataTable/test/MemoryStorage';
import { createLocalSavedFiltersStore, savedFiltersKey } from '../localSavedFiltersStore';
import type { SavedFilter, SavedFiltersStore } from '../savedFilters';

/** The filters of the tenant list, as the stories and tests use them. */
export interface TenantFilters {
  readonly region?: string;
  readonly status?: string;
  readonly cloud?: string;
}

const regionNames: Readonly<Record<string, string>> = {
  east: 'East China',
  north: 'North China',
  south: 'South China',
  overseas: 'Overseas',
};

/** One line of words for a set of tenant filters. */
export function describeTenantFilters(filters: TenantFilters): string {
  return [
    filters.region ? `Region: ${regionNames[filters.region] ?? filters.region}` : undefined,
    filters.status ? `Status: ${filters.status}` : undefined,
    filters.cloud ? `Cloud: ${filters.cloud}` : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const tenantSavedFilters: readonly SavedFilter<TenantFilters>[] = [
  {
    id: 'f-east-renewal',
    name: 'East China, renewal due',
    filters: { region: 'east', status: 'Renewal due' },
    isDefault: true,
  },
  { id: 'f-expired-trials', name: 'Expired trials', filters: { status: 'Trial expired' } },
  { id: 'f-overseas-aws', name: 'Overseas on AWS', filters: { region: 'overseas', cloud: 'AWS' } },
].map((filter) => ({ isDefault: false, ...filter }));

/** A local store in memory holding `items`, with ids f1, f2... for what is saved. */
export function memoryStore(
  items: readonly SavedFilter<TenantFilters>[] = tenantSavedFilters,
  storage = new MemoryStorage(),
): { readonly store: SavedFiltersStore<TenantFilters>; readonly storage: MemoryStorage } {
  const key = savedFiltersKey('tenants', 'u1');
  if (items.length > 0) storage.setItem(key, JSON.stringify({ version: 1, items }));
  let next = 0;
  const store = createLocalSavedFiltersStore<TenantFilters>(key, storage, {
    createId: () => `f${(next += 1)}`,
    now: () => new Date('2026-03-01T08:00:00Z'),
  });
  return { store, storage };
}

/** A promise and the functions that settle it, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export interface SimulatedStoreOptions {
  readonly items?: readonly SavedFilter<TenantFilters>[];
  /** How long each call takes, in ms, as a call to the operation-service does. */
  readonly delay?: number;
  /** The list never arrives (the loading state). */
  readonly listPending?: boolean;
  /** The first `n` loads fail. */
  readonly failLoads?: number;
  /** These calls fail with this error (the shape `describeError` of @opsdesk/http returns). */
  readonly fail?: Partial<Record<'save' | 'rename' | 'setDefault' | 'remove', unknown>>;
  /** Local storage is full (spec §5). */
  readonly storageFull?: boolean;
}

/** A store that answers after `delay` and fails as told: for the stories. */
export function simulatedStore({
  items = tenantSavedFilters,
  delay = 250,
  listPending = false,
  failLoads = 0,
  fail = {},
  storageFull = false,
}: SimulatedStoreOptions = {}): SavedFiltersStore<TenantFilters> {
  const { store, storage } = memoryStore(items);
  if (storageFull)
    storage.failure = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  let loads = 0;
  const later = <T>(run: () => Promise<T>, failure?: unknown) =>
    new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (failure !== undefined) reject(failure);
        else run().then(resolve, reject);
      }, delay);
    });
  return {
    list: () => {
      if (listPending) return new Promise(() => undefined);
      loads += 1;
      return later(
        () => store.list(),
        loads <= failLoads
          ? { message: 'The operation service did not answer in time.', spanId: '4be1c07d92a3f5e6' }
          : undefined,
      );
    },
    save: (name, filters) => later(() => store.save(name, filters), fail.save),
    rename: (id, name) => later(() => store.rename(id, name), fail.rename),
    setDefault: (id) => later(() => store.setDefault(id), fail.setDefault),
    remove: (id) => later(() => store.remove(id), fail.remove),
  };
}
