import { orderResource, tenantResource } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { tenantInsertRuns } from './tenants';
import { planSeed } from './world';

// The whole seed is drawn for its tenants, orders and the finance catalogue; the other areas are left
// out, so that this test says only whether tenants and orders are sound.
vi.mock('../areas/tenant', () => ({ planTenantArea: () => [] }));
vi.mock('../areas/content', () => ({ planContentArea: () => [] }));
vi.mock('../areas/system', () => ({ planSystemArea: () => [] }));
vi.mock('../areas/i18n', () => ({ planI18nArea: () => [] }));
vi.mock('../areas/admin', () => ({ planAdminArea: () => [] }));
vi.mock('../areas/customer-service', () => ({ planCustomerServiceArea: () => [] }));
vi.mock('../areas/reference', () => ({ planReferenceArea: () => [] }));
vi.mock('../areas/location', () => ({ planLocationArea: () => [] }));
vi.mock('../areas/booking', () => ({ planBookingArea: () => [] }));

const now = new Date('2026-11-20T08:00:00Z');
const demo = planSeed('demo', now);
const small = planSeed('test', now);

type Data = Record<string, unknown>;
const rowsOf = (seed: typeof demo, name: string) =>
  seed.plan.steps.filter((step) => step.resource.name === name).flatMap((step) => step.rows);

describe('the seeded tenants', () => {
  test('most are on no messaging platform, and a share is on each platform', () => {
    const customers = demo.tenants.filter((tenant) => !tenant.provider && !tenant.sandbox);
    const share = (platform: string) =>
      customers.filter((tenant) => tenant.messagingPlatform === platform).length / customers.length;
    expect(share('NONE')).toBeGreaterThan(0.5);
    for (const platform of ['DINGTALK', 'WECHAT', 'LARK']) {
      expect(share(platform), platform).toBeGreaterThan(0.05);
      expect(share(platform), platform).toBeLessThan(0.25);
    }
  });

  test('the demo tenant is on DingTalk, which its staff sign in with', () => {
    const acme = demo.tenants.find((tenant) => tenant.code === 'T0001');
    expect(acme?.messagingPlatform).toBe('DINGTALK');
    const sources = rowsOf(demo, 'auth-source').filter((row) => row.refs?.tenantId === 'tenant:T0001');
    expect(sources.map((row) => (row.data as Data).sourceType)).toEqual(['DINGTALK']);
  });

  test.each([
    ['demo', demo],
    ['test', small],
  ] as const)(
    '%s: every sandbox points at a paying tenant drawn before it, on its platform and cloud',
    (_scale, seed) => {
      const byKey = new Map(seed.tenants.map((tenant, index) => [tenant.key, { tenant, index }]));
      const sandboxes = seed.tenants.filter((tenant) => tenant.sandbox);
      expect(sandboxes.length).toBeGreaterThan(0);
      for (const sandbox of sandboxes) {
        const source = byKey.get(sandbox.sourceKey ?? '');
        expect(source, sandbox.code).toBeDefined();
        if (!source) continue;
        expect(source.tenant).toMatchObject({ sandbox: false, provider: false, lifecycle: 'PAID' });
        expect(source.index).toBeLessThan(byKey.get(sandbox.key)?.index ?? -1);
        expect(sandbox.messagingPlatform).toBe(source.tenant.messagingPlatform);
        expect(sandbox.cloudEnv).toBe(source.tenant.cloudEnv);
      }
      for (const tenant of seed.tenants) if (!tenant.sandbox) expect(tenant.sourceKey).toBeUndefined();
    },
  );

  test.each([
    ['demo', demo],
    ['test', small],
  ] as const)(
    '%s: a sandbox row refers to its source, written in an earlier step, ids in tenant order',
    (_scale, seed) => {
      const steps = seed.plan.steps.filter((step) => step.resource === tenantResource);
      const written = new Set<string>();
      for (const step of steps) {
        for (const row of step.rows) {
          const source = row.refs?.sourceTenantId;
          if (source) expect(written.has(source), `${row.key} before ${source}`).toBe(true);
        }
        for (const row of step.rows) if (row.key) written.add(row.key);
      }
      expect(steps.flatMap((step) => step.rows.map((row) => row.key))).toEqual(
        seed.tenants.map((tenant) => tenant.key),
      );
      expect(steps).toHaveLength(seed.tenants.filter((tenant) => tenant.sandbox).length + 1);
    },
  );

  test('every tenant row parses with the tenant schema and says its platform', () => {
    for (const row of rowsOf(demo, 'tenant')) {
      const data = { ...(row.data as Data), ...(row.refs?.sourceTenantId && { sourceTenantId: 1 }) };
      const parsed = tenantResource.schema.safeParse(data);
      expect(parsed.error?.issues, row.key).toBeUndefined();
      expect((row.data as Data).messagingPlatform, row.key).toMatch(/^(NONE|DINGTALK|WECHAT|LARK)$/);
    }
  });

  test('runs start at each sandbox and keep every tenant once, in order', () => {
    const tenants = demo.tenants.slice(0, 60);
    const runs = tenantInsertRuns(tenants);
    expect(runs.flat()).toEqual(tenants);
    for (const [index, run] of runs.entries()) {
      expect(run.slice(1).every((tenant) => !tenant.sourceKey)).toBe(true);
      if (index > 0) expect(run[0]?.sourceKey).toBeDefined();
    }
  });
});

describe('the seeded orders', () => {
  const orders = rowsOf(demo, 'order').map((row) => row.data as Data);
  const catalogue = new Map(
    rowsOf(demo, 'finance-catalogue-product').map((row) => {
      const data = row.data as Data;
      return [data.productName, data] as const;
    }),
  );

  test('each has the category and service type of its product in the catalogue, in CNY', () => {
    expect(orders.length).toBeGreaterThan(100);
    for (const order of orders) {
      const product = catalogue.get(order.contractProductName);
      expect(product, String(order.contractProductName)).toBeDefined();
      expect(order).toMatchObject({
        orderLargeCategory: product?.orderLargeCategory,
        serviceTypeCode: product?.serviceTypeCode,
        currencyCode: 'CNY',
      });
      expect(orderResource.schema.safeParse({ ...order, tenantId: 1 }).error?.issues).toBeUndefined();
    }
    expect(new Set(orders.map((order) => order.orderLargeCategory))).toEqual(
      new Set(['SOFTWARE', 'SERVICE', 'RESOURCE']),
    );
  });

  test('the lines the finance area writes for an order are of its category', () => {
    const byCode = new Map(orders.map((order) => [order.orderCode, order]));
    const lines = rowsOf(demo, 'order-line').map((row) => row.data as Data);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const order = byCode.get(line.orderCode);
      if (order) expect(line.orderLargeCategory, String(line.orderCode)).toBe(order.orderLargeCategory);
    }
  });
});
