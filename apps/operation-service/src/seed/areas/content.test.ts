import { areaOfResource, helpQuestionVariants, type ResourceDescriptor } from '@opsdesk/api';
import { describe, expect, test, vi } from 'vitest';
import { fileFieldProblems } from '../generate/files';
import type { SeedScale } from '../generate/world';
import { expectedPlanners, plannersOf, splitSeed } from './areaChecks';
import { contentFileFields } from './content';

// The content planner is spied on, keeping what it plans: the checks tell its steps from generate's.
vi.mock('./content', { spy: true });

const now = new Date('2025-06-15T08:00:00Z');

/**
 * The content area's steps of a scale's whole seed: all of them (`steps`), those its planner plans
 * (`own`), and who planned each resource.
 */
function planOf(scale: SeedScale) {
  const { own, others, all } = splitSeed('content', scale, now);
  const steps = all.filter((entry) => areaOfResource(entry.resource) === 'content');
  const rowsOf = (name: string) =>
    steps.filter((entry) => entry.resource.name === name).flatMap((entry) => entry.rows.map(dataOf));
  return { steps, own, planners: plannersOf('content', own, others), rowsOf };
}

const dataOf = (row: { data: object }) => row.data as Record<string, unknown>;
const parse = (resource: ResourceDescriptor, row: { data: object; refs?: object }) =>
  resource.schema.safeParse({
    ...dataOf(row),
    ...(resource.scope !== 'global' || (row.refs && 'tenantId' in row.refs) ? { tenantId: 1 } : {}),
  });

const plans = { demo: planOf('demo'), test: planOf('test') };

describe.each(['demo', 'test'] as const)('the %s content seed', (scale) => {
  const { steps, own, planners, rowsOf } = plans[scale];

  test('plans a step for every resource of the area, by its area planner or in generate/', () => {
    expect(planners).toEqual(expectedPlanners('content'));
  });

  test('gives every resource a number of records fit for its scale', () => {
    for (const { resource, rows } of own) {
      const [min, max] = scale === 'test' ? [2, 6] : [15, 150];
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
        for (const row of rows) expect(row.refs?.tenantId, resource.name).toMatch(/^tenant:T\d{4}$/);
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

  test('refers only to records it seeds: topics, pages, policies, marketing messages', () => {
    const themes = new Set(rowsOf('help-doc-theme').map((row) => row.themeCode));
    for (const name of ['help-question', 'help-document', 'help-separate-page'])
      for (const row of rowsOf(name))
        if (row.themeCode !== undefined) expect(themes.has(row.themeCode), name).toBe(true);
    for (const row of rowsOf('help-doc-theme'))
      if (row.parentThemeCode !== undefined) expect(themes.has(row.parentThemeCode)).toBe(true);
    const pages = new Set(rowsOf('help-separate-page').map((row) => row.pageCode));
    for (const row of rowsOf('help-separate-page-log')) expect(pages.has(row.pageCode)).toBe(true);
    const policies = new Set(rowsOf('product-policy').map((row) => row.policyCode));
    for (const row of rowsOf('product-policy-acceptance')) expect(policies.has(row.policyCode)).toBe(true);
    const messages = new Set(rowsOf('marketing-info').map((row) => row.infoCode));
    for (const row of rowsOf('marketing-black-list')) expect(messages.has(row.marketingInfoCode)).toBe(true);
    for (const row of rowsOf('marketing-clue'))
      if (row.marketingInfoCode !== undefined) expect(messages.has(row.marketingInfoCode)).toBe(true);
  });

  test('keeps one current version per policy and language', () => {
    const current = rowsOf('product-policy')
      .filter((row) => row.status === 'PUBLISHED')
      .map((row) => `${String(row.policyType)}/${String(row.language)}`);
    expect(new Set(current).size).toBe(current.length);
  });

  test('fills both welcome-info lists: the texts in use and the history', () => {
    const archived = rowsOf('welcome-info').map((row) => row.archived);
    expect(archived).toContain(true);
    expect(archived).toContain(false);
  });

  test('fills every image field of its resources, each declared with its kind of file', () => {
    // Three suggestions in ten carry a screenshot: the test scale's four happen to have none.
    const mayBeEmpty = scale === 'test' ? ['sys-suggestion.screenshotOid'] : [];
    expect(fileFieldProblems(steps, contentFileFields, mayBeEmpty)).toEqual([]);
  });

  test('gives every top-level help topic its icon, each topic an icon of its own', () => {
    const themes = rowsOf('help-doc-theme');
    for (const theme of themes.filter((row) => row.parentThemeCode === undefined))
      expect(theme.iconOid, String(theme.themeCode)).toEqual(expect.any(String));
    const icons = themes.flatMap((row) => (row.iconOid === undefined ? [] : [row.iconOid]));
    expect(new Set(icons).size).toBe(icons.length);
  });

  test('draws the same records every time', () => {
    expect(JSON.stringify(planOf(scale).steps)).toBe(JSON.stringify(steps));
  });
});

describe('the demo content seed', () => {
  const { steps, rowsOf } = plans.demo;

  test('fills every question list and both update-log lists', () => {
    expect(new Set(rowsOf('help-question').map((row) => row.variant))).toEqual(new Set(helpQuestionVariants));
    expect(new Set(rowsOf('update-log').map((row) => row.channel))).toEqual(
      new Set(['SINGLE', 'HELP_FEEDBACK']),
    );
    expect(rowsOf('marketing-info').some((row) => row.productLine === 'E_ARCHIVE')).toBe(true);
  });

  test('spreads workflow records over their statuses', () => {
    for (const { resource, rows } of steps) {
      const field =
        'status' in resource.shape
          ? 'status'
          : 'acceptanceStatus' in resource.shape
            ? 'acceptanceStatus'
            : undefined;
      if (!field) continue;
      const statuses = new Set(rows.map((row) => dataOf(row)[field]));
      expect(statuses.size, resource.name).toBeGreaterThanOrEqual(2);
    }
  });
});
