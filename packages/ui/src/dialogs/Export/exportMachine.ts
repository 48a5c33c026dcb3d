/**
 * The states of an export (spec §4): loading, then success with a download button or an error with
 * reload; cancel at any time; an identity verification first where the export needs one (§6); the cap
 * of 10,000 expense lines (§9) told before the user waits for an export the server would refuse.
 * Pure: no React, no timers; the time is passed in.
 */

/** The most lines one export holds (spec §9: 10,000 expense lines; the operation-service caps every export so). */
export const EXPORT_MAX_ROWS = 10_000;

/** What a finished export hands back. */
export interface ExportResult {
  /** The name the file is saved under. */
  readonly fileName: string;
  /** In bytes, when known. */
  readonly size?: number | undefined;
  /** The number of lines exported, when known. */
  readonly rows?: number | undefined;
  /** Saves the file for the user (the Download button). */
  download(): Promise<void> | void;
}

/**
 * - `capExceeded`: more lines than an export holds; the user narrows the filters or exports the first
 *   `maxRows`.
 * - `verifying`: waiting for the identity verification token.
 * - `running`: the export is being prepared.
 * - `succeeded`: the file is ready to download.
 * - `failed`: the verification or the export failed; reload runs it again.
 * - `cancelled`: stopped by the user (or the verification was cancelled); the end of the job.
 * - `narrowed`: the user went back to narrow the filters; nothing was run.
 */
export type ExportPhase =
  'capExceeded' | 'verifying' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'narrowed';

export interface ExportState {
  readonly phase: ExportPhase;
  /** Whether the export needs a verification token before each run. */
  readonly needsVerification: boolean;
  readonly estimatedRows: number | undefined;
  readonly maxRows: number;
  /** Set once the user chose to export only the first `maxRows` lines. */
  readonly rowLimit: number | undefined;
  /** Counts the runs: an answer of an earlier run is ignored. */
  readonly attempt: number;
  /** When the current run started and ended, in epoch milliseconds. */
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly result: ExportResult | null;
  /** What the verification or the run failed with. */
  readonly error: unknown;
  readonly failedStep: 'verification' | 'run' | null;
  /** The Download button's call. */
  readonly downloading: boolean;
  readonly downloadError: unknown;
}

export interface ExportStart {
  readonly needsVerification?: boolean | undefined;
  readonly estimatedRows?: number | undefined;
  readonly maxRows?: number | undefined;
}

export type ExportEvent =
  | { readonly type: 'exportFirst'; readonly now: number }
  | { readonly type: 'narrow' }
  | { readonly type: 'verified'; readonly attempt: number; readonly now: number }
  | { readonly type: 'verificationCancelled'; readonly attempt: number; readonly now: number }
  | {
      readonly type: 'verificationFailed';
      readonly attempt: number;
      readonly error: unknown;
      readonly now: number;
    }
  | {
      readonly type: 'succeeded';
      readonly attempt: number;
      readonly result: ExportResult;
      readonly now: number;
    }
  | { readonly type: 'failed'; readonly attempt: number; readonly error: unknown; readonly now: number }
  | { readonly type: 'cancel'; readonly now: number }
  | { readonly type: 'reload'; readonly now: number }
  | { readonly type: 'downloadStarted' }
  | { readonly type: 'downloadFinished' }
  | { readonly type: 'downloadFailed'; readonly error: unknown };

/** True when an estimate goes over the cap: the user is asked before anything runs. */
export function exceedsCap(estimatedRows: number | undefined, maxRows: number = EXPORT_MAX_ROWS): boolean {
  return estimatedRows !== undefined && Number.isFinite(estimatedRows) && estimatedRows > maxRows;
}

/** The phase a run starts in: the verification first when the export needs it. */
function begin(state: ExportState, now: number): ExportState {
  const attempt = state.attempt + 1;
  const common = {
    ...state,
    attempt,
    result: null,
    error: null,
    failedStep: null,
    downloading: false,
    downloadError: null,
    finishedAt: null,
  };
  return state.needsVerification
    ? { ...common, phase: 'verifying', startedAt: null }
    : { ...common, phase: 'running', startedAt: now };
}

/** The first state of an export: the cap question, the verification, or the run itself. */
export function initialExportState(start: ExportStart, now: number): ExportState {
  const maxRows = start.maxRows ?? EXPORT_MAX_ROWS;
  const state: ExportState = {
    phase: 'capExceeded',
    needsVerification: start.needsVerification ?? false,
    estimatedRows: start.estimatedRows,
    maxRows,
    rowLimit: undefined,
    attempt: 0,
    startedAt: null,
    finishedAt: null,
    result: null,
    error: null,
    failedStep: null,
    downloading: false,
    downloadError: null,
  };
  return exceedsCap(start.estimatedRows, maxRows) ? state : begin(state, now);
}

/** True while something is under way that Cancel stops. */
export function isExportActive(state: ExportState): boolean {
  return state.phase === 'capExceeded' || state.phase === 'verifying' || state.phase === 'running';
}

/** True once the export came to an end that reopening should not show again (a new job starts). */
export function isExportDropped(state: ExportState): boolean {
  return state.phase === 'cancelled' || state.phase === 'narrowed';
}

/** Whole seconds the current run has taken so far (running) or took (finished). */
export function elapsedSeconds(state: ExportState, now: number): number {
  if (state.startedAt === null) return 0;
  const end = state.finishedAt ?? now;
  return Math.max(0, Math.floor((end - state.startedAt) / 1000));
}

/** `7` gives `0:07`, `65` gives `1:05`, `3723` gives `1:02:03`. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The next state. Events that do not apply (a late answer of a cancelled run) leave it as it is. */
export function exportReducer(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'exportFirst':
      if (state.phase !== 'capExceeded') return state;
      return begin({ ...state, rowLimit: state.maxRows }, event.now);
    case 'narrow':
      if (state.phase !== 'capExceeded') return state;
      return { ...state, phase: 'narrowed' };
    case 'verified':
      if (state.phase !== 'verifying' || event.attempt !== state.attempt) return state;
      return { ...state, phase: 'running', startedAt: event.now };
    case 'verificationCancelled':
      if (state.phase !== 'verifying' || event.attempt !== state.attempt) return state;
      return { ...state, phase: 'cancelled', finishedAt: event.now };
    case 'verificationFailed':
      if (state.phase !== 'verifying' || event.attempt !== state.attempt) return state;
      return {
        ...state,
        phase: 'failed',
        error: event.error,
        failedStep: 'verification',
        finishedAt: event.now,
      };
    case 'succeeded':
      if (state.phase !== 'running' || event.attempt !== state.attempt) return state;
      return { ...state, phase: 'succeeded', result: event.result, finishedAt: event.now };
    case 'failed':
      if (state.phase !== 'running' || event.attempt !== state.attempt) return state;
      return { ...state, phase: 'failed', error: event.error, failedStep: 'run', finishedAt: event.now };
    case 'cancel':
      if (!isExportActive(state)) return state;
      return { ...state, phase: 'cancelled', finishedAt: event.now };
    case 'reload':
      // The cap question was answered before the first run: a reload goes to the verification or the run.
      if (state.phase !== 'failed') return state;
      return begin(state, event.now);
    case 'downloadStarted':
      if (state.phase !== 'succeeded' || state.downloading) return state;
      return { ...state, downloading: true, downloadError: null };
    case 'downloadFinished':
      if (!state.downloading) return state;
      return { ...state, downloading: false };
    case 'downloadFailed':
      if (!state.downloading) return state;
      return { ...state, downloading: false, downloadError: event.error };
  }
}
