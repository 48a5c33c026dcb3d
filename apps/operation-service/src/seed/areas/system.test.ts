import { areaOfResource, type ResourceDescriptor } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { catalogueServiceTypes } from '../data/business';
import { SeedContext } from '../generate/context';
import { fileFieldProblems } from '../generate/files';
import type { SeedScale } from '../generate/world';
import { expectedPlanners, plannersOf, splitSeed } from './areaChecks';
import { planSystemArea, systemFileFields } from './system';

// The whole seed is drawn for its tenants; the other areas are left out, so that this test says
// only whether the system area is sound.
vi.mock('./tenant', () => ({ planTenantArea: () => [] }));
vi.mock('./content', () => ({ planContentArea: () => [] }));
vi.mock('./finance', () => ({ planFinanceArea: () => [] }));
vi.mock('./i18n', () => ({ planI18nArea: () => [] }));
vi.mock('./admin', () => ({ planAdminArea: () => [] }));
vi.mock('./customer-service', () => ({ planCustomerServiceArea: () => [] }));
vi.mock('./reference', () => ({ planReferenceArea: () => [] }));
vi.mock('./location', () => ({ planLocationArea: () => [] }));
vi.mock('./booking', () => ({ planBookingArea: () => [] }));
// The system planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./system', { spy: true });

const now = new Date('2025-06-15T08:00:00Z');
/**
 * The system area's steps of a scale's whole seed: all of them (`steps`), those its planner plans
 * (`own`), and who planned each resource.
 */
function stepsOf(scale: SeedScale) {
  const { own, others, all, tenants } = splitSeed('system', scale, now);
  return {
    steps: all.filter((entry) => areaOfResource(entry.resource) === 'system'),
    own,
    planners: plannersOf('system', own, others),
    tenants,
  };
}

const plans = { demo: stepsOf('demo'), test: stepsOf('test') };

const dataOf = (row: { data: object }) => row.data as Record<string, unknown>;
const parse = (resource: ResourceDescriptor, row: { data: object }) =>
  resource.schema.safeParse({ ...dataOf(row), ...(resource.scope !== 'global' ? { tenantId: 1 } : {}) });
const rowsOf = (scale: SeedScale, name: string) =>
  (plans[scale].steps.find((entry) => entry.resource.name === name)?.rows ?? []).map(dataOf);

describe.each(['demo', 'test'] as const)('the %s system seed', (scale) => {
  const { steps, own, planners, tenants } = plans[scale];

  test('plans a step for every resource of the area, by its area planner or in generate/', () => {
    expect(planners).toEqual(expectedPlanners('system'));
  });

  test('gives every resource a number of records fit for its scale', () => {
    // The cloud environments and function packages are generate's fixed tables.
    for (const { resource, rows } of own) {
      // The test scale keeps the service types of the catalogue's products too: orders name them.
      const cap = resource.name === 'service-type' ? 6 + catalogueServiceTypes.size : 6;
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
          const key = JSON.stringify([within, ...fields.map((field) => data[field])]);
          expect(seen.has(key), `${resource.name} ${key}`).toBe(false);
          seen.add(key);
        }
      }
  });

  test('spreads the release requests over the workflow', () => {
    const statuses = new Set(rowsOf(scale, 'single-service-request').map((row) => row.status));
    expect(statuses.size).toBeGreaterThanOrEqual(scale === 'demo' ? 6 : 2);
  });

  test('links events to issues and issues to projects of the seed', () => {
    const projects = new Set(rowsOf(scale, 'sentry-project').map((row) => row.projectName));
    const issues = new Set(rowsOf(scale, 'sentry-issue').map((row) => row.shortId));
    for (const issue of rowsOf(scale, 'sentry-issue')) expect(projects.has(issue.projectName)).toBe(true);
    for (const event of rowsOf(scale, 'sentry-event')) expect(issues.has(event.issueShortId)).toBe(true);
  });

  test('names sprints, sub-applications and instances that exist', () => {
    const sprints = new Set(rowsOf(scale, 'sprint').map((row) => row.sprintCode));
    for (const plan of rowsOf(scale, 'iteration-release-plan'))
      expect(sprints.has(plan.sprintCode)).toBe(true);
    const apps = new Set(
      rowsOf(scale, 'sub-application').map((row) => `${String(row.cloud)}/${String(row.subAppCode)}`),
    );
    for (const name of ['sub-app-button-priority', 'sub-app-version-record', 'sub-app-mapping-relation'])
      for (const row of rowsOf(scale, name))
        expect(apps.has(`${String(row.cloud)}/${String(row.subAppCode)}`), name).toBe(true);
    const instances = new Set(rowsOf(scale, 'middleware-instance').map((row) => row.instanceName));
    for (const name of ['middleware-service-application', 'middleware-release-request'])
      for (const row of rowsOf(scale, name)) expect(instances.has(row.instanceName), name).toBe(true);
  });

  test('fills every image and attachment field of its resources, each declared with its kind of file', () => {
    expect(fileFieldProblems(steps, systemFileFields)).toEqual([]);
  });

  test('gives a data query its result file once it is done, and no other', () => {
    const requests = rowsOf(scale, 'data-search-request');
    expect(requests.some((row) => row.status === 'DONE')).toBe(true);
    for (const row of requests)
      expect(row.resultAttachmentOid !== undefined, String(row.requestNo)).toBe(row.status === 'DONE');
  });

  test('opens every app on its splash image, and shows an image in every operation slot but the pinned message', () => {
    for (const row of rowsOf(scale, 'app-init-config'))
      if (row.type === 'APP') expect(row.splashImageOid).toEqual(expect.any(String));
    for (const row of rowsOf(scale, 'app-operation')) {
      if (row.position === 'MESSAGE_TOP') expect(row.imageOid).toBeUndefined();
      else if (row.status !== 'DRAFT') expect(row.imageOid).toEqual(expect.any(String));
    }
  });

  test('registers the operate-leader button under app-operations', () => {
    const button = rowsOf(scale, 'menu-register').find((row) => row.menuKey === 'operate-leader');
    expect(button).toMatchObject({ menuType: 'B', parentKey: 'app-operations' });
  });
});

describe('the system seed', () => {
  test('draws the same records from the same clock', () => {
    const again = stepsOf('test').steps;
    expect(again.map((entry) => entry.rows)).toEqual(plans.test.steps.map((entry) => entry.rows));
  });

  test('draws only from its own random stream', () => {
    const { tenants } = plans.test;
    const context = new SeedContext(now, 'opsdesk-seed/test');
    planSystemArea(context, tenants, 'test');
    expect(context.rng.next()).toBe(new SeedContext(now, 'opsdesk-seed/test').rng.next());
  });
});
