import {
  parseTokenRecord,
  type RefreshCoordinator,
  type StorageLike,
  type TokenRecord,
  type TokenStore,
} from '@opsdesk/http';
import { readItem, sessionStorageKeys, writeItem } from './storage';

/** The BroadcastChannel the tabs of one origin share the session on. */
export const SESSION_CHANNEL_NAME = 'opsdesk.session';
/** The version of the messages on the channel: a tab ignores the messages of another version. */
export const SESSION_MESSAGE_VERSION = 1;
/** The lock that lets one tab refresh at a time. */
export const REFRESH_LOCK_NAME = 'opsdesk.session.refresh';

/** How long a tab that finds its refresh token spent waits for the tab that spent it. */
const DEFAULT_HANDOFF_TIMEOUT_MS = 5_000;
/** Spent refresh tokens remembered: many hours of refreshes, a few kilobytes of storage. */
const SPENT_LEDGER_SIZE = 32;

/**
 * The messages between tabs. `token` hands over the record that replaced a refresh token (named by
 * its fingerprint, never by itself); `ask` asks whoever holds the successor of a spent refresh
 * token to hand it over; `logout` ends the session everywhere.
 */
export type SessionMessage =
  | {
      readonly v: typeof SESSION_MESSAGE_VERSION;
      readonly type: 'token';
      readonly replaces: string;
      readonly record: TokenRecord;
    }
  | { readonly v: typeof SESSION_MESSAGE_VERSION; readonly type: 'ask'; readonly spent: string }
  | { readonly v: typeof SESSION_MESSAGE_VERSION; readonly type: 'logout' };

/** The part of `BroadcastChannel` the session uses; any channel with its semantics fits. */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  close(): void;
}

/** An exclusive lock by name: `run` starts `task` once no other holder of `name` runs one. */
export interface RefreshLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Locks API (`navigator.locks`), exclusive across every tab and worker of the origin. */
export function createWebLock(locks: WebLockManager): RefreshLock {
  return { run: (name, task) => locks.request(name, () => task()) };
}

/**
 * A lock within one JavaScript realm: it orders the refreshes of the stores of one page (and of a
 * test's simulated tabs), but not of two browser tabs. Where the Web Locks API is missing, two tabs
 * may therefore refresh at the same moment. The spent-token ledger still keeps a tab from presenting
 * a refresh token another tab spent before it looked; a true tie (both present it at once) makes the
 * server revoke the token family, which ends the session in every tab. Every current browser has
 * the API: the fallback is for old ones and for Node.
 */
export function createInProcessLock(): RefreshLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(name: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

/** Made on first use, so that importing the package runs nothing. */
let realmLock: RefreshLock | undefined;

/** The Web Locks API where the platform has it; otherwise one in-process lock for the whole realm. */
export function defaultRefreshLock(): RefreshLock {
  const locks = (globalThis as { navigator?: { locks?: WebLockManager } }).navigator?.locks;
  if (locks && typeof locks.request === 'function') return createWebLock(locks);
  realmLock ??= createInProcessLock();
  return realmLock;
}

/** A BroadcastChannel of the given name where the platform has one. */
export function defaultSessionChannel(name = SESSION_CHANNEL_NAME): SessionChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
}

/**
 * A short, stable fingerprint of a refresh token (53-bit cyrb53, hex): it names a spent token in
 * messages and in local storage without keeping the token itself anywhere it was not.
 */
export function tokenFingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** Reads a message of our version; anything else (another version, another app) is `null`. */
export function parseSessionMessage(data: unknown): SessionMessage | null {
  if (data === null || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.v !== SESSION_MESSAGE_VERSION) return null;
  if (message.type === 'logout') return { v: SESSION_MESSAGE_VERSION, type: 'logout' };
  if (message.type === 'ask' && typeof message.spent === 'string')
    return { v: SESSION_MESSAGE_VERSION, type: 'ask', spent: message.spent };
  if (message.type === 'token' && typeof message.replaces === 'string') {
    const record = parseTokenRecord(message.record);
    if (record) return { v: SESSION_MESSAGE_VERSION, type: 'token', replaces: message.replaces, record };
  }
  return null;
}

export interface RefreshCoordinationOptions {
  /** This tab's token store. */
  readonly tokenStore: TokenStore;
  /** The channel to the other tabs; `null` coordinates within this tab only. */
  readonly channel: SessionChannel | null;
  readonly lock: RefreshLock;
  /** Local storage, for the ledger of spent refresh tokens; without it the ledger is skipped. */
  readonly ledger: StorageLike | undefined;
  readonly handoffTimeoutMs?: number | undefined;
  /** Another tab logged out. */
  readonly onRemoteLogout: () => void;
}

export interface RefreshCoordination {
  /** The `coordinateRefresh` option of `createHttpClient`. */
  readonly coordinateRefresh: RefreshCoordinator;
  /** Tells the other tabs that the session ended. */
  announceLogout(): void;
  /** Forgets the refresh tokens this tab's session went through (a logout, a new login). */
  reset(): void;
  /** Stops listening to the other tabs and closes the channel. */
  close(): void;
}

interface Waiter {
  settle(record: TokenRecord): void;
  fail(reason: string): void;
}

/**
 * Refresh coordinated across the tabs of one origin. Inside the lock a tab re-reads its store: a
 * token another tab handed over meanwhile is taken as it is. Otherwise, if the ledger says another
 * tab already spent this refresh token, the tab asks for its successor and waits for it instead of
 * presenting a spent token (which would make the server revoke the family for every tab). Only
 * otherwise does it refresh, record the spent token in the ledger, and hand the new record to the
 * other tabs, all before the lock is released.
 */
export function createRefreshCoordination(options: RefreshCoordinationOptions): RefreshCoordination {
  const { tokenStore, channel, lock, ledger } = options;
  const handoffTimeoutMs = options.handoffTimeoutMs ?? DEFAULT_HANDOFF_TIMEOUT_MS;
  /** Fingerprints of the refresh tokens this tab's current token descends from. */
  const lineage = new Set<string>();
  /** Waiting for the successor of a spent refresh token, by fingerprint. */
  const waiters = new Map<string, Set<Waiter>>();
  let closed = false;

  const post = (message: SessionMessage) => {
    if (closed || !channel) return;
    try {
      channel.postMessage(message);
    } catch {
      // A channel closed under us (the page is unloading): the other tabs learn it on their own.
    }
  };

  const readLedger = (): string[] => {
    const raw = readItem(ledger, sessionStorageKeys.spentRefreshTokens);
    if (raw === null) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  };

  const recordSpent = (fingerprint: string) => {
    const entries = readLedger().filter((entry) => entry !== fingerprint);
    entries.push(fingerprint);
    writeItem(
      ledger,
      sessionStorageKeys.spentRefreshTokens,
      JSON.stringify(entries.slice(-SPENT_LEDGER_SIZE)),
    );
  };

  const currentFingerprint = (): string | undefined => {
    const refreshToken = tokenStore.get()?.refresh_token;
    return refreshToken ? tokenFingerprint(refreshToken) : undefined;
  };

  /** Takes a handed-over record when it replaces the refresh token this tab holds. */
  const adopt = (replaces: string, record: TokenRecord) => {
    if (currentFingerprint() !== replaces) return;
    tokenStore.set(record);
    lineage.add(replaces);
    const waiting = waiters.get(replaces);
    waiters.delete(replaces);
    for (const waiter of waiting ?? []) waiter.settle(record);
  };

  const onMessage = (event: { readonly data: unknown }) => {
    const message = parseSessionMessage(event.data);
    if (!message || closed) return;
    if (message.type === 'logout') {
      options.onRemoteLogout();
    } else if (message.type === 'token') {
      adopt(message.replaces, message.record);
    } else if (lineage.has(message.spent)) {
      const record = tokenStore.get();
      if (record) post({ v: SESSION_MESSAGE_VERSION, type: 'token', replaces: message.spent, record });
    }
  };
  channel?.addEventListener('message', onMessage);

  /** Asks for the successor of a spent refresh token and waits for it, at most `handoffTimeoutMs`. */
  const awaitHandoff = (spent: string) =>
    new Promise<TokenRecord>((resolve, reject) => {
      const waiting = waiters.get(spent) ?? new Set<Waiter>();
      const end = () => {
        clearTimeout(timer);
        waiting.delete(waiter);
        if (waiting.size === 0 && waiters.get(spent) === waiting) waiters.delete(spent);
      };
      const waiter: Waiter = {
        settle: (record) => {
          end();
          resolve(record);
        },
        fail: (reason) => {
          end();
          reject(new Error(reason));
        },
      };
      const timer = setTimeout(
        () => waiter.fail('Another tab spent this refresh token and no tab handed over its successor.'),
        handoffTimeoutMs,
      );
      waiting.add(waiter);
      waiters.set(spent, waiting);
      post({ v: SESSION_MESSAGE_VERSION, type: 'ask', spent });
    });

  const coordinateRefresh: RefreshCoordinator = (current, refresh) =>
    lock.run(REFRESH_LOCK_NAME, async () => {
      const stored = tokenStore.get();
      if (!stored) throw new Error('The session ended while the refresh waited for its turn.');
      // Another tab handed a newer token over while this one waited for the lock.
      if (stored.access_token !== current.access_token) return stored;
      const spent = current.refresh_token ? tokenFingerprint(current.refresh_token) : undefined;
      if (spent !== undefined && readLedger().includes(spent)) return awaitHandoff(spent);
      const record = await refresh();
      if (spent !== undefined) {
        // A server that keeps the refresh token (no rotation) has spent nothing: no ledger entry.
        if (record.refresh_token !== current.refresh_token) recordSpent(spent);
        lineage.add(spent);
        post({ v: SESSION_MESSAGE_VERSION, type: 'token', replaces: spent, record });
      }
      return record;
    });

  return {
    coordinateRefresh,
    announceLogout: () => post({ v: SESSION_MESSAGE_VERSION, type: 'logout' }),
    reset: () => lineage.clear(),
    close() {
      if (closed) return;
      closed = true;
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      const waiting = [...waiters.values()].flatMap((set) => [...set]);
      waiters.clear();
      for (const waiter of waiting) waiter.fail('The session store was closed.');
    },
  };
}
