import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AxiosModule from 'axios';
import type * as ClientModule from './client';
import type { HttpError } from './errors';
import { startTestServer, type TestServer } from './test/server';
import { createMemoryTokenStore } from './tokens';
import { loadOnce } from './transport';

describe('loadOnce', () => {
  it('loads once for callers that ask at the same time and after', async () => {
    const load = vi.fn(async () => 'module');
    const get = loadOnce(load);
    await Promise.all([get(), get()]);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a load that failed', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
  });
});

describe('the transport, loaded with the first request', () => {
  let server: TestServer;
  const loads = { count: 0, failing: false };

  beforeEach(async () => {
    server = await startTestServer();
    server.route('GET', '/api/echo', () => ({ body: { ok: true } }));
    loads.count = 0;
    loads.failing = false;
    vi.resetModules();
    vi.doMock('axios', async () => {
      loads.count += 1;
      if (loads.failing) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual<typeof AxiosModule>('axios');
    });
  });

  afterEach(async () => {
    vi.doUnmock('axios');
    await server.close();
  });

  async function freshClient() {
    const { createHttpClient }: typeof ClientModule = await import('./client');
    return createHttpClient({
      baseURL: server.url,
      tokenStore: createMemoryTokenStore(),
      oauthClient: { clientId: 'console', clientSecret: 'secret' },
      pagePath: () => '/',
      navigateToRoot: () => undefined,
    });
  }

  it('does not load axios when a client is created', async () => {
    await freshClient();
    expect(loads.count).toBe(0);
  });

  it('loads axios for the first request, which then succeeds', async () => {
    const client = await freshClient();
    const answer = await client.get('/api/echo');
    expect([answer, loads.count]).toEqual([{ ok: true }, 1]);
  });

  it('reports a transport that could not load as a network error, sending nothing', async () => {
    loads.failing = true;
    const client = await freshClient();
    // The client module was loaded afresh, with its own HttpError class: compared by its fields.
    const error = (await client.get('/api/echo').catch((caught: unknown) => caught)) as HttpError;
    expect([error.name, error.kind, server.requests.length]).toEqual(['HttpError', 'network', 0]);
  });

  it('loads axios again for the request after a failed load, which then succeeds', async () => {
    loads.failing = true;
    const client = await freshClient();
    await client.get('/api/echo').catch(() => undefined);
    loads.failing = false;
    const answer = await client.get('/api/echo');
    expect([answer, loads.count]).toEqual([{ ok: true }, 2]);
  });
});
