// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/ConfirmProvider';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { ImportProvider } from './ImportProvider';
import type { ImportUploadOptions } from './importJob';
import type { ImportResult } from './importState';
import { renderInUi } from '../../test/renderInUi';
import { importTexts, renderImport, WithImportMessages } from './test/withImportMessages';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = (name = 'tenants.xlsx', size = 2048, type = XLSX) =>
  new File([new Uint8Array(size)], name, { type });
const ok: ImportResult = { successCount: 120, failureCount: 0, errors: [] };
const rowErrors = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ line: index + 2, message: `Tenant code T${index} exists` }));

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

type Props = Partial<ImportDialogProps>;

function setup(props: Props = {}, locale = 'en') {
  // A user may pick "All files" in the chooser: the input's accept is a hint, not a rule.
  const user = userEvent.setup({ applyAccept: false });
  const upload = props.upload ?? vi.fn(async () => ok);
  const downloadTemplate = props.downloadTemplate ?? vi.fn(async () => undefined);
  const view = renderImport(
    <ImportDialog
      title="Import tenants"
      defaultOpen
      {...props}
      upload={upload}
      downloadTemplate={downloadTemplate}
    />,
    locale,
  );
  const dialog = () => screen.getByRole('dialog');
  const input = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  const choose = (file: File) => user.upload(input(), file);
  const importButton = () => screen.getByRole('button', { name: 'Import' });
  return { user, upload, downloadTemplate, view, dialog, input, choose, importButton };
}

async function importResult(result: ImportResult, props: Props = {}) {
  const context = setup({ ...props, upload: vi.fn(async () => result) });
  await context.choose(workbook());
  await context.user.click(context.importButton());
  await screen.findByRole('heading', { level: 3 });
  return context;
}

describe('ImportDialog: choosing a file', () => {
  it('opens named by its title, with the focus on the drop zone, a real button', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Import tenants' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Drop the file here/ })),
    );
  });

  it('describes the drop zone with the accepted formats and the 3 MB limit', () => {
    setup();
    const zone = screen.getByRole('button', { name: /Drop the file here/ });
    const hint = document.getElementById(zone.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('.xlsx or .xls file, up to 3 MB.');
  });

  it('opens the file chooser from the drop zone with the keyboard', async () => {
    const { user, input } = setup();
    const click = vi.spyOn(input(), 'click');
    screen.getByRole('button', { name: /Drop the file here/ }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('gives the input the accepted formats', () => {
    const { input } = setup({ accept: ['.csv'] });
    expect(input().accept).toBe('.csv');
  });

  it('shows the chosen file with its name and size', async () => {
    const { choose, dialog } = setup();
    await choose(workbook('tenants.xlsx', 1536));
    expect(within(dialog()).getByText('tenants.xlsx')).toBeTruthy();
    expect(within(dialog()).getByText('1.5 kB')).toBeTruthy();
    expect(within(dialog()).getByText('Ready to import')).toBeTruthy();
  });

  it('takes a file dropped on the drop zone', () => {
    setup();
    const zone = screen.getByRole('button', { name: /Drop the file here/ });
    fireEvent.drop(zone, { dataTransfer: { files: [workbook('dropped.xlsx')] } });
    expect(screen.getByText('dropped.xlsx')).toBeTruthy();
  });

  it('refuses two dropped files', () => {
    setup();
    const zone = screen.getByRole('button', { name: /Drop the file here/ });
    fireEvent.drop(zone, { dataTransfer: { files: [workbook('a.xlsx'), workbook('b.xlsx')] } });
    expect(screen.getByRole('alert').textContent).toBe('Choose one file: 2 were dropped.');
  });

  it('removes the chosen file and gives the focus back to the drop zone', async () => {
    const { choose, user } = setup();
    await choose(workbook());
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('tenants.xlsx')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Drop the file here/ }));
  });

  it('opens the file chooser again from Replace', async () => {
    const { choose, input, user } = setup();
    await choose(workbook());
    const click = vi.spyOn(input(), 'click');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('replaces the chosen file with another', async () => {
    const { choose } = setup();
    await choose(workbook('first.xlsx'));
    await choose(workbook('second.xlsx'));
    expect(screen.queryByText('first.xlsx')).toBeNull();
    expect(screen.getByText('second.xlsx')).toBeTruthy();
  });
});

describe('ImportDialog: refusing a file', () => {
  it('asks for a file when Import is pressed without one, and sends nothing', async () => {
    const { user, importButton, upload } = setup();
    await user.click(importButton());
    expect(screen.getByRole('alert').textContent).toBe('Choose a file to import.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file of another extension, naming it and the formats', async () => {
    const { choose } = setup();
    await choose(workbook('scan.pdf', 2048, 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe(
      '“scan.pdf” is not in an accepted format. Choose a .xlsx or .xls file.',
    );
  });

  it('refuses a .xlsx whose type says it is an image', async () => {
    const { choose } = setup();
    await choose(workbook('photo.xlsx', 2048, 'image/png'));
    expect(screen.getByRole('alert').textContent).toMatch(/“photo.xlsx” is not in an accepted format/);
  });

  it('refuses a file over the limit, with its size and the limit formatted', async () => {
    const { choose } = setup();
    await choose(workbook('big.xlsx', 3.5 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe(
      '“big.xlsx” is 3.5 MB: files up to 3 MB can be imported.',
    );
  });

  it('applies a configured size limit', async () => {
    const { choose } = setup({ maxSizeBytes: 1024 * 1024 });
    await choose(workbook('big.xlsx', 2 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toMatch(/files up to 1 MB can be imported/);
  });

  it('refuses an empty file', async () => {
    const { choose } = setup();
    await choose(workbook('blank.xlsx', 0));
    expect(screen.getByRole('alert').textContent).toBe('“blank.xlsx” is empty.');
  });

  it('keeps the chosen file when the next one is refused', async () => {
    const { choose } = setup();
    await choose(workbook('tenants.xlsx'));
    await choose(workbook('scan.pdf', 10, 'application/pdf'));
    expect(screen.getByText('tenants.xlsx')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/scan.pdf/);
  });

  it('links the drop zone to the problem it shows', async () => {
    const { user, importButton } = setup();
    await user.click(importButton());
    const zone = screen.getByRole('button', { name: /Drop the file here/ });
    const described = (zone.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toContain(screen.getByRole('alert').id);
  });

  it('refuses a file that is not of the template, keeping it shown, and sends nothing', async () => {
    const { choose, user, importButton, upload } = setup({ checkTemplate: async () => false });
    await choose(workbook('other.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/“other.xlsx” does not match the import template/);
    await user.click(importButton());
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByText('other.xlsx')).toBeTruthy();
  });

  it('shows that the template is being checked', async () => {
    const { choose } = setup({ checkTemplate: () => new Promise(() => undefined) });
    await choose(workbook());
    expect(screen.getByRole('status').textContent).toBe('Checking the template…');
  });

  it('says when the template could not be checked', async () => {
    const { choose } = setup({ checkTemplate: async () => Promise.reject(new Error('offline')) });
    await choose(workbook());
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be checked/);
  });
});

describe('ImportDialog: closing', () => {
  it('forgets the chosen file when closed with Cancel', async () => {
    const { choose, user } = setup({ trigger: <button type="button">Open import</button> });
    await choose(workbook());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open import' }));
    expect(screen.queryByText('tenants.xlsx')).toBeNull();
  });

  it('forgets the chosen file when the open prop closes it', async () => {
    const dialog = (open: boolean) => (
      <WithImportMessages>
        <ImportDialog open={open} upload={async () => ok} downloadTemplate={async () => undefined} />
      </WithImportMessages>
    );
    const user = userEvent.setup();
    const { rerender } = renderInUi(dialog(true));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      workbook(),
    );
    // The page closes it (e.g. on navigation), not the dialog.
    expect(screen.getByText('tenants.xlsx')).toBeTruthy();
    rerender(dialog(false));
    rerender(dialog(true));
    expect(screen.queryByText('tenants.xlsx')).toBeNull();
    expect(screen.getByRole('button', { name: /Drop the file here/ })).toBeTruthy();
  });

  it('reports an open change to onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { user } = setup({ onOpenChange });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('ImportDialog: template download', () => {
  it('downloads the template from its link', async () => {
    const { user, downloadTemplate } = setup();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(downloadTemplate).toHaveBeenCalledTimes(1);
  });

  it('says when the template could not be downloaded', async () => {
    const { user } = setup({ downloadTemplate: async () => Promise.reject(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The template could not be downloaded. Please retry.',
    );
  });
});

describe('ImportDialog: uploading', () => {
  function stalledUpload() {
    const calls: ImportUploadOptions[] = [];
    const upload = vi.fn((_file: File, options: ImportUploadOptions) => {
      calls.push(options);
      return new Promise<ImportResult>((_resolve, reject) =>
        options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    return { upload, calls };
  }

  it('sends the chosen file with a signal and an idempotency key', async () => {
    const { upload, calls } = stalledUpload();
    const { choose, user, importButton } = setup({ upload });
    const file = workbook();
    await choose(file);
    await user.click(importButton());
    expect(upload.mock.calls[0]?.[0]).toBe(file);
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.idempotencyKey).toMatch(/\S{8,}/);
  });

  it('shows the progress as a progressbar with its percent', async () => {
    const { upload, calls } = stalledUpload();
    const { choose, user, importButton } = setup({ upload });
    await choose(workbook());
    await user.click(importButton());
    act(() => calls[0]?.onProgress({ loaded: 45, total: 100, percent: 45 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading tenants.xlsx' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuetext')).toBe('45%');
  });

  it('says the server is importing once the whole file is sent', async () => {
    const { upload, calls } = stalledUpload();
    const { choose, user, importButton } = setup({ upload });
    await choose(workbook());
    await user.click(importButton());
    act(() => calls[0]?.onProgress(100));
    const bar = screen.getByRole('progressbar', { name: 'Importing on the server…' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('aborts the signal on Cancel import and keeps the file chosen', async () => {
    const { upload, calls } = stalledUpload();
    const { choose, user, importButton } = setup({ upload });
    await choose(workbook());
    await user.click(importButton());
    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(screen.getByText('tenants.xlsx')).toBeTruthy();
    expect(screen.getByText(/The import was cancelled/)).toBeTruthy();
  });

  it('moves the focus to Cancel import when the upload starts', async () => {
    const { upload } = stalledUpload();
    const { choose, user, importButton } = setup({ upload });
    await choose(workbook());
    await user.click(importButton());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel import' }));
  });

  it('shows why the upload failed, as describeError says', async () => {
    const upload = vi.fn(async () => Promise.reject(new Error('502')));
    const { choose, user, importButton } = setup({
      upload,
      describeError: () => ({ message: 'The server is unavailable.', spanId: 'f3a9' }),
    });
    await choose(workbook());
    await user.click(importButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The server is unavailable\. The file is kept/);
    expect(alert.textContent).toMatch(/spanId: f3a9/);
  });

  it('shows the generic text for a failure it cannot describe', async () => {
    const { choose, user, importButton } = setup({ upload: async () => Promise.reject(new Error('')) });
    await choose(workbook());
    await user.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/The operation failed/);
  });

  it('retries with the same file and the same idempotency key', async () => {
    const keys: string[] = [];
    const files: File[] = [];
    const upload = vi.fn(async (file: File, options: ImportUploadOptions) => {
      files.push(file);
      keys.push(options.idempotencyKey);
      if (keys.length === 1) throw new Error('offline');
      return ok;
    });
    const { choose, user, importButton } = setup({ upload });
    const file = workbook();
    await choose(file);
    await user.click(importButton());
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Import complete' });
    expect(files).toEqual([file, file]);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('ImportDialog: the result', () => {
  it('shows a success with its count and no error list', async () => {
    await importResult(ok);
    expect(screen.getByRole('heading', { name: 'Import complete' })).toBeTruthy();
    expect(screen.getByText(/120 rows were imported/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the imported and the failed counts', async () => {
    await importResult({ successCount: 1204, failureCount: 3, errors: rowErrors(3) });
    expect(screen.getByText('Rows imported').nextElementSibling?.textContent).toBe('1,204');
    expect(screen.getByText('Rows failed').nextElementSibling?.textContent).toBe('3');
  });

  it('lists each failing row as its line and its message', async () => {
    await importResult({ successCount: 5, failureCount: 3, errors: rowErrors(3) });
    const table = screen.getByRole('table', { name: 'Failing rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'Tenant code T0 exists'],
      ['3', 'Tenant code T1 exists'],
      ['4', 'Tenant code T2 exists'],
    ]);
  });

  it('moves the focus to the result, named by its heading', async () => {
    await importResult(ok);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Import complete' }));
  });

  it('lists exactly 10 failing rows in full, without prompting for the error file', async () => {
    await importResult({
      successCount: 5,
      failureCount: 10,
      errors: rowErrors(10),
      downloadErrors: async () => undefined,
    });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByText(/More than 10 rows failed/)).toBeNull();
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('prompts to download the error file above 10 failing rows, listing the first 10', async () => {
    await importResult({
      successCount: 5,
      failureCount: 57,
      errors: rowErrors(57),
      downloadErrors: async () => undefined,
    });
    expect(screen.getByText(/More than 10 rows failed: download the error file/)).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing the first 10 of 57 failing rows.')).toBeTruthy();
  });

  it('makes the error file download the primary action of a prompt', async () => {
    await importResult({
      successCount: 5,
      failureCount: 11,
      errors: rowErrors(11),
      downloadErrors: async () => undefined,
    });
    expect(screen.getByRole('button', { name: 'Download error file' }).dataset.variant).toBe('primary');
  });

  it('downloads the error file', async () => {
    const downloadErrors = vi.fn(async () => undefined);
    const { user } = await importResult({
      successCount: 0,
      failureCount: 2,
      errors: rowErrors(2),
      downloadErrors,
    });
    await user.click(screen.getByRole('button', { name: 'Download error file' }));
    expect(downloadErrors).toHaveBeenCalledTimes(1);
  });

  it('says when the error file could not be downloaded', async () => {
    const { user } = await importResult({
      successCount: 0,
      failureCount: 2,
      errors: rowErrors(2),
      downloadErrors: async () => Promise.reject(new Error('offline')),
    });
    await user.click(screen.getByRole('button', { name: 'Download error file' }));
    expect(await screen.findByText('The error file could not be downloaded. Please retry.')).toBeTruthy();
  });

  it('offers no error file download when the result has none', async () => {
    await importResult({ successCount: 1, failureCount: 2, errors: rowErrors(2) });
    expect(screen.queryByRole('button', { name: 'Download error file' })).toBeNull();
  });

  it('says the import failed and to download the error information when no row was imported', async () => {
    await importResult({
      successCount: 0,
      failureCount: 4,
      errors: rowErrors(4),
      downloadErrors: async () => undefined,
    });
    expect(
      screen.getByRole('heading', { name: 'The import failed: download the error information' }),
    ).toBeTruthy();
  });

  it('calls onDone with the result', async () => {
    const onDone = vi.fn();
    await importResult(ok, { onDone });
    expect(onDone).toHaveBeenCalledWith(ok);
  });

  it('starts over from Import another file', async () => {
    const { user } = await importResult(ok);
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Drop the file here/ }));
  });

  it('closes from Done and starts empty when opened again', async () => {
    const { user } = await importResult(ok, { trigger: <button type="button">Open import</button> });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open import' }));
    expect(screen.getByRole('button', { name: /Drop the file here/ })).toBeTruthy();
  });

  it('says a pending import goes on on the server for about 15 minutes', async () => {
    await importResult({ successCount: 0, failureCount: 0, errors: [], pending: true });
    expect(screen.getByRole('heading', { name: 'Still importing' })).toBeTruthy();
    expect(screen.getByText(/about 15 minutes/)).toBeTruthy();
  });

  it('waits for a pending import to complete and then shows its result', async () => {
    const completion = deferred<ImportResult>();
    const { user, choose, importButton } = setup({
      upload: async () => ({
        successCount: 0,
        failureCount: 0,
        errors: [],
        pending: true,
        waitForCompletion: () => completion.promise,
      }),
    });
    await choose(workbook());
    await user.click(importButton());
    expect(await screen.findByRole('progressbar', { name: 'Importing on the server…' })).toBeTruthy();
    completion.resolve({ successCount: 8000, failureCount: 0, errors: [] });
    expect(await screen.findByText(/8,000 rows were imported/)).toBeTruthy();
  });
});

describe('ImportDialog: a pending import with progress', () => {
  /** A service that took 5,000 rows: its updates, its end and its cancel are driven by the test. */
  function pendingService(first: Partial<ImportResult> = {}) {
    const end = deferred<ImportResult>();
    const cancelAnswer = deferred<ImportResult>();
    let report: ((result: ImportResult) => void) | undefined;
    let waitSignal: AbortSignal | undefined;
    const cancel = vi.fn(() => cancelAnswer.promise);
    const answer: ImportResult = {
      successCount: 0,
      failureCount: 0,
      errors: [],
      pending: true,
      processedRows: 0,
      totalRows: 5000,
      waitForCompletion: (signal, onUpdate) => {
        waitSignal = signal;
        report = onUpdate;
        return end.promise;
      },
      cancel,
      ...first,
    };
    return {
      upload: vi.fn(async () => answer),
      end,
      cancelAnswer,
      cancel,
      update: (result: Partial<ImportResult>) =>
        act(() => report?.({ successCount: 0, failureCount: 0, errors: [], ...result })),
      waitSignal: () => waitSignal,
    };
  }

  async function startPending(service: ReturnType<typeof pendingService>, locale = 'en') {
    const user = userEvent.setup({ applyAccept: false });
    renderImport(
      <ConfirmProvider>
        <ImportDialog defaultOpen upload={service.upload} downloadTemplate={async () => undefined} />
      </ConfirmProvider>,
      locale,
    );
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      workbook(),
    );
    // "Import" in the language of the test.
    await user.click(screen.getByRole('button', { name: importTexts(locale)['ui.importDialog.import'] }));
    return user;
  }

  const cancelledResult = (downloadErrors?: () => Promise<void>): ImportResult => ({
    successCount: 1200,
    failureCount: 3800,
    errors: rowErrors(10),
    cancelled: true,
    downloadErrors,
  });

  it('shows the rows handled as a progressbar, and no 15-minute estimate', async () => {
    const service = pendingService({ processedRows: 0 });
    await startPending(service);
    const bar = await screen.findByRole('progressbar', { name: 'Importing on the server…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(screen.getByText('0 of 5,000 rows')).toBeTruthy();
    expect(screen.queryByText(/about 15 minutes/)).toBeNull();
    expect(screen.getByText(/imports the rows in batches/)).toBeTruthy();
  });

  it('moves the bar as the wait reports, with the rows that failed so far', async () => {
    const service = pendingService();
    await startPending(service);
    const bar = await screen.findByRole('progressbar', { name: 'Importing on the server…' });
    service.update({ processedRows: 1200, successCount: 1197, failureCount: 3 });
    expect(screen.getByText('1,200 of 5,000 rows · 3 failed')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('1200');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,200 of 5,000 rows · 3 failed');
    expect(screen.getByText('24%')).toBeTruthy();
    service.update({ processedRows: 2400, successCount: 2396, failureCount: 4 });
    expect(bar.getAttribute('aria-valuenow')).toBe('2400');
    service.end.resolve({ successCount: 4990, failureCount: 10, errors: rowErrors(10) });
    expect(await screen.findByRole('heading', { name: 'Import complete, with failing rows' })).toBeTruthy();
  });

  it('says one row in the singular', async () => {
    const service = pendingService({ processedRows: 1, totalRows: 1 });
    await startPending(service);
    expect(await screen.findByText('1 of 1 row')).toBeTruthy();
  });

  it('formats the rows for the language', async () => {
    // Italian groups thousands from five digits on (CLDR): 12.000, but 1200.
    const service = pendingService({ processedRows: 12000, totalRows: 50000, failureCount: 3 });
    await startPending(service, 'it');
    expect(await screen.findByText('12.000 di 50.000 righe · 3 non importate')).toBeTruthy();
  });

  it('asks before cancelling, and goes on when the user keeps importing', async () => {
    const service = pendingService();
    const user = await startPending(service);
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel the import?' });
    expect(question.textContent).toMatch(/The rows imported so far stay imported/);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep importing' })),
    );
    await user.click(screen.getByRole('button', { name: 'Keep importing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(service.cancel).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Importing on the server…' })).toBeTruthy();
  });

  it('cancels once confirmed, busy meanwhile, then shows the cancelled result with the error file', async () => {
    const downloadErrors = vi.fn(async () => undefined);
    const service = pendingService();
    const user = await startPending(service);
    service.update({ processedRows: 1200, successCount: 1200 });
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Cancel import' }));
    expect(service.cancel).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog'))
          .getByRole('button', { name: 'Cancel import' })
          .getAttribute('aria-busy'),
      ).toBe('true'),
    );
    // Pressed again while the service answers: nothing more is sent.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel import' }));
    expect(service.cancel).toHaveBeenCalledTimes(1);

    await act(async () => service.cancelAnswer.resolve(cancelledResult(downloadErrors)));
    const region = await screen.findByRole('region', { name: 'Import cancelled' });
    expect(
      within(region).getByText(/1,200 rows were imported before the cancel; 3,800 rows were not\./),
    ).toBeTruthy();
    expect(screen.getByText('Rows not imported').nextElementSibling?.textContent).toBe('3,800');
    expect(screen.getByText(/Download the error file to import the rest/)).toBeTruthy();
    const download = screen.getByRole('button', { name: 'Download error file' });
    expect(download.dataset.variant).toBe('primary');
    await user.click(download);
    expect(downloadErrors).toHaveBeenCalledTimes(1);
    expect(service.waitSignal()?.aborted).toBe(true);
  });

  it('says when the cancel failed, the import going on', async () => {
    const service = pendingService();
    const user = await startPending(service);
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel import' }),
    );
    await act(async () => service.cancelAnswer.reject(new Error('offline')));
    expect(
      (await screen.findByText('The import could not be cancelled: it goes on. Please retry.')).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Importing on the server…' })).toBeTruthy();
  });

  it('keeps the old pending view without progress: indeterminate, about 15 minutes, no cancel', async () => {
    const service = pendingService({ processedRows: undefined, totalRows: undefined, cancel: undefined });
    await startPending(service);
    const bar = await screen.findByRole('progressbar', { name: 'Importing on the server…' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByText(/about 15 minutes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();
    expect(screen.queryByText(/of 5,000 rows/)).toBeNull();
  });
});

describe('ImportDialog: a large import', () => {
  function largeSetup(props: Props = {}) {
    const answer = deferred<ImportResult>();
    const context = setup({ isLarge: () => true, upload: () => answer.promise, ...props });
    return { ...context, answer };
  }

  it('says a large import takes about 15 minutes, before it starts', async () => {
    const { choose } = largeSetup();
    await choose(workbook());
    expect(screen.getByText(/It takes about 15 minutes/)).toBeTruthy();
  });

  it('tells the large import from the rows the template check counted', async () => {
    const { choose } = setup({ checkTemplate: async () => ({ ok: true, rows: 9000 }) });
    await choose(workbook());
    expect(await screen.findByText(/It takes about 15 minutes/)).toBeTruthy();
  });

  it('keeps the import running when closed and calls onBackground', async () => {
    const onBackground = vi.fn();
    const { choose, user, importButton } = largeSetup({ onBackground });
    await choose(workbook());
    await user.click(importButton());
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onBackground).toHaveBeenCalledTimes(1);
  });

  it('keeps the import running when closed with Escape', async () => {
    const onBackground = vi.fn();
    const { choose, user, importButton } = largeSetup({ onBackground });
    await choose(workbook());
    await user.click(importButton());
    await user.keyboard('{Escape}');
    expect(onBackground).toHaveBeenCalledTimes(1);
  });

  it('shows the progress again when reopened, then the result that came meanwhile', async () => {
    const { choose, user, importButton, answer } = largeSetup({
      trigger: <button type="button">Open import</button>,
    });
    await choose(workbook());
    await user.click(importButton());
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    await user.click(screen.getByRole('button', { name: 'Open import' }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    await act(async () => answer.resolve(ok));
    await user.click(screen.getByRole('button', { name: 'Open import' }));
    expect(screen.getByRole('heading', { name: 'Import complete' })).toBeTruthy();
  });

  it('calls onDone when the import ends while the dialog is closed', async () => {
    const onDone = vi.fn();
    const { choose, user, importButton, answer } = largeSetup({ onDone });
    await choose(workbook());
    await user.click(importButton());
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    await act(async () => answer.resolve(ok));
    expect(onDone).toHaveBeenCalledWith(ok);
  });

  it('finds a job kept by key in the provider after its screen unmounted', async () => {
    const answer = deferred<ImportResult>();
    function Screen() {
      const [shown, setShown] = useState(true);
      const [first, setFirst] = useState(true);
      return (
        <ImportProvider>
          <button
            type="button"
            onClick={() => {
              setFirst(false);
              setShown((value) => !value);
            }}
          >
            Toggle screen
          </button>
          {shown && (
            <ImportDialog
              jobKey="tenants"
              trigger={<button type="button">Open import</button>}
              defaultOpen={first}
              upload={() => answer.promise}
              downloadTemplate={async () => undefined}
            />
          )}
        </ImportProvider>
      );
    }
    const user = userEvent.setup();
    renderImport(<Screen />);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      workbook(),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    await user.click(screen.getByRole('button', { name: 'Toggle screen' }));
    await user.click(screen.getByRole('button', { name: 'Toggle screen' }));
    await user.click(screen.getByRole('button', { name: 'Open import' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading tenants.xlsx' })).toBeTruthy();
  });
});

describe('ImportDialog: languages', () => {
  it('speaks Simplified Chinese', async () => {
    const user = userEvent.setup();
    renderImport(
      <ImportDialog defaultOpen upload={async () => ok} downloadTemplate={async () => undefined} />,
      'zh_cn',
    );
    expect(screen.getByRole('dialog', { name: '导入' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '导入' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择要导入的文件。');
  });

  it('formats the limit and the formats in Japanese', () => {
    renderImport(
      <ImportDialog defaultOpen upload={async () => ok} downloadTemplate={async () => undefined} />,
      'ja',
    );
    expect(screen.getByText('.xlsxまたは.xls 形式、3 MB まで。')).toBeTruthy();
  });
});
