import { csDocumentResource } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { SeedContext } from '../generate/context';
import { dataOf, describeAreaSeed, expectSameRecords, now, planArea } from './areaChecks';
import { customerServiceFileFields, planCustomerServiceArea } from './customer-service';

// The whole seed is drawn for its tenants and staff, without the tenant, finance, content and
// system areas (the longest to plan): the checks look at the customer-service area's steps alone.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
// The customer-service planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./customer-service', { spy: true });

const plans = {
  demo: planArea('customer-service', 'demo'),
  test: planArea('customer-service', 'test'),
};

describeAreaSeed({
  area: 'customer-service',
  plans,
  fileFields: customerServiceFileFields,
  // The documents follow the staff: each of the first customers' staff has a few.
  uncounted: [csDocumentResource],
  more: (scale) => {
    test('hands out the documents and slides of training as a file, and no video or live session', () => {
      const templates = (
        plans[scale].steps.find((entry) => entry.resource.name === 'cs-training-template')?.rows ?? []
      ).map(dataOf);
      for (const template of templates)
        expect(template.attachmentOID !== undefined, String(template.templateCode)).toBe(
          template.format === 'DOCUMENT' || template.format === 'SLIDES',
        );
    });
  },
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

describe('the customer-service seed', () => {
  test('draws the same records from the same clock', () => {
    expectSameRecords('customer-service', plans);
  });

  test('looks up the documents of the staff it is handed', () => {
    const { tenants } = plans.test;
    const tenant = tenants.find((candidate) => candidate.code === 'T0001');
    const userOID = '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f';
    const steps = planCustomerServiceArea(new SeedContext(now, 'staff'), tenants, 'test', [
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
