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
