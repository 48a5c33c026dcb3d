import { useState, type ReactNode } from 'react';
import { createImportJobStore, type ImportJobStore } from './importJob';
import { ImportJobsContext } from './useImport';

export interface ImportProviderProps {
  /** The jobs to keep; a store of its own by default (pass one to reach the jobs from outside React). */
  readonly store?: ImportJobStore;
  readonly children?: ReactNode;
}

/**
 * Keeps import jobs by key above the screens: an `ImportDialog` with a `jobKey` (and `useImport(key)`)
 * finds its import again after its screen unmounted and came back, still running or with its result.
 * Mount it once, near the app's root.
 */
export function ImportProvider({ store, children }: ImportProviderProps) {
  const [own] = useState(createImportJobStore);
  return <ImportJobsContext.Provider value={store ?? own}>{children}</ImportJobsContext.Provider>;
}
