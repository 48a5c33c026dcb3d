import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TransferProgress } from './client';
import { createTestClient } from './test/client';
import { startTestServer, TokenAuthority, type TestServer } from './test/server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(() => server.close());

function setup() {
  return createTestClient(server, { language: () => 'en' }).client;
}

describe('uploads', () => {
  it('posts the file as multipart form data with its fields and reports progress up to 100%', async () => {
    server.route('POST', '/api/upload/attachment', (request) => ({
      body: { received: request.body.length },
    }));
    const content = new Uint8Array(256 * 1024).fill(65);
    const progress: TransferProgress[] = [];

    const answer = await setup().upload<{ received: number }>(
      '/api/upload/attachment',
      new File([content], 'scan.pdf'),
      {
        fields: { attachmentType: 'INVOICE_IMAGES' },
        onProgress: (event) => progress.push(event),
      },
    );

    const [request] = server.requests;
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString('latin1') ?? '';
    expect(body).toContain('name="attachmentType"');
    expect(body).toContain('INVOICE_IMAGES');
    expect(body).toMatch(/name="file"; filename="scan.pdf"/);
    expect(answer.received).toBe(request?.body.length);
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1);
    expect(last?.loaded).toBe(last?.total);
    expect(last?.percent).toBe(100);
    expect(progress.map((event) => event.loaded)).toEqual(
      [...progress.map((event) => event.loaded)].sort((a, b) => a - b),
    );
  });

  it('names a Blob without a name by the option, under the field asked for', async () => {
    server.route('POST', '/api/import', () => ({ body: { ok: true } }));
    await setup().upload('/api/import', new Blob(['a,b']), { fieldName: 'excel', fileName: 'rows.csv' });
    expect(server.requests[0]?.body.toString()).toMatch(/name="excel"; filename="rows.csv"/);
  });

  it('sends the headers asked for with the file', async () => {
    server.route('POST', '/api/import', () => ({ body: { ok: true } }));
    await setup().upload('/api/import', new Blob(['a']), { headers: { 'Idempotency-Key': 'k-1' } });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k-1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer A1');
  });

  it('replays an upload after a token refresh with the same content', async () => {
    const authority = new TokenAuthority(server);
    server.route('POST', '/api/upload/attachment', (request) =>
      authority.guard(request, { body: { size: request.body.length } }),
    );

    const answer = await setup().upload<{ size: number }>(
      '/api/upload/attachment',
      new File(['hello'], 'a.txt'),
    );

    const attempts = server.on('/api/upload/attachment');
    expect(attempts.map((request) => request.bearer)).toEqual(['A1', 'A2']);
    expect(attempts[1]?.body.toString()).toContain('hello');
    expect(answer.size).toBe(attempts[1]?.body.length);
  });
});
