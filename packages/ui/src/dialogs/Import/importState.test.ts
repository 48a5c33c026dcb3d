import { describe, expect, it } from 'vitest';
import {
  canStartImport,
  importReducer,
  importRowProgress,
  initialImportState,
  type ImportAction,
  type ImportResult,
  type ImportState,
} from './importState';

const file = new File(['a,b'], 'tenants.xlsx');
const other = new File(['c,d'], 'companies.xlsx');
const empty: ImportResult = { successCount: 0, failureCount: 0, errors: [] };

const reduce = (actions: readonly ImportAction[], from: ImportState = initialImportState) =>
  actions.reduce(importReducer, from);

const chosen = reduce([{ type: 'choose', file, idempotencyKey: 'k1', checking: false }]);
const uploading = reduce([{ type: 'start', large: false }], chosen);

describe('importReducer', () => {
  it('keeps the chosen file when a later choice is refused', () => {
    const next = importReducer(chosen, {
      type: 'refuse',
      problem: { code: 'wrongFormat', fileName: 'scan.pdf', accept: ['.xlsx'] },
    });
    expect(next.file).toBe(file);
    expect(next.status).toBe('chosen');
    expect(next.problem?.code).toBe('wrongFormat');
  });

  it('clears the problem when another file is chosen', () => {
    const refused = importReducer(chosen, { type: 'refuse', problem: { code: 'missing' } });
    const next = importReducer(refused, {
      type: 'choose',
      file: other,
      idempotencyKey: 'k2',
      checking: false,
    });
    expect(next.problem).toBeNull();
    expect(next.file).toBe(other);
  });

  it('refuses a file whose template check says it is not the template', () => {
    const checking = reduce([{ type: 'choose', file, idempotencyKey: 'k1', checking: true }]);
    const next = importReducer(checking, { type: 'templateChecked', idempotencyKey: 'k1', check: false });
    expect(next.template).toBe('wrong');
    expect(next.problem).toEqual({ code: 'wrongTemplate', fileName: 'tenants.xlsx' });
    expect(canStartImport(next)).toBe(false);
  });

  it('keeps the rows the template check counted', () => {
    const checking = reduce([{ type: 'choose', file, idempotencyKey: 'k1', checking: true }]);
    const next = importReducer(checking, {
      type: 'templateChecked',
      idempotencyKey: 'k1',
      check: { ok: true, rows: 8000 },
    });
    expect(next).toMatchObject({ template: 'ok', rows: 8000 });
  });

  it('ignores the template check of a file chosen before', () => {
    const checking = reduce([
      { type: 'choose', file, idempotencyKey: 'k1', checking: true },
      { type: 'choose', file: other, idempotencyKey: 'k2', checking: true },
    ]);
    expect(importReducer(checking, { type: 'templateChecked', idempotencyKey: 'k1', check: false })).toBe(
      checking,
    );
  });

  it('does not start while the template is being checked', () => {
    const checking = reduce([{ type: 'choose', file, idempotencyKey: 'k1', checking: true }]);
    expect(importReducer(checking, { type: 'start', large: false })).toBe(checking);
  });

  it('starts an upload at 0% with a new run', () => {
    expect(uploading).toMatchObject({ status: 'uploading', progress: 0, run: chosen.run + 1 });
  });

  it('never moves the progress backwards', () => {
    const next = reduce(
      [
        { type: 'progress', run: uploading.run, progress: 60 },
        { type: 'progress', run: uploading.run, progress: 40 },
      ],
      uploading,
    );
    expect(next.progress).toBe(60);
  });

  it('ignores the progress and answer of an earlier run', () => {
    const next = reduce(
      [
        { type: 'progress', run: uploading.run - 1, progress: 80 },
        { type: 'answer', run: uploading.run - 1, result: { successCount: 1, failureCount: 0, errors: [] } },
      ],
      uploading,
    );
    expect(next).toBe(uploading);
  });

  it('shows a final answer as the result', () => {
    const result = { successCount: 12, failureCount: 0, errors: [] };
    const next = importReducer(uploading, { type: 'answer', run: uploading.run, result });
    expect(next).toMatchObject({ status: 'done', result });
  });

  it('waits on the server for a pending answer that can be awaited, as a large import', () => {
    const result = {
      successCount: 0,
      failureCount: 0,
      errors: [],
      pending: true,
      waitForCompletion: async () => ({ successCount: 1, failureCount: 0, errors: [] }),
    };
    const next = importReducer(uploading, { type: 'answer', run: uploading.run, result });
    expect(next).toMatchObject({ status: 'processing', large: true });
  });

  it('keeps the file and the key when the upload fails', () => {
    const next = importReducer(uploading, { type: 'fail', run: uploading.run, error: new Error('offline') });
    expect(next).toMatchObject({ status: 'failed', file, idempotencyKey: 'k1' });
    expect(canStartImport(next)).toBe(true);
  });

  it('goes back to the chosen file when the upload is cancelled', () => {
    const next = importReducer(uploading, { type: 'cancel', run: uploading.run });
    expect(next).toMatchObject({ status: 'chosen', file, cancelled: true });
    expect(next.run).toBeGreaterThan(uploading.run);
  });

  it('does not remove the file while the import runs', () => {
    expect(importReducer(uploading, { type: 'remove' })).toBe(uploading);
  });

  it('forgets everything on reset, moving past the running upload', () => {
    const next = importReducer(uploading, { type: 'reset' });
    expect(next).toMatchObject({ status: 'empty', file: null, problem: null });
    expect(next.run).toBeGreaterThan(uploading.run);
  });
});

describe('importReducer: a pending import on the service', () => {
  const pending: ImportResult = {
    successCount: 0,
    failureCount: 0,
    errors: [],
    pending: true,
    processedRows: 0,
    totalRows: 5000,
    waitForCompletion: async () => ({ successCount: 5000, failureCount: 0, errors: [] }),
    cancel: async () => ({ successCount: 0, failureCount: 5000, errors: [], cancelled: true }),
  };
  const processing = importReducer(uploading, { type: 'answer', run: uploading.run, result: pending });

  it('refreshes the counts from an update, keeping what the update leaves out', () => {
    const next = importReducer(processing, {
      type: 'update',
      run: processing.run,
      result: { successCount: 1197, failureCount: 3, errors: [], processedRows: 1200 },
    });
    expect(next.status).toBe('processing');
    expect(next.result).toMatchObject({
      processedRows: 1200,
      totalRows: 5000,
      failureCount: 3,
      pending: true,
    });
    expect(next.result?.cancel).toBe(pending.cancel);
  });

  it('ignores an update of an earlier run, or once the import has ended', () => {
    const update = { successCount: 1, failureCount: 0, errors: [], processedRows: 1 };
    expect(importReducer(processing, { type: 'update', run: processing.run - 1, result: update })).toBe(
      processing,
    );
    const done = importReducer(processing, {
      type: 'answer',
      run: processing.run,
      result: { successCount: 5000, failureCount: 0, errors: [] },
    });
    expect(importReducer(done, { type: 'update', run: done.run, result: update })).toBe(done);
  });

  it('marks a cancel asked for, once, and clears it with the answer', () => {
    const cancelling = importReducer(processing, { type: 'cancelPending', run: processing.run });
    expect(cancelling).toMatchObject({ status: 'processing', cancelling: true });
    expect(importReducer(cancelling, { type: 'cancelPending', run: processing.run })).toBe(cancelling);
    const answered = importReducer(cancelling, {
      type: 'answer',
      run: processing.run,
      result: { successCount: 1200, failureCount: 3800, errors: [], cancelled: true },
    });
    expect(answered).toMatchObject({ status: 'done', cancelling: false, cancelFailed: false });
  });

  it('says when the cancel failed, and lets it be asked again', () => {
    const cancelling = importReducer(processing, { type: 'cancelPending', run: processing.run });
    const failed = importReducer(cancelling, { type: 'cancelPendingFailed', run: processing.run });
    expect(failed).toMatchObject({ status: 'processing', cancelling: false, cancelFailed: true });
    expect(importReducer(failed, { type: 'cancelPending', run: processing.run })).toMatchObject({
      cancelling: true,
      cancelFailed: false,
    });
  });

  it('does not cancel a pending result that cannot be cancelled', () => {
    const without = importReducer(uploading, {
      type: 'answer',
      run: uploading.run,
      result: { ...pending, cancel: undefined },
    });
    expect(importReducer(without, { type: 'cancelPending', run: without.run })).toBe(without);
  });
});

describe('importRowProgress', () => {
  it('is the rows handled of the rows of the file', () => {
    expect(importRowProgress({ ...empty, processedRows: 1200, totalRows: 5000 })).toEqual({
      processed: 1200,
      total: 5000,
    });
  });

  it('is unknown without both counts, or without rows', () => {
    expect(importRowProgress(null)).toBeUndefined();
    expect(importRowProgress({ ...empty, totalRows: 5000 })).toBeUndefined();
    expect(importRowProgress({ ...empty, processedRows: 0, totalRows: 0 })).toBeUndefined();
  });

  it('never goes past the total', () => {
    expect(importRowProgress({ ...empty, processedRows: 5100, totalRows: 5000 })?.processed).toBe(5000);
  });
});
