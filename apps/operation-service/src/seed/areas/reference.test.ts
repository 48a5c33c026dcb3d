import { referenceAreaResources, type ResourceDescriptor } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { SeedContext } from '../generate/context';
import { fileFieldProblems } from '../generate/files';
import { planSeed, type SeedScale } from '../generate/world';
import { planReferenceArea, referenceFileFields } from './reference';

// The whole seed is drawn for its tenants; the other areas are left out, so that this test says
// only whether the reference area is sound.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));

const now = new Date('2025-06-15T08:00:00Z');
const names = new Set(Object.keys(referenceAreaResources));

const dataOf = (row: { data: object }) => row.data as Record<string, unknown>;

function stepsOf(scale: SeedScale) {
  const { plan, tenants } = planSeed(scale, now);
  const staff = plan.steps
    .filter((entry) => entry.resource.name === 'staff')
    .flatMap((entry) => entry.rows)
    .map((row) => ({ oid: row.oid, tenantKey: row.refs?.tenantId, data: dataOf(row) }));
  return { steps: plan.steps.filter((entry) => names.has(entry.resource.name)), tenants, staff };
}

const plans = { demo: stepsOf('demo'), test: stepsOf('test') };

const parse = (resource: ResourceDescriptor, row: { data: object; refs?: object }) =>
  resource.schema.safeParse({
    ...dataOf(row),
    ...(resource.scope !== 'global' || (row.refs && 'tenantId' in row.refs) ? { tenantId: 1 } : {}),
  });

describe.each(['demo', 'test'] as const)('the %s reference seed', (scale) => {
  const { steps, tenants } = plans[scale];

  test('has one step for every resource of the area', () => {
    expect(steps.map((entry) => entry.resource.name).sort()).toEqual([...names].sort());
  });

  test('fills every image and attachment field of its resources, each declared with its kind of file', () => {
    expect(fileFieldProblems(steps, referenceFileFields)).toEqual([]);
  });

  test('hands out the documents and slides of training as a file, and no video or live session', () => {
    const templates = (steps.find((entry) => entry.resource.name === 'cs-training-template')?.rows ?? []).map(
      dataOf,
    );
    for (const template of templates)
      expect(template.attachmentOID !== undefined, String(template.templateCode)).toBe(
        template.format === 'DOCUMENT' || template.format === 'SLIDES',
      );
  });

  test('gives every resource a number of records fit for its scale', () => {
    for (const { resource, rows } of steps) {
      // The documents follow the staff: each of the first customers' staff has a few.
      if (resource.name === 'cs-document') continue;
      // The vendors are a closed list of ten.
      const [min, max] = scale === 'test' ? [2, 6] : [resource.name === 'location-vendor' ? 10 : 15, 150];
      expect(rows.length, resource.name).toBeGreaterThanOrEqual(min);
      expect(rows.length, resource.name).toBeLessThanOrEqual(max);
    }
  });

  test('writes rows that each parse with their resource’s schema', () => {
    for (const { resource, rows } of steps)
      for (const row of rows) {
        const result = parse(resource, row);
        expect(result.error?.issues, `${resource.name} ${JSON.stringify(row.data)}`).toBeUndefined();
      }
  });

  test('binds tenant-scoped rows to a tenant of the seed', () => {
    const keys = new Set(tenants.map((tenant) => tenant.key));
    for (const { resource, rows } of steps)
      for (const row of rows) {
        if (resource.scope === 'tenant') expect(row.refs?.tenantId, resource.name).toBeDefined();
        if (row.refs?.tenantId) expect(keys.has(row.refs.tenantId), resource.name).toBe(true);
      }
  });

  test('violates no unique set', () => {
    for (const { resource, rows } of steps)
      for (const fields of resource.unique) {
        const seen = new Set<string>();
        for (const row of rows) {
          const data = dataOf(row);
          if (fields.some((field) => field !== 'tenantId' && data[field] === undefined)) continue;
          const within = resource.scope === 'global' ? '' : (row.refs?.tenantId ?? '');
          const key = JSON.stringify([
            within,
            ...fields.map((field) => (field === 'tenantId' ? row.refs?.tenantId : data[field])),
          ]);
          expect(seen.has(key), `${resource.name} ${key}`).toBe(false);
          seen.add(key);
        }
      }
  });
});

describe.each(['demo', 'test'] as const)('the %s customer-service documents', (scale) => {
  const { steps, staff, tenants } = plans[scale];
  const rowsOf = (name: string) =>
    steps.filter((entry) => entry.resource.name === name).flatMap((entry) => entry.rows);
  const documents = rowsOf('cs-document');
  const staffByOid = new Map(staff.map((member) => [member.oid, member]));

  test('belong each to a seeded staff member of their own tenant, named as the staff record names it', () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const data = dataOf(document);
      const member = staffByOid.get(data.userOID as string);
      expect(member, String(data.documentCode)).toBeDefined();
      expect(member?.tenantKey).toBe(document.refs?.tenantId);
      expect(data.employeeName).toBe(member?.data.fullName);
      expect(data.departmentName).toBe(member?.data.departmentName);
    }
  });

  test('give every staff member of the first paying customers, the demo tenant first, one to four', () => {
    const tenantKeys = [...new Set(documents.map((document) => document.refs?.tenantId))];
    expect(tenantKeys).toContain(tenants.find((tenant) => tenant.code === 'T0001')?.key);
    expect(tenantKeys).toHaveLength(scale === 'demo' ? 8 : 2);
    const counts = new Map<unknown, number>();
    for (const document of documents)
      counts.set(dataOf(document).userOID, (counts.get(dataOf(document).userOID) ?? 0) + 1);
    const members = staff.filter((member) => tenantKeys.includes(member.tenantKey));
    for (const member of members) {
      expect(counts.get(member.oid), String(member.data.employeeID)).toBeGreaterThanOrEqual(1);
      expect(counts.get(member.oid), String(member.data.employeeID)).toBeLessThanOrEqual(4);
    }
  });

  test('keep label messages on employees the staff list does not know (the detail reads their name)', () => {
    const labels = rowsOf('cs-label-message');
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(staffByOid.has(dataOf(label).userOID as string)).toBe(false);
  });
});

describe('the reference seed', () => {
  test('draws the same records from the same clock', () => {
    const again = stepsOf('test').steps;
    expect(again.map((entry) => entry.rows)).toEqual(plans.test.steps.map((entry) => entry.rows));
  });

  test('looks up the documents of the staff it is handed', () => {
    const { tenants } = plans.test;
    const tenant = tenants.find((candidate) => candidate.code === 'T0001');
    const userOID = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';
    const steps = planReferenceArea(new SeedContext(now, 'staff'), tenants, 'test', [
      { tenantCode: tenant?.code ?? 'T0001', userOID, fullName: '王芳', departmentName: '财务部' },
    ]);
    const documents = steps.find((entry) => entry.resource.name === 'cs-document')?.rows ?? [];
    expect(documents.length).toBeGreaterThan(0);
    for (const row of documents) expect(dataOf(row).userOID).toBe(userOID);
  });

  test('keeps the diagnosis logs findable by a unique span id', () => {
    const logs = plans.demo.steps.find((entry) => entry.resource.name === 'cs-diagnosis-log')?.rows ?? [];
    const spans = logs.map((row) => dataOf(row).spanId);
    expect(new Set(spans).size).toBe(spans.length);
  });
});
