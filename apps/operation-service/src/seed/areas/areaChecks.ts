import {
  airlineResource,
  areaOfResource,
  authSourceResource,
  cityLevelResource,
  cityResource,
  cloudEnvResource,
  companyResource,
  contractResource,
  costCenterItemResource,
  costCenterResource,
  countryResource,
  creditModelResource,
  creditRuleConditionResource,
  crmCustomerResource,
  currencyResource,
  defaultPermissionResource,
  departmentPositionResource,
  departmentResource,
  enumerationItemResource,
  exchangeRateResource,
  expenseLabelResource,
  formResource,
  functionPackageResource,
  labelResource,
  orderResource,
  preOpenOrderResource,
  receiptedCompanyResource,
  receiptTitleResource,
  resourcesByArea,
  setOfBooksResource,
  staffResource,
  tenantExpenseTypeResource,
  tenantGroupResource,
  tenantNoticeRuleResource,
  tenantResource,
  userGroupResource,
  type ResourceArea,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { fileFieldProblems, type SeededFileField } from '../generate/files';
import type { PlannedStep } from '../generate/plan';
import type { TenantSketch } from '../generate/tenants';
import { planSeed, type SeedScale } from '../generate/world';
import { planAdminArea } from './admin';
import { planBookingArea } from './booking';
import { planContentArea } from './content';
import { planCustomerServiceArea } from './customer-service';
import { planFinanceArea } from './finance';
import { planI18nArea } from './i18n';
import { planLocationArea } from './location';
import { planReferenceArea } from './reference';
import { planSystemArea } from './system';
import { planTenantArea } from './tenant';

// What the tests of the seed's areas share: which resources of each area the area's planner plans
// and which `generate/` plans, the check that each resource is planned by one of them, and the
// checks that the seeds of the i18n, admin, customer-service, reference, location and booking areas
// each pass (each area's test registers them, beside its own).

export const now = new Date('2025-06-15T08:00:00Z');

export const dataOf = (row: { data: object }) => row.data as Record<string, unknown>;

/**
 * The resources of each area (@opsdesk/api's `resourcesByArea`) that the seed plans in `generate/`,
 * before the areas, rather than by the area's planner (`areas/<area>.ts`): the tenants and their
 * organisations, the provider's customers, contracts and orders, and the fixed reference tables,
 * which the areas' records name. The area's planner plans every other resource of its area; an
 * area's test fails when a resource of the area is planned by neither, or by both.
 */
export const plannedInGenerate: Readonly<Record<ResourceArea, readonly ResourceDescriptor[]>> = {
  tenant: [
    // generate/reference.ts: the fixed tables.
    tenantGroupResource,
    tenantNoticeRuleResource,
    // generate/world.ts: the tenants and their companies; generate/organisation.ts: their
    // departments, positions and user groups; generate/commerce.ts: their contracts.
    tenantResource,
    companyResource,
    departmentResource,
    departmentPositionResource,
    userGroupResource,
    contractResource,
    // generate/finance.ts: each tenant's books and expense setup.
    tenantExpenseTypeResource,
    setOfBooksResource,
    costCenterResource,
    costCenterItemResource,
    formResource,
    labelResource,
    expenseLabelResource,
    creditModelResource,
    creditRuleConditionResource,
    receiptTitleResource,
    receiptedCompanyResource,
  ],
  // generate/commerce.ts: the provider's customers and what they ordered.
  finance: [crmCustomerResource, orderResource, preOpenOrderResource],
  content: [],
  // generate/reference.ts: the fixed tables.
  system: [cloudEnvResource, functionPackageResource],
  // generate/organisation.ts: every tenant's staff.
  'customer-service': [staffResource],
  i18n: [],
  // generate/reference.ts: the provider's sign-on sources and the menus' permissions;
  // generate/world.ts: the tenants' own sign-on sources.
  admin: [authSourceResource, defaultPermissionResource],
  // generate/reference.ts: the fixed tables; generate/finance.ts: each tenant's city levels.
  location: [airlineResource, countryResource, cityLevelResource],
  // generate/reference.ts: the fixed tables.
  reference: [enumerationItemResource, currencyResource, exchangeRateResource, cityResource],
  booking: [],
};

/** What plans a resource of the seed. */
export type Planner = 'area planner' | 'generate';

/**
 * Who is to plan each resource of an area: generate when `plannedInGenerate` says so, else the
 * area's planner.
 */
export function expectedPlanners(area: ResourceArea): Record<string, Planner[]> {
  const generated = new Set(plannedInGenerate[area].map((resource) => resource.name));
  return Object.fromEntries(
    resourcesByArea[area].map((resource) => [
      resource.name,
      [generated.has(resource.name) ? 'generate' : 'area planner'],
    ]),
  );
}

/**
 * Who planned each resource of an area in a seed: `own` are the steps the area's planner returned
 * (each of them, whatever its resource's area), `others` the rest of the seed's steps (generate's,
 * and those of the other areas' planners that the test leaves in, each of which its own area's test
 * holds to its area), of which those of the area's resources count. A resource planned by both
 * shows both; one planned by neither is missing; one of another area that the planner plans shows
 * too.
 */
export function plannersOf(
  area: ResourceArea,
  own: readonly PlannedStep[],
  others: readonly PlannedStep[],
): Record<string, Planner[]> {
  const planners = new Map<string, Set<Planner>>();
  const add = (name: string, planner: Planner) =>
    planners.set(name, (planners.get(name) ?? new Set<Planner>()).add(planner));
  for (const { resource } of own) add(resource.name, 'area planner');
  for (const { resource } of others) if (areaOfResource(resource) === area) add(resource.name, 'generate');
  return Object.fromEntries(
    [...planners].map(([name, by]) => [
      name,
      (['area planner', 'generate'] as const).filter((p) => by.has(p)),
    ]),
  );
}

/** The planner of each area (`areas/<area>.ts`). */
const areaPlanners = {
  tenant: planTenantArea,
  finance: planFinanceArea,
  content: planContentArea,
  system: planSystemArea,
  'customer-service': planCustomerServiceArea,
  i18n: planI18nArea,
  admin: planAdminArea,
  location: planLocationArea,
  reference: planReferenceArea,
  booking: planBookingArea,
} as const satisfies Record<ResourceArea, (...args: never[]) => PlannedStep[]>;

/**
 * The steps an area's planner returned when it was last called: the test spies on it with
 * `vi.mock('./<area>', { spy: true })`, which keeps what it plans.
 */
export function lastPlannedBy(area: ResourceArea): PlannedStep[] {
  const planner = areaPlanners[area];
  if (!vi.isMockFunction(planner))
    throw new Error(`spy on the ${area} planner: vi.mock('./${area}', { spy: true })`);
  const result = planner.mock.results.at(-1);
  if (result?.type !== 'return') throw new Error(`the ${area} planner returned nothing`);
  return result.value as PlannedStep[];
}

/**
 * A scale's whole seed, drawn for `clock` (this file's `now` unless told), split into the steps the
 * area's planner returned (spied on: `lastPlannedBy`) and the others.
 */
export function splitSeed(
  area: ResourceArea,
  scale: SeedScale,
  clock: Date = now,
): {
  readonly own: PlannedStep[];
  readonly others: PlannedStep[];
  readonly all: readonly PlannedStep[];
  readonly tenants: readonly TenantSketch[];
} {
  const { plan, tenants } = planSeed(scale, clock);
  const own = lastPlannedBy(area);
  const planned = new Set(own);
  return { own, others: plan.steps.filter((entry) => !planned.has(entry)), all: plan.steps, tenants };
}

/** The areas whose seed `describeAreaSeed` checks. */
export type CheckedArea = 'i18n' | 'admin' | 'customer-service' | 'reference' | 'location' | 'booking';

export interface PlannedArea {
  /** The steps the area's planner returned. */
  readonly steps: PlannedStep[];
  /** The steps of the area's resources that `generate/` plans. */
  readonly generated: PlannedStep[];
  /** Who planned each resource of the area (`plannersOf`). */
  readonly planners: Record<string, Planner[]>;
  readonly tenants: readonly TenantSketch[];
  /** Every staff record the seed writes. */
  readonly staff: { oid?: string; tenantKey?: string; data: Record<string, unknown> }[];
}

/**
 * The whole seed of a scale, drawn for its tenants and staff, with the steps of an area: its
 * planner's (spied on, `lastPlannedBy`), and those `generate/` plans of its resources. A test may
 * mock the planners of other areas.
 */
export function planArea(area: CheckedArea, scale: SeedScale): PlannedArea {
  const { own, others, all, tenants } = splitSeed(area, scale);
  const staff = all
    .filter((entry) => entry.resource.name === 'staff')
    .flatMap((entry) => entry.rows)
    .map((row) => ({ oid: row.oid, tenantKey: row.refs?.tenantId, data: dataOf(row) }));
  return {
    steps: own,
    generated: others.filter((entry) => areaOfResource(entry.resource) === area),
    planners: plannersOf(area, own, others),
    tenants,
    staff,
  };
}

/** A row as the engine stores it: its data, with an id for its tenant and for each record it refers to. */
const parse = (resource: ResourceDescriptor, row: { data: object; refs?: object }) =>
  resource.schema.safeParse({
    ...dataOf(row),
    ...(resource.scope !== 'global' || (row.refs && 'tenantId' in row.refs) ? { tenantId: 1 } : {}),
    ...Object.fromEntries(Object.keys(row.refs ?? {}).map((field) => [field, 1])),
  });

/**
 * Registers, for both scales, the checks every area's seed passes: each of its resources planned by
 * the area's planner or by `generate/` (`plannedInGenerate`), and the planner's file fields declared
 * and number of records fit for the scale (2 to 6 at the test scale, 15 to 150 at the demo's); the
 * rows of all its resources parse, bound to seeded tenants, within their unique sets.
 */
export function describeAreaSeed(options: {
  readonly area: CheckedArea;
  readonly plans: Readonly<Record<SeedScale, PlannedArea>>;
  /** The area's image and attachment fields the seed fills. */
  readonly fileFields?: readonly SeededFileField[];
  /** Resources whose number of records follows something else than the scale. */
  readonly uncounted?: readonly ResourceDescriptor[];
  /** The fewest records of resources at the demo scale, where their lists are shorter than 15. */
  readonly demoMinimum?: readonly (readonly [ResourceDescriptor, number])[];
  /** More tests of the area's seed at a scale. */
  readonly more?: (scale: SeedScale) => void;
}): void {
  const { area, plans } = options;
  const uncounted = new Set(options.uncounted?.map((resource) => resource.name));
  const demoMinimum = new Map(options.demoMinimum?.map(([resource, count]) => [resource.name, count]));
  describe.each(['demo', 'test'] as const)(`the %s ${area} seed`, (scale) => {
    const { steps, generated, tenants } = plans[scale];
    /** Every step of the area's resources: its planner's and generate's. */
    const written = [...steps, ...generated];

    test('plans a step for every resource of the area, by its area planner or in generate/', () => {
      expect(plans[scale].planners).toEqual(expectedPlanners(area));
    });

    test('fills every image and attachment field of its resources, each declared with its kind of file', () => {
      expect(fileFieldProblems(steps, options.fileFields ?? [])).toEqual([]);
    });

    test('gives every resource a number of records fit for its scale', () => {
      for (const { resource, rows } of steps) {
        if (uncounted.has(resource.name)) continue;
        const [min, max] = scale === 'test' ? [2, 6] : [demoMinimum.get(resource.name) ?? 15, 150];
        expect(rows.length, resource.name).toBeGreaterThanOrEqual(min);
        expect(rows.length, resource.name).toBeLessThanOrEqual(max);
      }
    });

    test('writes rows that each parse with their resource’s schema', () => {
      for (const { resource, rows } of written)
        for (const row of rows) {
          const result = parse(resource, row);
          expect(result.error?.issues, `${resource.name} ${JSON.stringify(row.data)}`).toBeUndefined();
        }
    });

    test('binds tenant-scoped rows to a tenant of the seed', () => {
      const keys = new Set(tenants.map((tenant) => tenant.key));
      for (const { resource, rows } of written)
        for (const row of rows) {
          if (resource.scope === 'tenant') expect(row.refs?.tenantId, resource.name).toBeDefined();
          if (row.refs?.tenantId) expect(keys.has(row.refs.tenantId), resource.name).toBe(true);
        }
    });

    test('violates no unique set', () => {
      for (const { resource, rows } of written)
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

    options.more?.(scale);
  });
}

/** The area's records drawn again at the test scale, from the same clock, are those it drew. */
export function expectSameRecords(area: CheckedArea, plans: Readonly<Record<SeedScale, PlannedArea>>): void {
  const again = planArea(area, 'test');
  expect(again.steps.map((entry) => entry.rows)).toEqual(plans.test.steps.map((entry) => entry.rows));
  expect(again.generated.map((entry) => entry.rows)).toEqual(plans.test.generated.map((entry) => entry.rows));
}
