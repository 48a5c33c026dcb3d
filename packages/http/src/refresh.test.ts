import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClientOptions } from './client';
import { createTestClient, rejection } from './test/client';
import { startTestServer, TokenAuthority, type TestServer } from './test/server';
import { createMemoryTokenStore, type TokenStore } from './tokens';

let server: TestServer;
let authority: TokenAuthority;

beforeEach(async () => {
  server = await startTestServer();
  authority = new TokenAuthority(server);
  server.route('GET', '/api/data', (request) => authority.guard(request));
});

afterEach(() => server.close());

function setup(overrides: Partial<HttpClientOptions> = {}, tokenStore?: TokenStore) {
  return createTestClient(server, { ...overrides, ...(tokenStore && { tokenStore }) });
}

describe('refresh on 401', () => {
  it('refreshes with the refresh grant and replays the request with the new token', async () => {
    const { client, tokenStore } = setup();

    await expect(client.get('/api/data')).resolves.toEqual({ token: 'A2' });

    expect(authority.refreshCalls).toHaveLength(1);
    const [refresh] = authority.refreshCalls;
    expect(refresh?.query.get('grant_type')).toBe('refresh_token');
    expect(refresh?.query.get('refresh_token')).toBe('R1');
    expect(refresh?.headers.authorization).toBe(`Basic ${Buffer.from('console:secret').toString('base64')}`);
    expect(server.on('/api/data').map((request) => request.bearer)).toEqual(['A1', 'A2']);
    expect(tokenStore.get()).toMatchObject({ access_token: 'A2', refresh_token: 'R2', expires_in: 3600 });
  });

  it('refreshes on a 401 whose body is empty', async () => {
    server.route('GET', '/api/empty-401', (request) =>
      request.bearer === 'A2' ? { body: 'ok' } : { status: 401, body: '' },
    );
    const { client } = setup();

    await expect(client.get('/api/empty-401')).resolves.toBe('ok');
    expect(authority.refreshCalls).toHaveLength(1);
  });

  it.each([2, 5, 20])('%i parallel 401s share exactly one refresh call', async (count) => {
    const { client, navigateToRoot } = setup();

    const results = await Promise.all(Array.from({ length: count }, () => client.get('/api/data')));

    expect(results).toEqual(Array.from({ length: count }, () => ({ token: 'A2' })));
    expect(authority.refreshCalls).toHaveLength(1);
    expect(navigateToRoot).not.toHaveBeenCalled();
  });

  it('makes requests sent while a refresh runs wait for it and carry the new token', async () => {
    authority.refreshDelayMs = 150;
    const { client } = setup();

    const first = client.get('/api/data');
    await vi.waitFor(() => expect(authority.refreshCalls).toHaveLength(1));
    const during = [client.get('/api/data'), client.post('/api/data-post')];
    server.route('POST', '/api/data-post', (request) => authority.guard(request));

    await expect(Promise.all([first, ...during])).resolves.toEqual([
      { token: 'A2' },
      { token: 'A2' },
      { token: 'A2' },
    ]);
    expect(server.requests.filter((request) => request.bearer === 'A1')).toHaveLength(1);
    expect(authority.refreshCalls).toHaveLength(1);
  });

  it('replays a 401 that arrives after a refresh finished with the new token, without refreshing again', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
    server.route('GET', '/api/slow', async (request) => {
      if (request.bearer === 'A1') await slowAnswered;
      return authority.guard(request);
    });
    const { client } = setup();

    const slow = client.get('/api/slow');
    await vi.waitFor(() => expect(server.on('/api/slow')).toHaveLength(1));
    await expect(client.get('/api/data')).resolves.toEqual({ token: 'A2' });
    releaseSlow();

    await expect(slow).resolves.toEqual({ token: 'A2' });
    expect(authority.refreshCalls).toHaveLength(1);
    expect(server.on('/api/slow').map((request) => request.bearer)).toEqual(['A1', 'A2']);
  });

  it('gives up after the third refresh whose replay still gets 401: token removed, root page once', async () => {
    server.route('GET', '/api/always-401', () => ({ status: 401 }));
    const { client, tokenStore, navigateToRoot } = setup();

    const error = await rejection(client.get('/api/always-401'));

    expect(error.kind).toBe('session-expired');
    expect(error.status).toBe(401);
    expect(authority.refreshCalls).toHaveLength(3);
    expect(server.on('/api/always-401')).toHaveLength(4);
    expect(tokenStore.get()).toBeNull();
    expect(navigateToRoot).toHaveBeenCalledTimes(1);
  });

  it('never refreshes parallel replays into a loop: 10 requests that always get 401 make 3 refreshes', async () => {
    server.route('GET', '/api/always-401', () => ({ status: 401 }));
    const { client, navigateToRoot } = setup();

    const errors = await Promise.all(
      Array.from({ length: 10 }, () => rejection(client.get('/api/always-401'))),
    );

    expect(errors.every((error) => error.kind === 'session-expired')).toBe(true);
    expect(authority.refreshCalls).toHaveLength(3);
    expect(navigateToRoot).toHaveBeenCalledTimes(1);
  });

  it('resets the count of refresh rounds on any 2xx', async () => {
    const script = [401, 401, 200, 401, 401, 401, 200];
    server.route('GET', '/api/scripted', () => ({ status: script.shift() ?? 500, body: { done: true } }));
    const { client, navigateToRoot } = setup();

    // Two rounds, then a 2xx; without the reset the second call would be given up after one more round.
    await expect(client.get('/api/scripted')).resolves.toEqual({ done: true });
    await expect(client.get('/api/scripted')).resolves.toEqual({ done: true });

    expect(authority.refreshCalls).toHaveLength(5);
    expect(navigateToRoot).not.toHaveBeenCalled();
  });

  it.each([
    ['401', { status: 401, delayMs: 100 }],
    [
      '400',
      {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid refresh token' },
        delayMs: 100,
      },
    ],
    ['a network error', { destroy: true, delayMs: 100 }],
    ['a timeout', { delayMs: 2_000 }],
  ])(
    'a refresh failing with %s rejects every waiting request and goes to the root page once',
    async (_, failure) => {
      authority.refreshFailure = failure;
      const { client, tokenStore, navigateToRoot } = setup({ refreshTimeoutMs: 200 });

      const parallel = Array.from({ length: 5 }, () => rejection(client.get('/api/data')));
      await vi.waitFor(() => expect(authority.refreshCalls).toHaveLength(1));
      const queued = Array.from({ length: 2 }, () => rejection(client.get('/api/data')));
      const errors = await Promise.all([...parallel, ...queued]);

      expect(errors.map((error) => error.kind)).toEqual(Array.from({ length: 7 }, () => 'session-expired'));
      expect(authority.refreshCalls).toHaveLength(1);
      expect(navigateToRoot).toHaveBeenCalledTimes(1);
      expect(tokenStore.get()).toBeNull();
      // The queued requests never left: they waited for the refresh and went down with it.
      expect(server.on('/api/data')).toHaveLength(5);
    },
  );

  it('does not send the app to the root page again for requests that carry no token after the session was lost', async () => {
    authority.refreshFailure = { status: 401 };
    const { client, navigateToRoot } = setup();

    await rejection(client.get('/api/data'));
    const late = await rejection(client.get('/api/data'));

    expect(late.kind).toBe('session-expired');
    expect(server.on('/api/data').at(-1)?.bearer).toBeUndefined();
    expect(navigateToRoot).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for the refresh when the request is aborted', async () => {
    authority.refreshDelayMs = 300;
    const { client } = setup();
    let refreshed = false;

    const first = client.get('/api/data').then((data) => {
      refreshed = true;
      return data;
    });
    await vi.waitFor(() => expect(authority.refreshCalls).toHaveLength(1));
    const controller = new AbortController();
    const waiting = client.get('/api/data', undefined, { signal: controller.signal });
    controller.abort();

    const error = await rejection(waiting);
    expect(error.kind).toBe('canceled');
    expect(refreshed).toBe(false);
    await expect(first).resolves.toEqual({ token: 'A2' });
  });

  it('never treats 403 as 401', async () => {
    server.route('GET', '/api/forbidden', () => ({ status: 403, body: { message: 'Forbidden' } }));
    const { client, tokenStore, navigateToRoot } = setup();

    const error = await rejection(client.get('/api/forbidden'));

    expect(error.kind).toBe('status');
    expect(error.status).toBe(403);
    expect(authority.refreshCalls).toHaveLength(0);
    expect(navigateToRoot).not.toHaveBeenCalled();
    expect(tokenStore.get()?.access_token).toBe('A1');
  });

  it('goes to the root page when a 401 comes and there is no refresh token', async () => {
    const { client, navigateToRoot, tokenStore } = setup({}, createMemoryTokenStore({ access_token: 'A1' }));

    const error = await rejection(client.get('/api/data'));

    expect(error.kind).toBe('session-expired');
    expect(authority.refreshCalls).toHaveLength(0);
    expect(navigateToRoot).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('shares one refresh between clients that share a token store', async () => {
    const store = createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' });
    const first = setup({}, store);
    const second = setup({}, store);

    const results = await Promise.all([
      first.client.get('/api/data'),
      second.client.get('/api/data'),
      first.client.get('/api/data'),
      second.client.get('/api/data'),
    ]);

    expect(results).toEqual(Array.from({ length: 4 }, () => ({ token: 'A2' })));
    expect(authority.refreshCalls).toHaveLength(1);
  });

  it('keeps clients with their own token stores apart: each refreshes its own token', async () => {
    const first = setup({}, createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }));
    const second = setup({}, createMemoryTokenStore({ access_token: 'B1', refresh_token: 'S1' }));

    await Promise.all([first.client.get('/api/data'), second.client.get('/api/data')]);

    expect(authority.refreshCalls.map((call) => call.query.get('refresh_token')).sort()).toEqual([
      'R1',
      'S1',
    ]);
  });

  it('refreshSession joins a refresh already in flight', async () => {
    authority.refreshDelayMs = 100;
    const { client } = setup();

    const request = client.get('/api/data');
    await vi.waitFor(() => expect(authority.refreshCalls).toHaveLength(1));
    const record = await client.refreshSession();

    expect(record.access_token).toBe('A2');
    await expect(request).resolves.toEqual({ token: 'A2' });
    expect(authority.refreshCalls).toHaveLength(1);
  });
});
