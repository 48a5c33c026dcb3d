import { contractResource, tenantGroupResource, tenantResource } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { createRecord } from '../resources/engine';
import { insertRecords } from '../seed/insert';

let service: TestService;
let admin: string;
let tenantIds: Map<string, number>;

const contract = (tenantId: number, code: string, totalAmount: number, signDate: string) => ({
  tenantId,
  contractCode: code,
  signContractCustomer: `Customer of ${code}`,
  actualUseAccount: `account-${code}`,
  contractType: 'STANDARD',
  totalAmount,
  owner: '王经理',
  contractStatus: 'ACTIVE',
  signDate,
});

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
  const { rows } = await service.db.query<{ id: number; code: string }>(
    "select id, data->>'tenantCode' as code from resource_record where resource = 'tenant'",
  );
  tenantIds = new Map(rows.map((row) => [row.code, row.id]));
  await insertRecords(service.db, contractResource, [
    contract(tenantIds.get('T0001') ?? 0, 'C-ACME-001', 120_000.5, '2026-01-15'),
    contract(tenantIds.get('T0001') ?? 0, 'C-ACME-002', 8_000, '2026-03-02'),
    contract(tenantIds.get('T0002') ?? 0, 'C-GLOBEX-001', 56_000, '2026-02-20'),
  ]);
});

afterAll(() => service.close());

const groupBody = {
  tenantGroupName: '华东大客户',
  tenantGroupCode: 'EAST-KA',
  description: 'Key accounts in East China',
};

describe('generic resource API', () => {
  it('creates a record and answers it with id, oid, version 1 and audit fields', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group',
      token: admin,
      payload: groupBody,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...groupBody,
      enabled: true,
      version: 1,
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    expect(response.json().oid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 naming each invalid field, in the language asked for', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group?language=zh_cn',
      token: admin,
      payload: { tenantGroupName: '', tenantGroupCode: 'has space' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('提交的内容有误，请检查后重试');
    expect(body.validationErrors.map((error: { field: string }) => error.field).sort()).toEqual([
      'tenantGroupCode',
      'tenantGroupName',
    ]);
  });

  it('refuses a duplicate of a unique field with 409 naming it', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group',
      token: admin,
      payload: groupBody,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'DUPLICATE',
      validationErrors: [{ field: 'tenantGroupCode' }],
    });
  });

  it('answers 201 to one and 409 to the other of two racing creates of the same code', async () => {
    const body = { tenantGroupName: 'Race', tenantGroupCode: 'RACE' };
    const responses = await Promise.all(
      [1, 2].map(() =>
        service.call({ method: 'POST', url: '/api/resources/tenant-group', token: admin, payload: body }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().errorCode).toBe('DUPLICATE');
  });

  it('updates with the current version, and refuses a stale one with 409', async () => {
    const [created] = await insertRecords(service.db, tenantGroupResource, [
      { tenantGroupName: 'Versioned', tenantGroupCode: 'VERSIONED' },
    ]);
    const url = `/api/resources/tenant-group/${created}`;
    const first = await service.call({
      method: 'PUT',
      url,
      token: admin,
      payload: { tenantGroupName: 'Versioned v2', tenantGroupCode: 'VERSIONED', version: 1 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ tenantGroupName: 'Versioned v2', version: 2 });
    const stale = await service.call({
      method: 'PUT',
      url,
      token: admin,
      payload: { tenantGroupName: 'Lost update', tenantGroupCode: 'VERSIONED', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'VERSION_CONFLICT', currentVersion: 2 });
  });

  it('keeps the operation history of a record: create, update, delete', async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/resources/tenant-group',
      token: admin,
      payload: { tenantGroupName: 'History', tenantGroupCode: 'HISTORY' },
    });
    const { id } = created.json() as { id: number };
    await service.call({
      method: 'PUT',
      url: `/api/resources/tenant-group/${id}`,
      token: admin,
      payload: { tenantGroupName: 'History renamed', tenantGroupCode: 'HISTORY', version: 1 },
    });
    const history = await service.call({
      method: 'GET',
      url: `/api/resources/tenant-group/${id}/history`,
      token: admin,
    });
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history.json()[0].changes).toEqual({ tenantGroupName: ['History', 'History renamed'] });
    expect(history.json()[0].spanId).toMatch(/^[0-9a-f]{16}$/);
    const deleted = await service.call({
      method: 'DELETE',
      url: `/api/resources/tenant-group/${id}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await service.call({
      method: 'GET',
      url: `/api/resources/tenant-group/${id}`,
      token: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('lists a page with the total in the body and in X-Total-Count', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/tenant?page=0&size=2&sort=tenantCode,asc',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.size).toBe(2);
    expect(page.content.map((tenant: { tenantCode: string }) => tenant.tenantCode)).toEqual([
      'T0000',
      'T0001',
    ]);
    expect(Number(response.headers['x-total-count'])).toBe(page.totalElements);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
  });

  it("reads the request layer's language parameter as the answer's language, never as a filter", async () => {
    const total = async (query: string) =>
      (
        await service.call({ method: 'GET', url: `/api/resources/help-question?${query}`, token: admin })
      ).json().totalElements as number;
    const all = await total('size=1');
    expect(all).toBeGreaterThan(0);
    expect(await total('size=1&language=zz')).toBe(all);
    expect(await total('size=1&filter.language=zz')).toBe(0);
  });

  it('filters by equality, by a set, by a range, and searches by keyword', async () => {
    const byRange = await service.call({
      method: 'GET',
      url: '/api/resources/contract?totalAmountFrom=10000&totalAmountTo=100000',
      token: admin,
    });
    expect(byRange.json().content.map((row: { contractCode: string }) => row.contractCode)).toEqual([
      'C-GLOBEX-001',
    ]);
    const bySet = await service.call({
      method: 'GET',
      url: '/api/resources/tenant?region=CN&region=SG&size=50',
      token: admin,
    });
    expect(
      bySet.json().content.every((tenant: { region: string }) => ['CN', 'SG'].includes(tenant.region)),
    ).toBe(true);
    const byKeyword = await service.call({
      method: 'GET',
      url: '/api/resources/contract?keyword=acme',
      token: admin,
    });
    expect(byKeyword.json().totalElements).toBe(2);
  });

  it('sorts numbers as numbers', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/contract?sort=totalAmount,desc',
      token: admin,
    });
    const amounts = response.json().content.map((row: { totalAmount: number }) => row.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    expect(amounts[0]).toBe(120_000.5);
  });

  it('refuses to sort by a field the resource does not let sort', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/contract?sort=owner,asc',
      token: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('sort');
  });

  it('answers 404 for an unknown resource', async () => {
    const response = await service.call({ method: 'GET', url: '/api/resources/no-such-thing', token: admin });
    expect(response.statusCode).toBe(404);
  });

  it('lists only the resources a role may read, with what it may do', async () => {
    const finance = await service.tokenOf('FINANCE_ADMIN');
    const response = await service.call({ method: 'GET', url: '/api/resources', token: finance });
    const byName = new Map(response.json().map((entry: { name: string }) => [entry.name, entry]));
    expect(byName.get('contract')).toMatchObject({ canWrite: true });
    expect(byName.get('tenant')).toMatchObject({ canWrite: false });
    expect(byName.has('auth-source')).toBe(false);
  });
});

describe('tenant scoping', () => {
  it("shows a tenant-bound account only its own tenant's records", async () => {
    const agent = await service.tokenOf('BOOKING_AGENT');
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/contract?size=50',
      token: agent,
    });
    // The agent may not read contracts at all; its orders are scoped instead.
    expect(response.statusCode).toBe(403);
    const orders = await service.call({ method: 'GET', url: '/api/resources/order?size=50', token: agent });
    expect(orders.statusCode).toBe(200);
    expect(
      orders.json().content.every((order: { tenantId: number }) => order.tenantId === tenantIds.get('T0001')),
    ).toBe(true);
  });

  it("answers 404 for another tenant's record, without telling it exists", async () => {
    const [otherOrder] = await service.db
      .query<{ id: number }>(
        "select id from resource_record where resource = 'contract' and data->>'contractCode' = 'C-GLOBEX-001'",
      )
      .then((result) => result.rows);
    const agent = await service.tokenOf('BOOKING_AGENT');
    const response = await service.call({
      method: 'GET',
      url: `/api/resources/order/${otherOrder?.id ?? 0}`,
      token: agent,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses to write a record into another tenant with 403 CROSS_TENANT', async () => {
    // No tenant-bound demo role may write a tenant record; the engine's rule is checked directly.
    const principal = {
      accountId: 1,
      login: 'tenant-writer',
      name: 'Tenant writer',
      roles: [],
      authorities: new Set(['contract:write'] as const),
      permitAll: false,
      tenantId: tenantIds.get('T0001') ?? 0,
      companyId: null,
      tenantMode: true,
      language: 'en',
    };
    const data = contractResource.schema.parse(
      contract(tenantIds.get('T0002') ?? 0, 'C-CROSS-1', 1, '2026-01-01'),
    );
    await expect(createRecord(service.db, contractResource, data, { principal })).rejects.toMatchObject({
      status: 403,
      errorCode: 'CROSS_TENANT',
    });
  });

  it('refuses a tenant record whose tenant does not exist, naming tenantId', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/contract',
      token: admin,
      payload: { ...contract(999_999, 'C-NOWHERE', 1, '2026-01-01') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('tenantId');
  });

  it('keeps a tenant created by the API readable through the list', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/tenant',
      token: admin,
      payload: {
        tenantName: 'Initech 株式会社',
        tenantCode: 'T9001',
        region: 'JP',
        cloudEnv: 'AZURE_JP',
        licensed: 1,
      },
    });
    expect(response.statusCode).toBe(201);
    const listed = await service.call({
      method: 'GET',
      url: '/api/resources/tenant?tenantCode=T9001',
      token: admin,
    });
    expect(listed.json().content).toHaveLength(1);
    expect(tenantResource.schema.safeParse(listed.json().content[0]).success).toBe(true);
  });
});

describe('answers in words', () => {
  it('words a 400 in the language asked for, naming each field by its label', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/common-bank?language=zh_cn',
      token: admin,
      payload: { bankCode: 'XB01', bankType: 'CENTRAL', countryCode: 'CN' },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().validationErrors as { field: string; label: string; message: string }[];
    expect(errors.find((error) => error.field === 'bankName')).toEqual({
      field: 'bankName',
      label: '银行名称',
      message: '银行名称不能为空',
    });
    expect(errors.find((error) => error.field === 'bankType')?.message).toMatch(
      /^银行类型只能是以下之一：政策性银行、/,
    );
  });

  it('names a duplicate by the labels of its fields', async () => {
    const body = { bankCode: 'DUP01', bankName: 'Duplicate Bank', bankType: 'FOREIGN', countryCode: 'CN' };
    const first = await service.call({
      method: 'POST',
      url: '/api/resources/common-bank',
      token: admin,
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    const again = await service.call({
      method: 'POST',
      url: '/api/resources/common-bank?language=en',
      token: admin,
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A record with the same Bank code already exists.');
    expect(again.json().validationErrors[0]).toMatchObject({ field: 'bankCode', label: 'Bank code' });
  });

  it("answers a list with the names of the records its rows reference, in the request's language", async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/resources/contract?contractCode=C-ACME-001',
      token: admin,
    });
    const [row] = response.json().content as { tenantId: number; references?: Record<string, string> }[];
    const { rows } = await service.db.query<{ name: string }>(
      "select data->>'tenantName' as name from resource_record where resource = 'tenant' and id = $1",
      [row?.tenantId ?? 0],
    );
    expect(row?.references?.tenantId).toBe(rows[0]?.name);
  });

  it('answers a record with the names of what it references', async () => {
    const listed = await service.call({ method: 'GET', url: '/api/resources/contract?size=1', token: admin });
    const id = (listed.json().content as { id: number }[])[0]?.id;
    const one = await service.call({ method: 'GET', url: `/api/resources/contract/${id}`, token: admin });
    expect(one.json().references?.tenantId).toEqual(expect.any(String));
    expect(one.json().references.tenantId).not.toMatch(/^\d+$/);
  });

  it('makes a serial number the create left out, one after the other within a day', async () => {
    const suggestion = {
      tenantId: tenantIds.get('T0001'),
      submitterName: '李雷',
      module: 'EXPENSE',
      title: 'Let me attach two receipts at once',
      content: 'Please allow several receipts per line.',
      submittedDate: '2026-12-02',
    };
    const numbers: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const created = await service.call({
        method: 'POST',
        url: '/api/resources/sys-suggestion',
        token: admin,
        payload: suggestion,
      });
      expect(created.statusCode).toBe(201);
      numbers.push(created.json().suggestionNo as string);
    }
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(numbers[0]).toMatch(new RegExp(`^SG${today}\\d{4}$`));
    expect(Number(numbers[1]?.slice(-4))).toBe(Number(numbers[0]?.slice(-4)) + 1);
  });

  it("words an update's history: each field by its label, values by their words", async () => {
    const body = { bankCode: 'HIS01', bankName: 'History Bank', bankType: 'FOREIGN', countryCode: 'CN' };
    const created = await service.call({
      method: 'POST',
      url: '/api/resources/common-bank',
      token: admin,
      payload: body,
    });
    const { id, version } = created.json() as { id: number; version: number };
    await service.call({
      method: 'PUT',
      url: `/api/resources/common-bank/${id}`,
      token: admin,
      payload: { ...body, bankType: 'OVERSEAS', version },
    });
    const history = await service.call({
      method: 'GET',
      url: `/api/resources/common-bank/${id}/history?language=en`,
      token: admin,
    });
    const [update, create] = history.json() as { action: string; words: unknown[] }[];
    expect(update?.words).toEqual([
      { field: 'bankType', label: 'Bank type', before: 'Foreign bank in China', after: 'Overseas bank' },
    ]);
    expect(create?.words).toEqual([]);
  });
});
