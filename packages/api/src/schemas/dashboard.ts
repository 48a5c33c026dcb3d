import * as z from 'zod/mini';
import { orderStatuses } from '../constants/statuses';
import { roleCodes } from '../permissions';
import { deployRequestStatuses } from '../resources/enums';
import { nonnegativeInt, positiveInt } from './miniPage';

// The figures of the console's two dashboards. A section the caller lacks the read authority of is
// null; a tenant-bound caller's figures are its own tenant's. Money is a number with 2 decimals;
// days and months follow the service's clock in UTC.

const count = nonnegativeInt();
const amount = z.number();
/** `YYYY-MM-DD`. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** ISO 8601. */
const instant = z.string();

/** Tenants (tenant:read): paid ones are `licensed` 1, free ones 0. */
export const dashboardTenantsSchema = z.object({
  total: count,
  paid: count,
  free: count,
  sandbox: count,
  enabled: count,
  /** Licences expiring from today to 30 days from today. */
  expiringIn30Days: count,
  /** Most tenants first. */
  byRegion: z.array(z.object({ region: z.string(), count })),
});
export type DashboardTenants = z.infer<typeof dashboardTenantsSchema>;

/** Orders whose effective date falls in this month (order:read). */
export const dashboardOrdersSchema = z.object({
  count,
  amount,
  /** Every order status, in workflow order. */
  byStatus: z.array(z.object({ status: z.enum(orderStatuses), count, amount })),
  /** Every day of the month, in order; days without orders are 0. */
  byDay: z.array(z.object({ date: day, count, amount })),
});
export type DashboardOrders = z.infer<typeof dashboardOrdersSchema>;

/** Receivables (finance:read). */
export const dashboardReceivablesSchema = z.object({
  /** The receivable amount of receivables billed this month. */
  billedThisMonth: amount,
  /** The received amount of receivables whose last receipt came this month. */
  receivedThisMonth: amount,
  /** What is still to receive of outstanding and partly received receivables. */
  outstanding: amount,
  /** Outstanding and partly received receivables due before today, and what is still to receive of them. */
  overdueCount: count,
  overdueAmount: amount,
});
export type DashboardReceivables = z.infer<typeof dashboardReceivablesSchema>;

/**
 * Release and SQL requests (deploy:read): single-service requests, iteration release plans and
 * middleware release requests are releases. Open means SUBMITTED, APPROVED or EXECUTING.
 */
export const dashboardRequestsSchema = z.object({
  openReleases: count,
  openSqlRequests: count,
  /** Every status across the four request kinds, in workflow order. */
  byStatus: z.array(z.object({ status: z.enum(deployRequestStatuses), count })),
});
export type DashboardRequests = z.infer<typeof dashboardRequestsSchema>;

/** A change of a record the caller may read. */
export const dashboardHistoryEntrySchema = z.object({
  id: positiveInt(),
  resource: z.string(),
  recordId: positiveInt(),
  /** The record's title field; null once the record is deleted. */
  recordTitle: z.nullable(z.string()),
  action: z.enum(['CREATE', 'UPDATE', 'DELETE', 'IMPORT']),
  /** The login of who made it; null for the system. */
  actor: z.nullable(z.string()),
  at: instant,
});
export type DashboardHistoryEntry = z.infer<typeof dashboardHistoryEntrySchema>;

/** `GET /api/dashboard/summary`: the default landing page's figures. */
export const dashboardSummarySchema = z.object({
  generatedAt: instant,
  /** `YYYY-MM`: the month "this month" means. */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  tenants: z.nullable(dashboardTenantsSchema),
  orders: z.nullable(dashboardOrdersSchema),
  receivables: z.nullable(dashboardReceivablesSchema),
  requests: z.nullable(dashboardRequestsSchema),
  /** The 10 newest changes, newest first. */
  recentHistory: z.array(dashboardHistoryEntrySchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Console accounts (admin:read). */
export const dashboardAccountsSchema = z.object({
  total: count,
  enabled: count,
  /** Locked now after too many failed logins. */
  locked: count,
  /** Every role, in the order of the role list; an account with two roles counts in both. */
  byRole: z.array(z.object({ role: z.enum(roleCodes), count })),
});
export type DashboardAccounts = z.infer<typeof dashboardAccountsSchema>;

export const expiringTenantSchema = z.object({
  id: positiveInt(),
  tenantName: z.string(),
  tenantCode: z.string(),
  licenceExpireDate: day,
  /** Paid 1, free 0. */
  licensed: z.union([z.literal(0), z.literal(1)]),
});
export type ExpiringTenant = z.infer<typeof expiringTenantSchema>;

/** `GET /api/dashboard/admin`: the admin dashboard's figures. */
export const adminDashboardSchema = z.object({
  generatedAt: instant,
  accounts: z.nullable(dashboardAccountsSchema),
  /** Licences expiring in the next 30 days, soonest first, at most 10 (tenant:read). */
  expiringTenants: z.nullable(z.array(expiringTenantSchema)),
  /** Changes per day of the last 14 days, oldest first; days without changes are 0. */
  activity: z.array(z.object({ date: day, count })),
  /** Who made the most changes in the last 14 days: at most 5, most first. */
  topActors: z.array(z.object({ actor: z.string(), count })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
