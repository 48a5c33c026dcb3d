import { describe, expect, expectTypeOf, it } from 'vitest';
import { safeParseAnswer } from '../calls/call';
import type { OrderStatus } from '../constants/statuses';
import type { RoleCode } from '../permissions';
import type { deployRequestStatuses } from '../resources/enums';
import {
  adminDashboardSchema,
  dashboardSummarySchema,
  type AdminDashboard,
  type DashboardAccounts,
  type DashboardHistoryEntry,
  type DashboardOrders,
  type DashboardReceivables,
  type DashboardRequests,
  type DashboardSummary,
  type DashboardTenants,
  type ExpiringTenant,
} from './dashboard';

const summary = {
  generatedAt: '2026-11-19T08:00:00.000Z',
  month: '2026-11',
  tenants: {
    total: 3,
    paid: 2,
    free: 1,
    sandbox: 0,
    enabled: 3,
    expiringIn30Days: 1,
    byRegion: [{ region: 'east', count: 3 }],
  },
  orders: {
    count: 2,
    amount: 250.5,
    byStatus: [{ status: 'PAID', count: 2, amount: 250.5 }],
    byDay: [{ date: '2026-11-01', count: 2, amount: 250.5 }],
  },
  receivables: null,
  requests: { openReleases: 1, openSqlRequests: 0, byStatus: [{ status: 'SUBMITTED', count: 1 }] },
  recentHistory: [
    {
      id: 9,
      resource: 'tenant',
      recordId: 3,
      recordTitle: 'Acme',
      action: 'UPDATE',
      actor: 'admin',
      at: '2026-11-19T07:59:00.000Z',
    },
  ],
};

const adminDashboard = {
  generatedAt: '2026-11-19T08:00:00.000Z',
  accounts: { total: 4, enabled: 4, locked: 0, byRole: [{ role: 'SUPER_ADMIN', count: 1 }] },
  expiringTenants: [
    { id: 3, tenantName: 'Acme', tenantCode: 'T0001', licenceExpireDate: '2026-12-01', licensed: 1 },
  ],
  activity: [{ date: '2026-11-19', count: 5 }],
  topActors: [{ actor: 'admin', count: 5 }],
};

/** The paths of what `schema` finds wrong with `answer`, checked as the calls check answers. */
function wrongPaths(schema: Parameters<typeof safeParseAnswer>[0], answer: unknown): string[] {
  const result = safeParseAnswer(schema, answer);
  return result.success ? [] : result.issues.map((issue) => issue.path.join('.'));
}

// The dashboard schemas are written with zod/mini (the landing page's figures load with the shell).
describe('dashboard schemas (zod/mini)', () => {
  it('read the summary, a section without its read authority as null', () => {
    expect(dashboardSummarySchema.parse(summary)).toEqual(summary);
  });

  it('refuse a day of the orders that is not YYYY-MM-DD, naming its path', () => {
    const orders = { ...summary.orders, byDay: [{ date: '2026-11-1', count: 2, amount: 250.5 }] };
    expect(wrongPaths(dashboardSummarySchema, { ...summary, orders })).toEqual(['orders.byDay.0.date']);
  });

  it('refuse a month that is not YYYY-MM and a negative count', () => {
    const tenants = { ...summary.tenants, paid: -1 };
    expect(wrongPaths(dashboardSummarySchema, { ...summary, month: '2026-11-01', tenants })).toEqual([
      'month',
      'tenants.paid',
    ]);
  });

  it('read the admin dashboard and refuse an unknown role', () => {
    expect(adminDashboardSchema.parse(adminDashboard)).toEqual(adminDashboard);
    const accounts = { ...adminDashboard.accounts, byRole: [{ role: 'OWNER', count: 1 }] };
    expect(wrongPaths(adminDashboardSchema, { ...adminDashboard, accounts })).toEqual([
      'accounts.byRole.0.role',
    ]);
  });

  it('infer the types classic zod inferred', () => {
    expectTypeOf<DashboardTenants>().toEqualTypeOf<{
      total: number;
      paid: number;
      free: number;
      sandbox: number;
      enabled: number;
      expiringIn30Days: number;
      byRegion: { region: string; count: number }[];
    }>();
    expectTypeOf<DashboardOrders>().toEqualTypeOf<{
      count: number;
      amount: number;
      byStatus: { status: OrderStatus; count: number; amount: number }[];
      byDay: { date: string; count: number; amount: number }[];
    }>();
    expectTypeOf<DashboardReceivables>().toEqualTypeOf<{
      billedThisMonth: number;
      receivedThisMonth: number;
      outstanding: number;
      overdueCount: number;
      overdueAmount: number;
    }>();
    expectTypeOf<DashboardRequests>().toEqualTypeOf<{
      openReleases: number;
      openSqlRequests: number;
      byStatus: { status: (typeof deployRequestStatuses)[number]; count: number }[];
    }>();
    expectTypeOf<DashboardHistoryEntry>().toEqualTypeOf<{
      id: number;
      resource: string;
      recordId: number;
      recordTitle: string | null;
      action: 'CREATE' | 'UPDATE' | 'DELETE' | 'IMPORT';
      actor: string | null;
      at: string;
    }>();
    expectTypeOf<DashboardSummary>().toEqualTypeOf<{
      generatedAt: string;
      month: string;
      tenants: DashboardTenants | null;
      orders: DashboardOrders | null;
      receivables: DashboardReceivables | null;
      requests: DashboardRequests | null;
      recentHistory: DashboardHistoryEntry[];
    }>();
    expectTypeOf<DashboardAccounts>().toEqualTypeOf<{
      total: number;
      enabled: number;
      locked: number;
      byRole: { role: RoleCode; count: number }[];
    }>();
    expectTypeOf<ExpiringTenant>().toEqualTypeOf<{
      id: number;
      tenantName: string;
      tenantCode: string;
      licenceExpireDate: string;
      licensed: 0 | 1;
    }>();
    expectTypeOf<AdminDashboard>().toEqualTypeOf<{
      generatedAt: string;
      accounts: DashboardAccounts | null;
      expiringTenants: ExpiringTenant[] | null;
      activity: { date: string; count: number }[];
      topActors: { actor: string; count: number }[];
    }>();
  });
});
