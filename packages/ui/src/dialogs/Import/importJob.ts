import {
  isLargeImport,
  newIdempotencyKey,
  validateImportFile,
  type ImportFileRules,
  type ImportProgress,
  type LargeImportRule,
  type ImportTemplateCheck,
} from './importRules';
import {
  canStartImport,
  importReducer,
  initialImportState,
  isImportRunning,
  type ImportAction,
  type ImportResult,
  type ImportState,
} from './importState';

/** What the dialog gives `upload`. */
export interface ImportUploadOptions {
  /** Report progress: @opsdesk/http's `onProgress` events fit as they are, or a percent (0–100). */
  readonly onProgress: (progress: ImportProgress | number) => void;
  /** Aborted when the user cancels the import. */
  readonly signal: AbortSignal;
  /**
   * The same for every attempt with one chosen file (Retry, Import after Cancel), new for another
   * file: send it as the `Idempotency-Key`, so that a retry after a lost answer imports once.
   */
  readonly idempotencyKey: string;
}

/** Sends the file and answers the result; rejects when the import could not be done. */
export type ImportUpload = (file: File, options: ImportUploadOptions) => Promise<ImportResult>;

/** The async functions and rules of an import, read afresh at each call (the latest props win). */
export interface ImportJobOptions extends ImportFileRules, LargeImportRule<File> {
  /** Checks that the file is of the import template (`false`: refused). Default: every file passes. */
  readonly checkTemplate?: ((file: File) => Promise<ImportTemplateCheck>) | undefined;
  readonly upload: ImportUpload;
  /** Called with the final result, also when the dialog was closed meanwhile. */
  readonly onDone?: ((result: ImportResult) => void) | undefined;
}

/** Files as a browser gives them: one, a list, an input's or a drop's `FileList`, or none. */
export type ChosenFiles = File | readonly File[] | FileList | null | undefined;

/**
 * One import, outside React: it outlives the dialog (closing the dialog while it runs keeps it),
 * and a `ImportProvider` keeps one per key for screens that unmount. `useImport` reads it.
 */
export interface ImportJob {
  getState(): ImportState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** A file was chosen or dropped: checked at once, refused with a problem (the earlier file stays). */
  choose(files: ChosenFiles, options: ImportJobOptions): void;
  /**
   * Import (or Retry, with the same file and key): refused with `missing` or `wrongTemplate`, queued
   * while the template is checked, re-checks a template whose check failed.
   */
  start(options: ImportJobOptions): void;
  /**
   * Cancel import. While uploading: aborts the upload; the file stays chosen. While the service
   * processes a pending result that can be cancelled (its `cancel`): asks the service to stop (the
   * dialog confirms first); its answer becomes the result. Otherwise nothing.
   */
  cancel(): void;
  /** Forgets the chosen file. */
  remove(): void;
  /** Back to no file; a running import is aborted. */
  reset(): void;
  /**
   * The dialog closes: a running import goes on (true, "in the background"); anything else is
   * forgotten (false), except that a result arriving later is kept until the dialog shows it.
   */
  close(): boolean;
}

function asFiles(files: ChosenFiles): File[] {
  if (files == null) return [];
  return 'length' in files ? Array.from(files) : [files];
}

/** A new import job, empty. */
export function createImportJob(): ImportJob {
  let state: ImportState = initialImportState;
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  let queuedOptions: ImportJobOptions | null = null;

  const dispatch = (action: ImportAction) => {
    const next = importReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const checkTemplate = async (file: File, idempotencyKey: string, options: ImportJobOptions) => {
    const check = options.checkTemplate;
    if (!check) return;
    try {
      dispatch({ type: 'templateChecked', idempotencyKey, check: await check(file) });
    } catch {
      dispatch({ type: 'templateCheckFailed', idempotencyKey });
    }
    const queued = queuedOptions;
    queuedOptions = null;
    if (queued && state.idempotencyKey === idempotencyKey && state.template === 'ok') void run(queued);
  };

  /**
   * Where the answer of a cancel goes while a pending result is waited for: the wait takes
   * whichever comes first, the end or that answer. One per wait, so that an answer is used once.
   */
  let cancelAnswer: ((result: ImportResult) => void) | null = null;

  /** Waits for a pending result: its end, or the answer of a cancel, whichever comes first. */
  const follow = async (
    wait: NonNullable<ImportResult['waitForCompletion']>,
    runId: number,
    signal: AbortSignal,
  ): Promise<ImportResult> => {
    // Its own signal, so that the wait (a polling loop) stops when the cancel's answer wins.
    const waiting = new AbortController();
    const stop = () => waiting.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    const cancelled = new Promise<ImportResult>((resolve) => {
      cancelAnswer = resolve;
    });
    try {
      return await Promise.race([
        wait(waiting.signal, (update) => {
          if (!waiting.signal.aborted) dispatch({ type: 'update', run: runId, result: update });
        }),
        cancelled,
      ]);
    } finally {
      cancelAnswer = null;
      signal.removeEventListener('abort', stop);
      waiting.abort();
    }
  };

  const run = async (options: ImportJobOptions) => {
    const { file, idempotencyKey, rows } = state;
    if (!canStartImport(state) || !file || !idempotencyKey) return;
    dispatch({ type: 'start', large: isLargeImport(file, rows, options) });
    const runId = state.run;
    const own = new AbortController();
    controller = own;
    const stale = () => state.run !== runId || own.signal.aborted;
    let result: ImportResult;
    try {
      result = await options.upload(file, {
        signal: own.signal,
        idempotencyKey,
        onProgress: (progress) => dispatch({ type: 'progress', run: runId, progress }),
      });
      for (;;) {
        if (stale()) return;
        dispatch({ type: 'answer', run: runId, result });
        const wait = result.pending ? result.waitForCompletion : undefined;
        if (!wait) break;
        result = await follow(wait, runId, own.signal);
      }
    } catch (error) {
      // A cancel or reset aborted it: the state already says so.
      if (!stale()) dispatch({ type: 'fail', run: runId, error });
      return;
    } finally {
      if (controller === own) controller = null;
    }
    options.onDone?.(result);
  };

  /** Asks the service to cancel the pending import; its answer ends the wait of `follow`. */
  const cancelPending = () => {
    const { run: runId, result } = state;
    const cancel = result?.cancel;
    // The wait this cancel is for: a later one (after a still-pending answer) asks anew.
    const settle = cancelAnswer;
    // Asked once: a second press while the service answers the first sends nothing.
    if (!cancel || !settle || state.cancelling) return;
    dispatch({ type: 'cancelPending', run: runId });
    let answer: Promise<ImportResult>;
    try {
      answer = cancel();
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (cancelled) => {
        // The wait may have ended meanwhile (the end came first): then the answer is not needed.
        if (cancelAnswer === settle) settle(cancelled);
      },
      () => dispatch({ type: 'cancelPendingFailed', run: runId }),
    );
  };

  const abort = () => {
    controller?.abort();
    controller = null;
  };

  const reset = () => {
    abort();
    queuedOptions = null;
    dispatch({ type: 'reset' });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(files, options) {
      if (isImportRunning(state)) return;
      const chosen = asFiles(files);
      const problem = validateImportFile(chosen, options);
      const [file] = chosen;
      if (problem || !file) {
        dispatch({ type: 'refuse', problem: problem ?? { code: 'missing' } });
        return;
      }
      queuedOptions = null;
      const idempotencyKey = newIdempotencyKey();
      dispatch({ type: 'choose', file, idempotencyKey, checking: options.checkTemplate !== undefined });
      void checkTemplate(file, idempotencyKey, options);
    },
    start(options) {
      if (state.status === 'empty') {
        dispatch({ type: 'refuse', problem: { code: 'missing' } });
        return;
      }
      if (state.status === 'chosen' && state.template === 'checking') {
        queuedOptions = options;
        dispatch({ type: 'queueStart' });
        return;
      }
      if (state.status === 'chosen' && state.template === 'wrong' && state.file) {
        dispatch({ type: 'refuse', problem: { code: 'wrongTemplate', fileName: state.file.name } });
        return;
      }
      if (state.status === 'chosen' && state.template === 'failed' && state.file && state.idempotencyKey) {
        queuedOptions = options;
        dispatch({ type: 'recheckTemplate' });
        dispatch({ type: 'queueStart' });
        void checkTemplate(state.file, state.idempotencyKey, options);
        return;
      }
      void run(options);
    },
    cancel() {
      if (state.status === 'processing') {
        cancelPending();
        return;
      }
      if (state.status !== 'uploading') return;
      const runId = state.run;
      abort();
      dispatch({ type: 'cancel', run: runId });
    },
    remove() {
      if (isImportRunning(state)) return;
      queuedOptions = null;
      dispatch({ type: 'remove' });
    },
    reset,
    close() {
      if (isImportRunning(state)) return true;
      reset();
      return false;
    },
  };
}

/** Import jobs by key, kept by an `ImportProvider` (or by the app) beyond any one dialog. */
export interface ImportJobStore {
  /** The job of `key`, created empty the first time. */
  job(key: string): ImportJob;
  /** Aborts every running import and forgets every job. */
  dispose(): void;
}

export function createImportJobStore(): ImportJobStore {
  const jobs = new Map<string, ImportJob>();
  return {
    job(key) {
      let job = jobs.get(key);
      if (!job) {
        job = createImportJob();
        jobs.set(key, job);
      }
      return job;
    },
    dispose() {
      for (const job of jobs.values()) job.reset();
      jobs.clear();
    },
  };
}
