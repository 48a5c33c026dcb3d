import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazyDialog';
import type { DescribeFailure } from './describeFailure';
import type { ExportOptions } from './ExportDialog';
import { createExportJob, type ExportJob, type ExportVerify } from './exportJob';
import { isExportDropped } from './exportMachine';
import { ExportContext, type ExportController } from './useExport';
import { SecurityVerificationContext } from './useSecurityVerification';

export interface ExportProviderProps {
  /** The text of failures for every export (an export's own `describeError` wins). */
  readonly describeError?: DescribeFailure | undefined;
  /**
   * The verification of exports that need one (an export's own `verify` wins). Defaults to the
   * `SecurityVerificationProvider` above, if there is one.
   */
  readonly verify?: ExportVerify | undefined;
  readonly children?: ReactNode;
}

interface Entry {
  /** Tells one job's dialog from another's, so that switching jobs starts the dialog afresh. */
  readonly id: number;
  readonly job: ExportJob;
  readonly options: ExportOptions;
}

// The dialog and the primitives under it load when the browser is idle, or at the first export.
const exportDialog = lazyDialog(() => import('./ExportDialog').then((module) => module.ExportJobView), {
  isOpen: (props) => props.open,
  dismiss: (props) => props.onOpenChange(false),
});

/**
 * Keeps the exports of the app by key and shows one export dialog for them: `useExport()` below it
 * opens it. Jobs live on while the dialog is closed and across screens; unmounting the provider
 * cancels those still under way.
 */
export function ExportProvider({ describeError, verify, children }: ExportProviderProps) {
  const contextVerify = useContext(SecurityVerificationContext);
  const defaults = useRef({ describeError, verify: verify ?? contextVerify ?? undefined });
  defaults.current = { describeError, verify: verify ?? contextVerify ?? undefined };
  const entries = useRef(new Map<string, Entry>());
  const nextId = useRef(1);
  const [shown, setShown] = useState<Entry | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const [open, setOpen] = useState(false);
  usePreloadWhenIdle(exportDialog.preload);

  const openExport = useCallback<ExportController['openExport']>((request) => {
    const { key, ...options } = request;
    let entry = entries.current.get(key);
    if (!entry || isExportDropped(entry.job.getState())) {
      const job = createExportJob({ ...options, verify: options.verify ?? defaults.current.verify });
      entry = { id: nextId.current++, job, options };
      entries.current.set(key, entry);
    }
    setShown(entry);
    setOpen(true);
    return entry.job.outcome;
  }, []);

  const controller = useMemo<ExportController>(
    () => ({
      openExport,
      getJob: (key) => entries.current.get(key)?.job,
      discard(key) {
        const entry = entries.current.get(key);
        if (!entry) return;
        entry.job.cancel();
        entries.current.delete(key);
        if (shownRef.current === entry) {
          setOpen(false);
          setShown(null);
        }
      },
    }),
    [openExport],
  );

  // Leaving for good cancels what is still under way; Strict Mode's unmount-and-mount is no leaving.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const jobs = entries.current;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current) return;
        for (const { job } of jobs.values()) job.cancel();
        jobs.clear();
      }, 0);
    };
  }, []);

  return (
    <ExportContext.Provider value={controller}>
      {children}
      {/* The job shown last stays after closing: opening it again shows where it is. */}
      {shown && (
        <Suspense fallback={null}>
          <exportDialog.Dialog
            key={shown.id}
            job={shown.job}
            open={open}
            onOpenChange={setOpen}
            title={shown.options.title}
            description={shown.options.description}
            describeError={shown.options.describeError ?? describeError}
            onNarrowFilters={shown.options.onNarrowFilters}
            allowFirstRows={shown.options.allowFirstRows}
          />
        </Suspense>
      )}
    </ExportContext.Provider>
  );
}
