import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, createMemoryTokenStore, HttpError, type HttpClient } from '@opsdesk/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ContractError, getChecked } from './call';
import { getPendingCounts } from './workbench';

// The calls load their schemas (and zod) with the first request. A loopback server answers what
// each test tells it to, through a real @opsdesk/http client.

interface Reply {
  readonly status?: number;
  readonly body?: unknown;
}

let server: Server;
let http: HttpClient;
let reply: (path: string) => Promise<Reply> | Reply;
const received: string[] = [];

beforeEach(async () => {
  received.length = 0;
  reply = () => ({ status: 404, body: { message: 'no route' } });
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    received.push(path);
    void Promise.resolve(reply(path)).then(({ status = 200, body }) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http = createHttpClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    oauthClient: { clientId: 'console', clientSecret: 'secret' },
    tokenStore: createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }),
    navigateToRoot: vi.fn(),
  });
});

afterEach(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call resolved'),
    (reason: unknown) => reason,
  );

describe('a call whose schema loads with its request', () => {
  it('answers what its lazily loaded schema reads', async () => {
    reply = () => ({ body: { reimbursement: 2, approvals: 0, businessCards: 1 } });
    await expect(getPendingCounts(http)).resolves.toEqual({
      reimbursement: 2,
      approvals: 0,
      businessCards: 1,
    });
  });

  it('throws a ContractError naming the call and the wrong field when the answer drifts', async () => {
    reply = () => ({ body: { reimbursement: 2, approvals: 'none', businessCards: 1 } });
    const error = await rejectionOf(getPendingCounts(http));
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toMatch(
      /^getPendingCounts answered outside its contract: approvals /,
    );
  });

  it('starts loading the schema before the answer is in', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    reply = async () => {
      await answered;
      return { body: { id: 1 } };
    };
    const load = vi.fn(async () => z.object({ id: z.number() }));
    const call = getChecked(http, 'getThing', '/api/thing', load);
    await vi.waitFor(() => expect(received).toEqual(['/api/thing']));
    expect(load).toHaveBeenCalledTimes(1);
    answer();
    await expect(call).resolves.toEqual({ id: 1 });
  });

  it('rejects with the HttpError of a failed request, even when the schema failed to load too', async () => {
    reply = () => ({ status: 500, body: { message: 'boom' } });
    const error = await rejectionOf(
      getChecked(http, 'getThing', '/api/thing', () => Promise.reject(new Error('chunk failed to load'))),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
  });

  it('rejects with the load error when the request succeeded but the schema could not load', async () => {
    reply = () => ({ body: { id: 1 } });
    const loadError = new Error('chunk failed to load');
    await expect(getChecked(http, 'getThing', '/api/thing', () => Promise.reject(loadError))).rejects.toBe(
      loadError,
    );
  });
});
