import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ConfirmProvider } from '../../components/ConfirmProvider';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { createImportJobStore, type ImportUpload } from './importJob';
import { ImportProvider } from './ImportProvider';
import type { ImportRowError } from './importRules';
import { isImportRunning, type ImportResult } from './importState';
import { WithImportMessages } from './test/withImportMessages';
import { useImport } from './useImport';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KB = 1024;

const workbook = (name = 'tenants-2024-q3.xlsx', size = 184 * KB, type = XLSX) =>
  new File([new Uint8Array(size)], name, { type });

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The import was cancelled', 'AbortError'));
    });
  });

interface Simulation {
  /** The percents reported, one every `stepMs`. */
  readonly steps?: readonly number[];
  readonly stepMs?: number;
  /** Stops reporting at this percent and never answers (until cancelled). */
  readonly stallAt?: number;
  /** Rejects with this instead of answering, on the attempts listed (1-based); every attempt by default. */
  readonly fail?: unknown;
  readonly failOn?: readonly number[];
}

/** An upload simulated with timers: progress every `stepMs`, then the result (or the failure). */
function simulatedUpload(result: ImportResult, simulation: Simulation = {}): ImportUpload {
  const { steps = [12, 38, 64, 88, 100], stepMs = 140, stallAt, fail, failOn } = simulation;
  let attempt = 0;
  return async (file, { onProgress, signal }) => {
    attempt += 1;
    for (const percent of steps) {
      await wait(stepMs, signal);
      onProgress({ loaded: Math.round((file.size * percent) / 100), total: file.size, percent });
      if (percent === stallAt)
        await new Promise<never>((_resolve, reject) =>
          signal.addEventListener('abort', () =>
            reject(new DOMException('The import was cancelled', 'AbortError')),
          ),
        );
    }
    await wait(stepMs, signal);
    if (fail !== undefined && (failOn === undefined || failOn.includes(attempt))) throw fail;
    return result;
  };
}

const simulatedDownload =
  (ms = 400, fails = false) =>
  async () => {
    await wait(ms);
    if (fails) throw new Error('The download failed');
  };

interface ServiceJob {
  /** Rows of the file. */
  readonly totalRows: number;
  /** Rows handled per update, one update every `stepMs`. */
  readonly batch: number;
  readonly stepMs?: number;
  /** Stops handling rows here (until cancelled): the story shows the bar at that point. */
  readonly stallAt?: number;
  /** Rows refused per batch. */
  readonly failingPerBatch?: number;
}

/**
 * An upload that the service answers at once with a pending result (as `respondAsync` does), then
 * handles `batch` rows per update until the end or a cancel, each upload with a job of its own.
 */
function serviceJobUpload({
  totalRows,
  batch,
  stepMs = 400,
  stallAt,
  failingPerBatch = 1,
}: ServiceJob): ImportUpload {
  return async (file, { onProgress, signal }) => {
    await wait(150, signal);
    onProgress({ loaded: file.size, total: file.size, percent: 100 });
    let processed = 0;
    let failed = 0;
    let cancelled = false;
    const counts = () => ({ successCount: processed - failed, failureCount: failed });
    const firstErrors = (notImported: number): ImportRowError[] =>
      [
        ...rowErrors(Math.min(failed, 10)),
        ...Array.from({ length: notImported }, (_, index) => ({
          line: processed + index + 2,
          message: 'Not imported: the import was cancelled.',
        })),
      ].slice(0, 10);
    return {
      ...counts(),
      errors: [],
      pending: true,
      processedRows: 0,
      totalRows,
      waitForCompletion: async (waitSignal, onUpdate) => {
        for (;;) {
          await wait(stepMs, waitSignal);
          if (cancelled) continue;
          if (stallAt !== undefined && processed >= stallAt) continue;
          processed = Math.min(totalRows, processed + batch);
          failed += failingPerBatch;
          if (processed >= totalRows) {
            return withErrorFile({ ...counts(), errors: rowErrors(Math.min(failed, 10)) });
          }
          onUpdate?.({ ...counts(), errors: [], processedRows: processed, totalRows });
        }
      },
      cancel: async () => {
        // The batch being committed finishes; the rows not reached count as not imported.
        await wait(600);
        cancelled = true;
        const notImported = totalRows - processed;
        return withErrorFile({
          successCount: processed - failed,
          failureCount: failed + notImported,
          errors: firstErrors(notImported),
          processedRows: totalRows,
          totalRows,
          cancelled: true,
        });
      },
    };
  };
}

const messages = [
  'Tenant code T0042 already exists',
  'Licence must be Paid or Free',
  'Region is required',
  'Cloud environment "aliyun-hz3" is unknown',
  'Tenant name is longer than 100 characters',
];

/** Failing rows as `exportErrorRows` of @opsdesk/http returns them: line plus message, by line. */
const rowErrors = (count: number): ImportRowError[] =>
  Array.from({ length: count }, (_, index) => ({
    line: 3 + index * 7,
    message: messages[index % messages.length] ?? '',
  }));

const withErrorFile = (result: ImportResult, ms = 400, fails = false): ImportResult => ({
  ...result,
  downloadErrors: fn(simulatedDownload(ms, fails)).mockName('downloadErrors'),
});

const KEY = 'tenants';

interface StoryParameters {
  /** A file already chosen when the story opens, so the docs page's dialogs open ready to import. */
  readonly seedFile?: File;
  /** Render the dialog closed, behind its trigger, in the story view too. */
  readonly startClosed?: boolean;
}

/**
 * The stories render the dialog open (closed on the docs page, where only a trigger shows: every
 * open modal would stack on one page), each in an ImportProvider of its own.
 */
function renderDialog(args: ImportDialogProps, { viewMode, parameters }: StoryContext<ImportDialogProps>) {
  const { seedFile, startClosed } = parameters as StoryParameters;
  return (
    <DialogWithStore
      {...args}
      seedFile={seedFile}
      defaultOpen={viewMode !== 'docs' && !startClosed}
      trigger={<Button variant="primary">Import tenants</Button>}
    />
  );
}

function DialogWithStore({
  seedFile,
  ...props
}: ImportDialogProps & { readonly seedFile?: File | undefined }) {
  const [store] = useState(() => {
    const created = createImportJobStore();
    if (seedFile) created.job(KEY).choose(seedFile, props);
    return created;
  });
  return (
    <ImportProvider store={store}>
      <ImportDialog {...props} jobKey={KEY} />
    </ImportProvider>
  );
}

const usage = `
The import of spec §4–§5: template download, a file chosen with the **button** (the drop zone is a
real button: Tab reaches it, Enter or Space opens the chooser) or **dropped**, refused inline when it is
missing, of another format (extension *and* MIME type), over the limit (3 MB unless \`maxSizeBytes\`
says otherwise), empty or not of the template (\`checkTemplate\`). Then the upload with its progress
(\`role="progressbar"\`) and **Cancel import** (aborts the signal; the file stays), and the result:
rows imported and failed, the failing rows as **line + message**, and above **10** failing rows a
prompt to download the error file (the first 10 listed). A failed upload keeps the file: **Retry**
sends the same file with the same idempotency key.

A **large import** (\`isLarge\`, or \`largeImportRows\` rows counted by \`checkTemplate\`, or a
\`pending\` answer) says it takes **about 15 minutes**. Closing the dialog while an import runs keeps
it (\`onBackground\`); reopening shows its progress or its result. Give a \`jobKey\` under an
\`ImportProvider\` and the job also outlives the screen; \`useImport(key)\` shows it anywhere.

A **pending** answer that counts its rows (\`processedRows\` of \`totalRows\`) shows the service's
progress instead of the estimate: a progress bar by rows ("1,200 of 5,000 rows · 3 failed"), moved by
each result \`waitForCompletion\` reports through its \`onUpdate\`. With a \`cancel\`, **Cancel import**
asks first (\`useConfirm\`: mount a \`ConfirmProvider\`), is busy while the service answers, and the
answer is the result: with \`cancelled\`, it says how many rows were imported and how many were not,
and offers the error file to import the rest.

Transport-free: the console passes its functions on \`@opsdesk/http\`. \`upload\` takes the file and
\`{ onProgress, signal, idempotencyKey }\`; the failing rows come already normalised: pass the
service's list through \`exportErrorRows\`, which reads both the detail-page shape
(\`lineNumber\`, \`errorMessage\`) and the errors map (message → line numbers).

\`\`\`tsx
import {
  cancelImportJob,
  downloadImportErrors,
  downloadImportTemplate,
  getImportJob,
  importResource,
  listImportErrors,
  type ImportJob,
  type ImportResult as JobAnswer,
} from '@opsdesk/api';
import { describeError, exportErrorRows, type HttpClient } from '@opsdesk/http';
import { Button, ImportDialog, type ImportResult } from '@opsdesk/ui';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

function toResult(http: HttpClient, job: ImportJob, errors: JobAnswer['errors'] = []): ImportResult {
  // The job's first failing rows, with the final answers only (the service lists them at the end).
  const ended = async (latest: ImportJob, signal?: AbortSignal) =>
    toResult(http, latest, (await listImportErrors(http, latest.id, { size: 10 }, { signal })).content);
  return {
    successCount: job.successCount, // so far, while RUNNING
    failureCount: job.failureCount,
    errors: exportErrorRows(errors), // { lineNumber, errorMessage }[] or { errors: { message: lines } }
    downloadErrors: () => downloadImportErrors(http, job.id).then(() => undefined),
    pending: job.status === 'RUNNING',
    processedRows: job.processedRows,
    totalRows: job.totalRows,
    cancelled: job.status === 'CANCELLED',
    waitForCompletion: async (signal, onUpdate) => {
      for (;;) {
        await sleep(1000, signal);
        const latest = await getImportJob(http, job.id, { signal });
        if (latest.status !== 'RUNNING') return ended(latest, signal);
        onUpdate?.(toResult(http, latest)); // moves the bar
      }
    },
    cancel: async () => ended(await cancelImportJob(http, job.id)),
  };
}

export function ImportTenants({ http, reload }: { http: HttpClient; reload: () => void }) {
  return (
    <ImportDialog
      title="Import tenants"
      trigger={<Button>Import</Button>}
      jobKey="tenants" // under an <ImportProvider> (and a <ConfirmProvider>) near the app's root
      downloadTemplate={() => downloadImportTemplate(http, 'tenant').then(() => undefined)}
      upload={async (file, { onProgress, signal, idempotencyKey }) => {
        // respondAsync: the service answers once the job started (RUNNING, 0 of totalRows).
        const job = await importResource(http, 'tenant', file, idempotencyKey, onProgress, {
          signal, // Cancel import while uploading
          respondAsync: true,
        });
        return job.status === 'RUNNING' ? toResult(http, job) : toResult(http, job, job.errors);
      }}
      describeError={(error) => describeError(error)}
      onDone={() => reload()}
    />
  );
}
\`\`\`

The texts are message ids \`ui.importDialog.*\` in the five languages. On this page the dialogs wait
behind their trigger (each opens in its state); the story view opens them and runs the interaction.
`;

const meta = {
  title: 'Packages/ui/Dialogs/Import',
  tags: ['autodocs'],
  component: ImportDialog,
  args: {
    title: 'Import tenants',
    upload: fn(simulatedUpload({ successCount: 1204, failureCount: 0, errors: [] })).mockName('upload'),
    downloadTemplate: fn(simulatedDownload()).mockName('downloadTemplate'),
    onDone: fn().mockName('onDone'),
    onBackground: fn().mockName('onBackground'),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: false },
    // Not a colour, whatever its name says to Storybook's control matcher.
    onBackground: { control: false },
  },
  decorators: [
    (Story) => (
      <WithImportMessages>
        <Story />
      </WithImportMessages>
    ),
  ],
  render: renderDialog,
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const fileInput = async () => {
  const found = (await dialog()).querySelector<HTMLInputElement>('input[type="file"]');
  if (!found) throw new Error('no file input');
  return found;
};
/** Chooses files as a user picking "All files" in the chooser would (the input's accept is a hint). */
const choose = async (file: File) => userEvent.setup({ applyAccept: false }).upload(await fileInput(), file);
const press = async (name: string | RegExp) =>
  userEvent.click(await screen.findByRole('button', { name }, { timeout: 4000 }));
/** Drags files over the drop zone and drops them, as the browser does. */
const drop = (target: HTMLElement, files: readonly File[]) => {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }
};
const alertText = async () => (await screen.findByRole('alert', {}, { timeout: 3000 })).textContent;

const chosen = workbook();

/** Closed behind its trigger: Enter opens it with the focus on the drop zone; Escape closes it. */
export const Closed: Story = {
  parameters: { startClosed: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Import tenants' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const zone = await screen.findByRole('button', { name: /Drop the file here/ });
    await waitFor(() => expect(zone).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Nothing chosen: the template link, the drop zone (focused) and the formats and limit. */
export const ChooseAFile: Story = {
  play: async () => {
    const zone = await screen.findByRole('button', { name: /Drop the file here/ });
    await waitFor(() => expect(zone).toHaveFocus());
    await expect(screen.getByText('.xlsx or .xls file, up to 3 MB.')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Download template' })).toBeInTheDocument();
  },
};

/** A file chosen: its name and size, Replace and Remove; the focus moves to Import. */
export const FileChosen: Story = {
  play: async () => {
    await choose(chosen);
    await expect(await screen.findByText('tenants-2024-q3.xlsx')).toBeInTheDocument();
    await expect(screen.getByText('184 kB')).toBeInTheDocument();
    await expect(screen.getByText('Ready to import')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus());
  },
};

/** Dropped on the dialog: the same checks as a chosen file. */
export const FileDropped: Story = {
  play: async () => {
    const zone = await screen.findByRole('button', { name: /Drop the file here/ });
    drop(zone, [workbook('dropped-tenants.xlsx')]);
    await expect(await screen.findByText('dropped-tenants.xlsx')).toBeInTheDocument();
  },
};

/** The template is checked when the file is chosen (`checkTemplate`); Import waits for it. */
export const CheckingTemplate: Story = {
  args: { checkTemplate: () => new Promise<boolean>(() => undefined) },
  play: async () => {
    await choose(chosen);
    await expect(await screen.findByText('Checking the template…')).toBeInTheDocument();
  },
};

/** Import without a file: "Choose a file to import.", nothing is sent. */
export const MissingFile: Story = {
  play: async ({ args }) => {
    await press('Import');
    await expect(await alertText()).toBe('Choose a file to import.');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** Another extension: refused, naming the file and the accepted formats. */
export const WrongFormat: Story = {
  play: async () => {
    await choose(workbook('scan-contract.pdf', 320 * KB, 'application/pdf'));
    await expect(await alertText()).toBe(
      '“scan-contract.pdf” is not in an accepted format. Choose a .xlsx or .xls file.',
    );
  },
};

/** A .xlsx name on an image: refused by its MIME type. */
export const WrongMimeType: Story = {
  play: async () => {
    await choose(workbook('photo.xlsx', 96 * KB, 'image/png'));
    await expect(await alertText()).toMatch(/“photo.xlsx” is not in an accepted format/);
  },
};

/** Over the 3 MB limit: refused with the file's size and the limit. */
export const TooLarge: Story = {
  play: async () => {
    await choose(workbook('tenants-all.xlsx', 3.4 * KB * KB));
    await expect(await alertText()).toBe('“tenants-all.xlsx” is 3.4 MB: files up to 3 MB can be imported.');
  },
};

/** A configured limit (`maxSizeBytes`: 10 MB) shows in the hint and in the refusal. */
export const ConfiguredLimit: Story = {
  args: { maxSizeBytes: 10 * KB * KB },
  play: async () => {
    await expect(await screen.findByText('.xlsx or .xls file, up to 10 MB.')).toBeInTheDocument();
    await choose(workbook('tenants-all.xlsx', 12 * KB * KB));
    await expect(await alertText()).toMatch(/files up to 10 MB can be imported/);
  },
};

/** An empty file: refused. */
export const EmptyFile: Story = {
  play: async () => {
    await choose(workbook('blank.xlsx', 0));
    await expect(await alertText()).toBe('“blank.xlsx” is empty.');
  },
};

/** Two files dropped at once: one at a time. */
export const TooManyFiles: Story = {
  play: async () => {
    const zone = await screen.findByRole('button', { name: /Drop the file here/ });
    drop(zone, [workbook('tenants.xlsx'), workbook('companies.xlsx')]);
    await expect(await alertText()).toBe('Choose one file: 2 were dropped.');
  },
};

/** Not the template: the file stays shown, refused, and Import sends nothing. */
export const WrongTemplate: Story = {
  args: {
    checkTemplate: async () => {
      await wait(300);
      return false;
    },
  },
  play: async ({ args }) => {
    await choose(workbook('tenants-export.xlsx'));
    await expect(await alertText()).toMatch(/“tenants-export.xlsx” does not match the import template/);
    await press('Import');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

/** The template check itself failed: Import checks again. */
export const TemplateCheckFailed: Story = {
  args: {
    checkTemplate: async () => {
      await wait(200);
      throw new Error('offline');
    },
  },
  play: async () => {
    await choose(chosen);
    await expect(await alertText()).toMatch(/could not be checked/);
  },
};

/** A refused replacement leaves the chosen file in place. */
export const RefusedReplacementKeepsTheFile: Story = {
  play: async () => {
    await choose(chosen);
    await screen.findByText('tenants-2024-q3.xlsx');
    await choose(workbook('scan.pdf', 120 * KB, 'application/pdf'));
    await expect(await alertText()).toMatch(/“scan.pdf” is not in an accepted format/);
    await expect(screen.getByText('tenants-2024-q3.xlsx')).toBeInTheDocument();
  },
};

/** The template link downloads the template (busy meanwhile). */
export const TemplateDownload: Story = {
  play: async ({ args }) => {
    await press('Download template');
    await waitFor(() => expect(args.downloadTemplate).toHaveBeenCalledTimes(1));
  },
};

/** The template download failed: said inline. */
export const TemplateDownloadFailed: Story = {
  args: { downloadTemplate: fn(simulatedDownload(200, true)).mockName('downloadTemplate') },
  play: async () => {
    await press('Download template');
    await expect(await alertText()).toBe('The template could not be downloaded. Please retry.');
  },
};

/** Uploading: the progress bar with its percent; Cancel import or Continue in background. */
export const Uploading: Story = {
  args: { upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 64 })) },
  parameters: { seedFile: chosen },
  play: async () => {
    await press('Import');
    const bar = await screen.findByRole('progressbar', { name: 'Uploading tenants-2024-q3.xlsx' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '64'), { timeout: 3000 });
    await expect(screen.getByRole('button', { name: 'Cancel import' })).toHaveFocus();
  },
};

/** The whole file is sent and the service is importing: an indeterminate bar. */
export const ImportingOnTheServer: Story = {
  args: { upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 100 })) },
  parameters: { seedFile: chosen },
  play: async () => {
    await press('Import');
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Importing on the server…' },
      { timeout: 3000 },
    );
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Cancel import aborts the signal: the file stays chosen, ready to import again. */
export const Cancelled: Story = {
  args: { upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 38 })) },
  parameters: { seedFile: chosen },
  play: async ({ args }) => {
    await press('Import');
    await screen.findByRole('progressbar');
    await press('Cancel import');
    await expect(await screen.findByText(/The import was cancelled/)).toBeInTheDocument();
    const signal = mocked(args.upload).mock.calls[0]?.[1].signal;
    await expect(signal?.aborted).toBe(true);
    await expect(screen.getByText('tenants-2024-q3.xlsx')).toBeInTheDocument();
  },
};

const serverDown = { message: 'The service is unavailable. Please retry later.', spanId: '7f3a9c2e41b8' };

/** The upload failed: why (with the span id), and the file kept for Retry. */
export const UploadFailed: Story = {
  args: {
    upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { fail: serverDown })),
  },
  parameters: { seedFile: chosen },
  play: async () => {
    await press('Import');
    await expect(await alertText()).toMatch(
      /The service is unavailable\. Please retry later\. The file is kept/,
    );
    await expect(screen.getByText('spanId: 7f3a9c2e41b8')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
  },
};

/** Retry sends the same file again, with the same idempotency key, and shows the result. */
export const RetryAfterFailure: Story = {
  args: {
    upload: fn(
      simulatedUpload({ successCount: 1204, failureCount: 0, errors: [] }, { fail: serverDown, failOn: [1] }),
    ),
  },
  parameters: { seedFile: chosen },
  play: async ({ args }) => {
    await press('Import');
    await press('Retry');
    await screen.findByRole('heading', { name: 'Import complete' }, { timeout: 4000 });
    const [first, second] = mocked(args.upload).mock.calls;
    await expect(second?.[0]).toBe(first?.[0]);
    await expect(second?.[1].idempotencyKey).toBe(first?.[1].idempotencyKey);
  },
};

const resultPlay =
  (heading: string) =>
  async ({ args }: { args: ImportDialogProps }) => {
    await press('Import');
    const title = await screen.findByRole('heading', { name: heading }, { timeout: 4000 });
    await waitFor(() => expect(screen.getByRole('region', { name: heading })).toHaveFocus());
    await expect(title).toBeInTheDocument();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  };

/** Every row imported: the count, no error list. */
export const Success: Story = {
  parameters: { seedFile: chosen },
  play: async (context) => {
    await resultPlay('Import complete')(context);
    await expect(screen.getByText(/1,204 rows were imported/)).toBeInTheDocument();
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

/** Some rows failed: the counts and each failing row as line plus message. */
export const SomeRowsFailed: Story = {
  args: {
    upload: fn(simulatedUpload(withErrorFile({ successCount: 1201, failureCount: 3, errors: rowErrors(3) }))),
  },
  parameters: { seedFile: chosen },
  play: async (context) => {
    await resultPlay('Import complete, with failing rows')(context);
    const table = screen.getByRole('table', { name: 'Failing rows' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('Tenant code T0042 already exists')).toBeInTheDocument();
  },
};

/** Exactly 10 failing rows: all listed, no prompt for the error file (the threshold is "more than 10"). */
export const TenRowsFailed: Story = {
  args: {
    upload: fn(
      simulatedUpload(withErrorFile({ successCount: 194, failureCount: 10, errors: rowErrors(10) })),
    ),
  },
  parameters: { seedFile: chosen },
  play: async (context) => {
    await resultPlay('Import complete, with failing rows')(context);
    await expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await expect(screen.queryByText(/More than 10 rows failed/)).toBeNull();
  },
};

const manyFailed = withErrorFile({ successCount: 1147, failureCount: 57, errors: rowErrors(10) });

/** More than 10 failing rows: a prompt to download the error file; the first 10 are listed. */
export const ManyRowsFailed: Story = {
  args: { upload: fn(simulatedUpload(manyFailed)) },
  parameters: { seedFile: chosen },
  play: async (context) => {
    await resultPlay('Import complete, with failing rows')(context);
    await expect(screen.getByText(/More than 10 rows failed: download the error file/)).toBeInTheDocument();
    await expect(screen.getByText('Showing the first 10 of 57 failing rows.')).toBeInTheDocument();
    await press('Download error file');
    await waitFor(() => expect(manyFailed.downloadErrors).toHaveBeenCalledTimes(1));
  },
};

/** No row imported: "the import failed, download the error information". */
export const AllRowsFailed: Story = {
  args: {
    upload: fn(simulatedUpload(withErrorFile({ successCount: 0, failureCount: 14, errors: rowErrors(10) }))),
  },
  parameters: { seedFile: chosen },
  play: resultPlay('The import failed: download the error information'),
};

/** The error file could not be downloaded: said inline, the result stays. */
export const ErrorFileDownloadFailed: Story = {
  args: {
    upload: fn(
      simulatedUpload(withErrorFile({ successCount: 12, failureCount: 2, errors: rowErrors(2) }, 200, true)),
    ),
  },
  parameters: { seedFile: chosen },
  play: async (context) => {
    await resultPlay('Import complete, with failing rows')(context);
    await press('Download error file');
    await expect(
      await screen.findByText('The error file could not be downloaded. Please retry.'),
    ).toBeInTheDocument();
  },
};

/** A large import says it takes about 15 minutes and that the dialog may be closed. */
export const LargeImport: Story = {
  args: {
    isLarge: () => true,
    upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 38 })),
  },
  parameters: { seedFile: workbook('tenants-full.xlsx', 2.6 * KB * KB) },
  play: async () => {
    await expect(await screen.findByText(/It takes about 15 minutes/)).toBeInTheDocument();
    await press('Import');
    await screen.findByRole('progressbar');
    await expect(screen.getByText('Large import')).toBeInTheDocument();
  },
};

/** Closing while it runs keeps the import (`onBackground`); reopening shows its progress. */
export const ContinueInBackground: Story = {
  args: {
    isLarge: () => true,
    upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 64 })),
  },
  parameters: { seedFile: workbook('tenants-full.xlsx', 2.6 * KB * KB) },
  play: async ({ args, canvas }) => {
    await press('Import');
    await screen.findByRole('progressbar');
    await press('Continue in background');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onBackground).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Import tenants' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading tenants-full.xlsx' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '64'), { timeout: 3000 });
  },
};

/** Reads the job by key: the import's progress shows anywhere, also while the dialog is closed. */
function BackgroundStatus() {
  const { state } = useImport(KEY);
  if (isImportRunning(state)) return <>Import running: {state.progress ?? 0}%</>;
  return <>{state.status === 'done' ? 'Import done' : 'No import running'}</>;
}

/** The screen holding the dialog unmounts and comes back: the job kept by key is still there. */
export const JobKeptByKey: Story = {
  args: {
    upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 88 })),
  },
  render: function KeptByKey(args) {
    const [store] = useState(() => {
      const created = createImportJobStore();
      created.job(KEY).choose(chosen, args);
      return created;
    });
    const [shown, setShown] = useState(true);
    return (
      <ImportProvider store={store}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Button onClick={() => setShown((value) => !value)}>
            {shown ? 'Leave the screen' : 'Back to the screen'}
          </Button>
          <output aria-label="Background import">
            <BackgroundStatus />
          </output>
        </div>
        {shown && (
          <div style={{ marginTop: 16 }}>
            <ImportDialog
              {...args}
              jobKey={KEY}
              defaultOpen={false}
              trigger={<Button variant="primary">Import tenants</Button>}
            />
          </div>
        )}
      </ImportProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Import tenants' }));
    await press('Import');
    await screen.findByRole('progressbar');
    await press('Continue in background');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the screen' }));
    await expect(canvas.queryByRole('button', { name: 'Import tenants' })).toBeNull();
    await waitFor(() => expect(canvas.getByText('Import running: 88%')).toBeInTheDocument(), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the screen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Import tenants' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading tenants-2024-q3.xlsx' });
    await expect(bar).toHaveAttribute('aria-valuenow', '88');
  },
};

/** The service took the file and goes on with it (`pending`, nothing to wait on): about 15 minutes. */
export const PendingOnTheServer: Story = {
  args: {
    upload: fn(simulatedUpload({ successCount: 0, failureCount: 0, errors: [], pending: true })),
  },
  parameters: { seedFile: chosen },
  play: async () => {
    await press('Import');
    await screen.findByRole('heading', { name: 'Still importing' }, { timeout: 4000 });
    await expect(screen.getByText(/it takes about 15 minutes/)).toBeInTheDocument();
  },
};

/** A pending import with `waitForCompletion`: "importing on the server", then the final result. */
export const WaitsForCompletion: Story = {
  args: {
    upload: fn(
      simulatedUpload({
        successCount: 0,
        failureCount: 0,
        errors: [],
        pending: true,
        waitForCompletion: async (signal) => {
          await wait(1500, signal);
          return withErrorFile({ successCount: 8412, failureCount: 23, errors: rowErrors(10) });
        },
      }),
    ),
  },
  parameters: { seedFile: workbook('tenants-full.xlsx', 2.6 * KB * KB) },
  play: async () => {
    await press('Import');
    // The service answered "pending": the dialog waits on the server, saying how long it takes.
    await expect(
      await screen.findByText(/The service is importing the rows/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('progressbar', { name: 'Importing on the server…' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Import complete, with failing rows' }, { timeout: 5000 });
    await expect(screen.getByText('Showing the first 10 of 23 failing rows.')).toBeInTheDocument();
  },
};

const withConfirm: NonNullable<Story['decorators']> = [
  (Story) => (
    <ConfirmProvider>
      <Story />
    </ConfirmProvider>
  ),
];

/**
 * The service counts its rows (\`processedRows\` of \`totalRows\`, reported through \`onUpdate\`): a
 * progress bar by rows with the failures so far, instead of the 15-minute estimate; Cancel import.
 */
export const PendingWithProgress: Story = {
  args: { upload: fn(serviceJobUpload({ totalRows: 5000, batch: 600, stallAt: 3000 })).mockName('upload') },
  parameters: { seedFile: workbook('tenants-full.xlsx', 2.6 * KB * KB) },
  decorators: withConfirm,
  play: async () => {
    await press('Import');
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Importing on the server…' },
      { timeout: 4000 },
    );
    await expect(bar).toHaveAttribute('aria-valuemax', '5000');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3000'), { timeout: 6000 });
    await expect(screen.getByText('3,000 of 5,000 rows · 5 failed')).toBeInTheDocument();
    await expect(screen.getByText(/imports the rows in batches/)).toBeInTheDocument();
    await expect(screen.queryByText(/about 15 minutes/)).toBeNull();
    await expect(screen.getByRole('button', { name: 'Cancel import' })).toBeInTheDocument();
  },
};

/**
 * Cancel import while the service goes on: a confirmation (the focus on Keep importing), the
 * button busy while the service answers, then the rows imported and not, and the error file.
 */
export const CancelPendingImport: Story = {
  args: { upload: fn(serviceJobUpload({ totalRows: 5000, batch: 400 })).mockName('upload') },
  parameters: { seedFile: workbook('tenants-full.xlsx', 2.6 * KB * KB) },
  decorators: withConfirm,
  play: async () => {
    await press('Import');
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Importing on the server…' },
      { timeout: 4000 },
    );
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0), {
      timeout: 4000,
    });
    await press('Cancel import');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel the import?' });
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Keep importing' })).toHaveFocus(),
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel import' }));
    const region = await screen.findByRole('region', { name: 'Import cancelled' }, { timeout: 4000 });
    await waitFor(() => expect(region).toHaveFocus());
    await expect(within(region).getByText(/rows were imported before the cancel/)).toBeInTheDocument();
    await expect(within(region).getByText('Rows not imported')).toBeInTheDocument();
    await expect(within(region).getByText(/Download the error file to import the rest/)).toBeInTheDocument();
    await expect(within(region).getByRole('button', { name: 'Download error file' })).toBeInTheDocument();
  },
};

/** By keyboard alone: Tab to Import, Enter, the focus moves to the result, then Done closes it. */
export const KeyboardOnly: Story = {
  parameters: { seedFile: chosen },
  play: async () => {
    const importButton = await screen.findByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Import complete' }, { timeout: 4000 });
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Dark theme, Simplified Chinese: more than 10 failing rows. */
export const DarkChinese: Story = {
  args: {
    title: '导入租户',
    upload: fn(
      simulatedUpload(withErrorFile({ successCount: 1147, failureCount: 57, errors: rowErrors(10) })),
    ),
  },
  parameters: { seedFile: workbook('租户导入-2024.xlsx') },
  globals: { theme: 'dark', locale: 'zh-CN' },
  play: async () => {
    await press('导入');
    await screen.findByRole('heading', { name: '导入完成，部分数据失败' }, { timeout: 4000 });
    await expect(screen.getByText(/失败数据超过 10 条/)).toBeInTheDocument();
  },
};

/** Japanese, compact: a file over the limit. */
export const JapaneseCompact: Story = {
  args: { title: 'テナントのインポート' },
  globals: { locale: 'ja', density: 'compact' },
  play: async () => {
    await choose(workbook('tenants-all.xlsx', 3.4 * KB * KB));
    await expect(await alertText()).toBe(
      '「tenants-all.xlsx」のサイズは 3.4 MB で、上限の 3 MB を超えています。',
    );
  },
};

/** Traditional Chinese: not the template. */
export const TraditionalChinese: Story = {
  args: { title: '匯入租戶', checkTemplate: async () => false },
  globals: { locale: 'zh-TW' },
  play: async () => {
    await choose(workbook('租戶.xlsx'));
    await expect(await alertText()).toMatch(/與匯入範本不符/);
  },
};

/** Italian: a large import uploading. */
export const Italian: Story = {
  args: {
    title: 'Importa tenant',
    isLarge: () => true,
    upload: fn(simulatedUpload({ successCount: 1, failureCount: 0, errors: [] }, { stallAt: 38 })),
  },
  parameters: { seedFile: chosen },
  globals: { locale: 'it' },
  play: async () => {
    await press('Importa');
    await screen.findByRole('progressbar');
    await expect(screen.getByText(/circa 15 minuti/)).toBeInTheDocument();
  },
};
