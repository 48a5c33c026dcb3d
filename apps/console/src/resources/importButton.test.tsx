// @vitest-environment jsdom
import type { ImportErrorRow, ImportJob } from '@opsdesk/api';
import type { HttpClient, RequestOptions, UploadOptions } from '@opsdesk/http';
import { ConfirmProvider } from '@opsdesk/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleContext, type ConsoleContextValue } from '../app/ConsoleContext';
import { screen as tenantGroupScreen } from '../features/tenant/tenant-group/screen';
import { renderInConsole } from './test/renderInConsole';
import { ResourceImportButton } from './transfer';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JOB = '/api/import/jobs/7';

const job = (fields: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  resource: 'tenantGroup',
  fileName: 'groups.xlsx',
  status: 'RUNNING',
  totalRows: 5000,
  processedRows: 0,
  successCount: 0,
  failureCount: 0,
  errorFileRecommended: false,
  createdAt: '2025-03-01T08:00:00Z',
  finishedAt: null,
  ...fields,
});

const page = (content: readonly ImportErrorRow[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
});

/**
 * The operation-service as @opsdesk/api calls it: the import answers a running job at once (as
 * `Prefer: respond-async` asks), each poll answers the next of `polls` (the last one again), and
 * a cancel answers `cancelled`.
 */
function fakeService(
  polls: readonly ImportJob[],
  options: { cancelled?: ImportJob; errors?: ImportErrorRow[] },
) {
  let asked = 0;
  const upload = vi.fn(async (_url: string, _file: Blob | FormData, _options?: UploadOptions) => ({
    ...job(),
    errors: [],
    replayed: false,
  }));
  const get = vi.fn(async (url: string, _params?: object, _options?: RequestOptions) => {
    if (url === `${JOB}/errors`) return page(options.errors ?? []);
    if (url !== JOB) throw new Error(`unexpected GET ${url}`);
    const answer = polls[Math.min(asked, polls.length - 1)];
    asked += 1;
    return answer;
  });
  const post = vi.fn(async (url: string) => {
    if (url !== `${JOB}/cancel` || !options.cancelled) throw new Error(`unexpected POST ${url}`);
    return options.cancelled;
  });
  const http = { upload, get, post } as unknown as HttpClient;
  return { http, upload, get, post, jobPolls: () => get.mock.calls.filter(([url]) => url === JOB) };
}

async function importFile(http: HttpClient) {
  const user = userEvent.setup();
  renderInConsole(
    <ResourceImportButton screen={tenantGroupScreen} onImported={() => undefined} />,
    (children) => (
      <ConsoleContext.Provider value={{ http, language: 'en' } as ConsoleContextValue}>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ConsoleContext.Provider>
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import · Tenant groups' });
  await user.upload(
    dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
    new File([new Uint8Array(2048)], 'groups.xlsx', { type: XLSX }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return { user, dialog };
}

const refused = (line: number): ImportErrorRow => ({ lineNumber: line, errorMessage: 'Name is required' });

describe('ResourceImportButton: a running import', () => {
  it('asks the service to answer at once, shows each poll as progress, then the result', async () => {
    const service = fakeService(
      [
        job({ processedRows: 1200, successCount: 1197, failureCount: 3 }),
        job({ status: 'DONE', processedRows: 5000, successCount: 4997, failureCount: 3, finishedAt: 'x' }),
      ],
      { errors: [refused(4), refused(9), refused(12)] },
    );
    await importFile(service.http);
    expect(service.upload.mock.calls[0]?.[2]?.headers).toMatchObject({ Prefer: 'respond-async' });

    expect(await screen.findByText('1,200 of 5,000 rows · 3 failed')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Importing on the server…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1200');

    expect(await screen.findByRole('heading', { name: 'Import complete, with failing rows' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Failing rows' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(service.get).toHaveBeenCalledWith(`${JOB}/errors`, { size: 10 }, expect.anything());
  });

  it('cancels it after a confirmation: the rows imported and not, and the error file', async () => {
    const service = fakeService([job({ processedRows: 1200, successCount: 1197, failureCount: 3 })], {
      cancelled: job({
        status: 'CANCELLED',
        processedRows: 5000,
        successCount: 1197,
        failureCount: 3803,
        errorFileRecommended: true,
        finishedAt: '2025-03-01T08:01:00Z',
      }),
      errors: [refused(4), { lineNumber: 1202, errorMessage: 'Not imported: the import was cancelled.' }],
    });
    const { user, dialog } = await importFile(service.http);
    await screen.findByText('1,200 of 5,000 rows · 3 failed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel the import?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel import' }));

    const region = await screen.findByRole('region', { name: 'Import cancelled' });
    expect(service.post).toHaveBeenCalledWith(`${JOB}/cancel`, undefined, undefined);
    expect(
      within(region).getByText(/1,197 rows were imported before the cancel; 3,803 rows were not\./),
    ).toBeTruthy();
    expect(within(region).getByText('Not imported: the import was cancelled.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Download error file' })).toBeTruthy();
    // The cancel's answer ended the wait: its poll was aborted, and none follows a second later.
    const polls = service.jobPolls();
    expect((polls.at(-1)?.[2] as RequestOptions | undefined)?.signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(service.jobPolls()).toHaveLength(polls.length);
  });
});
