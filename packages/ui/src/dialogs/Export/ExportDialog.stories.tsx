import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import type { DescribeFailure } from './describeFailure';
import type { ExportRun } from './exportJob';
import { ExportProvider } from './ExportProvider';
import { SecurityVerificationProvider } from './SecurityVerificationProvider';
import { WithDialogTexts } from './test/dialogTexts';
import { useExport } from './useExport';

/** An error as `@opsdesk/http` rejects with: a technical message, the answer's span id, and the text to show. */
class SimulatedHttpError extends Error {
  constructor(
    readonly display: string,
    readonly spanId: string,
  ) {
    super('Request failed with status 500');
  }
}

const describeSimulated: DescribeFailure = (error) =>
  error instanceof SimulatedHttpError ? { message: error.display, spanId: error.spanId } : undefined;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Scenario = 'succeeds' | 'fails' | 'fails once' | 'never ends' | 'download fails';

interface DemoProps {
  /** The dialog's title and the line under it (the filters in force). */
  readonly title: string;
  readonly description: string;
  /** How the simulated export answers. */
  readonly scenario: Scenario;
  /** What the simulated service says when it fails, in the request's language. */
  readonly failureMessage: string;
  /** How long the simulated export takes, in ms. */
  readonly duration: number;
  readonly needsVerification: boolean;
  /** The lines the filters select, as the list's total says. */
  readonly estimatedRows?: number;
  readonly maxRows?: number;
  readonly allowFirstRows: boolean;
}

function Screen({
  title,
  description,
  scenario,
  failureMessage,
  duration,
  needsVerification,
  estimatedRows,
  maxRows,
  allowFirstRows,
}: DemoProps) {
  const { openExport } = useExport();
  const [answer, setAnswer] = useState('No export yet');
  const [runs, setRuns] = useState(0);

  const run: ExportRun = (signal, { rowLimit }) =>
    new Promise((resolve, reject) => {
      let attempt = 0;
      setRuns((count) => {
        attempt = count + 1;
        return attempt;
      });
      const timer = setTimeout(() => {
        if (scenario === 'never ends') return;
        if (scenario === 'fails' || (scenario === 'fails once' && attempt === 1)) {
          reject(new SimulatedHttpError(failureMessage, '7f3a9c2e41d0'));
          return;
        }
        const rows = rowLimit ?? Math.min(estimatedRows ?? 8_412, 8_412);
        resolve({
          fileName: 'expense-lines-2024-06.xlsx',
          size: rows * 187,
          rows,
          download: async () => {
            await wait(200);
            if (scenario === 'download fails') throw new Error('The browser blocked the download.');
            setAnswer('Saved expense-lines-2024-06.xlsx');
          },
        });
      }, duration);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The export was cancelled.', 'AbortError'));
      });
    });

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Button
        variant="primary"
        onClick={async () => {
          const outcome = await openExport({
            key: 'expense-lines?period=2024-06&company=acme-cn',
            title,
            description,
            run,
            needsVerification,
            estimatedRows,
            maxRows,
            allowFirstRows,
            onNarrowFilters: () => setAnswer('Back to the filters'),
          });
          if (outcome.status === 'cancelled') setAnswer('Cancelled');
          else if (outcome.status === 'succeeded') setAnswer(`Ready: ${outcome.result.fileName}`);
        }}
      >
        {title}
      </Button>
      <output aria-label="Outcome">{answer}</output>
      <output aria-label="Runs">{`Runs: ${runs}`}</output>
    </div>
  );
}

function ExportDemo(props: DemoProps) {
  return (
    <SecurityVerificationProvider
      channels={{ PHONE: '138****0001', EMAIL: 'a***n@opsdesk.example' }}
      sendCode={async () => {
        await wait(200);
        return { resendAfter: 60 };
      }}
      verify={async (_channel, code) => {
        await wait(200);
        if (code !== '123456') throw new Error('The verification code is wrong or has expired.');
        return 'vt-5e0c1f9a';
      }}
      describeError={(error) => (error instanceof Error ? { message: error.message } : undefined)}
    >
      <ExportProvider describeError={describeSimulated}>
        <Screen {...props} />
      </ExportProvider>
    </SecurityVerificationProvider>
  );
}

const usage = `
The export dialog (spec §4, §6, §9): **loading**, then **success** with a Download button or an
**error** with Reload; **Cancel** at any time; the **identity verification** first where the export
needs it; and the **cap of 10,000 lines** told before the user waits for an export the service would
refuse. It is **transport-free**: \`run(signal, { verificationToken, rowLimit })\` is the app's call.

| state | what the user sees |
| --- | --- |
| cap exceeded | the estimate against the cap; Narrow the filters, or Export the first 10,000 |
| verifying | the security verification dialog on top of it |
| running | a spinner, the elapsed time, Cancel export (aborts the signal), Close (keeps it running) |
| success | the file name, its size and lines, Download |
| error | the described error and its span id, Reload (runs it again, verification included) |
| cancelled | the verification was cancelled: nothing was downloaded |

**A closed export dialog can be reopened on the same job**: \`openExport\` with the same \`key\` shows the
job where it is (still running, ready, failed); only Cancel export aborts it. Put the filters in the key,
so that another selection is another job.

\`\`\`tsx
import { describeError, fileNameFromContentDisposition, saveFileInBrowser, XLSX_CONTENT_TYPE } from '@opsdesk/http';
import { VERIFICATION_TOKEN_HEADER } from '@opsdesk/api';
import { EXPORT_MAX_ROWS, ExportProvider, SecurityVerificationProvider, useExport } from '@opsdesk/ui';

// Once, in the shell: the verification dialog (see Dialogs/SecurityVerification) above the exports.
<SecurityVerificationProvider {...verificationCalls}>
  <ExportProvider describeError={(error) => describeError(error, { language })}>
    <App />
  </ExportProvider>
</SecurityVerificationProvider>;

// In a screen:
function ExportButton({ filters, total }) {
  const { openExport } = useExport();
  return (
    <Button
      onClick={() =>
        openExport({
          key: \`expense-lines?\${new URLSearchParams(filters)}\`,
          title: 'Export expense lines',
          estimatedRows: total, // the list's totalElements: above 10,000 the user is asked first
          needsVerification: true, // spec §6; the SecurityVerificationProvider above asks
          allowFirstRows: false, // the reference operation-service cannot cut an export short
          onNarrowFilters: () => filterForm.setFocus('period'),
          run: async (signal, { verificationToken }) => {
            // GET /api/resources/expense-lines/export with the list filters and X-Verification-Token
            const { data, headers } = await http.request<ArrayBuffer>({
              method: 'get',
              url: '/api/resources/expense-lines/export',
              data: filters,
              responseType: 'arraybuffer',
              headers: { [VERIFICATION_TOKEN_HEADER]: verificationToken ?? '' },
              signal,
            });
            const file = {
              fileName: fileNameFromContentDisposition(headers['content-disposition']) ?? 'expense-lines.xlsx',
              contentType: XLSX_CONTENT_TYPE,
              data,
              source: 'body' as const,
            };
            return {
              fileName: file.fileName,
              size: data.byteLength,
              rows: Number(headers['x-total-count']) || undefined,
              download: () => saveFileInBrowser(file),
            };
          },
        })
      }
    >
      Export
    </Button>
  );
}
\`\`\`

Where the http client verifies by itself (\`createHttpClient({ verifyIdentity })\`), leave
\`needsVerification\` out and run \`http.download(url, filters, { signal, save: false })\`: the
verification dialog then opens during the run. A screen that keeps its own state can render
\`<ExportDialog open onOpenChange title run … />\` instead of the hook: it keeps its job while closed and
aborts it when it unmounts.
`;

const meta = {
  title: 'Packages/ui/Dialogs/Export',
  tags: ['autodocs'],
  component: ExportDemo,
  args: {
    title: 'Export expense lines',
    description: 'June 2024 · Acme China · all cost centres',
    scenario: 'succeeds',
    failureMessage: 'The export service is busy. Try again in a minute.',
    duration: 600,
    needsVerification: false,
    allowFirstRows: true,
  },
  argTypes: {
    scenario: {
      control: 'select',
      options: ['succeeds', 'fails', 'fails once', 'never ends', 'download fails'],
    },
    duration: { control: { type: 'number', min: 0, step: 100 } },
    estimatedRows: { control: { type: 'number', min: 0, step: 1000 } },
  },
  decorators: [
    (Story, context) => (
      <WithDialogTexts locale={String(context.globals.locale ?? 'en')}>
        <Story />
      </WithDialogTexts>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ExportDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/**
 * Opens the export and finds its dialog by its title: the verification dialog on top of it hides it
 * from assistive technology, and with it the name a role query would read.
 */
async function openExport(canvas: Canvas): Promise<HTMLElement> {
  await userEvent.click(canvas.getByRole('button', { name: 'Export expense lines' }));
  const title = await screen.findByText('Export expense lines', { selector: '[role="dialog"] h2' });
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('The export dialog is not there.');
  return dialog;
}

/** What the screen got back, read beside the open dialog. */
const outcome = (canvas: Canvas) => canvas.getByRole('status', { name: 'Outcome', hidden: true });
const runs = (canvas: Canvas) => canvas.getByRole('status', { name: 'Runs', hidden: true });

/** Running: a spinner and the elapsed time; Close keeps it going, Cancel export stops it. */
export const Running: Story = {
  args: { scenario: 'never ends' },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Preparing the export…');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Elapsed 0:0\d$/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

/** Success: the file, its size and lines, and Download with the focus. */
export const Succeeded: Story = {
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    const download = await within(dialog).findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toHaveFocus());
    await expect(within(dialog).getByText('expense-lines-2024-06.xlsx')).toBeInTheDocument();
    await expect(outcome(canvas)).toHaveTextContent('Ready: expense-lines-2024-06.xlsx');
  },
};

/** Download saves the file (simulated here). */
export const Downloaded: Story = {
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(outcome(canvas)).toHaveTextContent('Saved expense-lines-2024-06.xlsx'));
  },
};

/** The file could not be saved: told in the dialog, Download again. */
export const DownloadFailed: Story = {
  args: { scenario: 'download fails' },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The browser blocked the download.',
    );
  },
};

/** Error: the described error and its span id, Reload with the focus. */
export const Failed: Story = {
  args: { scenario: 'fails' },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The export service is busy. Try again in a minute.');
    await expect(alert).toHaveTextContent('spanId: 7f3a9c2e41d0');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reload' })).toHaveFocus());
  },
};

/** Reload runs the export again: here the second run succeeds. */
export const ReloadedAfterError: Story = {
  args: { scenario: 'fails once' },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reload' }));
    await expect(await within(dialog).findByRole('button', { name: 'Download' })).toBeInTheDocument();
    await expect(runs(canvas)).toHaveTextContent('Runs: 2');
  },
};

/** Cancel export aborts the run and closes the dialog; the focus goes back to the button. */
export const CancelledByUser: Story = {
  args: { scenario: 'never ends' },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(outcome(canvas)).toHaveTextContent('Cancelled');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export expense lines' })).toHaveFocus());
  },
};

/** Closed while running, then opened again: the same job, which finished meanwhile; it ran once. */
export const ReopenedOnTheSameJob: Story = {
  args: { duration: 1_200 },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(outcome(canvas)).toHaveTextContent(/^Ready/), {
      timeout: 3_000,
    });
    const again = await openExport(canvas);
    await expect(within(again).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await expect(runs(canvas)).toHaveTextContent('Runs: 1');
  },
};

/** More lines than an export holds: the cap is explained before anything runs; the user decides. */
export const CapExceeded: Story = {
  args: { estimatedRows: 23_512 },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'These filters select about 23,512 lines; one export holds at most 10,000.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Export the first 10,000' })).toHaveFocus(),
    );
    await expect(runs(canvas)).toHaveTextContent('Runs: 0');
  },
};

/** Export the first 10,000: the run is asked for no more, and says so while it runs. */
export const CapExportFirstLines: Story = {
  args: { estimatedRows: 23_512 },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export the first 10,000' }));
    await expect(within(dialog).getByText('Only the first 10,000 lines are exported.')).toBeInTheDocument();
    await expect(await within(dialog).findByRole('button', { name: 'Download' })).toBeInTheDocument();
    await expect(within(dialog).getByText('10,000')).toBeInTheDocument();
  },
};

/** Narrow the filters: nothing runs, the dialog closes and the screen takes the user to its filters. */
export const CapNarrowFilters: Story = {
  args: { estimatedRows: 23_512 },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Narrow the filters' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(outcome(canvas)).toHaveTextContent('Back to the filters');
    await expect(runs(canvas)).toHaveTextContent('Runs: 0');
  },
};

/** Where the service cannot cut an export short, the only way on is to narrow the filters. */
export const CapNarrowOnly: Story = {
  args: { estimatedRows: 23_512, allowFirstRows: false },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await expect(within(dialog).getByRole('button', { name: 'Narrow the filters' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Export the first 10,000' })).toBeNull();
  },
};

/** Verification first: the security verification dialog opens on top of the export and holds the focus. */
export const Verifying: Story = {
  args: { needsVerification: true },
  play: async ({ canvas }) => {
    await openExport(canvas);
    const verification = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await waitFor(() => expect(verification.contains(document.activeElement)).toBe(true));
    await expect(runs(canvas)).toHaveTextContent('Runs: 0');
  },
};

/** Verified with the code, then exported: the run gets the token. */
export const VerifiedThenExported: Story = {
  args: { needsVerification: true },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    const verification = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await userEvent.click(within(verification).getByRole('button', { name: 'Send code' }));
    await userEvent.type(
      await within(verification).findByRole('textbox', { name: 'Verification code' }),
      '123456{Enter}',
    );
    const download = await within(dialog).findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toHaveFocus());
  },
};

/** The verification cancelled: the export is cancelled and says nothing was downloaded. */
export const VerificationCancelled: Story = {
  args: { needsVerification: true },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await screen.findByRole('dialog', { name: 'Verify your identity' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Text message' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(await within(dialog).findByText('The export was cancelled')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await expect(runs(canvas)).toHaveTextContent('Runs: 0');
  },
};

/** Keyboard only: Enter opens, the focus lands on Download when the file is ready, Escape closes. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Export expense lines' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const download = await screen.findByRole('button', { name: 'Download' });
    await waitFor(() => expect(download).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Simplified Chinese, dark theme: the error state. */
export const ChineseDark: Story = {
  args: {
    scenario: 'fails',
    failureMessage: '导出服务繁忙，请一分钟后重试。',
    title: '导出费用明细',
    description: '2024 年 6 月 · Acme 中国 · 全部成本中心',
  },
  globals: { locale: 'zh-CN', theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导出费用明细' }));
    const dialog = await screen.findByRole('dialog', { name: '导出费用明细' });
    await expect(await within(dialog).findByRole('button', { name: '重新加载' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/^导出失败/);
  },
};
