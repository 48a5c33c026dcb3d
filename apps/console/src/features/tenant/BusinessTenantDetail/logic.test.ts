import { describe, expect, test } from 'vitest';
import {
  daysBetween,
  isSandboxOf,
  licenceState,
  lineChartGeometry,
  monthStart,
  niceCeiling,
  sandboxCount,
  sumAmounts,
  syncOutcomeOf,
  tabKeys,
  tabOf,
  usageWindowStart,
} from './logic';

describe('tabs', () => {
  test('there are the twelve tabs of spec §2.16, tenant info first and history last', () => {
    expect(tabKeys).toHaveLength(12);
    expect(tabKeys[0]).toBe('info');
    expect(tabKeys.at(-1)).toBe('history');
  });

  test('an unknown or missing tab opens the first one', () => {
    expect(tabOf('control')).toBe('control');
    expect(tabOf('nonsense')).toBe('info');
    expect(tabOf(null)).toBe('info');
  });
});

describe('the licence expiry', () => {
  test('counts days across months and years', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  test('warns within 30 days and when past, not before', () => {
    expect(licenceState('2026-05-31', '2026-05-01')).toEqual({ kind: 'soon', days: 30 });
    expect(licenceState('2026-06-01', '2026-05-01')).toEqual({ kind: 'ok', days: 31 });
    expect(licenceState('2026-05-01', '2026-05-01')).toEqual({ kind: 'soon', days: 0 });
    expect(licenceState('2026-04-30', '2026-05-01')).toEqual({ kind: 'expired', days: -1 });
  });

  test('a tenant without a licence end has none', () => {
    expect(licenceState(undefined, '2026-05-01')).toEqual({ kind: 'none' });
    expect(licenceState('soon', '2026-05-01')).toEqual({ kind: 'none' });
  });
});

describe('amounts', () => {
  test('add up in cents without floating-point dust', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([77420177.85, 1.15])).toBe(77420179);
  });

  test('skip what is not a number', () => {
    expect(sumAmounts([10, undefined, 'x', '2.5'])).toBe(12.5);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('months', () => {
  test('move across years', () => {
    expect(monthStart('2026-01-17', -1)).toBe('2025-12-01');
    expect(monthStart('2026-03-31', 10)).toBe('2027-01-01');
  });

  test('the usage window starts twelve months before this month', () => {
    expect(usageWindowStart('2026-05-20')).toBe('2025-05-01');
  });
});

describe('sandboxes', () => {
  test('are recognised by the parent name and a sandbox suffix', () => {
    expect(isSandboxOf('艾克米', '艾克米（沙箱）')).toBe(true);
    expect(isSandboxOf('Globex', 'Globex (Sandbox)')).toBe(true);
    expect(isSandboxOf('艾克米', '艾克米（沙箱 2）')).toBe(true);
    expect(isSandboxOf('艾克米', '艾克米科技（沙箱）')).toBe(false);
    expect(isSandboxOf('艾克米', '艾克米')).toBe(false);
  });

  const parent = { id: 7, tenantName: '艾克米' };

  test('count against the quota when linked to the tenant, whatever their name', () => {
    expect(
      sandboxCount(parent, [
        { id: 1, tenantName: 'Training', sourceTenantId: 7 },
        { id: 2, tenantName: '艾克米（沙箱 2）', sourceTenantId: 8 },
      ]),
    ).toBe(1);
  });

  test('made before the link, count when named after the tenant', () => {
    expect(
      sandboxCount(parent, [
        { id: 1, tenantName: '艾克米（沙箱）' },
        { id: 2, tenantName: '别家（沙箱）' },
      ]),
    ).toBe(1);
  });

  test('count only when enabled, and once each', () => {
    const linked = { id: 1, tenantName: '艾克米（沙箱）', sourceTenantId: 7 };
    expect(sandboxCount(parent, [linked, linked, { id: 2, sourceTenantId: 7, enabled: false }])).toBe(1);
  });
});

describe('what a sync did', () => {
  const tenant = { licensed: 1, licenceExpireDate: '2027-09-30' };
  const sources = { paidOrders: 1, paidPlatformOrders: 0, grantedAuthorizations: 2 };

  test('a change tells the paid state and the licence end', () => {
    expect(syncOutcomeOf({ tenant, changedFields: ['licenceExpireDate'], sources })).toEqual({
      kind: 'changed',
      licensed: 1,
      licenceExpireDate: '2027-09-30',
    });
  });

  test('no change with sources is in step; no change without any is nothing to sync from', () => {
    expect(syncOutcomeOf({ tenant, changedFields: [], sources })).toEqual({ kind: 'unchanged' });
    expect(
      syncOutcomeOf({
        tenant,
        changedFields: [],
        sources: { paidOrders: 0, paidPlatformOrders: 0, grantedAuthorizations: 0 },
      }),
    ).toEqual({ kind: 'nothing' });
  });
});

describe('the usage chart', () => {
  test('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(120)).toBe(200);
    expect(niceCeiling(480)).toBe(500);
    expect(niceCeiling(1000)).toBe(1000);
  });

  test('spreads the months over the plot and draws 0 at its bottom and the ceiling at its top', () => {
    const box = { width: 420, height: 220, left: 40, right: 20, top: 10, bottom: 30 };
    const geometry = lineChartGeometry(
      [
        [0, 50, 100],
        [100, 100, 100],
      ],
      box,
    );
    expect(geometry.max).toBe(100);
    expect(geometry.xs).toEqual([40, 220, 400]);
    expect(geometry.paths[0]).toBe('M40 190 L220 100 L400 10');
    expect(geometry.paths[1]).toBe('M40 10 L220 10 L400 10');
    expect(geometry.ticks.map((tick) => tick.value)).toEqual([0, 25, 50, 75, 100]);
    expect(geometry.ticks[0]?.y).toBe(190);
  });

  test('puts a single month in the middle', () => {
    const box = { width: 100, height: 100, left: 0, right: 0, top: 0, bottom: 0 };
    expect(lineChartGeometry([[5]], box).xs).toEqual([50]);
  });
});
