import {
  companyResource,
  orderResource,
  staffResource,
  tenantAuthorizationResource,
  tenantControlResource,
  tenantPlatformOrderResource,
  tenantResource,
  tenantServiceInfoResource,
  tenantUsageSnapshotResource,
  touchCustomerLogResource,
} from '@opsdesk/api';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestService,
  type TestService,
  verificationTokenOf as verificationTokenFor,
} from '../../test/harness';
import type { StoredRecord } from '../resources/engine';
import { insertRecords } from '../seed/insert';
import { addDays, isSandboxNameOf, sandboxCodeOf, sandboxNameOf, syncedLicence } from './tenantOperations';

let service: TestService;
/** super administrator, customer service (tenant:sandbox, tenant:write), finance (tenant:export only). */
let admin: string;
let support: string;
let finance: string;
/** The seed's today (SEED_NOW, 2026-11-20). */
const today = '2026-11-20';

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
  support = await service.tokenOf('CUSTOMER_SERVICE');
  finance = await service.tokenOf('FINANCE_ADMIN');
});

afterAll(() => service.close());

const tenantRow = (code: string, extra: Record<string, unknown> = {}) => ({
  tenantName: `Tenant ${code}`,
  tenantCode: code,
  region: 'CN',
  cloudEnv: 'ALI_HZ',
  licensed: 1,
  sandbox: false,
  enabled: true,
  ...extra,
});

async function insertTenant(code: string, extra: Record<string, unknown> = {}): Promise<number> {
  const [id] = await insertRecords(service.db, tenantResource, [tenantRow(code, extra)]);
  if (id === undefined) throw new Error('no tenant inserted');
  return id;
}

async function tenantOf(id: number): Promise<LightMyRequestResponse> {
  return service.call({ method: 'GET', url: `/api/resources/tenant/${id}`, token: admin });
}

async function historyOf(resource: string, id: number) {
  const { rows } = await service.db.query<{
    action: string;
    actor: string;
    changes: Record<string, unknown>;
  }>(
    'select action, actor, changes from resource_history where resource = $1 and record_id = $2 order by id',
    [resource, id],
  );
  return rows;
}

const createSandbox = (id: number, token = support, language = 'en') =>
  service.call({
    method: 'POST',
    url: `/api/tenants/${id}/sandbox?language=${language}`,
    token,
    payload: {},
  });

describe('sandbox names', () => {
  it('follow the parent: "X（沙箱）", then "X（沙箱 2）", codes X-SB1, X-SB2, within the field lengths', () => {
    expect(sandboxNameOf('艾克米', 1)).toBe('艾克米（沙箱）');
    expect(sandboxNameOf('艾克米', 2)).toBe('艾克米（沙箱 2）');
    expect(sandboxNameOf('x'.repeat(100), 3)).toHaveLength(100);
    expect(sandboxCodeOf('T0001', 1)).toBe('T0001-SB1');
    expect(sandboxCodeOf('C'.repeat(32), 12)).toBe(`${'C'.repeat(27)}-SB12`);
  });

  it('recognise the sandboxes made before the link by the parent name and a sandbox suffix', () => {
    expect(isSandboxNameOf('Globex', 'Globex (Sandbox)')).toBe(true);
    expect(isSandboxNameOf('艾克米', '艾克米（沙箱 2）')).toBe(true);
    expect(isSandboxNameOf('艾克米', '艾克米科技（沙箱）')).toBe(false);
  });
});

describe('POST /api/tenants/:id/sandbox', () => {
  let parentId: number;

  beforeAll(async () => {
    parentId = await insertTenant('XSB01', {
      tenantName: '沙箱测试租户',
      tenantGroupCode: 'KA',
      contactName: '王芳',
      contactEmail: 'wang.fang@example.com',
      contactMobile: '13800000123',
      licenceExpireDate: '2027-06-30',
      messagingPlatform: 'LARK',
    });
  });

  it('refuses an account without tenant:sandbox with 403', async () => {
    const response = await createSandbox(parentId, finance);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('answers 404 for a tenant that does not exist', async () => {
    expect((await createSandbox(987_654_321)).statusCode).toBe(404);
  });

  it('creates a free, enabled copy named after the tenant and linked to it, and keeps it', async () => {
    const response = await createSandbox(parentId);
    expect(response.statusCode).toBe(201);
    const sandbox = response.json<StoredRecord>();
    expect(sandbox).toMatchObject({
      tenantName: '沙箱测试租户（沙箱）',
      tenantCode: 'XSB01-SB1',
      sandbox: true,
      licensed: 0,
      enabled: true,
      sourceTenantId: parentId,
      region: 'CN',
      cloudEnv: 'ALI_HZ',
      tenantGroupCode: 'KA',
      contactName: '王芳',
      contactEmail: 'wang.fang@example.com',
      contactMobile: '13800000123',
      licenceExpireDate: '2027-06-30',
      messagingPlatform: 'LARK',
    });
    const stored = await tenantOf(sandbox.id);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ tenantCode: 'XSB01-SB1', sourceTenantId: parentId });
  });

  it("writes the sandbox's creation to its history, by the caller", async () => {
    const { rows } = await service.db.query<{ id: number }>(
      "select id from resource_record where resource = 'tenant' and data->>'tenantCode' = 'XSB01-SB1'",
    );
    const history = await historyOf('tenant', rows[0]?.id ?? 0);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'CREATE', actor: 'service' });
    expect(history[0]?.changes).toMatchObject({ tenantCode: 'XSB01-SB1', sourceTenantId: parentId });
  });

  it('refuses a second sandbox while the first is enabled (quota 1), naming the field in the language', async () => {
    const response = await createSandbox(parentId, support, 'zh_cn');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'sandboxQuota', message: '该租户已有 1 个启用的沙箱，已达上限（1 个），请先停用或删除一个' },
    ]);
  });

  it('creates the next sandbox, numbered 2, once the first is disabled', async () => {
    await service.db.query(
      `update resource_record set data = data || '{"enabled": false}'::jsonb
        where resource = 'tenant' and data->>'tenantCode' = 'XSB01-SB1'`,
    );
    const response = await createSandbox(parentId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tenantName: '沙箱测试租户（沙箱 2）', tenantCode: 'XSB01-SB2' });
  });

  it("refuses a sandbox's own sandbox with 400 on the sandbox field", async () => {
    const { rows } = await service.db.query<{ id: number }>(
      "select id from resource_record where resource = 'tenant' and data->>'tenantCode' = 'XSB01-SB2'",
    );
    const response = await createSandbox(rows[0]?.id ?? 0);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'sandbox', message: 'A sandbox tenant cannot have a sandbox of its own.' },
    ]);
  });

  it("allows as many enabled sandboxes as the tenant's controls give it", async () => {
    const id = await insertTenant('XSB02');
    await insertRecords(service.db, tenantControlResource, [
      { tenantId: id, seatLimit: 100, sandboxQuota: 2 },
    ]);
    expect((await createSandbox(id)).statusCode).toBe(201);
    expect((await createSandbox(id)).statusCode).toBe(201);
    const third = await createSandbox(id);
    expect(third.statusCode).toBe(400);
    expect(third.json().validationErrors[0].field).toBe('sandboxQuota');
  });

  it('counts an enabled sandbox made before the link, found by its name', async () => {
    const id = await insertTenant('XSB03', { tenantName: 'Legacy Parent' });
    await insertTenant('XSB03-OLD', { tenantName: 'Legacy Parent (Sandbox)', sandbox: true, licensed: 0 });
    const response = await createSandbox(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('sandboxQuota');
  });

  it('makes one sandbox of two asked for at once (quota 1)', async () => {
    const id = await insertTenant('XSB04');
    const answers = await Promise.all([createSandbox(id), createSandbox(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const { rows } = await service.db.query(
      "select 1 from resource_record where resource = 'tenant' and data->>'sourceTenantId' = $1",
      [String(id)],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('DELETE /api/tenants/:id', () => {
  const remove = (id: number, token = support) =>
    service.call({ method: 'DELETE', url: `/api/tenants/${id}`, token });

  it('refuses an account without tenant:sandbox with 403', async () => {
    const id = await insertTenant('XDL01', { sandbox: true, licensed: 0 });
    const response = await remove(id, finance);
    expect(response.statusCode).toBe(403);
    expect((await tenantOf(id)).statusCode).toBe(200);
  });

  it('refuses a production tenant with 400 on the sandbox field and keeps it', async () => {
    const id = await insertTenant('XDL02');
    const response = await remove(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'sandbox', message: 'Only sandbox tenants can be deleted here; production tenants are kept.' },
    ]);
    expect((await tenantOf(id)).statusCode).toBe(200);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    expect((await remove(987_654_321)).statusCode).toBe(404);
  });

  it('deletes a sandbox with the records it holds, each deletion in the history', async () => {
    const id = await insertTenant('XDL03', { sandbox: true, licensed: 0 });
    const [companyId] = await insertRecords(service.db, companyResource, [
      { tenantId: id, name: 'Sandbox HQ', companyCode: 'HQ', enabled: true },
    ]);
    const [staffId] = await insertRecords(service.db, staffResource, [
      { tenantId: id, companyId, employeeID: 'E001', fullName: 'Trainee', status: 'ACTIVE' },
    ]);
    const response = await remove(id);
    expect(response.statusCode).toBe(204);
    expect((await tenantOf(id)).statusCode).toBe(404);
    const { rows } = await service.db.query('select 1 from resource_record where tenant_id = $1', [id]);
    expect(rows).toHaveLength(0);
    expect((await historyOf('tenant', id)).map((entry) => entry.action)).toEqual(['DELETE']);
    expect((await historyOf('company', companyId ?? 0)).map((entry) => entry.action)).toEqual(['DELETE']);
    expect((await historyOf('staff', staffId ?? 0))[0]).toMatchObject({ action: 'DELETE', actor: 'service' });
  });
});

describe('DELETE /api/resources/tenant/:id (tenant:delete)', () => {
  const remove = (id: number, language = 'en') =>
    service.call({ method: 'DELETE', url: `/api/resources/tenant/${id}?language=${language}`, token: admin });

  it('refuses a production tenant as the sandbox route does, in the language, and keeps it', async () => {
    const id = await insertTenant('XDG01');
    const english = await remove(id);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      validationErrors: [
        {
          field: 'sandbox',
          message: 'Only sandbox tenants can be deleted here; production tenants are kept.',
        },
      ],
    });
    const chinese = await remove(id, 'zh_cn');
    expect(chinese.json().validationErrors).toEqual([
      { field: 'sandbox', message: '这里只能删除沙箱租户，正式租户不能删除' },
    ]);
    expect((await tenantOf(id)).statusCode).toBe(200);
    expect(await historyOf('tenant', id)).toEqual([]);
  });

  it('deletes a sandbox tenant with the records it holds, as the sandbox route does', async () => {
    const id = await insertTenant('XDG02', { sandbox: true, licensed: 0 });
    const [companyId] = await insertRecords(service.db, companyResource, [
      { tenantId: id, name: 'Sandbox HQ', companyCode: 'HQ', enabled: true },
    ]);
    const [staffId] = await insertRecords(service.db, staffResource, [
      { tenantId: id, companyId, employeeID: 'E001', fullName: 'Trainee', status: 'ACTIVE' },
    ]);
    const response = await remove(id);
    expect(response.statusCode).toBe(204);
    expect((await tenantOf(id)).statusCode).toBe(404);
    const { rows } = await service.db.query('select 1 from resource_record where tenant_id = $1', [id]);
    expect(rows).toHaveLength(0);
    expect((await historyOf('tenant', id)).map((entry) => entry.action)).toEqual(['DELETE']);
    expect((await historyOf('company', companyId ?? 0)).map((entry) => entry.action)).toEqual(['DELETE']);
    expect((await historyOf('staff', staffId ?? 0))[0]).toMatchObject({ action: 'DELETE', actor: 'admin' });
  });
});

describe('POST /api/tenants/:id/sync', () => {
  const sync = (id: number, token = support) =>
    service.call({ method: 'POST', url: `/api/tenants/${id}/sync`, token, payload: {} });

  const authorization = (tenantId: number, code: string, extra: Record<string, unknown>) => ({
    tenantId,
    authorizationCode: code,
    authorizationType: 'FORMAL',
    functionPackageCodes: ['EXPENSE_STD'],
    authorizedSeats: 80,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    applicant: 'Sales',
    status: 'APPROVED',
    ...extra,
  });

  const platformOrder = (tenantId: number, id: string, serviceEnd: string, orderStatus: string) => ({
    tenantId,
    platform: 'DINGTALK',
    platformOrderId: id,
    corpId: 'ding001',
    itemName: 'Expense (DingTalk)',
    orderType: 'RENEWAL',
    seats: 80,
    payAmount: 9600,
    payDate: '2026-10-01',
    serviceStart: '2026-10-01',
    serviceEnd,
    orderStatus,
  });

  it('refuses an account without tenant:write with 403', async () => {
    const id = await insertTenant('XSY01');
    const response = await sync(id, finance);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('answers 404 for a tenant that does not exist', async () => {
    expect((await sync(987_654_321)).statusCode).toBe(404);
  });

  describe('a free tenant with a formal licence, paid orders and records that do not count', () => {
    let id: number;
    let first: LightMyRequestResponse;

    beforeAll(async () => {
      id = await insertTenant('XSY02', { licensed: 0 });
      await insertRecords(service.db, tenantAuthorizationResource, [
        authorization(id, 'AUTH-XSY02-1', { endDate: '2027-03-31' }),
        // Neither a pending renewal nor a rejected one licenses anything yet.
        authorization(id, 'AUTH-XSY02-2', { endDate: '2029-03-31', status: 'PENDING' }),
        authorization(id, 'AUTH-XSY02-3', { endDate: '2030-03-31', status: 'REJECTED' }),
      ]);
      await insertRecords(service.db, tenantPlatformOrderResource, [
        platformOrder(id, 'DT-XSY02-1', '2027-09-30', 'PAID'),
        platformOrder(id, 'DT-XSY02-2', '2031-09-30', 'CLOSED'),
      ]);
      await insertRecords(service.db, orderResource, [
        {
          tenantId: id,
          orderCode: 'ORD-XSY02-1',
          contractCode: 'CT-XSY02',
          businessType: 'NEW_PURCHASE',
          orderType: 'NEW_PURCHASE',
          contractProductName: 'Expense',
          buyCount: 1,
          actualAmount: 1000,
          effectiveDate: '2026-07-01',
          expireDate: '2027-06-30',
          orderStatus: 'PAID',
        },
      ]);
      first = await sync(id);
    });

    it('sets it paid with the latest end of what was paid for or granted', () => {
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        tenant: { id, licensed: 1, licenceExpireDate: '2027-09-30' },
        changedFields: ['licensed', 'licenceExpireDate'],
        sources: { paidOrders: 1, paidPlatformOrders: 1, grantedAuthorizations: 1 },
      });
    });

    it('keeps the change, with an UPDATE in the history naming both fields', async () => {
      expect((await tenantOf(id)).json()).toMatchObject({ licensed: 1, licenceExpireDate: '2027-09-30' });
      const history = await historyOf('tenant', id);
      expect(history.at(-1)).toMatchObject({
        action: 'UPDATE',
        actor: 'service',
        changes: { licensed: [0, 1], licenceExpireDate: [null, '2027-09-30'] },
      });
    });

    it('changes nothing the second time: same version, no new history', async () => {
      const before = (await tenantOf(id)).json<StoredRecord>();
      const entries = (await historyOf('tenant', id)).length;
      const again = await sync(id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ changedFields: [], tenant: { version: before.version } });
      expect((await historyOf('tenant', id)).length).toBe(entries);
    });
  });

  it('keeps a trial free and sets its licence end to the trial end', async () => {
    const id = await insertTenant('XSY03', { licensed: 0, licenceExpireDate: '2026-11-01' });
    await insertRecords(service.db, tenantAuthorizationResource, [
      authorization(id, 'AUTH-XSY03-1', {
        authorizationType: 'TRIAL',
        startDate: '2026-11-01',
        endDate: '2026-12-15',
      }),
    ]);
    const response = await sync(id);
    expect(response.json()).toMatchObject({
      tenant: { licensed: 0, licenceExpireDate: '2026-12-15' },
      changedFields: ['licenceExpireDate'],
    });
  });

  it('leaves a tenant without orders or licences as it is', async () => {
    const id = await insertTenant('XSY04', { licensed: 1, licenceExpireDate: '2027-01-31' });
    const response = await sync(id);
    expect(response.json()).toMatchObject({
      tenant: { licensed: 1, licenceExpireDate: '2027-01-31', version: 1 },
      changedFields: [],
      sources: { paidOrders: 0, paidPlatformOrders: 0, grantedAuthorizations: 0 },
    });
  });

  it('derives paid from a payment or a formal licence, and nothing without an end', () => {
    const none = { paidOrders: 0, paidPlatformOrders: 0, grantedAuthorizations: 0, formalLicence: false };
    expect(syncedLicence({ ...none, latestEnd: null })).toBeNull();
    expect(syncedLicence({ ...none, grantedAuthorizations: 1, latestEnd: '2027-01-01' })).toEqual({
      licensed: 0,
      licenceExpireDate: '2027-01-01',
    });
    expect(syncedLicence({ ...none, paidPlatformOrders: 1, latestEnd: '2027-01-01' })?.licensed).toBe(1);
    expect(syncedLicence({ ...none, formalLicence: true, latestEnd: '2027-01-01' })?.licensed).toBe(1);
  });
});

// ---- Exports ---------------------------------------------------------------------------------

const verificationTokenOf = (login: string) => verificationTokenFor(service, login);

async function exportCall(
  path: string,
  query: Record<string, string> = {},
  options: { login?: string; verified?: boolean; language?: string } = {},
) {
  const login = options.login ?? 'finance';
  const headers: Record<string, string> =
    options.verified === false ? {} : { 'x-verification-token': await verificationTokenOf(login) };
  const search = new URLSearchParams({ language: options.language ?? 'en', ...query });
  return service.call({
    method: 'GET',
    url: `/api/tenants/${path}/export?${search.toString()}`,
    token: await service.login(login),
    headers,
  });
}

/** The rows of the first sheet, from the header, without exceljs's leading empty slot. */
async function rowsOf(response: LightMyRequestResponse): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The rows of the test's own tenants (codes starting with `prefix`), as objects by header. */
async function ownRows(response: LightMyRequestResponse, prefix: string) {
  const [header = [], ...rows] = await rowsOf(response);
  return rows
    .filter((row) => String(row[0]).startsWith(prefix))
    .map((row) => Object.fromEntries(header.map((name, index) => [String(name), row[index] ?? null])));
}

describe('GET /api/tenants/licence-renewals/export', () => {
  beforeAll(async () => {
    const [soon] = await insertRecords(service.db, tenantResource, [
      tenantRow('XRN01', { licenceExpireDate: addDays(today, 10), contactName: '李雷' }),
      tenantRow('XRN02', { licenceExpireDate: addDays(today, 45) }),
      // Not renewals: a trial, a sandbox, an expired licence, a disabled tenant.
      tenantRow('XRN03', { licenceExpireDate: addDays(today, 5), licensed: 0 }),
      tenantRow('XRN04', { licenceExpireDate: addDays(today, 5), sandbox: true }),
      tenantRow('XRN05', { licenceExpireDate: addDays(today, -1) }),
      tenantRow('XRN06', { licenceExpireDate: addDays(today, 3), enabled: false }),
    ]);
    await insertRecords(service.db, tenantAuthorizationResource, [
      {
        tenantId: soon,
        authorizationCode: 'AUTH-XRN01-1',
        authorizationType: 'FORMAL',
        functionPackageCodes: ['EXPENSE_STD'],
        authorizedSeats: 120,
        startDate: '2025-12-01',
        endDate: addDays(today, 10),
        applicant: 'Sales',
        status: 'APPROVED',
      },
    ]);
    await insertRecords(service.db, tenantServiceInfoResource, [
      { tenantId: soon, serviceLevel: 'VIP', salesOwner: '韩梅梅', customerSuccessManager: '张伟' },
    ]);
  });

  it('refuses an account without tenant:export with 403', async () => {
    const response = await exportCall('licence-renewals', {}, { login: 'service', verified: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('refuses with 403 VERIFICATION_REQUIRED without a verification token', async () => {
    const response = await exportCall('licence-renewals', {}, { verified: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses a number of days out of range with 400 on days', async () => {
    const response = await exportCall('licence-renewals', { days: '0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('days');
  });

  it('lists the paid, enabled production tenants whose licence ends within 30 days, with who serves them', async () => {
    const response = await exportCall('licence-renewals');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('Licences to renew-20261120.xlsx');
    expect(await ownRows(response, 'XRN')).toEqual([
      {
        'Tenant code': 'XRN01',
        'Tenant name': 'Tenant XRN01',
        'Tenant group': null,
        Region: 'CN',
        'Cloud environment': 'ALI_HZ',
        'Licence expires': '2026-11-30',
        'Days left': 10,
        'Licensed seats': 120,
        'Service level': 'VIP',
        'Sales owner': '韩梅梅',
        'Customer success manager': '张伟',
        Contact: '李雷',
        'Contact mobile': null,
        'Contact e-mail': null,
      },
    ]);
  });

  it('widens to the days asked for, the soonest first', async () => {
    const rows = await ownRows(await exportCall('licence-renewals', { days: '60' }), 'XRN');
    expect(rows.map((row) => row['Tenant code'])).toEqual(['XRN01', 'XRN02']);
  });

  it('names its columns in the language of the request', async () => {
    const [header] = await rowsOf(await exportCall('licence-renewals', {}, { language: 'zh_cn' }));
    expect(header?.slice(0, 2)).toEqual(['租户编码', '租户名称']);
  });

  it('takes access_token and verificationToken from the query of a plain link', async () => {
    const query = new URLSearchParams({
      access_token: await service.login('finance'),
      verificationToken: await verificationTokenOf('finance'),
    });
    const response = await service.call({
      method: 'GET',
      url: `/api/tenants/licence-renewals/export?${query.toString()}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/tenants/expired-trials/export', () => {
  beforeAll(async () => {
    const [ended, quiet] = await insertRecords(service.db, tenantResource, [
      tenantRow('XTR01', { licensed: 0, licenceExpireDate: addDays(today, -10), enabled: false }),
      tenantRow('XTR02', { licensed: 0, licenceExpireDate: addDays(today, -30) }),
      // Not expired trials: one still running, a paid tenant, one that ended too long ago, a sandbox.
      tenantRow('XTR03', { licensed: 0, licenceExpireDate: addDays(today, 5) }),
      tenantRow('XTR04', { licensed: 1, licenceExpireDate: addDays(today, -10) }),
      tenantRow('XTR05', { licensed: 0, licenceExpireDate: addDays(today, -200) }),
      tenantRow('XTR06', { licensed: 0, licenceExpireDate: addDays(today, -10), sandbox: true }),
    ]);
    if (ended === undefined || quiet === undefined) throw new Error('no tenants inserted');
    const [companyId] = await insertRecords(service.db, companyResource, [
      { tenantId: ended, name: 'Trial HQ', companyCode: 'HQ', enabled: true },
    ]);
    await insertRecords(service.db, staffResource, [
      { tenantId: ended, companyId, employeeID: 'E1', fullName: 'A', status: 'ACTIVE' },
      { tenantId: ended, companyId, employeeID: 'E2', fullName: 'B', status: 'ACTIVE' },
      { tenantId: ended, companyId, employeeID: 'E3', fullName: 'C', status: 'LEFT' },
    ]);
    const month = (statMonth: string, activeUsers: number, loginCount: number) => ({
      tenantId: ended,
      statMonth,
      seatsPurchased: 50,
      totalUsers: 3,
      activeUsers,
      newUsers: 0,
      leftUsers: 0,
      mobileActiveUsers: 0,
      loginCount,
      expenseReports: 4,
      reimbursedAmount: 0,
      travelOrders: 1,
      travelSpend: 0,
      invoicesVerified: 0,
      apiCalls: 0,
    });
    await insertRecords(service.db, tenantUsageSnapshotResource, [
      month('2026-09-01', 2, 30),
      month('2026-10-01', 1, 12),
      month('2026-11-01', 0, 0),
    ]);
    await insertRecords(service.db, tenantAuthorizationResource, [
      {
        tenantId: ended,
        authorizationCode: 'AUTH-XTR01-1',
        authorizationType: 'TRIAL',
        functionPackageCodes: ['EXPENSE_STD'],
        authorizedSeats: 50,
        startDate: '2026-09-11',
        endDate: addDays(today, -10),
        applicant: 'Sales',
        status: 'EXPIRED',
      },
    ]);
    const touch = (touchDate: string, result: string) => ({
      tenantId: ended,
      touchDate,
      touchType: 'PHONE',
      topic: 'Trial follow-up',
      content: 'Called the admin',
      staffName: 'Sales',
      result,
    });
    await insertRecords(service.db, touchCustomerLogResource, [
      touch('2026-10-20', 'FOLLOW_UP'),
      touch('2026-11-12', 'CHURN_RISK'),
    ]);
  });

  it('refuses an account without tenant:export with 403', async () => {
    const response = await exportCall('expired-trials', {}, { login: 'service', verified: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('refuses with 403 VERIFICATION_REQUIRED without a verification token', async () => {
    const response = await exportCall('expired-trials', {}, { verified: false });
    expect(response.json().errorCode).toBe('VERIFICATION_REQUIRED');
  });

  it('lists the free production tenants whose trial ended within 90 days, the latest first, with their activity', async () => {
    const response = await exportCall('expired-trials');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Expired trial tenant activity-20261120.xlsx');
    const rows = await ownRows(response, 'XTR');
    expect(rows.map((row) => row['Tenant code'])).toEqual(['XTR01', 'XTR02']);
    expect(rows[0]).toMatchObject({
      'Trial started': '2026-09-11',
      'Trial ended': '2026-11-10',
      'Days since it ended': 10,
      Enabled: false,
      Staff: 2,
      'Peak monthly active users': 2,
      Logins: 42,
      'Expense reports': 12,
      'Travel orders': 3,
      'Last active month': '2026-10',
      'Last contact': '2026-11-12',
      'Last contact result': 'CHURN_RISK',
    });
  });

  it('shows a trial without activity as zeros, and its start as the day the tenant was opened', async () => {
    const rows = await ownRows(await exportCall('expired-trials'), 'XTR02');
    expect(rows[0]).toMatchObject({
      Staff: 0,
      'Peak monthly active users': 0,
      Logins: 0,
      'Last active month': null,
      'Last contact': null,
    });
    expect(String(rows[0]?.['Trial started'])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reaches further back when asked for more days', async () => {
    const rows = await ownRows(await exportCall('expired-trials', { days: '365' }), 'XTR');
    expect(rows.map((row) => row['Tenant code'])).toEqual(['XTR01', 'XTR02', 'XTR05']);
  });
});
