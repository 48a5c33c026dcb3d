import { describe, expect, it, vi } from 'vitest';
import { createExportJob, type ExportRun } from './exportJob';
import type { ExportResult } from './exportMachine';

const file: ExportResult = { fileName: 'tenants.xlsx', size: 1024, download: () => undefined };

/** A promise and its resolve/reject, to settle a call when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createExportJob', () => {
  it('runs nothing before start', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    createExportJob({ run });
    await settle();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs once however often it is started', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    const job = createExportJob({ run });
    job.start();
    job.start();
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('resolves its outcome with the file', async () => {
    const job = createExportJob({ run: async () => file });
    job.start();
    await expect(job.outcome).resolves.toEqual({ status: 'succeeded', result: file });
  });

  it('passes the verification token to the run', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    const job = createExportJob({ run, needsVerification: true, verify: async () => 'vt-42' });
    job.start();
    await job.outcome;
    expect(run.mock.calls[0]?.[1]).toEqual({ verificationToken: 'vt-42', rowLimit: undefined });
  });

  it('passes the row limit once the user chose the first lines', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    const job = createExportJob({ run, estimatedRows: 25_000 });
    job.start();
    job.exportFirst();
    await job.outcome;
    expect(run.mock.calls[0]?.[1]).toEqual({ verificationToken: undefined, rowLimit: 10_000 });
  });

  it('hands its signal to the verification, so that cancelling closes it', async () => {
    let seen: AbortSignal | undefined;
    const job = createExportJob({
      run: async () => file,
      needsVerification: true,
      verify: ({ signal }) => {
        seen = signal;
        return new Promise(() => undefined);
      },
    });
    job.start();
    await settle();
    job.cancel();
    expect(seen?.aborted).toBe(true);
  });

  it('aborts the run on cancel', async () => {
    let seen: AbortSignal | undefined;
    const job = createExportJob({
      run: (signal) => {
        seen = signal;
        return new Promise(() => undefined);
      },
    });
    job.start();
    await settle();
    job.cancel();
    expect(seen?.aborted).toBe(true);
  });

  it('resolves its outcome as cancelled on cancel', async () => {
    const job = createExportJob({ run: () => new Promise(() => undefined) });
    job.start();
    job.cancel();
    await expect(job.outcome).resolves.toEqual({ status: 'cancelled' });
  });

  it('is cancelled when the verification is', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    const job = createExportJob({ run, needsVerification: true, verify: async () => null });
    job.start();
    await expect(job.outcome).resolves.toEqual({ status: 'cancelled' });
    expect(run).not.toHaveBeenCalled();
  });

  it('fails, without running, when the verification fails', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    const job = createExportJob({
      run,
      needsVerification: true,
      verify: () => Promise.reject(new Error('gateway down')),
    });
    job.start();
    await settle();
    expect([job.getState().phase, job.getState().failedStep, run.mock.calls.length]).toEqual([
      'failed',
      'verification',
      0,
    ]);
  });

  it('fails when it needs a verification and has none', async () => {
    const job = createExportJob({ run: async () => file, needsVerification: true });
    job.start();
    await settle();
    expect(job.getState().phase).toBe('failed');
  });

  it('keeps the error of a failed run', async () => {
    const error = new Error('500');
    const job = createExportJob({ run: () => Promise.reject(error) });
    job.start();
    await settle();
    expect(job.getState().error).toBe(error);
  });

  it('catches a run that throws instead of rejecting', async () => {
    const job = createExportJob({
      run: () => {
        throw new Error('sync');
      },
    });
    job.start();
    await settle();
    expect(job.getState().phase).toBe('failed');
  });

  it('runs again on reload, with a fresh signal', async () => {
    const signals: AbortSignal[] = [];
    let calls = 0;
    const job = createExportJob({
      run: (signal) => {
        signals.push(signal);
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('once')) : Promise.resolve(file);
      },
    });
    job.start();
    await settle();
    job.reload();
    await expect(job.outcome).resolves.toEqual({ status: 'succeeded', result: file });
    expect(signals[0]).not.toBe(signals[1]);
  });

  it('resolves narrowed when the user goes back to the filters', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    const job = createExportJob({ run, estimatedRows: 25_000 });
    job.start();
    job.narrow();
    await expect(job.outcome).resolves.toEqual({ status: 'narrowed' });
    expect(run).not.toHaveBeenCalled();
  });

  it('ignores a run that answers after it was cancelled', async () => {
    const answer = deferred<ExportResult>();
    const job = createExportJob({ run: () => answer.promise });
    job.start();
    job.cancel();
    answer.resolve(file);
    await settle();
    expect(job.getState().phase).toBe('cancelled');
  });

  it('tells its listeners of each change', async () => {
    const job = createExportJob({ run: async () => file });
    const listener = vi.fn();
    job.subscribe(listener);
    job.start();
    await job.outcome;
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const job = createExportJob({ run: async () => file });
    const listener = vi.fn();
    job.subscribe(listener)();
    job.start();
    await job.outcome;
    expect(listener).not.toHaveBeenCalled();
  });

  it('times the run with its clock', async () => {
    let now = 1_000;
    const answer = deferred<ExportResult>();
    const job = createExportJob({ run: () => answer.promise }, { now: () => now });
    job.start();
    now = 9_000;
    answer.resolve(file);
    await job.outcome;
    expect([job.getState().startedAt, job.getState().finishedAt]).toEqual([1_000, 9_000]);
  });

  it('downloads the file of a finished export', async () => {
    const download = vi.fn(async () => undefined);
    const job = createExportJob({ run: async () => ({ fileName: 'a.xlsx', download }) });
    job.start();
    await job.outcome;
    await job.download();
    expect([download.mock.calls.length, job.getState().downloading]).toEqual([1, false]);
  });

  it('keeps a failed download to show', async () => {
    const error = new Error('blocked');
    const job = createExportJob({
      run: async () => ({ fileName: 'a.xlsx', download: () => Promise.reject(error) }),
    });
    job.start();
    await job.outcome;
    await job.download();
    expect(job.getState().downloadError).toBe(error);
  });
});
