import { describe, expect, it, vi } from 'vitest';
import {
  createImportJob,
  createImportJobStore,
  type ImportJobOptions,
  type ImportUploadOptions,
} from './importJob';
import type { ImportResult } from './importState';

const workbook = (name = 'tenants.xlsx') => new File(['header,row'], name);
const ok: ImportResult = { successCount: 2, failureCount: 0, errors: [] };

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createImportJob', () => {
  it('retries the same file with the same idempotency key after a failure', async () => {
    const calls: { file: File; key: string }[] = [];
    const upload = vi.fn(async (file: File, { idempotencyKey }: ImportUploadOptions) => {
      calls.push({ file, key: idempotencyKey });
      if (calls.length === 1) throw new Error('offline');
      return ok;
    });
    const job = createImportJob();
    const chosen = workbook();
    job.choose(chosen, { upload });
    job.start({ upload });
    await flush();
    expect(job.getState().status).toBe('failed');
    job.start({ upload });
    await flush();
    expect(job.getState().status).toBe('done');
    expect(calls[1]?.file).toBe(chosen);
    expect(calls[1]?.key).toBe(calls[0]?.key);
  });

  it('gives another file another idempotency key', () => {
    const job = createImportJob();
    job.choose(workbook('a.xlsx'), { upload: async () => ok });
    const first = job.getState().idempotencyKey;
    job.choose(workbook('b.xlsx'), { upload: async () => ok });
    expect(job.getState().idempotencyKey).not.toBe(first);
  });

  it('keeps the earlier file when the next one is refused', () => {
    const job = createImportJob();
    const chosen = workbook();
    job.choose(chosen, { upload: async () => ok });
    job.choose(new File(['x'], 'scan.pdf'), { upload: async () => ok });
    expect(job.getState().file).toBe(chosen);
    expect(job.getState().problem?.code).toBe('wrongFormat');
  });

  it('refuses Import without a file', () => {
    const job = createImportJob();
    job.start({ upload: async () => ok });
    expect(job.getState().problem).toEqual({ code: 'missing' });
  });

  it('aborts the signal on cancel and keeps the file chosen', async () => {
    let signal: AbortSignal | undefined;
    const upload = (_file: File, options: ImportUploadOptions) => {
      signal = options.signal;
      return new Promise<ImportResult>((_resolve, reject) =>
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const job = createImportJob();
    const chosen = workbook();
    job.choose(chosen, { upload });
    job.start({ upload });
    job.cancel();
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(job.getState()).toMatchObject({ status: 'chosen', file: chosen, cancelled: true });
  });

  it('reports progress from the upload', () => {
    let report: ImportUploadOptions['onProgress'] | undefined;
    const upload = (_file: File, options: ImportUploadOptions) => {
      report = options.onProgress;
      return new Promise<ImportResult>(() => undefined);
    };
    const job = createImportJob();
    job.choose(workbook(), { upload });
    job.start({ upload });
    report?.({ loaded: 45, total: 100, percent: 45 });
    expect(job.getState().progress).toBe(45);
  });

  it('starts an Import pressed during the template check once the template passes', async () => {
    const check = deferred<boolean>();
    const upload = vi.fn(async () => ok);
    const options: ImportJobOptions = { upload, checkTemplate: () => check.promise };
    const job = createImportJob();
    job.choose(workbook(), options);
    job.start(options);
    expect(job.getState().queued).toBe(true);
    check.resolve(true);
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('does not start a queued Import when the template is wrong', async () => {
    const upload = vi.fn(async () => ok);
    const options: ImportJobOptions = { upload, checkTemplate: async () => false };
    const job = createImportJob();
    job.choose(workbook(), options);
    job.start(options);
    await flush();
    expect(upload).not.toHaveBeenCalled();
    expect(job.getState().problem?.code).toBe('wrongTemplate');
  });

  it('checks the template again on Import when the check failed to run', async () => {
    const checkTemplate = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(true);
    const upload = vi.fn(async () => ok);
    const options: ImportJobOptions = { upload, checkTemplate };
    const job = createImportJob();
    job.choose(workbook(), options);
    await flush();
    expect(job.getState().problem?.code).toBe('templateCheckFailed');
    job.start(options);
    await flush();
    expect(checkTemplate).toHaveBeenCalledTimes(2);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('marks the import large from the rows the template check counted', async () => {
    const upload = () => new Promise<ImportResult>(() => undefined);
    const options: ImportJobOptions = { upload, checkTemplate: async () => ({ ok: true, rows: 9000 }) };
    const job = createImportJob();
    job.choose(workbook(), options);
    await flush();
    job.start(options);
    expect(job.getState().large).toBe(true);
  });

  it('keeps a running import when closed, and forgets a finished one', async () => {
    const answer = deferred<ImportResult>();
    const upload = () => answer.promise;
    const job = createImportJob();
    job.choose(workbook(), { upload });
    job.start({ upload });
    expect(job.close()).toBe(true);
    expect(job.getState().status).toBe('uploading');
    answer.resolve(ok);
    await flush();
    expect(job.getState().status).toBe('done');
    expect(job.close()).toBe(false);
    expect(job.getState().status).toBe('empty');
  });

  it('calls onDone with the final result after waiting for a pending import', async () => {
    const final: ImportResult = { successCount: 9000, failureCount: 0, errors: [] };
    const onDone = vi.fn();
    const upload = async (): Promise<ImportResult> => ({
      successCount: 0,
      failureCount: 0,
      errors: [],
      pending: true,
      waitForCompletion: async () => final,
    });
    const job = createImportJob();
    job.choose(workbook(), { upload, onDone });
    job.start({ upload, onDone });
    await flush();
    expect(job.getState().result).toBe(final);
    expect(onDone).toHaveBeenCalledWith(final);
  });

  it('ignores the answer of an import reset meanwhile', async () => {
    const answer = deferred<ImportResult>();
    const onDone = vi.fn();
    const upload = () => answer.promise;
    const job = createImportJob();
    job.choose(workbook(), { upload, onDone });
    job.start({ upload, onDone });
    job.reset();
    answer.resolve(ok);
    await flush();
    expect(job.getState().status).toBe('empty');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('tells its subscribers of each change until they unsubscribe', () => {
    const job = createImportJob();
    const listener = vi.fn();
    const unsubscribe = job.subscribe(listener);
    job.start({ upload: async () => ok });
    unsubscribe();
    job.reset();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('createImportJob: a pending import on the service', () => {
  /** A pending answer whose wait and cancel the test drives. */
  function pendingImport() {
    const end = deferred<ImportResult>();
    const cancelAnswer = deferred<ImportResult>();
    let update: ((result: ImportResult) => void) | undefined;
    let waitSignal: AbortSignal | undefined;
    const cancel = vi.fn(() => cancelAnswer.promise);
    const waitForCompletion = vi.fn((signal: AbortSignal, onUpdate?: (result: ImportResult) => void) => {
      waitSignal = signal;
      update = onUpdate;
      return end.promise;
    });
    const answer: ImportResult = {
      successCount: 0,
      failureCount: 0,
      errors: [],
      pending: true,
      processedRows: 0,
      totalRows: 5000,
      waitForCompletion,
      cancel,
    };
    const onDone = vi.fn();
    const options: ImportJobOptions = { upload: async () => answer, onDone };
    const job = createImportJob();
    job.choose(workbook(), options);
    job.start(options);
    return {
      job,
      end,
      cancelAnswer,
      cancel,
      onDone,
      update: (result: ImportResult) => update?.(result),
      waitSignal: () => waitSignal,
    };
  }

  const cancelledResult: ImportResult = {
    successCount: 1200,
    failureCount: 3800,
    errors: [],
    cancelled: true,
  };

  it('shows the counts the wait reports through onUpdate', async () => {
    const { job, update } = pendingImport();
    await flush();
    expect(job.getState().status).toBe('processing');
    update({ successCount: 1197, failureCount: 3, errors: [], processedRows: 1200 });
    expect(job.getState().result).toMatchObject({ processedRows: 1200, totalRows: 5000, failureCount: 3 });
  });

  it('still takes a wait that reports nothing on the way', async () => {
    const final: ImportResult = { successCount: 5000, failureCount: 0, errors: [] };
    const upload = async (): Promise<ImportResult> => ({
      ...ok,
      pending: true,
      waitForCompletion: async (signal) => {
        expect(signal).toBeInstanceOf(AbortSignal);
        return final;
      },
    });
    const job = createImportJob();
    job.choose(workbook(), { upload });
    job.start({ upload });
    await flush();
    expect(job.getState()).toMatchObject({ status: 'done', result: final });
  });

  it('cancels on the service: the answer becomes the result and the wait is stopped', async () => {
    const { job, cancel, cancelAnswer, onDone, waitSignal } = pendingImport();
    await flush();
    job.cancel();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(job.getState()).toMatchObject({ status: 'processing', cancelling: true });
    job.cancel();
    expect(cancel).toHaveBeenCalledTimes(1);
    cancelAnswer.resolve(cancelledResult);
    await flush();
    expect(job.getState()).toMatchObject({ status: 'done', result: cancelledResult, cancelling: false });
    expect(waitSignal()?.aborted).toBe(true);
    expect(onDone).toHaveBeenCalledWith(cancelledResult);
  });

  it('ignores updates the stopped wait reports after the cancel', async () => {
    const { job, cancelAnswer, update } = pendingImport();
    await flush();
    job.cancel();
    cancelAnswer.resolve(cancelledResult);
    await flush();
    update({ successCount: 1300, failureCount: 0, errors: [], processedRows: 1300 });
    expect(job.getState().result).toBe(cancelledResult);
  });

  it('keeps waiting when the cancel failed, and lets it be asked again', async () => {
    const { job, cancel, cancelAnswer, end } = pendingImport();
    await flush();
    job.cancel();
    cancelAnswer.reject(new Error('offline'));
    await flush();
    expect(job.getState()).toMatchObject({ status: 'processing', cancelling: false, cancelFailed: true });
    job.cancel();
    expect(cancel).toHaveBeenCalledTimes(2);
    end.resolve({ successCount: 5000, failureCount: 0, errors: [] });
    await flush();
    expect(job.getState()).toMatchObject({ status: 'done', cancelFailed: false });
  });

  it('shows the end that came before the answer of the cancel', async () => {
    const final: ImportResult = { successCount: 5000, failureCount: 0, errors: [] };
    const { job, cancelAnswer, end, onDone } = pendingImport();
    await flush();
    job.cancel();
    end.resolve(final);
    await flush();
    cancelAnswer.resolve(cancelledResult);
    await flush();
    expect(job.getState().result).toBe(final);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('waits on when the answer of the cancel is still pending', async () => {
    const { job, cancelAnswer } = pendingImport();
    await flush();
    const final: ImportResult = { ...cancelledResult };
    job.cancel();
    cancelAnswer.resolve({
      ...ok,
      pending: true,
      processedRows: 1200,
      totalRows: 5000,
      waitForCompletion: async () => final,
    });
    await flush();
    expect(job.getState()).toMatchObject({ status: 'done', result: final });
  });

  it('stops waiting, and forgets a late cancel answer, on reset', async () => {
    const { job, cancelAnswer, waitSignal, onDone } = pendingImport();
    await flush();
    job.cancel();
    job.reset();
    expect(waitSignal()?.aborted).toBe(true);
    cancelAnswer.resolve(cancelledResult);
    await flush();
    expect(job.getState().status).toBe('empty');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('does nothing on cancel when the pending result cannot be cancelled', async () => {
    const upload = async (): Promise<ImportResult> => ({
      ...ok,
      pending: true,
      waitForCompletion: () => new Promise<ImportResult>(() => undefined),
    });
    const job = createImportJob();
    job.choose(workbook(), { upload });
    job.start({ upload });
    await flush();
    const before = job.getState();
    job.cancel();
    expect(job.getState()).toBe(before);
  });
});

describe('createImportJobStore', () => {
  it('gives the same job for one key and another for another key', () => {
    const store = createImportJobStore();
    expect(store.job('tenants')).toBe(store.job('tenants'));
    expect(store.job('tenants')).not.toBe(store.job('companies'));
  });

  it('aborts running imports when disposed', () => {
    let signal: AbortSignal | undefined;
    const upload = (_file: File, options: ImportUploadOptions) => {
      signal = options.signal;
      return new Promise<ImportResult>(() => undefined);
    };
    const store = createImportJobStore();
    const job = store.job('tenants');
    job.choose(workbook(), { upload });
    job.start({ upload });
    store.dispose();
    expect(signal?.aborted).toBe(true);
  });
});
