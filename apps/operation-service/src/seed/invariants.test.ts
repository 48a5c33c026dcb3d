import { resourceCatalogue, type ResourceDescriptor } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase, SEED_NOW } from '../../test/harness';
import type { Database } from '../db';
import { describedFileFields } from './generate/files';
import { planSeed } from './generate/world';
import { plannedWorld, seedProblems, storedWorld, type SeededRecord, type SeededWorld } from './invariants';

// The seed's invariants at both scales: the test scale as the database stores it (the run's seeded
// test database), the demo scale as its plan would store it, checked in memory without a database
// (seeding it takes most of a minute). The test plan checked the same way gives what the database
// holds, so the demo's check in memory stands for its stored world.

/** The problems as the failure shows them: the first forty, and how many there are. */
const shown = (problems: readonly string[]) => ({ count: problems.length, first: problems.slice(0, 40) });

const resourceNamed = (name: string) => (resourceCatalogue as Record<string, ResourceDescriptor>)[name];
const rowsOf = (world: SeededWorld, resource: string) =>
  world.records.filter((record) => record.resource === resource);

describe('the invariants', () => {
  let world: SeededWorld;
  beforeAll(() => {
    world = plannedWorld(planSeed('test', SEED_NOW).plan);
  });

  test('hold for the test plan', () => {
    expect(shown(seedProblems(world))).toEqual({ count: 0, first: [] });
  });

  test('find an order off its lines, an order without lines, a bad status, a dangling reference, a missing image or document, a number without its prefix', () => {
    const [paid, bare, other] = rowsOf(world, 'order');
    const [line] = rowsOf(world, 'order-line').filter(
      (entry) => entry.data.orderCode !== bare?.data.orderCode,
    );
    const [slide] = rowsOf(world, 'carousel');
    const [suggestion] = rowsOf(world, 'sys-suggestion');
    const [label] = rowsOf(world, 'cs-label-message');
    const [printed] = rowsOf(world, 'tenant-print-template-document');
    if (!paid || !bare || !other || !line || !slide || !suggestion || !label || !printed)
      throw new Error('the test plan lacks records');
    const changed = new Map<SeededRecord, Record<string, unknown>>([
      [paid, { actualAmount: (Math.round(Number(paid.data.actualAmount) * 100) + 1) / 100 }],
      [other, { orderStatus: 'SHIPPED' }],
      [line, { productCode: 'SKU-NONE' }],
      [slide, { imageOid: '00000000-0000-5000-8000-000000000000' }],
      [suggestion, { suggestionNo: `XX${String(suggestion.data.suggestionNo)}` }],
      [label, { employeeName: 'Someone Else' }],
      [printed, { tenantOutputOid: '00000000-0000-5000-8000-000000000001' }],
    ]);
    const broken: SeededWorld = {
      attachments: world.attachments,
      records: world.records
        .filter(
          (record) => !(record.resource === 'order-line' && record.data.orderCode === bare.data.orderCode),
        )
        .map((record) => {
          const change = changed.get(record);
          return change ? { ...record, data: { ...record.data, ...change } } : record;
        }),
    };
    const problems = seedProblems(broken);
    const expected = [
      `order#${paid.id} ${String(paid.data.orderCode)}: totals`,
      `order#${bare.id} ${String(bare.data.orderCode)}: no lines`,
      `order#${other.id}: invalid (orderStatus:`,
      `order-line#${line.id}.productCode: SKU-NONE names no finance-catalogue-product`,
      `carousel#${slide.id}.imageOid: 00000000-0000-5000-8000-000000000000 is no stored attachment`,
      `sys-suggestion#${suggestion.id}.suggestionNo: XX`,
      `cs-label-message#${label.id}.userOID:`,
      `tenant-print-template-document#${printed.id}.tenantOutputOid: 00000000-0000-5000-8000-000000000001 is no stored attachment`,
    ];
    for (const start of expected)
      expect(
        problems.filter((problem) => problem.startsWith(start)),
        start,
      ).toHaveLength(1);
    // Nothing else is wrong, but the other records of the renamed employee, which no longer agree.
    const employee = String(label.data.userOID);
    expect(
      problems.filter(
        (problem) => !expected.some((start) => problem.startsWith(start)) && !problem.includes(employee),
      ),
    ).toEqual([]);
  });
});

describe('the seeded test world, as stored', () => {
  let db: Database;
  let stored: SeededWorld;
  beforeAll(async () => {
    db = await openTestDatabase();
    stored = await storedWorld(db);
  });
  afterAll(() => db.close());

  test('holds to every invariant', () => {
    expect(rowsOf(stored, 'order').length).toBeGreaterThan(50);
    expect(shown(seedProblems(stored))).toEqual({ count: 0, first: [] });
  });

  test('is the world the test plan gives in memory: the same records, data and attachments', () => {
    const planned = plannedWorld(planSeed('test', SEED_NOW).plan);
    // Records by oid, their data as stored (parsed), the ids they hold as the oids of those records.
    const byOid = (world: SeededWorld) => {
      const oidOf = new Map(world.records.map((record) => [record.id, record.oid]));
      return new Map(
        world.records.map((record) => {
          const parsed = resourceNamed(record.resource)?.schema.safeParse(record.data);
          const data: Record<string, unknown> = { ...(parsed?.success ? parsed.data : record.data) };
          for (const field of ['tenantId', 'companyId', 'ruleSetId', 'sourceTenantId'])
            if (typeof data[field] === 'number') data[field] = oidOf.get(data[field]);
          return [record.oid, { resource: record.resource, data }] as const;
        }),
      );
    };
    expect(byOid(stored)).toEqual(byOid(planned));
    expect([...stored.attachments].sort()).toEqual([...planned.attachments].sort());
  });
});

describe('the seeded demo world, as planned', () => {
  let world: SeededWorld;
  beforeAll(() => {
    world = plannedWorld(planSeed('demo', SEED_NOW).plan);
  });

  test('holds to every invariant', () => {
    expect(shown(seedProblems(world))).toEqual({ count: 0, first: [] });
  });

  test('fills every image and attachment field its resources describe, each naming a stored file', () => {
    const fields = new Map(
      [...new Set(world.records.map((record) => record.resource))].map((name) => {
        const resource = resourceNamed(name);
        return [name, resource ? describedFileFields(resource) : []] as const;
      }),
    );
    const filled = new Set<string>();
    for (const record of world.records)
      for (const field of fields.get(record.resource) ?? []) {
        const value = record.data[field];
        if (value === undefined) continue;
        filled.add(`${record.resource}.${field}`);
        expect(world.attachments.has(String(value)), `${record.resource}#${record.id}.${field}`).toBe(true);
      }
    const described = [...fields].flatMap(([name, names]) => names.map((field) => `${name}.${field}`));
    expect(described.length).toBeGreaterThanOrEqual(16);
    expect(described.filter((name) => !filled.has(name))).toEqual([]);
  });

  test('gives every one of its thousands of orders its lines', () => {
    const orders = rowsOf(world, 'order');
    const ordered = new Set(rowsOf(world, 'order-line').map((line) => line.data.orderCode));
    expect(orders.length).toBeGreaterThan(1000);
    expect(orders.filter((order) => !ordered.has(order.data.orderCode))).toEqual([]);
  });
});
