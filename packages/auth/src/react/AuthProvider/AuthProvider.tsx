import type { ReactNode } from 'react';
import type { SessionStore } from '../../types';
import { AuthLocaleContext, SessionStoreContext } from '../context';
import { resolveAuthLocale, type AuthLocale } from '../locale';

export interface AuthProviderProps {
  /** The session store, from `createSessionStore` of `@opsdesk/auth` or any other `SessionStore`. */
  readonly store: SessionStore;
  /**
   * The language of the guards' texts: one of the five locales, or a platform code (`zh_cn`,
   * `zh-tw`, `en-us`...). English by default.
   */
  readonly locale?: AuthLocale | (string & {}) | undefined;
  readonly children?: ReactNode;
}

/** Gives the session store and the language to the hooks, guards and pages below it. */
export function AuthProvider({ store, locale, children }: AuthProviderProps) {
  return (
    <SessionStoreContext.Provider value={store}>
      <AuthLocaleContext.Provider value={resolveAuthLocale(locale)}>{children}</AuthLocaleContext.Provider>
    </SessionStoreContext.Provider>
  );
}
