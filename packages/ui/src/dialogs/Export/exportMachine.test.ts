import { describe, expect, it } from 'vitest';
import {
  elapsedSeconds,
  exceedsCap,
  EXPORT_MAX_ROWS,
  exportReducer,
  formatElapsed,
  initialExportState,
  isExportActive,
  type ExportEvent,
  type ExportResult,
  type ExportState,
} from './exportMachine';

const file: ExportResult = { fileName: 'expense-lines.xlsx', size: 2048, download: () => undefined };

function play(state: ExportState, ...events: ExportEvent[]): ExportState {
  return events.reduce(exportReducer, state);
}

describe('the cap', () => {
  it('is 10,000 lines', () => {
    expect(EXPORT_MAX_ROWS).toBe(10_000);
  });

  it('is exceeded above the maximum', () => {
    expect(exceedsCap(10_001)).toBe(true);
  });

  it('is not exceeded at the maximum', () => {
    expect(exceedsCap(10_000)).toBe(false);
  });

  it('is not exceeded when nothing is estimated', () => {
    expect(exceedsCap(undefined)).toBe(false);
  });

  it('asks before running when the estimate is over the cap', () => {
    expect(initialExportState({ estimatedRows: 23_512 }, 0).phase).toBe('capExceeded');
  });

  it('uses the maximum it is given', () => {
    expect(initialExportState({ estimatedRows: 600, maxRows: 500 }, 0).phase).toBe('capExceeded');
  });

  it('limits the export to the maximum when the user exports the first lines', () => {
    const state = play(initialExportState({ estimatedRows: 23_512 }, 0), { type: 'exportFirst', now: 0 });
    expect([state.phase, state.rowLimit]).toEqual(['running', 10_000]);
  });

  it('verifies first when the user exports the first lines of an export that needs it', () => {
    const state = play(initialExportState({ estimatedRows: 23_512, needsVerification: true }, 0), {
      type: 'exportFirst',
      now: 0,
    });
    expect(state.phase).toBe('verifying');
  });

  it('runs nothing when the user goes back to narrow the filters', () => {
    const state = play(initialExportState({ estimatedRows: 23_512 }, 0), { type: 'narrow' });
    expect([state.phase, state.attempt]).toEqual(['narrowed', 0]);
  });
});

describe('the run', () => {
  it('starts running at once without verification', () => {
    const state = initialExportState({}, 5_000);
    expect([state.phase, state.startedAt, state.attempt]).toEqual(['running', 5_000, 1]);
  });

  it('starts with the verification when the export needs it', () => {
    expect(initialExportState({ needsVerification: true }, 0).phase).toBe('verifying');
  });

  it('runs once verified, timed from then', () => {
    const state = play(initialExportState({ needsVerification: true }, 0), {
      type: 'verified',
      attempt: 1,
      now: 7_000,
    });
    expect([state.phase, state.startedAt]).toEqual(['running', 7_000]);
  });

  it('is cancelled when the verification is', () => {
    const state = play(initialExportState({ needsVerification: true }, 0), {
      type: 'verificationCancelled',
      attempt: 1,
      now: 0,
    });
    expect(state.phase).toBe('cancelled');
  });

  it('fails when the verification fails', () => {
    const state = play(initialExportState({ needsVerification: true }, 0), {
      type: 'verificationFailed',
      attempt: 1,
      error: 'no gateway',
      now: 0,
    });
    expect([state.phase, state.failedStep, state.error]).toEqual(['failed', 'verification', 'no gateway']);
  });

  it('keeps the file when it succeeds', () => {
    const state = play(initialExportState({}, 0), {
      type: 'succeeded',
      attempt: 1,
      result: file,
      now: 3_000,
    });
    expect([state.phase, state.result, state.finishedAt]).toEqual(['succeeded', file, 3_000]);
  });

  it('keeps the error when it fails', () => {
    const state = play(initialExportState({}, 0), { type: 'failed', attempt: 1, error: 'boom', now: 0 });
    expect([state.phase, state.failedStep, state.error]).toEqual(['failed', 'run', 'boom']);
  });

  it('can be cancelled while running', () => {
    expect(play(initialExportState({}, 0), { type: 'cancel', now: 0 }).phase).toBe('cancelled');
  });

  it('can be cancelled at the cap question', () => {
    expect(play(initialExportState({ estimatedRows: 20_000 }, 0), { type: 'cancel', now: 0 }).phase).toBe(
      'cancelled',
    );
  });

  it('ignores the answer of a run cancelled meanwhile', () => {
    const state = play(
      initialExportState({}, 0),
      { type: 'cancel', now: 0 },
      { type: 'succeeded', attempt: 1, result: file, now: 0 },
    );
    expect(state.phase).toBe('cancelled');
  });

  it('ignores the answer of an earlier attempt', () => {
    const state = play(
      initialExportState({}, 0),
      { type: 'failed', attempt: 1, error: 'boom', now: 0 },
      { type: 'reload', now: 0 },
      { type: 'succeeded', attempt: 1, result: file, now: 0 },
    );
    expect([state.phase, state.attempt]).toEqual(['running', 2]);
  });

  it('cannot cancel a finished export', () => {
    const done = play(initialExportState({}, 0), { type: 'succeeded', attempt: 1, result: file, now: 0 });
    expect(play(done, { type: 'cancel', now: 0 })).toBe(done);
  });

  it('is active while asking, verifying or running, and not after', () => {
    const states = [
      initialExportState({ estimatedRows: 20_000 }, 0),
      initialExportState({ needsVerification: true }, 0),
      initialExportState({}, 0),
      play(initialExportState({}, 0), { type: 'failed', attempt: 1, error: 'x', now: 0 }),
    ];
    expect(states.map(isExportActive)).toEqual([true, true, true, false]);
  });
});

describe('reload', () => {
  it('runs a failed export again', () => {
    const state = play(
      initialExportState({}, 0),
      { type: 'failed', attempt: 1, error: 'boom', now: 1_000 },
      { type: 'reload', now: 2_000 },
    );
    expect([state.phase, state.error, state.startedAt, state.attempt]).toEqual(['running', null, 2_000, 2]);
  });

  it('verifies again before running again', () => {
    const state = play(
      initialExportState({ needsVerification: true }, 0),
      { type: 'verified', attempt: 1, now: 0 },
      { type: 'failed', attempt: 1, error: 'boom', now: 0 },
      { type: 'reload', now: 0 },
    );
    expect(state.phase).toBe('verifying');
  });

  it('keeps the choice of the first lines', () => {
    const state = play(
      initialExportState({ estimatedRows: 20_000 }, 0),
      { type: 'exportFirst', now: 0 },
      { type: 'failed', attempt: 1, error: 'boom', now: 0 },
      { type: 'reload', now: 0 },
    );
    expect([state.phase, state.rowLimit]).toEqual(['running', 10_000]);
  });

  it('does not restart a cancelled export', () => {
    const cancelled = play(initialExportState({}, 0), { type: 'cancel', now: 0 });
    expect(play(cancelled, { type: 'reload', now: 0 })).toBe(cancelled);
  });
});

describe('download', () => {
  const done = play(initialExportState({}, 0), { type: 'succeeded', attempt: 1, result: file, now: 0 });

  it('is marked while it runs', () => {
    expect(play(done, { type: 'downloadStarted' }).downloading).toBe(true);
  });

  it('keeps its failure to show', () => {
    const state = play(done, { type: 'downloadStarted' }, { type: 'downloadFailed', error: 'disk full' });
    expect([state.downloading, state.downloadError]).toEqual([false, 'disk full']);
  });

  it('clears an earlier failure when tried again', () => {
    const state = play(
      done,
      { type: 'downloadStarted' },
      { type: 'downloadFailed', error: 'disk full' },
      { type: 'downloadStarted' },
    );
    expect(state.downloadError).toBeNull();
  });
});

describe('elapsed time', () => {
  it('counts whole seconds while running', () => {
    expect(elapsedSeconds(initialExportState({}, 1_000), 13_999)).toBe(12);
  });

  it('stops when the export ends', () => {
    const done = play(initialExportState({}, 0), { type: 'succeeded', attempt: 1, result: file, now: 4_000 });
    expect(elapsedSeconds(done, 60_000)).toBe(4);
  });

  it('is zero before the run starts', () => {
    expect(elapsedSeconds(initialExportState({ needsVerification: true }, 0), 9_000)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect([formatElapsed(7), formatElapsed(65), formatElapsed(600)]).toEqual(['0:07', '1:05', '10:00']);
  });

  it('shows hours past an hour', () => {
    expect(formatElapsed(3_723)).toBe('1:02:03');
  });
});
