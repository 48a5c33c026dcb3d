import {
  airlineCabinMappingResource,
  airportResource,
  authorityRoleResource,
  commonBankResource,
  covid19CityResource,
  csAiRecordResource,
  csApiCallbackResource,
  csDeveloperModeResource,
  csDiagnosisLogResource,
  csDiagnosisRequestResource,
  csDocumentResource,
  csFeedbackEventResource,
  csFeedbackResource,
  csLabelMessageResource,
  csTrainingTemplateResource,
  locationHotKeywordResource,
  locationRecordResource,
  locationResource,
  locationTypeResource,
  locationVendorResource,
  loginWayResource,
  minorityTranslationResource,
  nearAirportResource,
  nearRailwayStationResource,
  printTranslationResource,
  railwayStationResource,
  referenceAreaResources,
  sensitiveWordResource,
  trainBlacklistResource,
  translationEntryResource,
  translationLanguageResource,
  translationReleaseResource,
  travelBookingResource,
  travelServiceSettingResource,
  vendorCityMappingResource,
  type ResourceDescriptor,
} from '@opsdesk/api';
import { describe, expect, test } from 'vitest';
import { fileFieldProblems, type SeededFileField } from '../generate/files';
import type { PlannedStep } from '../generate/plan';
import type { TenantSketch } from '../generate/tenants';
import { planSeed, type SeedScale } from '../generate/world';

// The checks that the seeds of the i18n, admin, customer-service, reference, location and booking
// areas each pass: each area's test registers them, beside its own.

/**
 * The resources each of these areas plans, as the console's folders place them
 * (`apps/console/src/features/<area>/`). Those the seed plans with the tenants and the reference
 * tables (`generate/world.ts`, `generate/reference.ts`: auth sources, cities, currencies and the
 * like) are not among them.
 */
export const areaResources = {
  i18n: [
    translationLanguageResource,
    translationEntryResource,
    minorityTranslationResource,
    translationReleaseResource,
    printTranslationResource,
  ],
  admin: [authorityRoleResource, loginWayResource],
  'customer-service': [
    csDocumentResource,
    csLabelMessageResource,
    csAiRecordResource,
    csApiCallbackResource,
    csFeedbackResource,
    csFeedbackEventResource,
    csDeveloperModeResource,
    csDiagnosisLogResource,
    csDiagnosisRequestResource,
    csTrainingTemplateResource,
  ],
  reference: [vendorCityMappingResource, commonBankResource, sensitiveWordResource],
  location: [
    locationResource,
    locationVendorResource,
    travelServiceSettingResource,
    railwayStationResource,
    nearRailwayStationResource,
    locationTypeResource,
    airportResource,
    nearAirportResource,
    airlineCabinMappingResource,
    covid19CityResource,
    trainBlacklistResource,
    locationHotKeywordResource,
    locationRecordResource,
  ],
  booking: [travelBookingResource],
} as const satisfies Record<string, readonly ResourceDescriptor[]>;

export type CheckedArea = keyof typeof areaResources;

export const now = new Date('2025-06-15T08:00:00Z');

export const dataOf = (row: { data: object }) => row.data as Record<string, unknown>;

export interface PlannedArea {
  /** The steps of the area's resources. */
  readonly steps: PlannedStep[];
  /** The names of every resource the seed plans. */
  readonly planned: ReadonlySet<string>;
  readonly tenants: readonly TenantSketch[];
  /** Every staff record the seed writes. */
  readonly staff: { oid?: string; tenantKey?: string; data: Record<string, unknown> }[];
}

/**
 * The whole seed of a scale, drawn for its tenants and staff, with the steps of an area. (A test
 * may mock the planners of other areas; those of the six that `referenceAreaResources` spans must
 * plan, for the check that none of its resources is left out.)
 */
export function planArea(area: CheckedArea, scale: SeedScale): PlannedArea {
  const names = new Set<string>(areaResources[area].map((resource) => resource.name));
  const { plan, tenants } = planSeed(scale, now);
  const staff = plan.steps
    .filter((entry) => entry.resource.name === 'staff')
    .flatMap((entry) => entry.rows)
    .map((row) => ({ oid: row.oid, tenantKey: row.refs?.tenantId, data: dataOf(row) }));
  return {
    steps: plan.steps.filter((entry) => names.has(entry.resource.name)),
    planned: new Set(plan.steps.map((entry) => entry.resource.name)),
    tenants,
    staff,
  };
}

const parse = (resource: ResourceDescriptor, row: { data: object; refs?: object }) =>
  resource.schema.safeParse({
    ...dataOf(row),
    ...(resource.scope !== 'global' || (row.refs && 'tenantId' in row.refs) ? { tenantId: 1 } : {}),
  });

/**
 * Registers, for both scales, the checks every area's seed passes: a step for each of its
 * resources, its file fields declared, a number of records fit for the scale (2 to 6 at the test
 * scale, 15 to 150 at the demo's), rows that parse, bound to seeded tenants, within their unique sets.
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
    const { steps, tenants } = plans[scale];

    test('has one step for every resource of the area', () => {
      expect(steps.map((entry) => entry.resource.name).sort()).toEqual(
        areaResources[area].map((resource) => resource.name).sort(),
      );
      // Nor does the seed leave out any resource of @opsdesk/api's `referenceAreaResources`.
      for (const name of Object.keys(referenceAreaResources))
        expect(plans[scale].planned.has(name), name).toBe(true);
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

    options.more?.(scale);
  });
}

/** The area's records drawn again at the test scale, from the same clock, are those it drew. */
export function expectSameRecords(area: CheckedArea, plans: Readonly<Record<SeedScale, PlannedArea>>): void {
  const again = planArea(area, 'test').steps;
  expect(again.map((entry) => entry.rows)).toEqual(plans.test.steps.map((entry) => entry.rows));
}
