import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

/**
 * A client that goes away in the middle of an upload (a closed laptop, a dropped connection): the
 * service stores nothing of it, keeps no socket or request open for it, and goes on answering.
 * Over a real socket on loopback, since an injected request cannot be cut.
 */

let service: TestService;
let port: number;
let token: string;

beforeAll(async () => {
  service = await startTestService();
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  const address = service.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  token = await service.login('admin');
});

afterAll(() => service.close());

const BOUNDARY = 'opsdesk-cut-upload';

/** Sends the head and a part of a multipart upload of `declared` bytes, then cuts the connection. */
async function cutUpload(path: string, headers: Record<string, string>, declared: number): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${token}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${declared}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cut.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  socket.write(head + part);
  // Half of a file's bytes, then the connection is gone.
  socket.write(Buffer.alloc(Math.floor(declared / 2), 0x50));
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
}

/** The TCP sockets this process holds open (the server's own listening one included). */
const openSockets = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap').length;

async function settle(expected: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  let open = openSockets();
  while (open > expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    open = openSockets();
  }
  return open;
}

describe('a client that disconnects mid-upload', () => {
  it('leaves no import job, no attachment and no open socket behind, and the service answers on', async () => {
    const before = openSockets();
    const counts = async () =>
      (
        await service.db.query<{ jobs: number; files: number }>(
          'select (select count(*)::int from import_job) as jobs, (select count(*)::int from attachment) as files',
        )
      ).rows[0];
    const stored = await counts();
    for (let round = 0; round < 10; round++) {
      await cutUpload('/api/resources/tenant/import', { 'Idempotency-Key': `cut-${round}` }, 2_000_000);
      await cutUpload('/api/upload/attachment', {}, 2_000_000);
    }
    expect(await settle(before)).toBe(before);
    expect(await counts()).toEqual(stored);
    const account = await fetch(`http://127.0.0.1:${port}/api/account`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.status).toBe(200);
  }, 60_000);
});
