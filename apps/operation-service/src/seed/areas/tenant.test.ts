import type { ResourceDescriptor } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { SeedContext } from '../generate/context';
import { fileFieldProblems } from '../generate/files';
import type { PlannedStep } from '../generate/plan';
import { drawSandbox, drawTenant, fixedTenants, type TenantSketch } from '../generate/tenants';
import { expectedPlanners, plannersOf, splitSeed } from './areaChecks';
import { planTenantArea, tenantFileFields } from './tenant';

// The checks plan the tenant area for tenants drawn here; the one that looks for every resource of
// the area in the whole seed spies on its planner (keeping what it plans) and leaves out the others.
vi.mock('./tenant', { spy: true });
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
vi.mock('./i18n', () => ({ planI18nArea: () => [] }));
vi.mock('./admin', () => ({ planAdminArea: () => [] }));
vi.mock('./customer-service', () => ({ planCustomerServiceArea: () => [] }));
vi.mock('./reference', () => ({ planReferenceArea: () => [] }));
vi.mock('./location', () => ({ planLocationArea: () => [] }));
vi.mock('./booking', () => ({ planBookingArea: () => [] }));

const now = new Date('2026-11-20T08:00:00Z');

/**
 * Tenants drawn as the seed draws them (the fixed three, then customers, every twentieth a sandbox
 * of a paying one), without planning the rest of the world.
 */
function world(scale: 'demo' | 'test'): { context: SeedContext; tenants: TenantSketch[] } {
  const context = new SeedContext(now, `opsdesk-seed/${scale}`);
  const tenants = fixedTenants(context, { retiredCompany: scale === 'demo', subsidiaries: scale === 'demo' });
  const count = scale === 'demo' ? 600 : 20;
  for (let index = tenants.length; index < count; index += 1) {
    const parent = tenants.find(
      (tenant) => tenant.lifecycle === 'PAID' && !tenant.provider && !tenant.sandbox,
    );
    tenants.push(
      index % 20 === 7 && parent ? drawSandbox(context, index, parent) : drawTenant(context, index),
    );
  }
  return { context, tenants };
}

const plans = {
  demo: (() => {
    const { context, tenants } = world('demo');
    return planTenantArea(context, tenants, 'demo');
  })(),
  test: (() => {
    const { context, tenants } = world('test');
    return planTenantArea(context, tenants, 'test');
  })(),
};

/** The rows of a step as the engine stores them: the data, with the referenced tenant's id. */
function records(step: PlannedStep): Record<string, unknown>[] {
  return step.rows.map((row) => {
    const data = row.data as Record<string, unknown>;
    return row.refs?.tenantId ? { ...data, tenantId: 1 } : data;
  });
}

const cases = (['demo', 'test'] as const).flatMap((scale) =>
  plans[scale].map((step) => [scale, step.resource.name, step] as const),
);

describe('the tenant area seed', () => {
  test.each(['demo', 'test'] as const)(
    '%s: plans a step for every resource of the area, by its area planner or in generate/',
    (scale) => {
      const { own, others } = splitSeed('tenant', scale, now);
      expect(plannersOf('tenant', own, others)).toEqual(expectedPlanners('tenant'));
      // The planner plans the same resources for the tenants drawn here.
      expect(plans[scale].map((step) => step.resource.name)).toEqual(own.map((step) => step.resource.name));
    },
  );

  test.each(cases)('%s: every %s row parses with its schema', (_scale, _name, step) => {
    for (const record of records(step)) {
      const result = step.resource.schema.safeParse(record);
      expect(result.error?.issues).toBeUndefined();
    }
  });

  test.each(cases)('%s: %s rows of a tenant-scoped resource name their tenant', (_scale, _name, step) => {
    if (step.resource.scope === 'global') return;
    for (const row of step.rows) expect(row.refs?.tenantId).toMatch(/^tenant:T\d{4}$/);
  });

  test.each(cases)('%s: %s rows keep the unique sets', (_scale, _name, step) => {
    const resource: ResourceDescriptor = step.resource;
    for (const fields of resource.unique) {
      const seen = new Set<string>();
      for (const row of step.rows) {
        const data = row.data as Record<string, unknown>;
        // tenantId is known only once inserted: the tenant's key stands for it.
        const values = fields.map((field) => (field === 'tenantId' ? row.refs?.tenantId : data[field]));
        if (values.some((value) => value === undefined)) continue;
        const key = JSON.stringify(values);
        expect(seen.has(key), `${resource.name} repeats ${fields.join('+')} = ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });

  test.each(cases)('%s: %s has a believable number of records', (scale, _name, step) => {
    const [min, max] = scale === 'demo' ? [15, 150] : [2, 6];
    expect(step.rows.length).toBeGreaterThanOrEqual(min);
    expect(step.rows.length).toBeLessThanOrEqual(max);
  });

  test('the records of a workflow are spread over their states', () => {
    const statuses = (name: string, field: string) =>
      new Set(
        plans.demo
          .find((step) => step.resource.name === name)
          ?.rows.map((row) => (row.data as Record<string, unknown>)[field]),
      );
    expect(statuses('tenant-registration', 'status').size).toBeGreaterThanOrEqual(4);
    expect(statuses('tenant-authorization', 'status').size).toBeGreaterThanOrEqual(3);
    expect(statuses('tenant-menu-change', 'status').size).toBeGreaterThanOrEqual(4);
    expect(statuses('tenant-operation-news', 'channel').size).toBe(4);
    expect(statuses('user-reset-activity', 'environment')).toEqual(new Set(['SANDBOX', 'PRODUCTION']));
  });

  test('the demo tenant has the records its business detail shows', () => {
    for (const name of [
      'tenant-control',
      'tenant-service-info',
      'tenant-function-config',
      'tenant-usage-snapshot',
    ]) {
      const step = plans.test.find((candidate) => candidate.resource.name === name);
      expect(
        step?.rows.some((row) => row.refs?.tenantId === 'tenant:T0001'),
        name,
      ).toBe(true);
    }
  });

  test.each(['demo', 'test'] as const)(
    "%s: every marketplace order is on its tenant's messaging platform",
    (scale) => {
      const platformOf = new Map(
        world(scale).tenants.map((tenant) => [tenant.key, tenant.messagingPlatform]),
      );
      const orders = plans[scale].find((step) => step.resource.name === 'tenant-platform-order')?.rows ?? [];
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders) {
        const key = order.refs?.tenantId;
        expect((order.data as Record<string, unknown>).platform, key).toBe(platformOf.get(key ?? ''));
      }
    },
  );

  test.each(['demo', 'test'] as const)(
    "%s: every product entry opened as a tenant is on that tenant's messaging platform",
    (scale) => {
      const platformOf = new Map(
        world(scale).tenants.map((tenant) => [tenant.key, tenant.messagingPlatform]),
      );
      const entries = plans[scale].find((step) => step.resource.name === 'tenant-product-entry')?.rows ?? [];
      const opened = entries.filter((entry) => entry.refs?.tenantId !== undefined);
      expect(opened.length).toBeGreaterThan(0);
      for (const entry of opened) {
        const key = entry.refs?.tenantId;
        expect((entry.data as Record<string, unknown>).product, key).toBe(platformOf.get(key ?? ''));
      }
    },
  );

  test.each(['demo', 'test'] as const)(
    '%s: fills every image and attachment field of its resources, each declared with its kind of file',
    (scale) => {
      expect(fileFieldProblems(plans[scale], tenantFileFields)).toEqual([]);
    },
  );

  test.each(['demo', 'test'] as const)(
    "%s: prints every compared document with the standard template, and with the tenant's unless that failed",
    (scale) => {
      const documents = plans[scale].find((step) => step.resource.name === 'tenant-print-template-document');
      expect(documents?.rows.length).toBeGreaterThan(0);
      for (const row of documents?.rows ?? []) {
        const data = row.data as Record<string, unknown>;
        expect(data.standardOutputOid).toEqual(expect.any(String));
        expect(data.tenantOutputOid === undefined, String(data.documentNumber)).toBe(
          data.result === 'FAILED',
        );
        expect(data.tenantOutputOid).not.toBe(data.standardOutputOid);
      }
    },
  );

  test('no record was created after the clock', () => {
    for (const step of plans.demo) {
      for (const row of step.rows)
        if (row.createdAt) expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  test('planning twice from the same clock gives the same records', () => {
    const { context, tenants } = world('test');
    expect(planTenantArea(context, tenants, 'test').map((step) => step.rows)).toEqual(
      plans.test.map((step) => step.rows),
    );
  });
});
