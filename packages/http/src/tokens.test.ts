import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './test/storage';
import {
  createMemoryTokenStore,
  createTokenRecord,
  createWebTokenStore,
  isTokenExpired,
  parseTokenRecord,
  TOKEN_STORAGE_KEY,
} from './tokens';

const record = { access_token: 'A1', refresh_token: 'R1', expires_in: 60, expires_at: 1_000_060_000 };

function stores() {
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  return { session, local, store: createWebTokenStore({ session, local }) };
}

describe('createTokenRecord', () => {
  it('computes the expiry time from expires_in', () => {
    expect(
      createTokenRecord({ access_token: 'A', refresh_token: 'R', expires_in: 60 }, { now: 1_000_000_000 }),
    ).toMatchObject({
      access_token: 'A',
      refresh_token: 'R',
      expires_in: 60,
      expires_at: 1_000_060_000,
    });
  });

  it('keeps the previous refresh token when a refresh answer carries none', () => {
    expect(createTokenRecord({ access_token: 'B' }, { previous: record })?.refresh_token).toBe('R1');
  });

  it('is null for an answer without an access token', () => {
    expect(createTokenRecord({ refresh_token: 'R' })).toBeNull();
  });

  it('tells an expired record', () => {
    expect(isTokenExpired(record, 1_000_060_001)).toBe(true);
    expect(isTokenExpired(record, 1_000_000_000)).toBe(false);
    expect(isTokenExpired(record, 1_000_050_000, 15_000)).toBe(true);
    expect(isTokenExpired({ access_token: 'A' })).toBe(false);
  });
});

describe('parseTokenRecord', () => {
  it.each([
    ['not JSON', '{access_token'],
    ['JSON null', 'null'],
    ['an array', '["A1"]'],
    ['no access token', '{"refresh_token":"R"}'],
    ['an empty access token', '{"access_token":""}'],
    ['a numeric access token', '{"access_token":42}'],
  ])('reads %s as no token', (_, raw) => {
    expect(parseTokenRecord(raw)).toBeNull();
  });

  it('drops fields of the wrong type and keeps the rest', () => {
    expect(
      parseTokenRecord('{"access_token":"A","refresh_token":7,"expires_in":"60","expires_at":"soon"}'),
    ).toEqual({
      access_token: 'A',
      refresh_token: undefined,
      expires_in: 60,
      expires_at: undefined,
      token_type: undefined,
      scope: undefined,
    });
  });
});

describe('createWebTokenStore', () => {
  it('reads hly.token from session storage first, then local storage', () => {
    const { session, local, store } = stores();
    local.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access_token: 'LOCAL' }));
    expect(store.get()?.access_token).toBe('LOCAL');
    session.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access_token: 'SESSION' }));
    expect(store.get()?.access_token).toBe('SESSION');
  });

  it('removes a malformed record and reads it as no token, without throwing', () => {
    const { session, store } = stores();
    session.setItem(TOKEN_STORAGE_KEY, '{"access_token": broken');
    expect(store.get()).toBeNull();
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('writes to session storage by default and to local storage when remembered, never both', () => {
    const { session, local, store } = stores();
    store.set(record);
    expect(session.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    store.set(record, { remember: true });
    expect(local.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps a refreshed token where the remembered one was', () => {
    const { session, local, store } = stores();
    store.set(record, { remember: true });
    store.set({ ...record, access_token: 'A2' });
    expect(JSON.parse(local.getItem(TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({ access_token: 'A2' });
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears both storages', () => {
    const { session, local, store } = stores();
    session.setItem(TOKEN_STORAGE_KEY, JSON.stringify(record));
    local.setItem(TOKEN_STORAGE_KEY, JSON.stringify(record));
    store.clear();
    expect(store.get()).toBeNull();
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('lets a full storage throw its quota error, for the app to show the storage-full alert', () => {
    const store = createWebTokenStore({ session: new MemoryStorage(10), local: new MemoryStorage(10) });
    expect(() => store.set(record)).toThrow(/quota/i);
  });

  it('works with no storage at all: reads nothing, refuses to write', () => {
    const store = createWebTokenStore({ session: undefined, local: undefined });
    expect(store.get()).toBeNull();
    expect(() => store.set(record)).toThrow(/No web storage/);
  });
});

describe('createMemoryTokenStore', () => {
  it('holds a record until cleared', () => {
    const store = createMemoryTokenStore();
    store.set(record);
    expect(store.get()).toBe(record);
    store.clear();
    expect(store.get()).toBeNull();
  });
});
