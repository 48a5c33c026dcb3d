/**
 * The answers of lookups, per source, scope, filters, query and page. One cache belongs to one
 * scope (tenant and company mode): the provider drops it when the scope changes.
 */
export interface LookupCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  /** Forgets every answer whose key starts with `prefix` (a source), or all of them. */
  clear(prefix?: string): void;
  readonly size: number;
}

export interface LookupCacheOptions {
  /** Answers kept at most; the least recently used go first. Default 300. */
  readonly maxEntries?: number;
  /** How long an answer stays fresh. Default 5 minutes. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly value: unknown;
  readonly expires: number;
}

export function createLookupCache({
  maxEntries = 300,
  ttlMs = 5 * 60_000,
  now = Date.now,
}: LookupCacheOptions = {}): LookupCache {
  // A Map keeps insertion order: re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value as T;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear(prefix) {
      if (prefix === undefined) {
        entries.clear();
        return;
      }
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** JSON with sorted object keys and without undefined values: equal filters give equal keys. */
export function stableKey(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableKey(record[key])}`)
    .join(',')}}`;
}

/** The key of a scope: the cache and the recent choices are kept per scope. */
export function scopeKey(scope: {
  readonly tenantId?: number | undefined;
  readonly companyMode?: boolean | undefined;
}): string {
  return `${scope.tenantId ?? '-'}:${scope.companyMode ? 'company' : 'tenant'}`;
}
