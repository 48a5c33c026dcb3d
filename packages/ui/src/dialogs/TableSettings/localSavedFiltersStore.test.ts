import { describe, expect, it } from 'vitest';
import { MemoryStorage, quotaExceeded } from '../../components/DataTable/test/MemoryStorage';
import { createLocalSavedFiltersStore, savedFiltersKey } from './localSavedFiltersStore';
import { SavedFiltersError } from './savedFilters';

interface TenantFilters {
  readonly region?: string;
  readonly status?: string;
}

const key = savedFiltersKey('tenants', 'u1');

function setup() {
  const storage = new MemoryStorage();
  let next = 0;
  const store = createLocalSavedFiltersStore<TenantFilters>(key, storage, {
    createId: () => `f${(next += 1)}`,
    now: () => new Date('2026-03-01T08:00:00Z'),
  });
  return { storage, store };
}

async function rejection(promise: Promise<unknown>): Promise<SavedFiltersError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SavedFiltersError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createLocalSavedFiltersStore', () => {
  it('saves filters under a trimmed name and lists them back', async () => {
    const { store } = setup();
    const saved = await store.save('  East China  ', { region: 'east' });
    expect(saved).toEqual({
      id: 'f1',
      name: 'East China',
      filters: { region: 'east' },
      isDefault: false,
      updatedAt: '2026-03-01T08:00:00.000Z',
    });
    expect(await store.list()).toEqual([saved]);
  });

  it('keeps the list under its key, per list and user', async () => {
    const { store, storage } = setup();
    await store.save('East China', { region: 'east' });
    expect(storage.getItem('opsdesk.savedFilters.tenants.u1')).toContain('East China');
    expect(storage.length).toBe(1);
  });

  it('refuses a name already in the list', async () => {
    const { store } = setup();
    await store.save('East China', { region: 'east' });
    expect((await rejection(store.save('east china', {}))).kind).toBe('duplicate');
  });

  it('refuses an empty or too long name', async () => {
    const { store } = setup();
    expect((await rejection(store.save(' ', {}))).kind).toBe('required');
    expect((await rejection(store.save('x'.repeat(51), {}))).kind).toBe('tooLong');
  });

  it('renames a saved filter', async () => {
    const { store } = setup();
    const saved = await store.save('East China', { region: 'east' });
    await store.rename(saved.id, 'East');
    expect((await store.list())[0]?.name).toBe('East');
  });

  it('says when the saved filter to rename is gone', async () => {
    const { store } = setup();
    expect((await rejection(store.rename('missing', 'East'))).kind).toBe('notFound');
  });

  it('keeps one default at most and can clear it', async () => {
    const { store } = setup();
    const east = await store.save('East China', { region: 'east' });
    const open = await store.save('Open', { status: 'open' });
    await store.setDefault(east.id);
    await store.setDefault(open.id);
    expect((await store.list()).map((item) => item.isDefault)).toEqual([false, true]);
    await store.setDefault(null);
    expect((await store.list()).some((item) => item.isDefault)).toBe(false);
  });

  it('deletes a saved filter, and deleting one already gone succeeds', async () => {
    const { store } = setup();
    const east = await store.save('East China', { region: 'east' });
    await store.remove(east.id);
    await store.remove(east.id);
    expect(await store.list()).toEqual([]);
  });

  it('rejects with `quota` when the browser storage is full', async () => {
    const { store, storage } = setup();
    storage.failure = quotaExceeded;
    const error = await rejection(store.save('East China', { region: 'east' }));
    expect(error.kind).toBe('quota');
    expect(await store.list()).toEqual([]);
  });

  it('rejects with `storage` when there is no storage to write to', async () => {
    const store = createLocalSavedFiltersStore<TenantFilters>(key, null);
    expect((await rejection(store.save('East China', {}))).kind).toBe('storage');
  });

  it('reads a damaged entry as an empty list', async () => {
    const { store, storage } = setup();
    storage.setItem(key, '{"version":1,"items":');
    expect(await store.list()).toEqual([]);
  });

  it('drops the saved filters whose filters the list no longer accepts', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      key,
      JSON.stringify({
        version: 1,
        items: [
          { id: 'a', name: 'Old', filters: { legacy: true }, isDefault: false },
          { id: 'b', name: 'East', filters: { region: 'east' }, isDefault: true },
        ],
      }),
    );
    const store = createLocalSavedFiltersStore<TenantFilters>(key, storage, {
      parseFilters: (value) =>
        typeof value === 'object' && value !== null && 'region' in value
          ? (value as TenantFilters)
          : undefined,
    });
    expect((await store.list()).map((item) => item.name)).toEqual(['East']);
  });
});
