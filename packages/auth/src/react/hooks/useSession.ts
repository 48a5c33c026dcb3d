import { useCallback, useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '../../types';
import { useSessionStore } from './useSessionStore';

/** The current session; the component renders again whenever the store publishes a new snapshot. */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  // Bound here, so a store written as a class with `this` works as well as one of closures.
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
