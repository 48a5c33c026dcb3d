import type { HttpClient } from '@opsdesk/http';
import { OpsIntlProvider, ThemeProvider, type ThemeName } from '@opsdesk/ui';
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

export interface PickersProviderProps {
  /** The request layer every lookup goes through (`createHttpClient` of @opsdesk/http). */
  readonly http: HttpClient;
  /**
   * The tenant and company mode the lookups are about. The cache belongs to one scope: switching
   * tenant or company mode empties it.
   */
  readonly scope?: LookupScope;
  /**
   * The interface language. Given, the provider also provides @opsdesk/ui's theme and texts, so that
   * a tool without @opsdesk/ui's providers needs nothing else; left out, the app provides them.
   */
  readonly locale?: string;
  /** With `locale`: the theme of @opsdesk/ui. Default light. */
  readonly theme?: ThemeName;
  /** Where recent choices are kept. Default: local storage. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** How long a lookup's answer is reused. Default 5 minutes. */
  readonly cacheTtlMs?: number;
  readonly children?: ReactNode;
}

/**
 * Makes the pickers work: the client their lookups use, the scope of their cache and the store of
 * recent choices. Three lines for a tool outside the console: create the client, wrap the app in
 * `<PickersProvider http={http} locale="en">`, and use a picker.
 */
export function PickersProvider({
  http,
  scope,
  locale,
  theme = 'light',
  storage,
  cacheTtlMs,
  children,
}: PickersProviderProps) {
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
  const provided = <PickersContext.Provider value={value}>{children}</PickersContext.Provider>;
  if (locale === undefined) return provided;
  return (
    <ThemeProvider theme={theme}>
      <OpsIntlProvider locale={locale}>{provided}</OpsIntlProvider>
    </ThemeProvider>
  );
}

/** The pickers' context; a picker outside a `PickersProvider` is a programming error. */
export function usePickersContext(): PickersContextValue {
  const context = useContext(PickersContext);
  if (!context) throw new Error('A picker of @opsdesk/pickers must be inside a <PickersProvider>.');
  return context;
}
