import type { TenantInfo } from '@opsdesk/api';
import { TOKEN_STORAGE_KEY, type StorageLike } from '@opsdesk/http';

/**
 * The keys the session keeps in web storage. The token key is the spec's; the spec names no key for
 * the others, so they follow its `hly.` prefix. Everything here is per tab (session storage) except
 * the token of a "remember me" login and the spent-token ledger, which live in local storage.
 */
export const sessionStorageKeys = {
  /** The login token record, in session storage or, remembered, in local storage. */
  token: TOKEN_STORAGE_KEY,
  /** The account's tenant (`TenantInfo` as JSON): fetched once per session. */
  tenant: 'hly.tenant',
  /** The old-company flag: `true` or `false`. */
  isOldCompany: 'hly.isOldCompany',
  /** Tenant or company mode, saved as the role type: `TENANT` or `COMPANY`. */
  roleType: 'hly.roleType',
  /** Admin mode: `true` while entered, absent otherwise. */
  adminMode: 'hly.adminMode',
  /**
   * Local storage: fingerprints of refresh tokens another tab already spent, so that no tab
   * presents one again (the server would revoke the whole token family).
   */
  spentRefreshTokens: 'hly.token.spent',
} as const;

/** Session storage (this tab) and local storage (every tab of the origin). */
export interface SessionStorages {
  readonly session: StorageLike | undefined;
  readonly local: StorageLike | undefined;
}

function globalStorage(name: 'sessionStorage' | 'localStorage'): StorageLike | undefined {
  try {
    return (globalThis as Partial<Record<typeof name, StorageLike>>)[name];
  } catch {
    // Reading the property throws where storage is disabled (sandboxed frames, some privacy modes).
    return undefined;
  }
}

/** The given storages, or the browser's. */
export function resolveStorages(storages: Partial<SessionStorages> = {}): SessionStorages {
  return {
    session: 'session' in storages ? storages.session : globalStorage('sessionStorage'),
    local: 'local' in storages ? storages.local : globalStorage('localStorage'),
  };
}

/** Reads a key; a storage that cannot be read holds nothing. */
export function readItem(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Writes a key. A cache that cannot be written (quota, disabled storage) only costs a request
 * later, so the failure is swallowed here; the token's own write is @opsdesk/http's and propagates.
 */
export function writeItem(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // See above: the value is simply not cached.
  }
}

export function removeItem(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // A storage that cannot be written holds nothing of ours either.
  }
}

/** The cached tenant, when it is the given tenant's and still reads as a `TenantInfo`. */
/**
 * The tenant cached in this tab's session, parsed but not yet checked: the store checks it against
 * the contract's schema (which it loads with the calls) before it uses it.
 */
export function readCachedTenantText(storage: StorageLike | undefined): unknown {
  const raw = readItem(storage, sessionStorageKeys.tenant);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeCachedTenant(storage: StorageLike | undefined, tenant: TenantInfo): void {
  writeItem(storage, sessionStorageKeys.tenant, JSON.stringify(tenant));
}

/** The cached old-company flag; `undefined` when this session has not learned it yet. */
export function readOldCompanyFlag(storage: StorageLike | undefined): boolean | undefined {
  const raw = readItem(storage, sessionStorageKeys.isOldCompany);
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

export function readTenantMode(storage: StorageLike | undefined): boolean {
  return readItem(storage, sessionStorageKeys.roleType) === 'TENANT';
}

export function readAdminMode(storage: StorageLike | undefined): boolean {
  return readItem(storage, sessionStorageKeys.adminMode) === 'true';
}

/** The keys of this tab's session that are not the token: the caches and the modes. */
const perTabKeys = [
  sessionStorageKeys.tenant,
  sessionStorageKeys.isOldCompany,
  sessionStorageKeys.roleType,
  sessionStorageKeys.adminMode,
] as const;

/** Removes the caches and modes of this tab's session (not the token). */
export function clearTabSession(storages: SessionStorages): void {
  for (const key of perTabKeys) removeItem(storages.session, key);
}

/**
 * Removes every key of ours from both storages: the token wherever it is, the caches, the modes and
 * the spent-token ledger. A logout leaves nothing of the session behind.
 */
export function clearSessionTraces(storages: SessionStorages): void {
  for (const storage of [storages.session, storages.local]) {
    for (const key of Object.values(sessionStorageKeys)) removeItem(storage, key);
  }
}
