/**
 * The import of a checked sheet as a job that commits its rows in short batches. One transaction
 * for a 5,000-row file held the database for twenty seconds (PGlite has one session, so every
 * other user waited); a batch holds it for about BATCH_MILLISECONDS, and the requests that queued
 * meanwhile go before the next one.
 *
 * What holds, as with one transaction:
 * - each row is committed at most once: a batch commits its rows and the job's progress together,
 *   and the Idempotency-Key still names one job;
 * - every row is accounted for: imported, refused with its message, or, when the job is cancelled
 *   or its runner stops (the service stopped, the database failed), reported as not imported, with
 *   its original cells in the error file, so that importing the error file finishes the work.
 * What differs: the rows of the batches committed before a cancel or a stop stay imported (the job
 * says how many), as in the bulk loaders of the large platforms.
 */
import type { ResourceDescriptor } from '@opsdesk/api';
import { withFieldLabel, type ImportErrorRow, type ImportJobStatus } from '@opsdesk/api';
import type { Database, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { translate, type ServiceLocale } from '../http/messages';
import type { Principal } from '../http/principal';
import { createRecord } from '../resources/engine';
import type { SheetCell, SheetRow } from '../xlsx/workbook';

/** A batch commits when it has taken this long (or has BATCH_ROWS rows): what another user may wait. */
export const BATCH_MILLISECONDS = 50;
export const BATCH_ROWS = 500;
/** A running job whose runner has not committed for this long has stopped (its service is gone). */
export const STALE_AFTER_MS = 2 * 60_000;

export interface ImportJobRow {
  id: number;
  account_id: number;
  resource: string;
  file_name: string;
  status: ImportJobStatus;
  total_rows: number;
  processed_rows: number;
  success_count: number;
  failure_count: number;
  errors: ImportErrorRow[];
  sheet_header: string[];
  failed_rows: FailedRow[];
  sheet_rows: FailedRow[];
  locale: ServiceLocale;
  heartbeat_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
}

/** A row of the sheet as uploaded: its line and its cells. */
export interface FailedRow {
  readonly lineNumber: number;
  readonly cells: readonly SheetCell[];
}

/** A row of the sheet checked against the resource's schema: its data, or what is wrong with it. */
export type CheckedRow =
  | { readonly row: SheetRow; readonly data: Record<string, unknown> }
  | { readonly row: SheetRow; readonly error: string };

/** The text of a write the engine refused, in the request's language, naming the fields. */
export function messageOfApiError(error: ApiError, locale: ServiceLocale): string {
  const items = error.options.validationErrors;
  if (!items || items.length === 0) return translate(locale, error.messageId, error.options.values);
  return items
    .map((item) => {
      const message = 'messageId' in item ? translate(locale, item.messageId, item.values) : item.message;
      const label = typeof item.label === 'object' ? item.label[locale] : item.label;
      return withFieldLabel(label, message, locale);
    })
    .join('; ');
}

export interface ImportWork {
  readonly jobId: number;
  readonly resource: ResourceDescriptor;
  readonly rows: readonly CheckedRow[];
  readonly principal: Principal;
  readonly spanId: string;
  readonly locale: ServiceLocale;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Commits the job's rows batch by batch until the end or a cancel, then ends the job (DONE, FAILED
 * or CANCELLED). If a batch fails for another reason than a refused row (the database), the job
 * ends as interrupted, if the database still answers, and the error is thrown.
 */
export async function runImport(db: Database, now: () => Date, work: ImportWork): Promise<ImportJobRow> {
  let next = 0;
  try {
    while (next < work.rows.length) {
      const handled = await db.transaction((tx) => commitBatch(tx, now, work, next));
      if (handled === 0) break;
      next += handled;
      await yieldToOthers();
    }
  } catch (error) {
    await endJob(db, now, work.jobId).catch(() => undefined);
    throw error;
  }
  return endJob(db, now, work.jobId);
}

/** One batch, from row `from`: the rows it handled, 0 when the job is no longer running (cancelled). */
async function commitBatch(tx: Queryable, now: () => Date, work: ImportWork, from: number): Promise<number> {
  // The lock also orders this batch after a cancel that committed first.
  const { rows } = await tx.query<{ status: ImportJobStatus }>(
    'select status from import_job where id = $1 for update',
    [work.jobId],
  );
  if (rows[0]?.status !== 'RUNNING') return 0;
  const started = performance.now();
  const errors: ImportErrorRow[] = [];
  const failedRows: FailedRow[] = [];
  let successCount = 0;
  let handled = 0;
  while (
    from + handled < work.rows.length &&
    handled < BATCH_ROWS &&
    (handled === 0 || performance.now() - started < BATCH_MILLISECONDS)
  ) {
    const entry = work.rows[from + handled] as CheckedRow;
    handled += 1;
    const fail = (errorMessage: string) => {
      errors.push({ lineNumber: entry.row.lineNumber, errorMessage });
      failedRows.push({ lineNumber: entry.row.lineNumber, cells: entry.row.cells });
    };
    if ('error' in entry) {
      fail(entry.error);
      continue;
    }
    try {
      await createRecord(tx, work.resource, entry.data, {
        principal: work.principal,
        spanId: work.spanId,
        action: 'IMPORT',
      });
      successCount += 1;
    } catch (error) {
      // The engine refuses a row (duplicate in the database, unknown or foreign tenant) before it
      // writes anything, so the batch goes on with the next row.
      if (!(error instanceof ApiError)) throw error;
      fail(messageOfApiError(error, work.locale));
    }
  }
  await tx.query(
    `update import_job set processed_rows = processed_rows + $2, success_count = success_count + $3,
       failure_count = failure_count + $4, errors = errors || $5::jsonb, failed_rows = failed_rows || $6::jsonb,
       heartbeat_at = $7
     where id = $1`,
    [
      work.jobId,
      handled,
      successCount,
      errors.length,
      JSON.stringify(errors),
      JSON.stringify(failedRows),
      now(),
    ],
  );
  return handled;
}

/**
 * Ends a job that is not ended yet: the rows it did not reach become failing rows, as cancelled
 * when the job was, as interrupted otherwise, and its status says how it ended. Answers the job as
 * it stands.
 */
export async function endJob(db: Database, now: () => Date, jobId: number): Promise<ImportJobRow> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ImportJobRow>('select * from import_job where id = $1 for update', [
      jobId,
    ]);
    const job = rows[0] as ImportJobRow;
    if (job.finished_at !== null) return job;
    const unreached = job.sheet_rows.slice(job.processed_rows);
    const cancelled = job.status === 'CANCELLED';
    const message = translate(
      job.locale,
      cancelled ? 'IMPORT_ROW_NOT_REACHED_CANCELLED' : 'IMPORT_ROW_NOT_REACHED_INTERRUPTED',
    );
    const interrupted = !cancelled && unreached.length > 0;
    const status: ImportJobStatus = cancelled
      ? 'CANCELLED'
      : interrupted || job.success_count === 0
        ? 'FAILED'
        : 'DONE';
    const ended = await tx.query<ImportJobRow>(
      `update import_job set status = $2, failure_count = failure_count + $3, errors = errors || $4::jsonb,
         failed_rows = failed_rows || $5::jsonb, sheet_rows = '[]'::jsonb, finished_at = $6
       where id = $1 returning *`,
      [
        jobId,
        status,
        unreached.length,
        JSON.stringify(unreached.map((row) => ({ lineNumber: row.lineNumber, errorMessage: message }))),
        JSON.stringify(unreached),
        now(),
      ],
    );
    return ended.rows[0] as ImportJobRow;
  });
}

/**
 * A job as the caller may see it: a running job whose runner has not committed for STALE_AFTER_MS
 * (its service stopped mid-import) is ended first, as interrupted, so that nobody waits on it.
 */
export async function settled(
  db: Database,
  now: () => Date,
  job: ImportJobRow,
  running: ReadonlyMap<number, unknown>,
): Promise<ImportJobRow> {
  if (job.status !== 'RUNNING' || running.has(job.id)) return job;
  const last = (job.heartbeat_at ?? job.created_at).getTime();
  if (now().getTime() - last < STALE_AFTER_MS) return job;
  return endJob(db, now, job.id);
}
