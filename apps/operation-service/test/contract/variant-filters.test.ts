import { authSourceResource, getRecord, listRecords, tenantResource, type StoredRecord } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecords } from '../../src/seed/insert';
import { listen, startTestService, type TestService } from '../harness';

/**
 * The lists of the console's variant screens, which fix a filter (one auth-source type, one messaging
 * platform, the sandboxes of one tenant), called as the console calls them: @opsdesk/api's
 * `listRecords` through a logged-in @opsdesk/http client against the listening service.
 */

let service: TestService;
let admin: HttpClient;

/** The rows the database holds of a resource whose field has one of the values. */
async function countWhere(resource: string, field: string, values: readonly string[]): Promise<number> {
  const { rows } = await service.db.query<{ n: number }>(
    `select count(*)::int as n from resource_record where resource = $1 and data->>$2 = any($3::text[])`,
    [resource, field, values],
  );
  return rows[0]?.n ?? 0;
}

const all = async (resource: string, query: Record<string, unknown>): Promise<StoredRecord[]> =>
  (await listRecords(admin, resource, { ...query, size: 500 })).content;

beforeAll(async () => {
  service = await startTestService();
  const source = (
    sourceType: (typeof authSourceResource.shape.sourceType.options)[number],
    slug: string,
  ) => ({
    sourceType,
    name: `ZVF ${slug}`,
    clientName: `zvf-${slug}`,
    domainName: `zvf-${slug}.opsdesk.example`,
  });
  await insertRecords(service.db, authSourceResource, [
    source('DINGTALK', 'ding-1'),
    source('DINGTALK', 'ding-2'),
    source('FEISHU', 'feishu'),
    source('MIDDLEWARE', 'plug'),
  ]);
  const tenant = (code: string, messagingPlatform: string) => ({
    tenantName: `ZVF ${code}`,
    tenantCode: code,
    region: 'CN',
    cloudEnv: 'ALI_HZ',
    licensed: 1,
    messagingPlatform,
  });
  await insertRecords(service.db, tenantResource, [
    tenant('ZVF-LARK', 'LARK'),
    tenant('ZVF-WECHAT', 'WECHAT'),
    tenant('ZVF-NONE', 'NONE'),
  ]);
  admin = await (await listen(service)).clientFor('admin');
});

afterAll(() => service.close());

describe("the auth-source variants (sourceType is an 'in' filter)", () => {
  it('a screen fixing one source type lists exactly the sources of that type', async () => {
    const rows = await all('auth-source', { sourceType: 'DINGTALK' });
    expect(rows.every((row) => row.sourceType === 'DINGTALK')).toBe(true);
    expect(rows.map((row) => row.clientName)).toEqual(expect.arrayContaining(['zvf-ding-1', 'zvf-ding-2']));
    expect(rows).toHaveLength(await countWhere('auth-source', 'sourceType', ['DINGTALK']));
  });

  it('several types list the sources of any of them', async () => {
    const rows = await all('auth-source', { sourceType: ['FEISHU', 'MIDDLEWARE'], keyword: 'ZVF' });
    expect(rows.map((row) => row.clientName).sort()).toEqual(['zvf-feishu', 'zvf-plug']);
  });
});

describe('the tenant variants of a messaging platform', () => {
  it.each(['DINGTALK', 'WECHAT', 'LARK', 'NONE'])('fixing %s lists exactly its tenants', async (platform) => {
    const rows = await all('tenant', { messagingPlatform: platform });
    expect(rows.every((row) => row.messagingPlatform === platform)).toBe(true);
    expect(rows).toHaveLength(await countWhere('tenant', 'messagingPlatform', [platform]));
  });

  it('the operations variants (no sandboxes) keep the platform and the sandbox filter together', async () => {
    const rows = await all('tenant', { messagingPlatform: 'LARK', sandbox: false, keyword: 'ZVF' });
    expect(rows.map((row) => row.tenantCode)).toEqual(['ZVF-LARK']);
  });
});

describe('sandboxes and their source tenant', () => {
  it('every seeded sandbox names a production tenant, whose sandboxes a list finds by its id', async () => {
    const sandboxes = await all('tenant', { sandbox: true });
    const seeded = sandboxes.filter((row) => row.sourceTenantId !== undefined);
    expect(seeded.length).toBeGreaterThan(0);
    for (const sandbox of seeded) {
      const source = await getRecord(admin, 'tenant', Number(sandbox.sourceTenantId));
      expect(source.sandbox, String(sandbox.tenantCode)).toBe(false);
      expect(String(sandbox.tenantName).startsWith(String(source.tenantName))).toBe(true);
      expect(sandbox.messagingPlatform).toBe(source.messagingPlatform);
      const ofSource = await all('tenant', { sourceTenantId: sandbox.sourceTenantId });
      expect(ofSource.map((row) => row.id)).toContain(sandbox.id);
      expect(ofSource.every((row) => row.sandbox === true)).toBe(true);
    }
  });
});
