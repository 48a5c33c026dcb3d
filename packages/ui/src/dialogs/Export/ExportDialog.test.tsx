// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcerRegion } from '../../a11y/announce';
import { ExportDialog } from './ExportDialog';
import type { ExportOutcome, ExportRun, ExportVerify } from './exportJob';
import type { ExportResult } from './exportMachine';
import { ExportProvider } from './ExportProvider';
import { SecurityVerificationProvider } from './SecurityVerificationProvider';
import { renderWithTexts } from './test/dialogTexts';
import { useExport, type ExportController, type ExportRequest } from './useExport';

const file: ExportResult = {
  fileName: 'expense-lines-2024-06.xlsx',
  size: 1_572_864,
  rows: 8_412,
  download: vi.fn(),
};

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

let exports: ExportController;

function Capture() {
  exports = useExport();
  return null;
}

function renderProvider(props: { verify?: ExportVerify; locale?: string } = {}) {
  return renderWithTexts(
    <ExportProvider verify={props.verify}>
      <Capture />
      <button type="button">Export</button>
    </ExportProvider>,
    props.locale,
  );
}

function open(request: Partial<ExportRequest> & Pick<ExportRequest, 'run'>): Promise<ExportOutcome> {
  let outcome!: Promise<ExportOutcome>;
  act(() => {
    outcome = exports.openExport({ key: 'expense-lines', title: 'Export expense lines', ...request });
  });
  return outcome;
}

/**
 * Lets pending promises and imports (the provider's dialog loads on first use) settle, and the renders
 * they cause happen (fake timers included).
 */
async function flush() {
  await act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ExportDialog: running', () => {
  it('is a dialog named by its title', async () => {
    renderProvider();
    void open({ run: () => new Promise(() => undefined) });
    // The file's first export loads the dialog's module (the provider imports it on first use).
    expect(
      await screen.findByRole('dialog', { name: 'Export expense lines' }, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('says it is preparing the export', async () => {
    renderProvider();
    void open({ run: () => new Promise(() => undefined) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe('Preparing the export…');
  });

  it('counts the elapsed time', async () => {
    vi.useFakeTimers();
    renderProvider();
    void open({ run: () => new Promise(() => undefined) });
    await flush();
    expect(screen.getByRole('timer').textContent).toBe('Elapsed 0:00');
    for (let second = 0; second < 65; second += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').textContent).toBe('Elapsed 1:05');
  });

  it('puts the focus on Close, which keeps the export going', async () => {
    renderProvider();
    void open({ run: () => new Promise(() => undefined) });
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('aborts the run and closes on Cancel export', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    renderProvider();
    const outcome = open({
      run: (given) => {
        signal = given;
        return new Promise(() => undefined);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }));
    expect(signal?.aborted).toBe(true);
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps running when closed', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    renderProvider();
    void open({
      run: (given) => {
        signal = given;
        return new Promise(() => undefined);
      },
    });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signal?.aborted).toBe(false);
  });

  it('reopens on the same job, which finished meanwhile', async () => {
    const user = userEvent.setup();
    const answer = deferred<ExportResult>();
    const run = vi.fn<ExportRun>(() => answer.promise);
    renderProvider();
    void open({ run });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => answer.resolve(file));
    void open({ run });
    expect(await screen.findByText('expense-lines-2024-06.xlsx')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reopens on the same job still running', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(() => new Promise(() => undefined));
    renderProvider();
    void open({ run });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    void open({ run });
    expect(await screen.findByText('Preparing the export…', { selector: 'p' })).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts another job for another key', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(() => new Promise(() => undefined));
    renderProvider();
    void open({ run });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    void open({ run, key: 'expense-lines?company=acme' });
    await screen.findByRole('dialog');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });

  it('starts a new job for a key whose job was cancelled', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(() => new Promise(() => undefined));
    renderProvider();
    void open({ run });
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    void open({ run });
    await screen.findByRole('dialog');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });

  it('aborts a job that is discarded', async () => {
    let signal: AbortSignal | undefined;
    renderProvider();
    void open({
      run: (given) => {
        signal = given;
        return new Promise(() => undefined);
      },
    });
    await screen.findByRole('dialog');
    await waitFor(() => expect(signal).toBeDefined());
    act(() => exports.discard('expense-lines'));
    expect([signal?.aborted, exports.getJob('expense-lines')]).toEqual([true, undefined]);
  });
});

describe('ExportDialog: success', () => {
  it('shows the file name, its size and its lines', async () => {
    renderProvider();
    void open({ run: async () => file });
    await screen.findByText('The export is ready');
    const facts = screen.getByText('expense-lines-2024-06.xlsx').closest('dl');
    expect(facts?.textContent).toMatch(/Fileexpense-lines-2024-06\.xlsxSize1\.5 MBLines8,412/);
  });

  it('puts the focus on Download', async () => {
    renderProvider();
    void open({ run: async () => file });
    const download = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect(document.activeElement).toBe(download));
  });

  it('saves the file with Download', async () => {
    const user = userEvent.setup();
    const download = vi.fn(async () => undefined);
    renderProvider();
    void open({ run: async () => ({ fileName: 'tenants.xlsx', download }) });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('says when the file could not be saved', async () => {
    const user = userEvent.setup();
    renderProvider();
    void open({
      run: async () => ({ fileName: 'tenants.xlsx', download: () => Promise.reject(new Error('')) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be saved. Try again.');
  });

  it('resolves its outcome with the file', async () => {
    renderProvider();
    await expect(open({ run: async () => file })).resolves.toEqual({ status: 'succeeded', result: file });
  });

  it('announces the file when it is ready while the dialog is closed', async () => {
    const user = userEvent.setup();
    const answer = deferred<ExportResult>();
    renderProvider();
    void open({ run: () => answer.promise });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await act(async () => answer.resolve(file));
    await waitFor(() =>
      expect(announcerRegion('polite')?.textContent).toBe('The export is ready: expense-lines-2024-06.xlsx'),
    );
  });
});

describe('ExportDialog: error', () => {
  it('shows the description of the error and its span id', async () => {
    renderWithTexts(
      <ExportProvider describeError={() => ({ message: 'The export service is busy.', spanId: '7f3a9c' })}>
        <Capture />
      </ExportProvider>,
    );
    void open({ run: () => Promise.reject(new Error('500')) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The export failedThe export service is busy\.spanId: 7f3a9c/);
  });

  it("shows the error's own message without describeError", async () => {
    renderProvider();
    void open({ run: () => Promise.reject(new Error('Export size cap reached')) });
    expect((await screen.findByRole('alert')).textContent).toBe('The export failedExport size cap reached');
  });

  it('shows the generic text for an error without a message', async () => {
    renderProvider();
    void open({ run: () => Promise.reject(new Error('')) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The export failedThe operation failed. Please retry, or contact an administrator.',
    );
  });

  it('puts the focus on Reload', async () => {
    renderProvider();
    void open({ run: () => Promise.reject(new Error('boom')) });
    const reload = await screen.findByRole('button', { name: 'Reload' });
    await waitFor(() => expect(document.activeElement).toBe(reload));
  });

  it('runs the export again with Reload', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(file);
    renderProvider();
    void open({ run });
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('The export is ready')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('ExportDialog: the cap of 10,000 lines', () => {
  it('explains the cap before running anything', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    renderProvider();
    void open({ run, estimatedRows: 23_512 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /These filters select about 23,512 lines; one export holds at most 10,000\./,
    );
    expect(run).not.toHaveBeenCalled();
  });

  it('exports the first 10,000 lines when the user says so', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(async () => file);
    renderProvider();
    void open({ run, estimatedRows: 23_512 });
    await user.click(await screen.findByRole('button', { name: 'Export the first 10,000' }));
    await screen.findByText('The export is ready');
    expect(run.mock.calls[0]?.[1]).toEqual({ verificationToken: undefined, rowLimit: 10_000 });
  });

  it('says only the first lines are exported while it runs', async () => {
    const user = userEvent.setup();
    renderProvider();
    void open({ run: () => new Promise(() => undefined), estimatedRows: 23_512 });
    await user.click(await screen.findByRole('button', { name: 'Export the first 10,000' }));
    expect(await screen.findByText('Only the first 10,000 lines are exported.')).toBeTruthy();
  });

  it('goes back to the filters, running nothing, when the user narrows them', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(async () => file);
    const onNarrowFilters = vi.fn();
    renderProvider();
    const outcome = open({ run, estimatedRows: 23_512, onNarrowFilters });
    await user.click(await screen.findByRole('button', { name: 'Narrow the filters' }));
    await expect(outcome).resolves.toEqual({ status: 'narrowed' });
    expect([onNarrowFilters.mock.calls.length, run.mock.calls.length]).toEqual([1, 0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only to narrow the filters where the first lines cannot be exported', async () => {
    renderProvider();
    void open({ run: async () => file, estimatedRows: 23_512, allowFirstRows: false });
    const narrow = await screen.findByRole('button', { name: 'Narrow the filters' });
    expect([
      narrow.dataset.variant,
      screen.queryByRole('button', { name: 'Export the first 10,000' }),
    ]).toEqual(['primary', null]);
  });

  it('uses the maximum it is given', async () => {
    renderProvider();
    void open({ run: async () => file, estimatedRows: 800, maxRows: 500 });
    expect(await screen.findByRole('button', { name: 'Export the first 500' })).toBeTruthy();
  });

  it('runs at once at the cap exactly', async () => {
    renderProvider();
    void open({ run: async () => file, estimatedRows: 10_000 });
    expect(await screen.findByText('The export is ready')).toBeTruthy();
  });
});

describe('ExportDialog: identity verification', () => {
  it('waits for the verification before running', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    renderProvider();
    void open({ run, needsVerification: true, verify: () => new Promise(() => undefined) });
    expect(await screen.findByText('Waiting for the identity verification…', { selector: 'p' })).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs with the verification token', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    renderProvider();
    void open({ run, needsVerification: true, verify: async () => 'vt-9' });
    await screen.findByText('The export is ready');
    expect(run.mock.calls[0]?.[1]).toEqual({ verificationToken: 'vt-9', rowLimit: undefined });
  });

  it('takes the verification of the provider', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    renderProvider({ verify: async () => 'vt-provider' });
    void open({ run, needsVerification: true });
    await screen.findByText('The export is ready');
    expect(run.mock.calls[0]?.[1]?.verificationToken).toBe('vt-provider');
  });

  it('is cancelled, and says so, when the verification is cancelled', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    renderProvider();
    const outcome = open({ run, needsVerification: true, verify: async () => null });
    expect(await screen.findByText('The export was cancelled')).toBeTruthy();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    expect(run).not.toHaveBeenCalled();
  });

  it('fails with Reload when the verification fails', async () => {
    renderProvider();
    void open({
      run: async () => file,
      needsVerification: true,
      verify: () => Promise.reject(new Error('No gateway to send codes')),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/No gateway to send codes/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('opens the security verification dialog on top, and runs with its token', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(async () => file);
    renderWithTexts(
      <SecurityVerificationProvider
        channels={{ PHONE: '138****0001' }}
        sendCode={async () => undefined}
        verify={async () => 'vt-from-code'}
      >
        <ExportProvider>
          <Capture />
        </ExportProvider>
      </SecurityVerificationProvider>,
    );
    void open({ run, needsVerification: true });
    // The file's first verification loads that dialog's module (its provider imports it on first use).
    const verification = await screen.findByRole(
      'dialog',
      { name: 'Verify your identity' },
      { timeout: 5_000 },
    );
    await waitFor(() => expect(verification.contains(document.activeElement)).toBe(true));
    await user.click(within(verification).getByRole('button', { name: 'Send code' }));
    await user.type(
      await within(verification).findByRole('textbox', { name: 'Verification code' }),
      '123456{Enter}',
    );
    expect(await screen.findByText('The export is ready')).toBeTruthy();
    expect(run.mock.calls[0]?.[1]?.verificationToken).toBe('vt-from-code');
  });

  it('closes the verification dialog when the export is cancelled behind it', async () => {
    renderWithTexts(
      <SecurityVerificationProvider
        channels={{ PHONE: '138****0001' }}
        sendCode={async () => undefined}
        verify={async () => 'vt'}
      >
        <ExportProvider>
          <Capture />
        </ExportProvider>
      </SecurityVerificationProvider>,
    );
    void open({ run: async () => file, needsVerification: true });
    await screen.findByRole('dialog', { name: 'Verify your identity' });
    act(() => exports.discard('expense-lines'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull());
  });
});

describe('ExportDialog on its own', () => {
  function Screen({ run }: { readonly run: ExportRun }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Export tenants
        </button>
        <ExportDialog open={open} onOpenChange={setOpen} title="Export tenants" run={run} />
      </>
    );
  }

  it('runs when opened', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(async () => file);
    renderWithTexts(<Screen run={run} />);
    expect(run).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Export tenants' }));
    expect(await screen.findByText('The export is ready')).toBeTruthy();
  });

  it('shows the same job when opened again', async () => {
    const user = userEvent.setup();
    const run = vi.fn<ExportRun>(() => new Promise(() => undefined));
    renderWithTexts(<Screen run={run} />);
    await user.click(screen.getByRole('button', { name: 'Export tenants' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Export tenants' }));
    await screen.findByRole('dialog', { name: 'Export tenants' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Screen run={() => new Promise(() => undefined)} />);
    const opener = screen.getByRole('button', { name: 'Export tenants' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('aborts its export when it goes away', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const run: ExportRun = (given) => {
      signal = given;
      return new Promise(() => undefined);
    };
    const { unmount } = renderWithTexts(<Screen run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export tenants' }));
    await flush();
    unmount();
    await flush();
    expect(signal?.aborted).toBe(true);
  });
});

describe('ExportProvider in Strict Mode', () => {
  it('runs an export once and shows its file', async () => {
    const run = vi.fn<ExportRun>(async () => file);
    renderWithTexts(
      <StrictMode>
        <ExportProvider>
          <Capture />
        </ExportProvider>
      </StrictMode>,
    );
    void open({ run });
    expect(await screen.findByText('The export is ready')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([run.mock.calls.length, run.mock.calls[0]?.[0].aborted]).toEqual([1, false]);
  });
});

describe('useExport', () => {
  it('rejects without a provider', async () => {
    renderWithTexts(<Capture />);
    await expect(exports.openExport({ key: 'k', title: 'Export', run: async () => file })).rejects.toThrow(
      /ExportProvider/,
    );
  });

  it('speaks the interface language', async () => {
    renderProvider({ locale: 'zh-CN' });
    void open({ run: () => Promise.reject(new Error('')), title: '导出费用明细' });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^导出失败/);
  });
});
