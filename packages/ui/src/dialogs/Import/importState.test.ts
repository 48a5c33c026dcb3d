import { describe, expect, it } from 'vitest';
import {
  canStartImport,
  importReducer,
  initialImportState,
  type ImportAction,
  type ImportState,
} from './importState';

const file = new File(['a,b'], 'tenants.xlsx');
const other = new File(['c,d'], 'companies.xlsx');

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
