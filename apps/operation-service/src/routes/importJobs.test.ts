import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { tenantSheet } from '../../test/tenantSheet';
import { STALE_AFTER_MS } from './importRunner';

let service: TestService;
let token: string;

beforeAll(async () => {
  service = await startTestService();
  token = await service.login('admin');
});

afterAll(() => service.close());

async function upload(data: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'tenants.xlsx');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return service.call({
    method: 'POST',
    url: '/api/resources/tenant/import?language=en',
    token,
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      'idempotency-key': `key-${Math.random().toString(36).slice(2)}`,
      ...headers,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const jobOf = async (id: number) =>
  (await service.call({ method: 'GET', url: `/api/import/jobs/${id}`, token })).json<{
    status: string;
    totalRows: number;
    processedRows: number;
    successCount: number;
    failureCount: number;
  }>();

async function until(id: number, ended: (job: Awaited<ReturnType<typeof jobOf>>) => boolean) {
  for (;;) {
    const job = await jobOf(id);
    if (ended(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const importedCount = async (prefix: string) =>
  (
    await service.db.query<{ n: number }>(
      "select count(*)::int as n from resource_record where resource = 'tenant' and data->>'tenantCode' like $1",
      [`${prefix}%`],
    )
  ).rows[0]?.n;

describe('an import as a job of batches', () => {
  it('answers 202 with the running job and its address when asked to respond async, then ends DONE with every row handled', async () => {
    const response = await upload(await tenantSheet('JA', 40), { prefer: 'respond-async' });
    expect(response.statusCode).toBe(202);
    const started = response.json<{ id: number; status: string; totalRows: number }>();
    expect(started).toMatchObject({ status: 'RUNNING', totalRows: 40 });
    expect(response.headers.location).toBe(`/api/import/jobs/${started.id}`);
    const ended = await until(started.id, (job) => job.status !== 'RUNNING');
    expect(ended).toMatchObject({ status: 'DONE', processedRows: 40, successCount: 40, failureCount: 0 });
    expect(await importedCount('JA')).toBe(40);
  });

  it("answers other users' requests between its batches: an account request is answered while the import runs", async () => {
    const response = await upload(await tenantSheet('JB', 600), { prefer: 'respond-async' });
    const { id } = response.json<{ id: number }>();
    const other = await service.call({
      method: 'GET',
      url: '/api/account',
      token: await service.login('finance'),
    });
    expect(other.statusCode).toBe(200);
    const meanwhile = await jobOf(id);
    expect(meanwhile.processedRows).toBeLessThan(600);
    await until(id, (job) => job.status !== 'RUNNING');
  });

  it('stops at a cancel: the rows committed stay, the rest are reported as not imported, and nothing is imported twice', async () => {
    const response = await upload(await tenantSheet('JC', 600), { prefer: 'respond-async' });
    const { id } = response.json<{ id: number }>();
    const cancel = await service.call({ method: 'POST', url: `/api/import/jobs/${id}/cancel`, token });
    expect(cancel.statusCode).toBe(200);
    const cancelled = cancel.json<{ status: string; successCount: number; failureCount: number }>();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.successCount + cancelled.failureCount).toBe(600);
    expect(cancelled.failureCount).toBeGreaterThan(0);
    expect(await importedCount('JC')).toBe(cancelled.successCount);
    const errors = await service.call({ method: 'GET', url: `/api/import/jobs/${id}/errors?size=1`, token });
    expect(errors.json<{ content: { errorMessage: string }[] }>().content[0]?.errorMessage).toBe(
      'Not imported: the import was cancelled.',
    );
    // A later look finds the job as the cancel left it.
    expect(await jobOf(id)).toMatchObject({ status: 'CANCELLED', successCount: cancelled.successCount });
  });

  it('ends a job whose runner stopped (no batch for minutes) as FAILED, the rows it did not reach in its errors', async () => {
    const { rows } = await service.db.query<{ id: number }>(
      `insert into import_job (account_id, idempotency_key, resource, file_name, status, total_rows, processed_rows,
         success_count, sheet_rows, locale, heartbeat_at, created_at)
       select id, 'stale-job', 'tenant', 'tenants.xlsx', 'RUNNING', 3, 1, 1, $1, 'en', $2, $2 from account where login = 'admin'
       returning id`,
      [
        JSON.stringify([2, 3, 4].map((lineNumber) => ({ lineNumber, cells: [`cell ${lineNumber}`] }))),
        service.clock.now(),
      ],
    );
    const id = rows[0]?.id as number;
    expect((await jobOf(id)).status).toBe('RUNNING');
    service.clock.advance(STALE_AFTER_MS + 1000);
    expect(await jobOf(id)).toMatchObject({
      status: 'FAILED',
      processedRows: 1,
      successCount: 1,
      failureCount: 2,
    });
    const errors = await service.call({ method: 'GET', url: `/api/import/jobs/${id}/errors`, token });
    expect(errors.json<{ content: { lineNumber: number; errorMessage: string }[] }>().content).toEqual([
      { lineNumber: 3, errorMessage: 'Not imported: the import stopped before this row; import it again.' },
      { lineNumber: 4, errorMessage: 'Not imported: the import stopped before this row; import it again.' },
    ]);
  });
});
