import type { HttpClient } from '@opsdesk/http';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { createLookupCache, scopeKey, type LookupCache } from '../core/cache';
import type { LookupContext } from '../core/lookup';
import { browserStorage, createRecentChoices, type RecentChoices } from '../core/recent';
import type { LookupScope } from '../core/source';

export interface PickersContextValue extends LookupContext {
  /** The key of the scope, for the recent choices. */
  readonly scopeKey: string;
  readonly recent: RecentChoices;
}

const PickersContext = createContext<PickersContextValue | null>(null);

export interface PickersContextProviderProps {
  /** The request layer every lookup goes through (`createHttpClient` of @opsdesk/http). */
  readonly http: HttpClient;
  /**
   * The tenant and company mode the lookups are about. The cache belongs to one scope: switching
   * tenant or company mode empties it.
   */
  readonly scope?: LookupScope;
  /** Where recent choices are kept. Default: local storage. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** How long a lookup's answer is reused. Default 5 minutes. */
  readonly cacheTtlMs?: number;
  readonly children?: ReactNode;
}

/**
 * The pickers' context alone (the client their lookups use, the scope of their cache and the store
 * of recent choices), for an app that provides @opsdesk/ui's theme and texts itself: it imports
 * none of them, so the app bundles only the texts it loads. `PickersProvider` adds them on request.
 */
export function PickersContextProvider({
  http,
  scope,
  storage,
  cacheTtlMs,
  children,
}: PickersContextProviderProps) {
  const key = scopeKey(scope ?? {});
  // One cache per scope and client: a new tenant or company mode starts from nothing.
  const caches = useRef<{ key: string; http: HttpClient; cache: LookupCache } | null>(null);
  if (!caches.current || caches.current.key !== key || caches.current.http !== http) {
    caches.current = { key, http, cache: createLookupCache({ ttlMs: cacheTtlMs }) };
  }
  const cache = caches.current.cache;
  const recent = useMemo(() => createRecentChoices(storage ?? browserStorage()), [storage]);
  const tenantId = scope?.tenantId;
  const companyMode = scope?.companyMode;
  const value = useMemo<PickersContextValue>(
    () => ({ http, scope: { tenantId, companyMode }, scopeKey: key, cache, recent }),
    [http, tenantId, companyMode, key, cache, recent],
  );
  return <PickersContext.Provider value={value}>{children}</PickersContext.Provider>;
}

/** The pickers' context; a picker outside a `PickersProvider` is a programming error. */
export function usePickersContext(): PickersContextValue {
  const context = useContext(PickersContext);
  if (!context) throw new Error('A picker of @opsdesk/pickers must be inside a <PickersProvider>.');
  return context;
}
