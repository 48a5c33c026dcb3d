import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { createImportJob, type ImportJob, type ImportJobStore } from './importJob';
import type { ImportState } from './importState';

export const ImportJobsContext = createContext<ImportJobStore | null>(null);

export interface UseImport {
  /** Where the import is; re-renders on every change. */
  readonly state: ImportState;
  /** Its actions: choose, start, cancel, remove, reset, close. */
  readonly job: ImportJob;
}

/**
 * The import job of `key` in the nearest `ImportProvider`: the same job for every component that
 * asks with that key, kept while the screens that show it unmount (a trigger can show the progress
 * of an import running in the background). Without a provider or a key, a job of the calling
 * component's own, kept as long as it is mounted.
 */
export function useImport(key?: string): UseImport {
  const store = useContext(ImportJobsContext);
  const [own] = useState(createImportJob);
  const job = store && key !== undefined ? store.job(key) : own;
  const state = useSyncExternalStore(job.subscribe, job.getState, job.getState);
  return { state, job };
}
