import {
  adminDashboardSchema,
  dashboardSummarySchema,
  roleCodes,
  type AdminDashboard,
  type DashboardSummary,
} from '@opsdesk/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_NOW, startTestService, type TestService } from '../../test/harness';

let service: TestService;
let admin: string;
let acme: number;
let globex: number;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
  const { rows } = await service.db.query<{ id: number; code: string }>(
    "select id, data->>'tenantCode' as code from resource_record where resource = 'tenant' and data->>'tenantCode' in ('T0001', 'T0002')",
  );
  const idOf = (code: string) => rows.find((row) => row.code === code)?.id ?? 0;
  acme = idOf('T0001');
  globex = idOf('T0002');
});

// Tokens stay valid while the clock moves back (they expire two hours after SEED_NOW), so the
// tests travel to past months, which the seed leaves alone, and come back after each test.
afterEach(() => {
  service.clock.current = new Date(SEED_NOW);
});

afterAll(() => service.close());

const setClock = (instant: string) => {
  service.clock.current = new Date(instant);
};

async function summary(token: string): Promise<DashboardSummary> {
  const response = await service.call({ method: 'GET', url: '/api/dashboard/summary', token });
  expect(response.statusCode).toBe(200);
  return dashboardSummarySchema.parse(response.json());
}

async function adminDashboard(token: string): Promise<AdminDashboard> {
  const response = await service.call({ method: 'GET', url: '/api/dashboard/admin', token });
  expect(response.statusCode).toBe(200);
  return adminDashboardSchema.parse(response.json());
}

async function create(resource: string, payload: Record<string, unknown>): Promise<number> {
  const response = await service.call({
    method: 'POST',
    url: `/api/resources/${resource}`,
    token: admin,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function remove(resource: string, id: number): Promise<void> {
  const response = await service.call({
    method: 'DELETE',
    url: `/api/resources/${resource}/${id}`,
    token: admin,
  });
  expect(response.statusCode).toBe(204);
}

async function update(resource: string, id: number, payload: Record<string, unknown>): Promise<void> {
  const current = await service.call({
    method: 'GET',
    url: `/api/resources/${resource}/${id}`,
    token: admin,
  });
  const { version } = current.json() as { version: number };
  const response = await service.call({
    method: 'PUT',
    url: `/api/resources/${resource}/${id}`,
    token: admin,
    payload: { ...payload, version },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** How many records a list of the resource API counts, as the caller. */
async function listed(url: string, token = admin): Promise<number> {
  const response = await service.call({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { totalElements: number }).totalElements;
}

const cents = (amount: number) => Math.round(amount * 100);

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}`;

const order = (tenantId: number, actualAmount: number, effectiveDate: string, orderStatus: string) => ({
  tenantId,
  orderCode: unique('O-DASH'),
  contractCode: 'C-DASH',
  businessType: 'NEW_PURCHASE',
  orderType: 'NEW_PURCHASE',
  contractProductName: 'Expense suite',
  buyCount: 1,
  actualAmount,
  effectiveDate,
  expireDate: '2030-12-31',
  orderStatus,
});

const receivable = (fields: {
  billingDate: string;
  dueDate: string;
  receivableAmount: number;
  receivedAmount: number;
  receivableStatus: string;
  lastReceiptDate?: string;
}) => ({
  tenantId: acme,
  receivableCode: unique('AR-DASH'),
  contractCode: 'C-DASH',
  customerName: 'Acme',
  currencyCode: 'CNY',
  owner: 'Dashboard test',
  ...fields,
});

describe('GET /api/dashboard/summary', () => {
  it('counts tenants as the tenant list does: paid, free, sandbox, enabled, expiring, by region', async () => {
    const { tenants } = await summary(admin);
    const base = '/api/resources/tenant?size=1';
    expect(tenants).toMatchObject({
      total: await listed(base),
      paid: await listed(`${base}&licensed=1`),
      free: await listed(`${base}&licensed=0`),
      sandbox: await listed(`${base}&sandbox=true`),
      enabled: await listed(`${base}&enabled=true`),
      expiringIn30Days: await listed(
        `${base}&licenceExpireDateFrom=2026-11-20&licenceExpireDateTo=2026-12-20`,
      ),
    });
    const byRegion = tenants?.byRegion ?? [];
    expect(byRegion.map((item) => item.count)).toEqual(
      byRegion.map((item) => item.count).sort((a, b) => b - a),
    );
    expect(byRegion.reduce((total, item) => total + item.count, 0)).toBe(tenants?.total);
    const [top] = byRegion;
    expect(top?.count).toBe(await listed(`${base}&region=${top?.region ?? ''}`));
  });

  it("counts this month's orders by status and by day, money to 2 decimals", async () => {
    setClock('2020-03-15T10:00:00Z');
    const before = (await summary(admin)).orders;
    await create('order', order(acme, 1000.1, '2020-03-02', 'PAID'));
    await create('order', order(acme, 250.25, '2020-03-02', 'PENDING_PAYMENT'));
    await create('order', order(globex, 99.99, '2020-03-31', 'PAID'));
    await create('order', order(acme, 7, '2020-04-01', 'PAID'));
    const after = (await summary(admin)).orders;
    if (!before || !after) throw new Error('a super administrator sees the orders');
    expect(after.count - before.count).toBe(3);
    expect(cents(after.amount) - cents(before.amount)).toBe(135_034);
    const statusDelta = after.byStatus.map((item, index) => ({
      status: item.status,
      count: item.count - (before.byStatus[index]?.count ?? 0),
      cents: cents(item.amount) - cents(before.byStatus[index]?.amount ?? 0),
    }));
    expect(statusDelta).toEqual([
      { status: 'PENDING_PAYMENT', count: 1, cents: 25_025 },
      { status: 'PAID', count: 2, cents: 110_009 },
      { status: 'CLOSED', count: 0, cents: 0 },
    ]);
    expect(after.byDay.map((day) => day.date)).toHaveLength(31);
    expect(after.byDay[0]?.date).toBe('2020-03-01');
    const dayDelta = (date: string) => {
      const now = after.byDay.find((day) => day.date === date);
      const then = before.byDay.find((day) => day.date === date);
      return {
        count: (now?.count ?? 0) - (then?.count ?? 0),
        cents: cents(now?.amount ?? 0) - cents(then?.amount ?? 0),
      };
    };
    expect(dayDelta('2020-03-02')).toEqual({ count: 2, cents: 125_035 });
    expect(dayDelta('2020-03-31')).toEqual({ count: 1, cents: 9_999 });
    expect(after.amount).toBe(Number(after.amount.toFixed(2)));
  });

  it('sums receivables billed and received this month, what is outstanding and what is overdue', async () => {
    setClock('2020-05-15T10:00:00Z');
    const before = (await summary(admin)).receivables;
    // Partly received this month, due later; billed last month and overdue; received in full.
    await create(
      'finance-receivable',
      receivable({
        billingDate: '2020-05-05',
        dueDate: '2020-06-05',
        receivableAmount: 500.5,
        receivedAmount: 200.25,
        receivableStatus: 'PARTLY_RECEIVED',
        lastReceiptDate: '2020-05-08',
      }),
    );
    await create(
      'finance-receivable',
      receivable({
        billingDate: '2020-04-01',
        dueDate: '2020-04-30',
        receivableAmount: 300,
        receivedAmount: 0,
        receivableStatus: 'OUTSTANDING',
      }),
    );
    await create(
      'finance-receivable',
      receivable({
        billingDate: '2020-05-01',
        dueDate: '2020-05-10',
        receivableAmount: 100,
        receivedAmount: 100,
        receivableStatus: 'RECEIVED',
        lastReceiptDate: '2020-05-03',
      }),
    );
    const after = (await summary(admin)).receivables;
    if (!before || !after) throw new Error('a super administrator sees the receivables');
    expect({
      billedThisMonth: cents(after.billedThisMonth) - cents(before.billedThisMonth),
      receivedThisMonth: cents(after.receivedThisMonth) - cents(before.receivedThisMonth),
      outstanding: cents(after.outstanding) - cents(before.outstanding),
      overdueCount: after.overdueCount - before.overdueCount,
      overdueAmount: cents(after.overdueAmount) - cents(before.overdueAmount),
    }).toEqual({
      billedThisMonth: 60_050,
      receivedThisMonth: 30_025,
      outstanding: 60_025,
      overdueCount: 1,
      overdueAmount: 30_000,
    });
  });

  it('counts open release and SQL requests, and every request status', async () => {
    const before = (await summary(admin)).requests;
    await create('single-service-request', {
      requestNo: unique('SSR-DASH'),
      title: 'Release expense-api 5.12',
      serviceName: 'expense-api',
      releaseVersion: '5.12.0',
      gitBranch: 'release/5.12',
      commitId: 'a1b2c3d4',
      changeType: 'FEATURE',
      deployEnv: 'uat',
      cloudEnvs: ['ALI-CN'],
      plannedAt: '2026-11-25T10:00:00.000Z',
      description: 'Monthly release',
      rollbackPlan: 'Redeploy 5.11',
      requesterId: 1,
      status: 'SUBMITTED',
    });
    await create('sql-service-request', {
      requestNo: unique('SQL-DASH'),
      title: 'Fix a currency',
      cloudEnv: 'ALI-CN',
      databaseName: 'expense',
      sqlType: 'DML',
      sqlText: "update currency set decimals = 2 where code = 'JPY'",
      reason: 'Wrong decimals',
      requesterId: 1,
      status: 'EXECUTING',
    });
    await create('sql-service-request', {
      requestNo: unique('SQL-DASH'),
      title: 'A draft',
      cloudEnv: 'ALI-CN',
      databaseName: 'expense',
      sqlType: 'QUERY',
      sqlText: 'select 1',
      reason: 'Checking',
      requesterId: 1,
    });
    const after = (await summary(admin)).requests;
    if (!before || !after) throw new Error('a super administrator sees the requests');
    expect(after.openReleases - before.openReleases).toBe(1);
    expect(after.openSqlRequests - before.openSqlRequests).toBe(1);
    expect(
      Object.fromEntries(
        after.byStatus.map((item, index) => [item.status, item.count - (before.byStatus[index]?.count ?? 0)]),
      ),
    ).toEqual({
      DRAFT: 1,
      SUBMITTED: 1,
      APPROVED: 0,
      REJECTED: 0,
      EXECUTING: 1,
      DONE: 0,
      FAILED: 0,
      CANCELLED: 0,
    });
  });

  it('leaves out requests for a finance administrator and orders and receivables for a deployment engineer', async () => {
    const finance = await summary(await service.tokenOf('FINANCE_ADMIN'));
    expect(finance.requests).toBeNull();
    expect(finance.receivables).not.toBeNull();
    expect(finance.orders).not.toBeNull();
    expect(finance.tenants).not.toBeNull();
    const deployment = await summary(await service.tokenOf('DEPLOYMENT_ENGINEER'));
    expect(deployment.receivables).toBeNull();
    expect(deployment.orders).toBeNull();
    expect(deployment.requests).not.toBeNull();
    expect(deployment.tenants).not.toBeNull();
    expect(
      deployment.recentHistory.every((entry) => !['order', 'finance-receivable'].includes(entry.resource)),
    ).toBe(true);
  });

  it("shows a tenant-bound account only its own tenant's orders and changes", async () => {
    setClock('2020-07-10T10:00:00Z');
    const agent = await service.tokenOf('BOOKING_AGENT');
    const before = await summary(agent);
    expect(before).toMatchObject({ tenants: null, receivables: null, requests: null });
    const own = await create('order', order(acme, 10, '2020-07-01', 'PAID'));
    const others = await create('order', order(globex, 20, '2020-07-01', 'PAID'));
    const after = await summary(agent);
    expect((after.orders?.count ?? 0) - (before.orders?.count ?? 0)).toBe(1);
    expect(cents(after.orders?.amount ?? 0) - cents(before.orders?.amount ?? 0)).toBe(1_000);
    // The same records the agent lists through the resource API.
    expect(after.orders?.count).toBe(
      await listed(
        '/api/resources/order?size=1&effectiveDateFrom=2020-07-01&effectiveDateTo=2020-07-31',
        agent,
      ),
    );
    expect(after.recentHistory[0]).toMatchObject({ resource: 'order', recordId: own, action: 'CREATE' });
    expect(after.recentHistory.some((entry) => entry.recordId === others)).toBe(false);
    // Deleted records keep their tenant: the agent sees its own tenant's deletion only.
    await remove('order', others);
    await remove('order', own);
    const deleted = await summary(agent);
    expect(deleted.recentHistory[0]).toMatchObject({ recordId: own, action: 'DELETE', recordTitle: null });
    expect(deleted.recentHistory.some((entry) => entry.recordId === others)).toBe(false);
  });

  it('takes this month from the service clock', async () => {
    setClock('2020-02-10T10:00:00Z');
    const february = (await summary(admin)).orders?.count ?? 0;
    setClock('2020-03-01T00:00:00Z');
    const march = (await summary(admin)).orders?.count ?? 0;
    await create('order', order(acme, 1, '2020-02-29', 'PAID'));
    setClock('2020-02-29T23:59:59Z');
    const inFebruary = await summary(admin);
    expect(inFebruary.month).toBe('2020-02');
    expect(inFebruary.orders?.byDay.map((day) => day.date).at(-1)).toBe('2020-02-29');
    expect(inFebruary.orders?.count).toBe(february + 1);
    setClock('2020-03-01T00:00:00Z');
    const inMarch = await summary(admin);
    expect(inMarch.month).toBe('2020-03');
    expect(inMarch.orders?.count).toBe(march);
    expect(inMarch.generatedAt).toBe('2020-03-01T00:00:00.000Z');
  });

  it('lists a change just made first, with its record title, and no title once the record is deleted', async () => {
    const id = await create('tenant-group', {
      tenantGroupName: 'Dashboard group',
      tenantGroupCode: 'DASHBOARD',
    });
    const created = await summary(admin);
    expect(created.recentHistory[0]).toMatchObject({
      resource: 'tenant-group',
      recordId: id,
      recordTitle: 'Dashboard group',
      action: 'CREATE',
      actor: 'admin',
    });
    await remove('tenant-group', id);
    const deleted = await summary(admin);
    expect(deleted.recentHistory.slice(0, 2)).toMatchObject([
      { recordId: id, action: 'DELETE', recordTitle: null },
      { recordId: id, action: 'CREATE', recordTitle: null },
    ]);
  });
});

describe('the recent history of a tenant-bound account', () => {
  /** The company of the demo account `agent` (a booking agent of Acme, outside tenant mode). */
  async function agentCompany(): Promise<number> {
    const { rows } = await service.db.query<{ company_id: number }>(
      "select company_id from account where login = 'agent'",
    );
    return rows[0]?.company_id ?? 0;
  }

  /** The history entries of a record the caller's recent history shows, newest first. */
  const entriesOf = (history: DashboardSummary['recentHistory'], resource: string, id: number) =>
    history
      .filter((entry) => entry.resource === resource && entry.recordId === id)
      .map((entry) => ({ action: entry.action, recordTitle: entry.recordTitle }));

  // Before the clock of every other test: whenever the agent's token was issued, it is still valid.
  beforeEach(() => setClock('2018-06-01T10:00:00Z'));

  const userGroup = (tenantId: number, companyId: number) => ({
    tenantId,
    companyId,
    name: unique('Dashboard user group'),
    code: unique('UG-DASH'),
  });

  it("shows a deleted record's entries of its own tenant and none of another tenant's", async () => {
    const agent = await service.tokenOf('BOOKING_AGENT');
    const own = await create('order', order(acme, 30, '2026-11-02', 'PAID'));
    const others = await create('order', order(globex, 40, '2026-11-02', 'PAID'));
    await remove('order', own);
    await remove('order', others);
    const { recentHistory } = await summary(agent);
    expect(entriesOf(recentHistory, 'order', own)).toEqual([
      { action: 'DELETE', recordTitle: null },
      { action: 'CREATE', recordTitle: null },
    ]);
    expect(entriesOf(recentHistory, 'order', others)).toEqual([]);
  });

  it("shows a company account outside tenant mode its own company's deleted company records only", async () => {
    const agent = await service.tokenOf('BOOKING_AGENT');
    const company = await agentCompany();
    const sibling = await create('company', {
      tenantId: acme,
      name: 'Acme sibling company',
      companyCode: unique('ACME-SIB'),
    });
    const own = await create('user-group', userGroup(acme, company));
    const siblings = await create('user-group', userGroup(acme, sibling));
    await remove('user-group', own);
    await remove('user-group', siblings);
    const { recentHistory } = await summary(agent);
    expect(entriesOf(recentHistory, 'user-group', own)).toEqual([
      { action: 'DELETE', recordTitle: null },
      { action: 'CREATE', recordTitle: null },
    ]);
    expect(entriesOf(recentHistory, 'user-group', siblings)).toEqual([]);
  });

  it('writes the binding of its record with every history entry, none for a record bound to no tenant', async () => {
    const company = await agentCompany();
    const fields = userGroup(acme, company);
    const id = await create('user-group', fields);
    await update('user-group', id, { ...fields, name: 'Renamed user group' });
    await remove('user-group', id);
    const global = await create('tenant-group', {
      tenantGroupName: 'Unbound group',
      tenantGroupCode: unique('UNBOUND'),
    });
    const { rows } = await service.db.query<{
      resource: string;
      action: string;
      tenant_id: number | null;
      company_id: number | null;
    }>(
      `select resource, action, tenant_id, company_id from resource_history
        where (resource = 'user-group' and record_id = $1) or (resource = 'tenant-group' and record_id = $2)
        order by id`,
      [id, global],
    );
    expect(rows).toEqual([
      { resource: 'user-group', action: 'CREATE', tenant_id: acme, company_id: company },
      { resource: 'user-group', action: 'UPDATE', tenant_id: acme, company_id: company },
      { resource: 'user-group', action: 'DELETE', tenant_id: acme, company_id: company },
      { resource: 'tenant-group', action: 'CREATE', tenant_id: null, company_id: null },
    ]);
  });

  it("takes a record's earlier entries along when an update moves it to another tenant", async () => {
    const agent = await service.tokenOf('BOOKING_AGENT');
    const fields = order(acme, 50, '2026-11-03', 'PAID');
    const id = await create('order', fields);
    expect(entriesOf((await summary(agent)).recentHistory, 'order', id)).toEqual([
      { action: 'CREATE', recordTitle: fields.orderCode },
    ]);
    await update('order', id, { ...fields, tenantId: globex });
    expect(entriesOf((await summary(agent)).recentHistory, 'order', id)).toEqual([]);
    const { rows } = await service.db.query<{ tenant_id: number }>(
      "select tenant_id from resource_history where resource = 'order' and record_id = $1 order by id",
      [id],
    );
    expect(rows).toEqual([{ tenant_id: globex }, { tenant_id: globex }]);
  });
});

describe('GET /api/dashboard/admin', () => {
  it('counts accounts, enabled and locked ones, and each role as the account list does', async () => {
    const { accounts } = await adminDashboard(admin);
    expect(accounts?.total).toBe(await listed('/api/admin/accounts?size=1'));
    const { rows } = await service.db.query<{ enabled: number }>(
      'select count(*)::int as enabled from account where enabled',
    );
    expect(accounts?.enabled).toBe(rows[0]?.enabled);
    // The demo account `locked` is locked for good.
    expect(accounts?.locked).toBe(1);
    expect(accounts?.byRole.map((item) => item.role)).toEqual([...roleCodes]);
    for (const { role, count } of accounts?.byRole ?? []) {
      expect(count, role).toBe(await listed(`/api/admin/accounts?size=1&role=${role}`));
    }
  });

  it('lists the tenants whose licence expires in the next 30 days, soonest first, at most 10', async () => {
    const { expiringTenants } = await adminDashboard(admin);
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/tenant?size=10&sort=licenceExpireDate,asc&licenceExpireDateFrom=2026-11-20&licenceExpireDateTo=2026-12-20',
      token: admin,
    });
    const expected = (response.json() as { content: { id: number; licenceExpireDate: string }[] }).content;
    expect(expiringTenants?.map((tenant) => tenant.id)).toEqual(expected.map((tenant) => tenant.id));
    expect(expiringTenants?.length).toBeLessThanOrEqual(10);
  });

  it('counts the changes of each of the last 14 days, zero-filled, and who made most', async () => {
    setClock('2019-01-20T12:00:00Z');
    const ids = [
      await create('tenant-group', { tenantGroupName: 'Activity one', tenantGroupCode: 'ACTIVITY-1' }),
      await create('tenant-group', { tenantGroupName: 'Activity two', tenantGroupCode: 'ACTIVITY-2' }),
      await create('tenant-group', { tenantGroupName: 'Activity three', tenantGroupCode: 'ACTIVITY-3' }),
      await create('tenant-group', { tenantGroupName: 'Activity four', tenantGroupCode: 'ACTIVITY-4' }),
    ];
    // The database stamps changes with its own time: place them on the days the test needs.
    const at = [
      '2019-01-20T23:59:00Z',
      '2019-01-20T00:00:00Z',
      '2019-01-10T08:00:00Z',
      '2019-01-06T23:59:00Z',
    ];
    for (const [index, id] of ids.entries()) {
      await service.db.query(
        "update resource_history set at = $2 where resource = 'tenant-group' and record_id = $1",
        [id, at[index] ?? null],
      );
    }
    const { activity, topActors } = await adminDashboard(admin);
    expect(activity).toHaveLength(14);
    expect(activity[0]?.date).toBe('2019-01-07');
    expect(activity.at(-1)?.date).toBe('2019-01-20');
    expect(activity.filter((day) => day.count > 0)).toEqual([
      { date: '2019-01-10', count: 1 },
      { date: '2019-01-20', count: 2 },
    ]);
    expect(topActors).toEqual([{ actor: 'admin', count: 3 }]);
  });

  it('leaves out accounts without admin:read and expiring tenants without tenant:read', async () => {
    const finance = await adminDashboard(await service.tokenOf('FINANCE_ADMIN'));
    expect(finance.accounts).toBeNull();
    expect(finance.expiringTenants).not.toBeNull();
    const employee = await adminDashboard(await service.tokenOf('EMPLOYEE'));
    expect(employee).toMatchObject({ accounts: null, expiringTenants: null });
    expect(employee.activity).toHaveLength(14);
  });
});
