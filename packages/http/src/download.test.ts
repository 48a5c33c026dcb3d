import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpClientOptions, VerifyIdentity } from './client';
import { describeError } from './describeError';
import { fileNameFromContentDisposition, fileNameFromUrl, type DownloadedFile } from './download';
import { createTestClient, rejection } from './test/client';
import { startTestServer, TokenAuthority, type TestServer } from './test/server';

let server: TestServer;
const workbook = Buffer.from('PK\u0003\u0004 a pretend workbook');

beforeEach(async () => {
  server = await startTestServer();
  server.route('GET', '/api/tenant/export', () => ({
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="tenants.xlsx"; filename*=UTF-8''${encodeURIComponent('租户列表.xlsx')}`,
    },
    body: workbook,
  }));
});

afterEach(() => server.close());

function setup(overrides: Partial<HttpClientOptions> = {}) {
  const saved: DownloadedFile[] = [];
  const verifyIdentity = vi.fn<VerifyIdentity>(() => Promise.resolve('verified-123'));
  const { client } = createTestClient(server, {
    pagePath: () => '/main/tenant-manage/tenant-maintenance',
    language: () => 'en',
    verifyIdentity,
    saveFile: (file) => {
      saved.push(file);
    },
    ...overrides,
  });
  return { client, saved, verifyIdentity };
}

describe('export downloads', () => {
  it('verifies identity first, then GETs with access_token and the fields in the query', async () => {
    const { client, verifyIdentity } = setup();

    await client.download('/api/tenant/export', { region: ['CN', 'SG'], licensed: 1 });

    expect(verifyIdentity).toHaveBeenCalledTimes(1);
    expect(verifyIdentity.mock.calls[0]?.[0]).toMatchObject({
      url: '/api/tenant/export',
      fields: { region: ['CN', 'SG'], licensed: 1 },
    });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.query.get('access_token')).toBe('A1');
    expect(request?.query.getAll('region')).toEqual(['CN', 'SG']);
    expect(request?.query.get('licensed')).toBe('1');
    expect(request?.query.get('language')).toBe('en');
    expect(request?.headers['x-verification-token']).toBe('verified-123');
  });

  it('saves the body under the Content-Disposition name, filename* first', async () => {
    const { client, saved } = setup();

    const file = await client.download('/api/tenant/export');

    expect(file.fileName).toBe('租户列表.xlsx');
    expect(file.source).toBe('body');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.data).toBeInstanceOf(ArrayBuffer);
    expect(Buffer.from(file.data).equals(workbook)).toBe(true);
    expect(saved).toEqual([file]);
  });

  it('names a file without Content-Disposition export.xlsx, or the name asked for with .xlsx', async () => {
    server.route('GET', '/api/plain', () => ({ body: workbook }));
    const { client } = setup();

    await expect(client.download('/api/plain')).resolves.toMatchObject({ fileName: 'export.xlsx' });
    await expect(client.download('/api/plain', {}, { fileName: 'receipts' })).resolves.toMatchObject({
      fileName: 'receipts.xlsx',
    });
    await expect(client.download('/api/plain', {}, { fileName: 'receipts.csv' })).resolves.toMatchObject({
      fileName: 'receipts.csv',
    });
  });

  it('fetches the file from the download-URL header when there is one, without our token', async () => {
    server.route('GET', '/api/orders/export', () => ({
      headers: { 'download-url': `${server.url}/files/orders-2026-11.xlsx?sig=abc` },
    }));
    server.route('GET', '/files/orders-2026-11.xlsx', () => ({ body: workbook }));
    const { client, saved } = setup();

    const file = await client.download('/api/orders/export');

    expect(file).toMatchObject({ fileName: 'orders-2026-11.xlsx', source: 'url' });
    expect(Buffer.from(file.data).equals(workbook)).toBe(true);
    const [fileRequest] = server.on('/files/orders-2026-11.xlsx');
    expect(fileRequest?.query.get('sig')).toBe('abc');
    expect(fileRequest?.headers.authorization).toBeUndefined();
    expect(fileRequest?.query.has('access_token')).toBe(false);
    expect(saved).toHaveLength(1);
  });

  it.each([
    ['cancelled', () => Promise.resolve(null)],
    ['failed', () => Promise.reject(new Error('wrong code'))],
  ])('answers status 400 with empty data when verification is %s, and sends nothing', async (_, verify) => {
    const { client, saved } = setup({ verifyIdentity: verify });

    const error = await rejection(client.download('/api/tenant/export'));

    expect(error.kind).toBe('verification');
    expect(error.status).toBe(400);
    expect((error.response?.data as ArrayBuffer).byteLength).toBe(0);
    expect(server.requests).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });

  it('keeps the token out of the URL of a download that is not an export', async () => {
    const { client } = setup();
    await client.download('/api/tenant/export', {}, { verify: false, accessTokenInQuery: false });
    expect(server.requests[0]?.query.has('access_token')).toBe(false);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer A1');
  });

  it('skips verification for a file that needs none', async () => {
    const { client, verifyIdentity } = setup();
    await client.download('/api/tenant/export', {}, { verify: false });
    expect(verifyIdentity).not.toHaveBeenCalled();
    expect(server.requests[0]?.headers['x-verification-token']).toBeUndefined();
  });

  it('returns the file without saving it when asked', async () => {
    const { client, saved } = setup();
    await expect(client.download('/api/tenant/export', {}, { save: false })).resolves.toMatchObject({
      fileName: '租户列表.xlsx',
    });
    expect(saved).toHaveLength(0);
  });

  it('decodes a JSON error answered to a binary request, for the toast', async () => {
    server.route('GET', '/api/too-big', () => ({
      status: 400,
      headers: { 'x-span-id': 'e1' },
      body: { message: 'Export size cap reached' },
    }));
    const { client } = setup();

    const error = await rejection(client.download('/api/too-big'));

    expect(error.body).toEqual({ message: 'Export size cap reached' });
    expect(describeError(error)).toMatchObject({ message: 'Export size cap reached', spanId: 'e1' });
  });

  it('refreshes on 401 and replays with the new access_token in the query', async () => {
    const authority = new TokenAuthority(server);
    server.route('GET', '/api/guarded/export', (request) =>
      authority.valid.has(request.query.get('access_token') ?? '') ? { body: workbook } : { status: 401 },
    );
    const { client } = setup();

    await client.download('/api/guarded/export');

    expect(server.on('/api/guarded/export').map((request) => request.query.get('access_token'))).toEqual([
      'A1',
      'A2',
    ]);
  });

  it('builds an export address for a browser navigation', () => {
    const { client } = setup();
    const url = new URL(client.exportUrl('/api/tenant/export', { tenantName: '华为', ids: [1, 2] }));
    expect(url.origin + url.pathname).toBe(`${server.url}/api/tenant/export`);
    expect(url.searchParams.get('access_token')).toBe('A1');
    expect(url.searchParams.get('tenantName')).toBe('华为');
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
    expect(url.searchParams.get('key')).toBe('tenant-manage');
  });
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    [`attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8.xlsx`, '发票.xlsx'],
    [`attachment; filename="a; b.xlsx"`, 'a; b.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename=%E6%8A%A5%E8%A1%A8.xlsx', '报表.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="bad%E0.xlsx"', 'bad%E0.xlsx'],
    ['attachment', undefined],
    ['attachment; filename=""', undefined],
    [undefined, undefined],
  ])('reads %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it('reads a file name from a URL only when it looks like one', () => {
    expect(fileNameFromUrl('https://files.example/a/b/report.xlsx?x=1')).toBe('report.xlsx');
    expect(fileNameFromUrl('https://files.example/download?id=1')).toBeUndefined();
  });
});
