import {
  deployRequestStatuses,
  financeReceivableResource,
  iterationReleasePlanResource,
  middlewareReleaseRequestResource,
  orderResource,
  orderStatuses,
  roleCodes,
  singleServiceRequestResource,
  sqlServiceRequestResource,
  tenantResource,
  type AdminDashboard,
  type DashboardAccounts,
  type DashboardHistoryEntry,
  type DashboardOrders,
  type DashboardReceivables,
  type DashboardRequests,
  type DashboardSummary,
  type DashboardTenants,
  type DeployRequestStatus,
  type ExpiringTenant,
  type FieldOf,
  type OrderStatus,
  type ResourceDefinition,
  type ResourceDescriptor,
  type RoleCode,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Queryable, SqlValue } from '../db';
import { hasAuthority, type Principal } from '../http/principal';
import { access, route } from '../http/route';
import { applyScope, fieldExpression, Where } from '../resources/engine';
import { resources } from '../resources/setup';

// The figures of the console's two dashboards, aggregated in SQL over the resource store, its
// history and the accounts. Days and months are those of the service clock, in UTC.

/** The SQL of a resource's field, typed as the engine types it (so the engine's indexes apply). */
function field<S extends z.ZodObject>(resource: ResourceDefinition<S>, name: FieldOf<S>): string {
  return fieldExpression(resource, name, 'r');
}

/**
 * Restricts to what the principal sees of a resource: the engine's scoping, and for a tenant-bound
 * caller, of global records only those bound to its tenant (of tenants, its own), so that its
 * figures are its own tenant's.
 */
function applyDashboardScope(
  where: Where,
  resource: ResourceDescriptor,
  principal: Principal,
  alias = 'r',
): void {
  applyScope(where, resource, principal, alias);
  if (principal.tenantId === null || resource.scope !== 'global') return;
  const column = resource.name === tenantResource.name ? 'id' : 'tenant_id';
  where.add(`${alias}.${column} = ${where.param(principal.tenantId)}`);
}

/** The records of one resource the principal sees. */
function recordsOf(resource: ResourceDescriptor, principal: Principal): Where {
  const where = new Where();
  where.add(`r.resource = ${where.param(resource.name)}`);
  applyDashboardScope(where, resource, principal);
  return where;
}

/** A branch of an `or`: its own clauses, numbered in the parameters of the whole WHERE. */
class Branch extends Where {
  constructor(private readonly parent: Where) {
    super();
  }
  override param(value: SqlValue): string {
    return this.parent.param(value);
  }
}

/** The records of several resources the principal sees. */
function recordsOfAny(list: readonly ResourceDescriptor[], principal: Principal): Where {
  const where = new Where();
  const branches = list.map((resource) => {
    const branch = new Branch(where);
    branch.add(`r.resource = ${branch.param(resource.name)}`);
    applyDashboardScope(branch, resource, principal);
    return `(${branch.clauses.join(' and ')})`;
  });
  where.add(`(${branches.join(' or ')})`);
  return where;
}

const mayRead = (principal: Principal, ...list: ResourceDescriptor[]) =>
  list.every((resource) => hasAuthority(principal, resource.permissions.read));

/** `YYYY-MM-DD` of an instant, in UTC. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The days from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month of the service clock: its first day, the first day of the next, and its days. */
function monthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return {
    month: dayOf(start).slice(0, 7),
    first: dayOf(start),
    next: dayOf(next),
    days: daysBetween(dayOf(start), addDays(dayOf(next), -1)),
  };
}

/** Licences expiring from today to this many days on count as expiring. */
const EXPIRY_HORIZON_DAYS = 30;
const RECENT_HISTORY_SIZE = 10;
const EXPIRING_TENANTS_SIZE = 10;
const ACTIVITY_DAYS = 14;
const TOP_ACTORS_SIZE = 5;

/** Requests waiting for or under an operator's hand. */
const openRequestStatuses: readonly DeployRequestStatus[] = ['SUBMITTED', 'APPROVED', 'EXECUTING'];
const releaseResources = [
  singleServiceRequestResource,
  iterationReleasePlanResource,
  middlewareReleaseRequestResource,
];
/** The four kinds of request, each with its workflow `status`. */
const requestResources = [...releaseResources, sqlServiceRequestResource] satisfies readonly {
  readonly shape: { readonly status: z.ZodType };
}[];

/** Receivables with money still to come. */
const openReceivableStatuses = ['OUTSTANDING', 'PARTLY_RECEIVED'] as const;

/** Paid 1, free 0: a union of literals, which the engine leaves as text. */
const licensedOf = () => `(${field(tenantResource, 'licensed')})::numeric`;

async function tenantFigures(db: Queryable, principal: Principal, today: string): Promise<DashboardTenants> {
  const where = recordsOf(tenantResource, principal);
  const expiry = field(tenantResource, 'licenceExpireDate');
  const licensed = licensedOf();
  const from = where.param(today);
  const to = where.param(addDays(today, EXPIRY_HORIZON_DAYS));
  const { rows } = await db.query<Omit<DashboardTenants, 'byRegion'> & { region: string }>(
    `select ${field(tenantResource, 'region')} as region,
            count(*)::int as total,
            count(*) filter (where ${licensed} = 1)::int as paid,
            count(*) filter (where ${licensed} = 0)::int as free,
            count(*) filter (where coalesce(${field(tenantResource, 'sandbox')}, false))::int as sandbox,
            count(*) filter (where coalesce(${field(tenantResource, 'enabled')}, true))::int as enabled,
            count(*) filter (where ${expiry} >= ${from} and ${expiry} <= ${to})::int as "expiringIn30Days"
       from resource_record r ${where}
      group by 1
      order by total desc, region`,
    where.params,
  );
  const sum = (key: keyof Omit<DashboardTenants, 'byRegion'>) =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    total: sum('total'),
    paid: sum('paid'),
    free: sum('free'),
    sandbox: sum('sandbox'),
    enabled: sum('enabled'),
    expiringIn30Days: sum('expiringIn30Days'),
    byRegion: rows.map((row) => ({ region: row.region, count: row.total })),
  };
}

async function orderFigures(
  db: Queryable,
  principal: Principal,
  month: ReturnType<typeof monthOf>,
): Promise<DashboardOrders> {
  const where = recordsOf(orderResource, principal);
  const effective = field(orderResource, 'effectiveDate');
  where.add(`${effective} >= ${where.param(month.first)}`).add(`${effective} < ${where.param(month.next)}`);
  const status = field(orderResource, 'orderStatus');
  // One pass: the month's total, each status's and each day's (`grouping` is 1 for a set without it).
  const { rows } = await db.query<{
    date: string | null;
    status: OrderStatus | null;
    without_date: number;
    without_status: number;
    count: number;
    amount: number;
  }>(
    `select ${effective} as date, ${status} as status,
            grouping(${effective})::int as without_date, grouping(${status})::int as without_status,
            count(*)::int as count,
            coalesce(round(sum(${field(orderResource, 'actualAmount')}), 2), 0)::float8 as amount
       from resource_record r ${where}
      group by grouping sets ((${effective}), (${status}), ())`,
    where.params,
  );
  const total = rows.find((row) => row.without_date === 1 && row.without_status === 1);
  const ofDay = new Map(rows.filter((row) => row.without_date === 0).map((row) => [row.date, row]));
  const ofStatus = new Map(rows.filter((row) => row.without_status === 0).map((row) => [row.status, row]));
  return {
    count: total?.count ?? 0,
    amount: total?.amount ?? 0,
    byStatus: orderStatuses.map((status) => ({
      status,
      count: ofStatus.get(status)?.count ?? 0,
      amount: ofStatus.get(status)?.amount ?? 0,
    })),
    byDay: month.days.map((date) => ({
      date,
      count: ofDay.get(date)?.count ?? 0,
      amount: ofDay.get(date)?.amount ?? 0,
    })),
  };
}

async function receivableFigures(
  db: Queryable,
  principal: Principal,
  month: ReturnType<typeof monthOf>,
  today: string,
): Promise<DashboardReceivables> {
  const where = recordsOf(financeReceivableResource, principal);
  const first = where.param(month.first);
  const next = where.param(month.next);
  const open = `${field(financeReceivableResource, 'receivableStatus')} = any(${where.param(openReceivableStatuses)}::text[])`;
  const overdue = `${open} and ${field(financeReceivableResource, 'dueDate')} < ${where.param(today)}`;
  const billed = field(financeReceivableResource, 'billingDate');
  const receipt = field(financeReceivableResource, 'lastReceiptDate');
  const receivable = field(financeReceivableResource, 'receivableAmount');
  const received = `coalesce(${field(financeReceivableResource, 'receivedAmount')}, 0)`;
  const money = (sum: string) => `coalesce(round(${sum}, 2), 0)::float8`;
  const { rows } = await db.query<DashboardReceivables>(
    `select ${money(`sum(${receivable}) filter (where ${billed} >= ${first} and ${billed} < ${next})`)} as "billedThisMonth",
            ${money(`sum(${received}) filter (where ${receipt} >= ${first} and ${receipt} < ${next})`)} as "receivedThisMonth",
            ${money(`sum(${receivable} - ${received}) filter (where ${open})`)} as outstanding,
            count(*) filter (where ${overdue})::int as "overdueCount",
            ${money(`sum(${receivable} - ${received}) filter (where ${overdue})`)} as "overdueAmount"
       from resource_record r ${where}`,
    where.params,
  );
  return (
    rows[0] ?? {
      billedThisMonth: 0,
      receivedThisMonth: 0,
      outstanding: 0,
      overdueCount: 0,
      overdueAmount: 0,
    }
  );
}

async function requestFigures(db: Queryable, principal: Principal): Promise<DashboardRequests> {
  const where = recordsOfAny(requestResources, principal);
  const { rows } = await db.query<{ resource: string; status: DeployRequestStatus; count: number }>(
    `select r.resource, ${field(sqlServiceRequestResource, 'status')} as status, count(*)::int as count
       from resource_record r ${where} group by 1, 2`,
    where.params,
  );
  const releaseNames = new Set(releaseResources.map((resource) => resource.name));
  const openOf = (matches: (resource: string) => boolean) =>
    rows
      .filter((row) => matches(row.resource) && openRequestStatuses.includes(row.status))
      .reduce((total, row) => total + row.count, 0);
  return {
    openReleases: openOf((resource) => releaseNames.has(resource)),
    openSqlRequests: openOf((resource) => resource === sqlServiceRequestResource.name),
    byStatus: deployRequestStatuses.map((status) => ({
      status,
      count: rows.filter((row) => row.status === status).reduce((total, row) => total + row.count, 0),
    })),
  };
}

/**
 * The history of the records the principal may read, as a WHERE clause on `resource_history h`: of
 * the resources it may read, and for a tenant-bound caller of its own tenant's record and of
 * records bound to its tenant (and in company mode, of company records, to its company). Each
 * entry keeps the binding of its record, a deleted record's too (`migrations/0006`), so no record
 * is read: a join on `h.resource`, a column, would plan against every partition of
 * `resource_record`.
 */
function historyOf(principal: Principal): Where | null {
  const readable = resources.filter((resource) => hasAuthority(principal, resource.permissions.read));
  if (readable.length === 0) return null;
  const where = new Where();
  where.add(`h.resource = any(${where.param(readable.map((resource) => resource.name))}::text[])`);
  if (principal.tenantId === null) return where;
  const tenantId = where.param(principal.tenantId);
  const ownTenant = `(h.resource = ${where.param(tenantResource.name)} and h.record_id = ${tenantId})`;
  let bound = `h.tenant_id = ${tenantId}`;
  if (!principal.tenantMode && principal.companyId !== null) {
    const companyScoped = readable.filter((resource) => resource.scope === 'company');
    bound += ` and (h.resource <> all(${where.param(companyScoped.map((resource) => resource.name))}::text[])
      or h.company_id = ${where.param(principal.companyId)})`;
  }
  where.add(`(${ownTenant} or (${bound}))`);
  return where;
}

/** The title field of each resource, by name: what names a record in the history. */
const titleFields = new Map(resources.map((resource) => [resource.name, resource.title]));

/**
 * The titles of the live records of some history entries, by `resource/id` (a deleted record has
 * none): one branch per resource, each naming its resource, so that each plans against its own
 * partition only.
 */
async function recordTitles(
  db: Queryable,
  entries: readonly { resource: string; record_id: number }[],
): Promise<Map<string, string | null>> {
  const idsOf = new Map<string, Set<number>>();
  for (const entry of entries) {
    const ids = idsOf.get(entry.resource) ?? new Set<number>();
    idsOf.set(entry.resource, ids.add(entry.record_id));
  }
  const query = new Where();
  const branches = [...idsOf].flatMap(([resource, ids]) => {
    const title = titleFields.get(resource);
    if (title === undefined) return [];
    return [
      `select r.resource, r.id, r.data ->> ${query.param(title)}::text as record_title
         from resource_record r
        where r.resource = ${query.param(resource)} and r.id = any(${query.param([...ids])}::bigint[])`,
    ];
  });
  if (branches.length === 0) return new Map();
  const { rows } = await db.query<{ resource: string; id: number; record_title: string | null }>(
    branches.join(' union all '),
    query.params,
  );
  return new Map(rows.map((row) => [`${row.resource}/${row.id}`, row.record_title]));
}

async function recentHistory(db: Queryable, principal: Principal): Promise<DashboardHistoryEntry[]> {
  const where = historyOf(principal);
  if (!where) return [];
  const { rows } = await db.query<{
    id: number;
    resource: string;
    record_id: number;
    action: DashboardHistoryEntry['action'];
    actor: string | null;
    at: Date;
  }>(
    `select h.id, h.resource, h.record_id, h.action, h.actor, h.at
       from resource_history h ${where}
      order by h.id desc limit ${where.param(RECENT_HISTORY_SIZE)}`,
    where.params,
  );
  const titles = await recordTitles(db, rows);
  return rows.map((row) => ({
    id: row.id,
    resource: row.resource,
    recordId: row.record_id,
    recordTitle: titles.get(`${row.resource}/${row.record_id}`) ?? null,
    action: row.action,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}

/** Changes per day of the last days up to today, zero-filled, and who made the most of them. */
async function activityOf(
  db: Queryable,
  principal: Principal,
  today: string,
): Promise<Pick<AdminDashboard, 'activity' | 'topActors'>> {
  const first = addDays(today, 1 - ACTIVITY_DAYS);
  const days = daysBetween(first, today);
  const where = historyOf(principal);
  if (!where) return { activity: days.map((date) => ({ date, count: 0 })), topActors: [] };
  where
    .add(`h.at >= ${where.param(`${first}T00:00:00Z`)}::timestamptz`)
    .add(`h.at < ${where.param(`${addDays(today, 1)}T00:00:00Z`)}::timestamptz`);
  const day = `to_char(h.at at time zone 'UTC', 'YYYY-MM-DD')`;
  const { rows } = await db.query<{
    date: string | null;
    actor: string | null;
    of_day: number;
    count: number;
  }>(
    `select ${day} as date, h.actor, grouping(h.actor)::int as of_day, count(*)::int as count
       from resource_history h ${where}
      group by grouping sets ((${day}), (h.actor))`,
    where.params,
  );
  const perDay = new Map(rows.filter((row) => row.of_day === 1).map((row) => [row.date, row.count]));
  const topActors = rows
    .filter((row): row is typeof row & { actor: string } => row.of_day === 0 && row.actor !== null)
    .sort((a, b) => b.count - a.count || a.actor.localeCompare(b.actor))
    .slice(0, TOP_ACTORS_SIZE)
    .map((row) => ({ actor: row.actor, count: row.count }));
  return { activity: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })), topActors };
}

async function accountFigures(db: Queryable, principal: Principal, now: Date): Promise<DashboardAccounts> {
  const where = new Where();
  if (principal.tenantId !== null) where.add(`a.tenant_id = ${where.param(principal.tenantId)}`);
  const locked = where.param(now);
  const { rows } = await db.query<{ total: number; enabled: number; locked: number; by_role: unknown }>(
    `select count(*)::int as total,
            count(*) filter (where a.enabled)::int as enabled,
            count(*) filter (where a.locked_until > ${locked}::timestamptz)::int as locked,
            (select coalesce(jsonb_object_agg(role, n), '{}'::jsonb)
               from (select role, count(*)::int as n from account a, unnest(a.roles) as role ${where} group by role) roles
            ) as by_role
       from account a ${where}`,
    where.params,
  );
  const row = rows[0];
  const byRole = (row?.by_role ?? {}) as Partial<Record<RoleCode, number>>;
  return {
    total: row?.total ?? 0,
    enabled: row?.enabled ?? 0,
    locked: row?.locked ?? 0,
    byRole: roleCodes.map((role) => ({ role, count: byRole[role] ?? 0 })),
  };
}

async function expiringTenants(
  db: Queryable,
  principal: Principal,
  today: string,
): Promise<ExpiringTenant[]> {
  const where = recordsOf(tenantResource, principal);
  const expiry = field(tenantResource, 'licenceExpireDate');
  where
    .add(`${expiry} >= ${where.param(today)}`)
    .add(`${expiry} <= ${where.param(addDays(today, EXPIRY_HORIZON_DAYS))}`);
  const { rows } = await db.query<{
    id: number;
    tenant_name: string;
    tenant_code: string;
    licence_expire_date: string;
    licensed: number;
  }>(
    `select r.id, ${field(tenantResource, 'tenantName')} as tenant_name,
            ${field(tenantResource, 'tenantCode')} as tenant_code, ${expiry} as licence_expire_date,
            ${licensedOf()}::int as licensed
       from resource_record r ${where}
      order by ${expiry}, r.id limit ${where.param(EXPIRING_TENANTS_SIZE)}`,
    where.params,
  );
  return rows.map((row) => ({
    id: row.id,
    tenantName: row.tenant_name,
    tenantCode: row.tenant_code,
    licenceExpireDate: row.licence_expire_date,
    licensed: row.licensed === 1 ? 1 : 0,
  }));
}

/**
 * The dashboards: `/main/dashboard`'s summary and `/main/dashboard-admin`'s figures. Any signed-in
 * account may ask; each section answers only to the authority that reads its records (null
 * otherwise), and a tenant-bound caller's figures are its own tenant's.
 */
export async function registerDashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/dashboard/summary',
    access: access.authenticated,
    summary: "Tenants, this month's orders and receivables, open requests and the newest changes.",
    handler: async ({ principal }): Promise<DashboardSummary> => {
      const now = app.services.now();
      const today = dayOf(now);
      const month = monthOf(now);
      const [tenants, orders, receivables, requests, history] = await Promise.all([
        mayRead(principal, tenantResource) ? tenantFigures(db, principal, today) : null,
        mayRead(principal, orderResource) ? orderFigures(db, principal, month) : null,
        mayRead(principal, financeReceivableResource) ? receivableFigures(db, principal, month, today) : null,
        mayRead(principal, ...requestResources) ? requestFigures(db, principal) : null,
        recentHistory(db, principal),
      ]);
      return {
        generatedAt: now.toISOString(),
        month: month.month,
        tenants,
        orders,
        receivables,
        requests,
        recentHistory: history,
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/dashboard/admin',
    access: access.authenticated,
    summary: 'Accounts, tenants whose licence expires soon, and the last 14 days of changes.',
    handler: async ({ principal }): Promise<AdminDashboard> => {
      const now = app.services.now();
      const today = dayOf(now);
      const [accounts, expiring, activity] = await Promise.all([
        hasAuthority(principal, 'admin:read') ? accountFigures(db, principal, now) : null,
        mayRead(principal, tenantResource) ? expiringTenants(db, principal, today) : null,
        activityOf(db, principal, today),
      ]);
      return { generatedAt: now.toISOString(), accounts, expiringTenants: expiring, ...activity };
    },
  });
}
