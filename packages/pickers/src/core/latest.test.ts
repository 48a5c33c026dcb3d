import { searchTenants } from '@opsdesk/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClient } from '../../../http/src/test/client';
import { startTestServer, type TestServer } from '../../../http/src/test/server';
import { createLatestRunner } from './latest';

const tenant = (id: number, tenantName: string) => ({
  id,
  tenantId: id,
  tenantName,
  tenantCode: `T${id}`,
  cloudEnv: 'ALI',
  cloudEnvLabelsName: 'Aliyun',
  sandbox: false,
  licensed: 1,
  region: 'CN',
  enabled: true,
});
const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  // The first keyword answers late, every other one at once: the answers arrive out of order.
  server.route('GET', '/api/tenant/object/list/page', (request) => {
    const keyword = request.query.get('keyword') ?? '';
    return keyword === 'slow'
      ? { delayMs: 300, body: page([tenant(1, 'Slow Ltd')]) }
      : { body: page([tenant(2, `${keyword} Ltd`)]) };
  });
});
afterEach(() => server.close());

describe('createLatestRunner over a real loopback server', () => {
  it('drops the late answer of an older search, keeping the newer one', async () => {
    const { client } = createTestClient(server);
    const runner = createLatestRunner();
    const older = runner.run((signal) => searchTenants(client, { keyword: 'slow' }, { signal }));
    const newer = runner.run((signal) => searchTenants(client, { keyword: 'fast' }, { signal }));
    const [first, second] = await Promise.all([older, newer]);
    expect([
      first.current,
      second.current && 'value' in second ? second.value.content[0]?.tenantName : undefined,
    ]).toEqual([false, 'fast Ltd']);
  });

  it('aborts the older request on the wire when a newer one starts', async () => {
    const { client } = createTestClient(server);
    const runner = createLatestRunner();
    let signalOfOlder: AbortSignal | undefined;
    const older = runner.run((signal) => {
      signalOfOlder = signal;
      return searchTenants(client, { keyword: 'slow' }, { signal });
    });
    await runner.run((signal) => searchTenants(client, { keyword: 'fast' }, { signal }));
    await older;
    expect(signalOfOlder?.aborted).toBe(true);
  });

  it('cancel stops the search in flight and its answer is never used', async () => {
    const runner = createLatestRunner();
    const { client } = createTestClient(server);
    const running = runner.run((signal) => searchTenants(client, { keyword: 'slow' }, { signal }));
    runner.cancel();
    expect((await running).current).toBe(false);
  });

  it('hands a failure of the current search back, for the picker to show', async () => {
    server.route('GET', '/api/tenant/object/list/page', () => ({ status: 500, body: { message: 'down' } }));
    const { client } = createTestClient(server);
    const result = await createLatestRunner().run((signal) => searchTenants(client, {}, { signal }));
    expect(result.current && 'error' in result).toBe(true);
  });
});
