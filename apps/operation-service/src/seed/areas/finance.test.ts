import { areaOfResource, type ResourceDescriptor } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import type { SeedScale } from '../generate/world';
import { expectedPlanners, plannersOf, splitSeed } from './areaChecks';

// The whole seed is drawn for the tenants and orders the finance records refer to; the other areas
// are left out, so that this test says only whether the finance area is sound.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./system', () => ({ planSystemArea: () => [] }));
vi.mock('./i18n', () => ({ planI18nArea: () => [] }));
vi.mock('./admin', () => ({ planAdminArea: () => [] }));
vi.mock('./customer-service', () => ({ planCustomerServiceArea: () => [] }));
vi.mock('./reference', () => ({ planReferenceArea: () => [] }));
vi.mock('./location', () => ({ planLocationArea: () => [] }));
vi.mock('./booking', () => ({ planBookingArea: () => [] }));
// The finance planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./finance', { spy: true });

const now = new Date('2025-06-15T08:00:00Z');

/**
 * The finance area's steps of a scale's whole seed: all of them (`steps`), those its planner plans
 * (`own`), who planned each resource; with the seed's own orders and contracts beside them.
 */
function planOf(scale: SeedScale) {
  const { own, others, all } = splitSeed('finance', scale, now);
  const rowsOf = (name: string) =>
    all.filter((entry) => entry.resource.name === name).flatMap((entry) => entry.rows);
  return {
    steps: all.filter((entry) => areaOfResource(entry.resource) === 'finance'),
    own,
    planners: plannersOf('finance', own, others),
    rowsOf,
  };
}

const plans = { demo: planOf('demo'), test: planOf('test') };

const dataOf = (row: { data: object }) => row.data as Record<string, unknown>;
const parse = (resource: ResourceDescriptor, row: { data: object; refs?: object }) =>
  resource.schema.safeParse({
    ...dataOf(row),
    ...(resource.scope !== 'global' || (row.refs && 'tenantId' in row.refs) ? { tenantId: 1 } : {}),
  });

describe.each(['demo', 'test'] as const)('the %s finance seed', (scale) => {
  const { steps, own, planners, rowsOf } = plans[scale];

  test('plans a step for every resource of the area, by its area planner or in generate/', () => {
    expect(planners).toEqual(expectedPlanners('finance'));
  });

  test('gives every resource a number of records fit for its scale', () => {
    // Every order has its lines, each of a product of the catalogue: the lines follow the orders,
    // and the test scale's catalogue keeps every product its orders name. (The customers, orders
    // and pre-open orders are generate's, drawn for the whole provider.)
    const orders = rowsOf('order').map(dataOf);
    const ordered = new Set(orders.map((order) => order.contractProductName)).size;
    for (const { resource, rows } of own) {
      if (resource.name === 'order-line') {
        expect(rows.length, resource.name).toBeGreaterThanOrEqual(orders.length);
        continue;
      }
      const cap = resource.name === 'finance-catalogue-product' ? Math.max(6, ordered) : 6;
      const [min, max] = scale === 'test' ? [2, cap] : [15, 150];
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

  test('binds tenant-scoped rows to a tenant', () => {
    for (const { resource, rows } of steps)
      if (resource.scope === 'tenant')
        for (const row of rows) expect(row.refs?.tenantId, resource.name).toMatch(/^tenant:/);
  });

  test('violates no unique set', () => {
    for (const { resource, rows } of steps)
      for (const fields of resource.unique) {
        const seen = new Set<string>();
        for (const row of rows) {
          const scope = resource.scope === 'global' ? '' : (row.refs?.tenantId ?? '');
          const value = JSON.stringify([
            scope,
            ...fields.map((field) => (field === 'tenantId' ? row.refs?.tenantId : dataOf(row)[field])),
          ]);
          expect(seen.has(value), `${resource.name} ${value}`).toBe(false);
          seen.add(value);
        }
      }
  });

  test('refers to the orders and contracts the seed writes, of the same tenant', () => {
    const orders = new Map(rowsOf('order').map((row) => [dataOf(row).orderCode, row.refs?.tenantId]));
    const contracts = new Map(
      rowsOf('contract').map((row) => [dataOf(row).contractCode, row.refs?.tenantId]),
    );
    for (const name of ['order-line', 'finance-receivable', 'invoice', 'finance-invoice']) {
      for (const row of rowsOf(name)) {
        const data = dataOf(row);
        if (data.orderCode !== undefined)
          expect(orders.get(data.orderCode), `${name} ${String(data.orderCode)}`).toBe(row.refs?.tenantId);
        if (name !== 'order-line')
          expect(contracts.get(data.contractCode), `${name} ${String(data.contractCode)}`).toBe(
            row.refs?.tenantId,
          );
      }
    }
    for (const row of rowsOf('finance-collection-plan'))
      expect(contracts.get(dataOf(row).contractCode)).toBe(row.refs?.tenantId);
  });

  test('gives each order line the order’s amount and each issued invoice its request', () => {
    const amounts = new Map(rowsOf('order').map((row) => [dataOf(row).orderCode, dataOf(row).actualAmount]));
    for (const row of rowsOf('order-line'))
      expect(dataOf(row).amount).toBe(amounts.get(dataOf(row).orderCode));
    const requests = new Set(rowsOf('invoice').map((row) => dataOf(row).invoiceApplyCode));
    for (const row of rowsOf('finance-invoice')) expect(requests).toContain(dataOf(row).invoiceApplyCode);
  });

  test('spreads workflow statuses over their values', () => {
    const statuses = (name: string, field: string) => new Set(rowsOf(name).map((row) => dataOf(row)[field]));
    if (scale === 'demo') {
      expect(statuses('finance-receivable', 'receivableStatus').size).toBeGreaterThanOrEqual(3);
      expect(statuses('invoice', 'invoiceStatus').size).toBeGreaterThanOrEqual(3);
      expect(statuses('finance-collection-plan', 'collectionStatus').size).toBeGreaterThanOrEqual(4);
      expect(statuses('finance-receipt-flow', 'receiptStatus')).toEqual(new Set(['RECEIVED', 'RETURNED']));
      expect(statuses('finance-collection-plan', 'planKind')).toEqual(new Set(['STANDARD', 'ZHENXUAN']));
    }
  });
});

test('the finance seed is the same on every run', () => {
  const again = planOf('test');
  expect(again.steps.map((entry) => entry.rows)).toEqual(plans.test.steps.map((entry) => entry.rows));
});
