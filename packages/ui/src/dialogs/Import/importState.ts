import type { ImportProblem, ImportProgress, ImportRowError, ImportTemplateCheck } from './importRules';
import { progressPercent, templateCheckOk, templateCheckRows } from './importRules';

/**
 * What an import answers. The console maps the service's answer to it: the counts, the failing
 * rows as `{ line, message }` (pass them through @opsdesk/http's `exportErrorRows`, which reads both
 * the detail-page and the errors-map shape), and how to download the error file.
 */
export interface ImportResult {
  /** Rows imported (so far, while `pending`). */
  readonly successCount: number;
  /** Rows refused, each reported with its line (so far, while `pending`). */
  readonly failureCount: number;
  /** The failing rows the answer lists (the dialog shows at most 10); line plus message. */
  readonly errors: readonly ImportRowError[];
  /** Downloads the error file (every failing row with its message). Without it, no download button. */
  readonly downloadErrors?: (() => Promise<void>) | undefined;
  /**
   * The import goes on on the server (a large import): the counts are not final. With
   * `processedRows` of `totalRows` the dialog shows a progress bar; without them it says it takes
   * about 15 minutes. Either way it may be closed.
   */
  readonly pending?: boolean | undefined;
  /** Rows the service has handled so far (imported or refused), with `totalRows`: the progress. */
  readonly processedRows?: number | undefined;
  /** Rows of the file, with `processedRows`: the progress. */
  readonly totalRows?: number | undefined;
  /**
   * With `pending`, waits for the final result (e.g. polling `getImportJob` of @opsdesk/api). The
   * dialog keeps the job meanwhile, shown again when reopened; the signal aborts when it is reset
   * or cancelled. Call `onUpdate` with the pending result as it stands (`processedRows`,
   * `successCount`, `failureCount` so far) to move the progress bar; the fields it leaves out keep
   * their earlier values.
   */
  readonly waitForCompletion?:
    ((signal: AbortSignal, onUpdate?: (result: ImportResult) => void) => Promise<ImportResult>) | undefined;
  /**
   * With `pending`, asks the service to stop (e.g. `cancelImportJob` of @opsdesk/api): the dialog
   * offers "Cancel import" after a confirmation, and shows the answer as the result instead of
   * waiting further. It resolves to the result as it then stands: `cancelled` when it stopped; a
   * result that ended meanwhile shows as it is; a still `pending` one is waited for. On a rejection
   * the dialog says the import goes on and offers the cancel again.
   */
  readonly cancel?: (() => Promise<ImportResult>) | undefined;
  /**
   * The import was cancelled before its end: `successCount` rows stay imported, the rest count in
   * `failureCount` and are in the error file, so that importing that file finishes the work.
   */
  readonly cancelled?: boolean | undefined;
}

/** The rows handled of a pending result, when it says both (and there are rows to handle). */
export function importRowProgress(
  result: ImportResult | null,
): { readonly processed: number; readonly total: number } | undefined {
  const total = result?.totalRows;
  const processed = result?.processedRows;
  if (total === undefined || processed === undefined || !(total > 0)) return undefined;
  // A count past the total (a retried batch counted twice) must not overflow the bar.
  return { processed: Math.min(Math.max(processed, 0), total), total };
}

/**
 * Where an import is:
 * - `empty`: no file chosen;
 * - `chosen`: a file is chosen (its template being checked, right, wrong or not checkable);
 * - `uploading`: the file is being sent (progress), or the service is answering;
 * - `processing`: the service took the file and goes on with it (a pending result);
 * - `done`: the result;
 * - `failed`: the upload failed; the file is kept for Retry.
 */
export type ImportStatus = 'empty' | 'chosen' | 'uploading' | 'processing' | 'done' | 'failed';

/** The template check of the chosen file: running, passed (or no check), refused, or failed to run. */
export type ImportTemplateStatus = 'checking' | 'ok' | 'wrong' | 'failed';

export interface ImportState {
  readonly status: ImportStatus;
  /** The chosen file; kept through upload, failure and result. */
  readonly file: File | null;
  readonly template: ImportTemplateStatus;
  /** Rows the template check counted, if it did. */
  readonly rows: number | undefined;
  /** Why the last choice or action was refused, shown inline; the chosen file stays. */
  readonly problem: ImportProblem | null;
  /** A large import: the dialog tells the user it takes about 15 minutes and may be closed. */
  readonly large: boolean;
  /** 0–100 while uploading; undefined when the total is unknown. */
  readonly progress: number | undefined;
  /** The result (`done`), or the pending one (`processing`). */
  readonly result: ImportResult | null;
  /** Why the upload failed (`failed`), as `upload` rejected. */
  readonly error: unknown;
  /** The last upload was cancelled by the user; the file is kept. */
  readonly cancelled: boolean;
  /** Import was pressed while the template is being checked: the import starts if it passes. */
  readonly queued: boolean;
  /** Sent with every attempt for this chosen file (Retry reuses it); new for another file. */
  readonly idempotencyKey: string | null;
  /** Counts the uploads, so that the answer of an abandoned one is ignored. */
  readonly run: number;
  /** The service is asked to cancel the pending import (`processing`): its answer is awaited. */
  readonly cancelling: boolean;
  /** The last request to cancel the pending import failed: it goes on. */
  readonly cancelFailed: boolean;
}

export const initialImportState: ImportState = {
  status: 'empty',
  file: null,
  template: 'ok',
  rows: undefined,
  problem: null,
  large: false,
  progress: undefined,
  result: null,
  error: undefined,
  cancelled: false,
  queued: false,
  idempotencyKey: null,
  run: 0,
  cancelling: false,
  cancelFailed: false,
};

export type ImportAction =
  /** A file passed the checks of `validateImportFile`; `checking` when its template is checked next. */
  | {
      readonly type: 'choose';
      readonly file: File;
      readonly idempotencyKey: string;
      readonly checking: boolean;
    }
  /** A choice or an action was refused: the state stays, the problem shows. */
  | { readonly type: 'refuse'; readonly problem: ImportProblem }
  | { readonly type: 'templateChecked'; readonly idempotencyKey: string; readonly check: ImportTemplateCheck }
  | { readonly type: 'templateCheckFailed'; readonly idempotencyKey: string }
  | { readonly type: 'recheckTemplate' }
  | { readonly type: 'queueStart' }
  | { readonly type: 'remove' }
  | { readonly type: 'start'; readonly large: boolean }
  | { readonly type: 'progress'; readonly run: number; readonly progress: ImportProgress | number }
  | { readonly type: 'answer'; readonly run: number; readonly result: ImportResult }
  /** The pending result as it stands (`onUpdate` of `waitForCompletion`). */
  | { readonly type: 'update'; readonly run: number; readonly result: ImportResult }
  /** The service is asked to cancel the pending import. */
  | { readonly type: 'cancelPending'; readonly run: number }
  | { readonly type: 'cancelPendingFailed'; readonly run: number }
  | { readonly type: 'fail'; readonly run: number; readonly error: unknown }
  | { readonly type: 'cancel'; readonly run: number }
  | { readonly type: 'reset' };

const running = (status: ImportStatus) => status === 'uploading' || status === 'processing';

/** Whether the import is under way: closing the dialog then keeps it. */
export function isImportRunning(state: ImportState): boolean {
  return running(state.status);
}

/** Whether Import may start: a chosen file (or a failed one, for Retry) whose template passed. */
export function canStartImport(state: ImportState): boolean {
  return (
    (state.status === 'chosen' || state.status === 'failed') && state.file !== null && state.template === 'ok'
  );
}

/** The transitions of an import. Answers of an earlier run or an earlier file are ignored. */
export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'choose':
      if (running(state.status)) return state;
      return {
        ...initialImportState,
        status: 'chosen',
        file: action.file,
        template: action.checking ? 'checking' : 'ok',
        idempotencyKey: action.idempotencyKey,
        run: state.run,
      };
    case 'refuse':
      return { ...state, problem: action.problem, cancelled: false };
    case 'templateChecked': {
      if (state.status !== 'chosen' || state.idempotencyKey !== action.idempotencyKey) return state;
      const ok = templateCheckOk(action.check);
      const fileName = state.file?.name ?? '';
      return {
        ...state,
        template: ok ? 'ok' : 'wrong',
        rows: templateCheckRows(action.check),
        problem: ok ? null : { code: 'wrongTemplate', fileName },
        queued: false,
      };
    }
    case 'templateCheckFailed':
      if (state.status !== 'chosen' || state.idempotencyKey !== action.idempotencyKey) return state;
      return {
        ...state,
        template: 'failed',
        problem: { code: 'templateCheckFailed', fileName: state.file?.name ?? '' },
        queued: false,
      };
    case 'recheckTemplate':
      if (state.status !== 'chosen') return state;
      return { ...state, template: 'checking', problem: null, cancelled: false };
    case 'queueStart':
      if (state.status !== 'chosen' || state.template !== 'checking') return state;
      return { ...state, queued: true, problem: null, cancelled: false };
    case 'remove':
      if (running(state.status)) return state;
      return { ...initialImportState, run: state.run };
    case 'start':
      if (!canStartImport(state)) return state;
      return {
        ...state,
        status: 'uploading',
        problem: null,
        large: action.large,
        progress: 0,
        result: null,
        error: undefined,
        cancelled: false,
        queued: false,
        run: state.run + 1,
      };
    case 'progress': {
      if (state.status !== 'uploading' || action.run !== state.run) return state;
      const progress = progressPercent(action.progress);
      // Never backwards: a retried chunk must not make the bar jump back.
      const next = progress === undefined ? undefined : Math.max(progress, state.progress ?? 0);
      return next === state.progress ? state : { ...state, progress: next };
    }
    case 'answer': {
      if (!running(state.status) || action.run !== state.run) return state;
      const waiting = action.result.pending === true && action.result.waitForCompletion !== undefined;
      return {
        ...state,
        status: waiting ? 'processing' : 'done',
        progress: waiting ? undefined : 100,
        large: state.large || action.result.pending === true,
        result: action.result,
        cancelling: false,
        cancelFailed: false,
      };
    }
    case 'update': {
      if (state.status !== 'processing' || action.run !== state.run || !state.result) return state;
      // Only the pending view changes: the end comes as an answer, with what waits on it.
      const result: ImportResult = { ...state.result, ...action.result, pending: true };
      return { ...state, result };
    }
    case 'cancelPending':
      if (state.status !== 'processing' || action.run !== state.run || state.cancelling) return state;
      if (!state.result?.cancel) return state;
      return { ...state, cancelling: true, cancelFailed: false };
    case 'cancelPendingFailed':
      if (state.status !== 'processing' || action.run !== state.run || !state.cancelling) return state;
      return { ...state, cancelling: false, cancelFailed: true };
    case 'fail':
      if (!running(state.status) || action.run !== state.run) return state;
      return { ...state, status: 'failed', progress: undefined, error: action.error };
    case 'cancel':
      if (state.status !== 'uploading' || action.run !== state.run) return state;
      return { ...state, status: 'chosen', progress: undefined, cancelled: true, run: state.run + 1 };
    case 'reset':
      return { ...initialImportState, run: state.run + 1 };
  }
}
