import { createContext, useContext } from 'react';
import type { ExportOptions } from './ExportDialog';
import type { ExportJob, ExportOutcome } from './exportJob';

/** An export the screen asks for, named by the job it is. */
export interface ExportRequest extends ExportOptions {
  /**
   * Names the job: asking again with the same key reopens the same job (running, finished or failed)
   * instead of starting another. Put the filters in it, so that another selection is another job:
   * `expense-lines?${new URLSearchParams(filters)}`.
   */
  readonly key: string;
}

export interface ExportController {
  /**
   * Opens the export dialog on the job of `request.key`, starting it if there is none (or the last one
   * was cancelled). Resolves when the job ends: with its file, cancelled, or `narrowed` (the user went
   * back to the filters).
   */
  openExport(request: ExportRequest): Promise<ExportOutcome>;
  /** The job of a key, if there is one. */
  getJob(key: string): ExportJob | undefined;
  /** Cancels the job of a key (if it is still under way) and forgets it, with its file. */
  discard(key: string): void;
}

export const ExportContext = createContext<ExportController | null>(null);

const missingProvider: ExportController = {
  openExport: () => Promise.reject(new Error('useExport() needs an <ExportProvider> above it.')),
  getJob: () => undefined,
  discard: () => undefined,
};

/**
 * `const { openExport } = useExport(); openExport({ key, title, run, needsVerification: true })`.
 * Without an `ExportProvider`, `openExport` rejects.
 */
export function useExport(): ExportController {
  return useContext(ExportContext) ?? missingProvider;
}
