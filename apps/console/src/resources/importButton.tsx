import {
  cancelImportJob,
  downloadImportErrors,
  downloadImportTemplate,
  getImportJob,
  IMPORT_ERROR_LISTING_THRESHOLD,
  importResource,
  listImportErrors,
  type ImportErrorRow,
  type ImportJob,
  type ResourceName,
} from '@opsdesk/api';
import { describeError, type HttpClient } from '@opsdesk/http';
import { Button, ImportDialog, type ImportResult } from '@opsdesk/ui';
import { useConsole } from '../app/ConsoleContext';
import { useText, useTitle } from '../i18n';
import type { ResourceScreen } from './types';
import { saveBytes } from './transfer';

/**
 * How often a running import is asked for its progress: the service commits a batch in about this
 * time, so the bar moves at each poll without the poll itself weighing on the service.
 */
const POLL_MS = 1000;

/** What the dialog's result calls back into: the client, and the error file's download. */
interface JobCalls {
  readonly http: HttpClient;
  readonly saveErrors: (id: number) => () => Promise<void>;
}

/** Waits `ms`; rejects at once when the signal aborts (the dialog was reset, or the cancel won). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * The dialog's result of a job as it stands. A running job (the service answered at once, as
 * `respondAsync` asks) carries its progress, the wait for its end and its cancel.
 */
function resultOf(calls: JobCalls, job: ImportJob, errors: readonly ImportErrorRow[] = []): ImportResult {
  const running = job.status === 'RUNNING';
  return {
    successCount: job.successCount,
    failureCount: job.failureCount,
    errors: errors.map((row) => ({ line: row.lineNumber, message: row.errorMessage })),
    ...(job.failureCount > 0 ? { downloadErrors: calls.saveErrors(job.id) } : {}),
    pending: running,
    processedRows: job.processedRows,
    totalRows: job.totalRows,
    cancelled: job.status === 'CANCELLED',
    ...(running
      ? {
          waitForCompletion: (signal: AbortSignal, onUpdate?: (result: ImportResult) => void) =>
            follow(calls, job.id, signal, onUpdate),
          cancel: async () => endedResult(calls, await cancelImportJob(calls.http, job.id)),
        }
      : {}),
  };
}

/** The result of a job that ended, with its first failing rows (the dialog lists up to 10). */
async function endedResult(calls: JobCalls, job: ImportJob, signal?: AbortSignal): Promise<ImportResult> {
  // Still running (a cancel answered before the job noticed): the dialog waits on it again.
  if (job.status === 'RUNNING' || job.failureCount === 0) return resultOf(calls, job);
  try {
    const errors = await listImportErrors(
      calls.http,
      job.id,
      { size: IMPORT_ERROR_LISTING_THRESHOLD },
      { signal },
    );
    return resultOf(calls, job, errors.content);
  } catch (error) {
    if (signal?.aborted) throw error;
    // The job has ended (or was cancelled): its counts and error file are the result, the listed
    // rows only a preview. Failing here would tell the user the import (or the cancel) failed.
    return resultOf(calls, job);
  }
}

/** Polls the job until it ends, reporting each running state to the dialog's progress bar. */
async function follow(
  calls: JobCalls,
  id: number,
  signal: AbortSignal,
  onUpdate: ((result: ImportResult) => void) | undefined,
): Promise<ImportResult> {
  for (;;) {
    await sleep(POLL_MS, signal);
    const job = await getImportJob(calls.http, id, { signal });
    if (job.status !== 'RUNNING') return endedResult(calls, job, signal);
    onUpdate?.(resultOf(calls, job));
  }
}

export interface ImportButtonProps {
  readonly screen: ResourceScreen;
  readonly onImported: () => void;
  /** Opens the dialog at once: the light button of `ResourceImportButton` was pressed. */
  readonly defaultOpen?: boolean;
}

/**
 * The import of a resource: template, upload with progress, per-row errors, the error file. A module
 * of its own, which `ResourceImportButton` (transfer.tsx) loads on first use.
 */
export default function ResourceImportButton({ screen, onImported, defaultOpen = false }: ImportButtonProps) {
  const { http, language } = useConsole();
  const t = useText();
  const title = useTitle();
  const name = screen.resource.name as ResourceName;
  const calls: JobCalls = {
    http,
    saveErrors: (id) => async () => {
      const file = await downloadImportErrors(http, id, { save: false });
      saveBytes(file.fileName, file.contentType, file.data);
    },
  };
  return (
    <ImportDialog
      jobKey={`import:${name}`}
      title={`${t('resource.import')} · ${title(screen.title)}`}
      trigger={<Button variant="secondary">{t('resource.import')}</Button>}
      defaultOpen={defaultOpen}
      describeError={(error) => describeError(error, { language })}
      downloadTemplate={async () => {
        const file = await downloadImportTemplate(http, name, { save: false });
        saveBytes(file.fileName, file.contentType, file.data);
      }}
      upload={async (file, { onProgress, signal, idempotencyKey }) => {
        // Answered once the job started: the dialog follows its rows and can cancel it.
        const answer = await importResource(http, name, file, idempotencyKey, onProgress, {
          signal,
          respondAsync: true,
        });
        // An answer that already ended (a replay of an earlier import) lists its first errors.
        return resultOf(calls, answer, answer.errors);
      }}
      onDone={(result) => {
        if (result.successCount > 0) onImported();
      }}
    />
  );
}
