import { describe, expect, it } from 'vitest';
import { createLookupCache, scopeKey, stableKey } from './cache';

describe('createLookupCache', () => {
  it('answers what was stored under a key', () => {
    const cache = createLookupCache();
    cache.set('tenant|a', [1, 2]);
    expect(cache.get('tenant|a')).toEqual([1, 2]);
  });

  it('forgets an answer once its time is up', () => {
    let now = 0;
    const cache = createLookupCache({ ttlMs: 1000, now: () => now });
    cache.set('k', 'v');
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used answer beyond its size', () => {
    const cache = createLookupCache({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('clears the answers of one source only', () => {
    const cache = createLookupCache();
    cache.set('tenant|x', 1);
    cache.set('company|x', 2);
    cache.clear('tenant|');
    expect([cache.get('tenant|x'), cache.get('company|x')]).toEqual([undefined, 2]);
  });
});

describe('stableKey', () => {
  it('gives equal filters the same key whatever the order of their fields', () => {
    expect(stableKey({ b: 1, a: [2, 'x'] })).toBe(stableKey({ a: [2, 'x'], b: 1 }));
  });

  it('ignores fields left undefined', () => {
    expect(stableKey({ a: 1, b: undefined })).toBe(stableKey({ a: 1 }));
  });

  it('tells null apart from a missing field (sandbox unset vs default)', () => {
    expect(stableKey({ sandbox: null })).not.toBe(stableKey({}));
  });
});

describe('scopeKey', () => {
  it('differs between tenants and between tenant and company mode', () => {
    const keys = new Set([
      scopeKey({ tenantId: 1 }),
      scopeKey({ tenantId: 2 }),
      scopeKey({ tenantId: 1, companyMode: true }),
      scopeKey({}),
    ]);
    expect(keys.size).toBe(4);
  });
});
