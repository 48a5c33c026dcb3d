/** The storage key of the login token record, in session storage or local storage. */
export const TOKEN_STORAGE_KEY = 'hly.token';

/**
 * The login token record kept on the client: the OAuth answer plus the computed expiry time.
 * Field names are the OAuth ones, so the record reads the same in every tool that shares it.
 */
export interface TokenRecord {
  readonly access_token: string;
  readonly refresh_token?: string | undefined;
  /** Lifetime in seconds, as the server said. */
  readonly expires_in?: number | undefined;
  /** The expiry time computed at login or refresh: epoch milliseconds. */
  readonly expires_at?: number | undefined;
  readonly token_type?: string | undefined;
  readonly scope?: string | undefined;
}

/** What the OAuth token endpoint answers. */
export interface OAuthTokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  scope?: string;
}

export interface TokenWriteOptions {
  /** "Remember me": keep the token in local storage (true) or session storage (false). */
  readonly remember?: boolean;
}

/**
 * Where the client reads and writes the token. The refresh coordination is per store: clients that
 * share a store share one refresh in flight.
 */
export interface TokenStore {
  get(): TokenRecord | null;
  set(record: TokenRecord, options?: TokenWriteOptions): void;
  clear(): void;
}

function finiteNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Reads a token record from anything (stored JSON, an OAuth answer); `null` when it is not one. */
export function parseTokenRecord(value: unknown): TokenRecord | null {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  const accessToken = optionalString(record.access_token);
  if (!accessToken) return null;
  return {
    access_token: accessToken,
    refresh_token: optionalString(record.refresh_token),
    expires_in: finiteNumber(record.expires_in),
    expires_at: finiteNumber(record.expires_at),
    token_type: optionalString(record.token_type),
    scope: optionalString(record.scope),
  };
}

/**
 * Builds the record from an OAuth answer, computing the expiry time. A refresh answer without a
 * new refresh token keeps the previous one.
 */
export function createTokenRecord(
  answer: unknown,
  options: { now?: number; previous?: TokenRecord | null } = {},
): TokenRecord | null {
  const parsed = parseTokenRecord(answer);
  if (!parsed) return null;
  const now = options.now ?? Date.now();
  return {
    ...parsed,
    refresh_token: parsed.refresh_token ?? options.previous?.refresh_token,
    expires_at: parsed.expires_in !== undefined ? now + parsed.expires_in * 1000 : undefined,
  };
}

/** True when the record's computed expiry time has passed (with `skewMs` of margin). */
export function isTokenExpired(record: TokenRecord, now = Date.now(), skewMs = 0): boolean {
  return record.expires_at !== undefined && record.expires_at - skewMs <= now;
}

/** A store that lives in memory only: for Node tools, tests and workers. */
export function createMemoryTokenStore(initial: TokenRecord | null = null): TokenStore {
  let current = initial;
  return {
    get: () => current,
    set: (record) => {
      current = record;
    },
    clear: () => {
      current = null;
    },
  };
}

/** The part of the Web Storage API the store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface WebTokenStoreOptions {
  /** Defaults to `globalThis.sessionStorage`. */
  readonly session?: StorageLike | undefined;
  /** Defaults to `globalThis.localStorage`. */
  readonly local?: StorageLike | undefined;
  /** Defaults to `hly.token`. */
  readonly key?: string;
}

function globalStorage(name: 'sessionStorage' | 'localStorage'): StorageLike | undefined {
  try {
    return (globalThis as Partial<Record<typeof name, StorageLike>>)[name];
  } catch {
    // Reading the property throws where storage is disabled (sandboxed frames, some privacy modes).
    return undefined;
  }
}

/**
 * The browser store: reads `hly.token` from session storage, then local storage. A malformed
 * record is removed and reads as no token. Writing with `remember` picks local (true) or session
 * (false) storage; writing without it (a refresh) keeps the record where it was.
 */
export function createWebTokenStore(options: WebTokenStoreOptions = {}): TokenStore {
  const key = options.key ?? TOKEN_STORAGE_KEY;
  const session = options.session ?? globalStorage('sessionStorage');
  const local = options.local ?? globalStorage('localStorage');

  const read = (storage: StorageLike | undefined): TokenRecord | null => {
    if (!storage) return null;
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return null;
    }
    if (raw === null) return null;
    const record = parseTokenRecord(raw);
    if (!record) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more to do: the malformed value already reads as no token.
      }
    }
    return record;
  };

  const remove = (storage: StorageLike | undefined) => {
    try {
      storage?.removeItem(key);
    } catch {
      // A storage that cannot be written holds nothing of ours either.
    }
  };

  return {
    get: () => read(session) ?? read(local),
    set(record, writeOptions = {}) {
      const remember = writeOptions.remember ?? (read(session) === null && read(local) !== null);
      const target = remember ? local : session;
      if (!target) throw new Error('No web storage is available to keep the login token.');
      // A quota error propagates: the app shows the spec's "browser storage full" alert.
      target.setItem(key, JSON.stringify(record));
      remove(remember ? session : local);
    },
    clear() {
      remove(session);
      remove(local);
    },
  };
}
