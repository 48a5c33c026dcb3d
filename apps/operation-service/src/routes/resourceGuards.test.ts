import {
  financeReceiptClaimResource,
  financeReceiptFlowResource,
  orderResource,
  type Authority,
} from '@opsdesk/api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import type * as principalModule from '../auth/principal';
import { insertRecords } from '../seed/insert';

/**
 * Guarded field values (`guards` of @opsdesk/api's resources): writing a workflow step's value needs
 * its own authority on top of the resource's write authority, on create, update and import.
 *
 * Every built-in role that writes finance records (the finance administrator) also holds every
 * finance authority, so the caller without one is a finance clerk: an account of the finance
 * administrator's role whose principal, as the service resolves it, lacks audit, payment and reports.
 * Everything else is the real service on its seeded database.
 */
const clerk = vi.hoisted(() => ({
  login: 'finance.clerk',
  lacks: ['finance:audit', 'finance:pay', 'finance:report'] as string[],
}));

vi.mock('../auth/principal', async (importOriginal) => {
  const actual = await importOriginal<typeof principalModule>();
  return {
    ...actual,
    authenticateToken: async (...args: Parameters<typeof actual.authenticateToken>) => {
      const principal = await actual.authenticateToken(...args);
      if (principal?.login !== clerk.login) return principal;
      const authorities = [...principal.authorities].filter((authority) => !clerk.lacks.includes(authority));
      return { ...principal, authorities: new Set<Authority>(authorities) };
    },
  };
});

let service: TestService;
/** Holds finance:write and finance:audit, finance:pay, finance:report. */
let finance: string;
/** Holds finance:write (and order:write) without them. */
let financeClerk: string;

const META = new Set(['id', 'oid', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

beforeAll(async () => {
  service = await startTestService();
  await service.db.query(
    `insert into account (login, name, email, mobile, password_hash, roles, tenant_id, company_id, password_expires_at)
     select $1, 'Finance clerk', 'finance.clerk@opsdesk.example', '13800000088', password_hash, roles,
            tenant_id, company_id, password_expires_at
     from account where login = 'finance'`,
    [clerk.login],
  );
  finance = await service.login('finance');
  financeClerk = await service.login(clerk.login);
});

afterAll(() => service.close());

async function recordOf(resource: string, id: number): Promise<Record<string, unknown>> {
  const response = await service.call({
    method: 'GET',
    url: `/api/resources/${resource}/${id}`,
    token: await service.tokenOf('SUPER_ADMIN'),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Saves a record with some fields changed, the way the console's workflow steps do. */
async function save(token: string, resource: string, id: number, changes: Record<string, unknown>) {
  const record = await recordOf(resource, id);
  const fields = Object.fromEntries(Object.entries(record).filter(([field]) => !META.has(field)));
  return service.call({
    method: 'PUT',
    url: `/api/resources/${resource}/${id}?language=zh_cn`,
    token,
    payload: { ...fields, ...changes, version: record.version },
  });
}

async function updatesOf(resource: string, id: number): Promise<number> {
  const { rows } = await service.db.query<{ count: number }>(
    "select count(*)::int as count from resource_history where resource = $1 and record_id = $2 and action = 'UPDATE'",
    [resource, id],
  );
  return rows[0]?.count ?? 0;
}

const claim = (claimCode: string, claimStatus = 'PENDING') => ({
  claimCode,
  flowCode: 'FLOW-G-1',
  customerName: 'Acme Travel',
  claimAmount: 1200,
  claimant: '王销售',
  claimDate: '2026-11-02',
  claimStatus,
});

const flow = (flowCode: string, writeOffStatus: string) => ({
  flowCode,
  receiptDate: '2026-11-01',
  payerName: 'Acme Travel',
  receivingOrgCode: 'ORG-SH',
  receivingAccount: '6222 0000 1111 2222',
  amount: 5000,
  currencyCode: 'CNY',
  receiptStatus: 'RECEIVED',
  writeOffStatus,
  writtenOffAmount: writeOffStatus === 'NOT_WRITTEN_OFF' ? 0 : 5000,
});

describe('a workflow step guarded by an authority of its own', () => {
  it('refuses the step to a writer without the authority with 403 naming the field, and keeps the record', async () => {
    const [id = 0] = await insertRecords(service.db, financeReceiptClaimResource, [claim('CL-G-REFUSED')]);
    const response = await save(financeClerk, 'finance-receipt-claim', id, { claimStatus: 'CONFIRMED' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: 403,
      errorCode: 'FORBIDDEN',
      message: '没有执行此操作的权限',
      validationErrors: [{ field: 'claimStatus', message: '没有执行此操作的权限' }],
    });
    expect(await recordOf('finance-receipt-claim', id)).toMatchObject({ claimStatus: 'PENDING', version: 1 });
    expect(await updatesOf('finance-receipt-claim', id)).toBe(0);
  });

  it('lets a writer with the authority take the step', async () => {
    const [id = 0] = await insertRecords(service.db, financeReceiptClaimResource, [claim('CL-G-ALLOWED')]);
    const response = await save(finance, 'finance-receipt-claim', id, { claimStatus: 'CONFIRMED' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ claimStatus: 'CONFIRMED', version: 2, updatedBy: 'finance' });
  });

  it('lets a writer without the authority take the unguarded steps', async () => {
    const [id = 0] = await insertRecords(service.db, financeReceiptClaimResource, [claim('CL-G-CANCEL')]);
    const response = await save(financeClerk, 'finance-receipt-claim', id, { claimStatus: 'CANCELLED' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ claimStatus: 'CANCELLED', version: 2 });
  });

  it('lets a writer without the authority edit other fields of a record already in a guarded state', async () => {
    const [id = 0] = await insertRecords(service.db, financeReceiptClaimResource, [
      claim('CL-G-EDIT', 'CONFIRMED'),
    ]);
    const response = await save(financeClerk, 'finance-receipt-claim', id, { remark: 'Paid by wire' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ claimStatus: 'CONFIRMED', remark: 'Paid by wire' });
  });

  it('refuses to create a record already in a guarded state without the authority, and creates it with', async () => {
    const create = (token: string, code: string) =>
      service.call({
        method: 'POST',
        url: '/api/resources/finance-receipt-claim',
        token,
        payload: claim(code, 'REJECTED'),
      });
    const refused = await create(financeClerk, 'CL-G-NEW-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().validationErrors).toEqual([
      {
        field: 'claimStatus',
        label: 'Claim status',
        message: 'You do not have permission for this operation.',
      },
    ]);
    const { rows } = await service.db.query(
      "select 1 from resource_record where resource = 'finance-receipt-claim' and data->>'claimCode' = 'CL-G-NEW-1'",
    );
    expect(rows).toHaveLength(0);
    expect((await create(finance, 'CL-G-NEW-2')).statusCode).toBe(201);
  });

  it('lets a writer without the authority create a record in an unguarded state', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/finance-receipt-claim',
      token: financeClerk,
      payload: claim('CL-G-NEW-3'),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a step guarded only from some values (undoing a write-off)', () => {
  it('refuses the undo to a writer without the authority', async () => {
    const [id = 0] = await insertRecords(service.db, financeReceiptFlowResource, [
      flow('FLOW-G-UNDO-1', 'WRITTEN_OFF'),
    ]);
    const response = await save(financeClerk, 'finance-receipt-flow', id, {
      writeOffStatus: 'NOT_WRITTEN_OFF',
      writtenOffAmount: 0,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().validationErrors).toEqual([
      { field: 'writeOffStatus', label: '核销状态', message: '没有执行此操作的权限' },
    ]);
    expect(await recordOf('finance-receipt-flow', id)).toMatchObject({
      writeOffStatus: 'WRITTEN_OFF',
      version: 1,
    });
  });

  it('lets a writer with the authority undo it', async () => {
    const [id = 0] = await insertRecords(service.db, financeReceiptFlowResource, [
      flow('FLOW-G-UNDO-2', 'WRITTEN_OFF'),
    ]);
    const response = await save(finance, 'finance-receipt-flow', id, {
      writeOffStatus: 'NOT_WRITTEN_OFF',
      writtenOffAmount: 0,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ writeOffStatus: 'NOT_WRITTEN_OFF', version: 2 });
  });

  it('lets a writer without the authority write off, and create a flow not written off', async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/resources/finance-receipt-flow',
      token: financeClerk,
      payload: flow('FLOW-G-WRITE-OFF', 'NOT_WRITTEN_OFF'),
    });
    expect(created.statusCode).toBe(201);
    const response = await save(financeClerk, 'finance-receipt-flow', created.json().id, {
      writeOffStatus: 'WRITTEN_OFF',
      writtenOffAmount: 5000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ writeOffStatus: 'WRITTEN_OFF' });
  });
});

describe('guards on imports', () => {
  const columns = Object.keys(orderResource.shape);

  async function importOrders(token: string, orders: readonly Record<string, unknown>[]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('import');
    sheet.addRow(columns);
    for (const order of orders) sheet.addRow(columns.map((column) => order[column] ?? null));
    const form = new FormData();
    const data = new Uint8Array(await workbook.xlsx.writeBuffer());
    form.append('file', new Blob([data]), 'orders.xlsx');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return service.call({
      method: 'POST',
      url: '/api/resources/order/import',
      token,
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'idempotency-key': `guards-${Math.random().toString(36).slice(2)}`,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  async function order(orderCode: string, orderStatus: string) {
    const { rows } = await service.db.query<{ id: number }>(
      "select id from resource_record where resource = 'tenant' and data->>'tenantCode' = 'T0001'",
    );
    return {
      tenantId: rows[0]?.id,
      orderCode,
      contractCode: 'C-G-1',
      businessType: 'NEW',
      orderType: 'NEW_PURCHASE',
      contractProductName: 'Travel',
      buyCount: 10,
      actualAmount: 1000,
      effectiveDate: '2026-11-01',
      expireDate: '2027-10-31',
      orderStatus,
    };
  }

  it("reports a row writing a guarded value as that row's error, and imports the others", async () => {
    const response = await importOrders(financeClerk, [
      await order('ORD-G-IMPORT-1', 'PENDING_PAYMENT'),
      await order('ORD-G-IMPORT-2', 'PAID'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'DONE',
      totalRows: 2,
      successCount: 1,
      failureCount: 1,
      errors: [
        { lineNumber: 3, errorMessage: 'Order status: You do not have permission for this operation.' },
      ],
    });
    const { rows } = await service.db.query<{ code: string }>(
      "select data->>'orderCode' as code from resource_record where resource = 'order' and data->>'orderCode' like 'ORD-G-IMPORT-%'",
    );
    expect(rows.map((row) => row.code)).toEqual(['ORD-G-IMPORT-1']);
  });

  it('imports the guarded value for an account with the authority', async () => {
    const response = await importOrders(finance, [await order('ORD-G-IMPORT-3', 'PAID')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'DONE', successCount: 1, failureCount: 0 });
  });
});
