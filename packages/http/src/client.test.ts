import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClientOptions } from './client';
import { describeError } from './describeError';
import { startTestServer, type TestServer } from './test/server';
import { createTestClient, rejection } from './test/client';
import { createMemoryTokenStore } from './tokens';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  server.route('GET', '/api/echo', () => ({ body: { ok: true } }));
  server.route('DELETE', '/api/echo', () => ({ body: { deleted: true } }));
  server.route('POST', '/api/echo', (request) => ({ body: JSON.parse(request.body.toString()) as unknown }));
  server.route('PUT', '/api/echo', (request) => ({ body: JSON.parse(request.body.toString()) as unknown }));
  server.route('PATCH', '/api/echo', (request) => ({ body: JSON.parse(request.body.toString()) as unknown }));
});

afterEach(() => server.close());

function setup(overrides: Partial<HttpClientOptions> = {}) {
  return createTestClient(server, {
    pagePath: () => '/main/tenant-manage/tenant-group',
    language: () => 'zh_CN',
    ...overrides,
  }).client;
}

const lastQuery = () => server.requests.at(-1)?.query;

describe('what every request carries', () => {
  it('sends the access token as a bearer Authorization header', async () => {
    await setup().get('/api/echo');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer A1');
  });

  it('sends no Authorization header when the store holds no token', async () => {
    await setup({ tokenStore: createMemoryTokenStore() }).get('/api/echo');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('adds the language code lower-cased', async () => {
    await setup({ language: () => 'zh_CN' }).get('/api/echo');
    expect(lastQuery()?.get('language')).toBe('zh_cn');
  });

  it.each([
    ['/main/tenant-manage/tenant-group', 'tenant-manage'],
    ['/main/dashboard', 'dashboard'],
    ['/main', 'main'],
    ['/main/finance-receivables/finance-receivables-detail/42?tab=1', 'finance-receivables'],
  ])('adds key from the page path %s: %s', async (path, key) => {
    await setup({ pagePath: () => path }).get('/api/echo');
    expect(lastQuery()?.get('key')).toBe(key);
  });

  it('adds no key on the root page', async () => {
    await setup({ pagePath: () => '/' }).get('/api/echo');
    expect(lastQuery()?.has('key')).toBe(false);
  });

  it('adds roleType=TENANT in tenant mode, and nothing in company mode', async () => {
    let tenantMode = true;
    const client = setup({ tenantMode: () => tenantMode });
    await client.get('/api/echo');
    expect(lastQuery()?.get('roleType')).toBe('TENANT');
    tenantMode = false;
    await client.post('/api/echo', {});
    expect(lastQuery()?.has('roleType')).toBe(false);
  });

  it('reads the providers on every request, not once', async () => {
    let language = 'en';
    const client = setup({ language: () => language });
    await client.get('/api/echo');
    language = 'ja';
    await client.get('/api/echo');
    expect(server.requests.map((request) => request.query.get('language'))).toEqual(['en', 'ja']);
  });

  it('lets a request name its own language, key or roleType', async () => {
    await setup({ tenantMode: () => true }).get('/api/echo', {
      language: 'en',
      key: 'custom',
      roleType: 'COMPANY',
    });
    expect(lastQuery()?.toString()).toBe('language=en&key=custom&roleType=COMPANY');
  });
});

describe('payloads', () => {
  it('sends a GET payload as query parameters with array keys repeated', async () => {
    await setup().get('/api/echo', {
      ids: [1, 2, 3],
      name: '上海 & co',
      empty: null,
      missing: undefined,
      on: true,
    });
    const query = lastQuery();
    expect(query?.getAll('ids')).toEqual(['1', '2', '3']);
    expect(query?.get('name')).toBe('上海 & co');
    expect(query?.get('on')).toBe('true');
    expect(query?.has('empty')).toBe(false);
    expect(query?.has('missing')).toBe(false);
  });

  it('sends a DELETE payload as query parameters with array keys repeated', async () => {
    await expect(setup().delete('/api/echo', { ids: ['a', 'b'] })).resolves.toEqual({ deleted: true });
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(lastQuery()?.getAll('ids')).toEqual(['a', 'b']);
    expect(server.requests[0]?.body.length).toBe(0);
  });

  it.each(['post', 'put', 'patch'] as const)(
    'sends a %s payload as a JSON body, with query params apart',
    async (method) => {
      const client = setup();
      await expect(
        client[method]('/api/echo', { name: 'x', tags: ['a'] }, { params: { dryRun: true } }),
      ).resolves.toEqual({
        name: 'x',
        tags: ['a'],
      });
      expect(server.requests[0]?.headers['content-type']).toMatch(/application\/json/);
      expect(lastQuery()?.get('dryRun')).toBe('true');
    },
  );

  it('gives the page size selected in the visible table to a GET asking for page and size 10', async () => {
    await setup({ tablePageSize: () => 50 }).get('/api/echo', { page: 0, size: 10 });
    expect(lastQuery()?.get('size')).toBe('50');
  });

  it.each([
    ['a size other than 10', { page: 0, size: 20 }, '20'],
    ['no page', { size: 10 }, '10'],
  ])('keeps the page size of a GET with %s', async (_, params, size) => {
    await setup({ tablePageSize: () => 50 }).get('/api/echo', params);
    expect(lastQuery()?.get('size')).toBe(size);
  });

  it('keeps size 10 when no table page size is selected', async () => {
    await setup({ tablePageSize: () => undefined }).get('/api/echo', { page: 1, size: 10 });
    expect(lastQuery()?.get('size')).toBe('10');
  });

  it('does not apply the table page size to a POST', async () => {
    await setup({ tablePageSize: () => 50 }).post(
      '/api/echo',
      { page: 0, size: 10 },
      { params: { page: 0, size: 10 } },
    );
    expect(lastQuery()?.get('size')).toBe('10');
  });

  it('returns the whole answer from request(): status, lower-case headers and data', async () => {
    server.route('GET', '/api/headers', () => ({
      status: 201,
      headers: { 'X-Total-Count': '42' },
      body: [1],
    }));
    const response = await setup().request<number[]>({ method: 'get', url: '/api/headers' });
    expect(response).toMatchObject({ status: 201, data: [1], headers: { 'x-total-count': '42' } });
  });
});

describe('failures', () => {
  it('rejects a status outside 200–299 with an HttpError carrying the response', async () => {
    server.route('GET', '/api/missing', () => ({
      status: 404,
      headers: { 'x-span-id': 'abc123' },
      body: { message: 'Tenant not found' },
    }));
    const error = await rejection(setup().get('/api/missing'));
    expect(error).toMatchObject({ kind: 'status', status: 404, method: 'GET', url: '/api/missing' });
    expect(error.response?.data).toEqual({ message: 'Tenant not found' });
    expect(error.body).toEqual({ message: 'Tenant not found' });
    expect(error.spanId).toBe('abc123');
  });

  it('rejects a non-JSON error body with the typed error and keeps the text', async () => {
    server.route('GET', '/api/gateway', () => ({
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html>Bad gateway</html>',
    }));
    const error = await rejection(setup().get('/api/gateway'));
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(describeError(error, { language: 'en' }).source).toBe('generic');
  });

  it('resolves a 2xx whose body is not JSON with the text', async () => {
    server.route('GET', '/api/text', () => ({
      headers: { 'content-type': 'application/json' },
      body: 'not json',
    }));
    await expect(setup().get('/api/text')).resolves.toBe('not json');
  });

  it('rejects with kind network when nothing answers', async () => {
    const url = server.url;
    await server.close();
    const error = await rejection(setup({ baseURL: url }).get('/api/echo'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    server = await startTestServer();
  });

  it('rejects with kind network when the connection drops', async () => {
    server.route('GET', '/api/drop', () => ({ destroy: true }));
    expect((await rejection(setup().get('/api/drop'))).kind).toBe('network');
  });

  it('rejects with kind timeout when the answer takes too long', async () => {
    server.route('GET', '/api/slow', () => ({ delayMs: 1_000, body: {} }));
    expect((await rejection(setup({ timeoutMs: 50 }).get('/api/slow'))).kind).toBe('timeout');
  });

  it('rejects with kind canceled when the caller aborts', async () => {
    server.route('GET', '/api/slow', () => ({ delayMs: 1_000, body: {} }));
    const controller = new AbortController();
    const pending = setup().get('/api/slow', undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(server.on('/api/slow')).toHaveLength(1));
    controller.abort();
    expect((await rejection(pending)).kind).toBe('canceled');
  });
});
