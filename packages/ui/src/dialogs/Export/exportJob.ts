import {
  exportReducer,
  initialExportState,
  type ExportEvent,
  type ExportResult,
  type ExportState,
} from './exportMachine';

/** What a run is given besides its abort signal. */
export interface ExportRunContext {
  /** The token of the identity verification, when the export needed one. */
  readonly verificationToken?: string | undefined;
  /** Set when the user chose to export only the first `maxRows` lines: ask the server for no more. */
  readonly rowLimit?: number | undefined;
}

/** Prepares the file. Abort on `signal` (Cancel). Transport-free: the app wires it to `@opsdesk/http`. */
export type ExportRun = (signal: AbortSignal, context: ExportRunContext) => Promise<ExportResult>;

/**
 * Asks for the identity verification and resolves to its token, or to `null`/`undefined` when the user
 * cancelled; rejecting means it failed. `useSecurityVerification()` returns one; so does
 * `@opsdesk/http`'s `VerifyIdentity` shape.
 */
export type ExportVerify = (request: {
  readonly signal?: AbortSignal | undefined;
}) => Promise<string | null | undefined>;

/** What an export job needs to run. */
export interface ExportJobOptions {
  readonly run: ExportRun;
  /** Asks for a verification token before each run (spec §6: exports require one). */
  readonly needsVerification?: boolean | undefined;
  /**
   * The verification; with `needsVerification`, the dialogs take the `SecurityVerificationProvider`'s
   * when this is left out, and the export fails if there is none.
   */
  readonly verify?: ExportVerify | undefined;
  /** The lines the filters select, when the screen knows it: above `maxRows` the user is asked first. */
  readonly estimatedRows?: number | undefined;
  /** The most lines one export holds; 10,000 (`EXPORT_MAX_ROWS`) by default. */
  readonly maxRows?: number | undefined;
}

/** How a job ended: its file, a cancellation, or the user going back to narrow the filters. */
export type ExportOutcome =
  | { readonly status: 'succeeded'; readonly result: ExportResult }
  | { readonly status: 'cancelled' }
  | { readonly status: 'narrowed' };

/**
 * One export, alive whether a dialog shows it or not: closing the dialog does not stop it, and a
 * dialog opened on it again shows where it is. `cancel()` aborts it.
 */
export interface ExportJob {
  getState(): ExportState;
  /** Called after every change; returns the unsubscribe function (fits `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** Starts the verification or the run of the first state; later calls do nothing. */
  start(): void;
  /** Answers the cap question: export the first `maxRows` lines. */
  exportFirst(): void;
  /** Answers the cap question: go back and narrow the filters. */
  narrow(): void;
  /** Aborts the verification or the run. */
  cancel(): void;
  /** Runs a failed export again (the verification too, when it needs one). */
  reload(): void;
  /** Saves the file of a finished export; its failure is kept in the state (`downloadError`). */
  download(): Promise<void>;
  /** Settles once: with the file, a cancellation, or `narrowed`. A failure waits for a reload or a cancel. */
  readonly outcome: Promise<ExportOutcome>;
}

export interface ExportJobClock {
  /** Epoch milliseconds; `Date.now` by default. */
  readonly now?: () => number;
}

/** Creates an export job; nothing runs until `start()`. */
export function createExportJob(options: ExportJobOptions, clock: ExportJobClock = {}): ExportJob {
  const now = clock.now ?? Date.now;
  let state = initialExportState(options, now());
  let started = false;
  let controller = new AbortController();
  const listeners = new Set<() => void>();
  let settle: (outcome: ExportOutcome) => void = () => undefined;
  const outcome = new Promise<ExportOutcome>((resolve) => {
    settle = resolve;
  });

  const dispatch = (event: ExportEvent): boolean => {
    const previous = state;
    state = exportReducer(state, event);
    if (state === previous) return false;
    if (state.phase !== previous.phase) {
      if (state.phase === 'succeeded' && state.result) settle({ status: 'succeeded', result: state.result });
      else if (state.phase === 'cancelled') settle({ status: 'cancelled' });
      else if (state.phase === 'narrowed') settle({ status: 'narrowed' });
    }
    for (const listener of [...listeners]) listener();
    return true;
  };

  const run = (attempt: number, signal: AbortSignal, verificationToken: string | undefined) => {
    Promise.resolve()
      .then(() => options.run(signal, { verificationToken, rowLimit: state.rowLimit }))
      .then(
        (result) => dispatch({ type: 'succeeded', attempt, result, now: now() }),
        (error: unknown) => dispatch({ type: 'failed', attempt, error, now: now() }),
      );
  };

  const verifyThenRun = (attempt: number, signal: AbortSignal) => {
    const verify = options.verify;
    Promise.resolve()
      .then(() => {
        // A setup mistake, told on screen like any failed verification rather than thrown at render.
        if (!verify)
          throw new Error('This export needs an identity verification, and no `verify` was given.');
        return verify({ signal });
      })
      .then(
        (token) => {
          if (!token) {
            dispatch({ type: 'verificationCancelled', attempt, now: now() });
          } else if (dispatch({ type: 'verified', attempt, now: now() })) {
            run(attempt, signal, token);
          }
        },
        (error: unknown) => dispatch({ type: 'verificationFailed', attempt, error, now: now() }),
      );
  };

  /** Runs the side effect of the state just entered: a new attempt gets a new abort signal. */
  const proceed = () => {
    if (state.phase !== 'verifying' && state.phase !== 'running') return;
    controller = new AbortController();
    if (state.phase === 'verifying') verifyThenRun(state.attempt, controller.signal);
    else run(state.attempt, controller.signal, undefined);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      proceed();
    },
    exportFirst() {
      if (dispatch({ type: 'exportFirst', now: now() })) proceed();
    },
    narrow() {
      dispatch({ type: 'narrow' });
    },
    cancel() {
      if (dispatch({ type: 'cancel', now: now() })) controller.abort();
    },
    reload() {
      if (dispatch({ type: 'reload', now: now() })) proceed();
    },
    async download() {
      const result = state.result;
      if (!result || !dispatch({ type: 'downloadStarted' })) return;
      try {
        await result.download();
        dispatch({ type: 'downloadFinished' });
      } catch (error) {
        dispatch({ type: 'downloadFailed', error });
      }
    },
    outcome,
  };
}
