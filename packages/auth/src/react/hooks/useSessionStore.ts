import { useContext } from 'react';
import type { SessionStore } from '../../types';
import { SessionStoreContext } from '../context';

/** The session store of the nearest `AuthProvider`: to log in, log out, reload or switch modes. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) {
    // A component that reads the session outside the provider would silently see "signed out".
    throw new Error('useSessionStore: wrap the tree in <AuthProvider store={…}> from @opsdesk/auth/react.');
  }
  return store;
}
