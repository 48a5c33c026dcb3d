import {
  autoCreditConditionLookupSchema,
  costCenterItemLookupSchema,
  creditModelLookupSchema,
  expenseLabelLookupSchema,
  lookupRowsSchema,
  receiptedCompanyLookupSchema,
  receiptTitleLookupSchema,
  type CostCenterItemLookup,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFurtherLookups } from '../../../../test/lookups';
import { must } from '../../../must';

const { get, data, service } = useFurtherLookups();

describe('GET /api/credit/auto/{ruleSetId}/conditions', () => {
  it('lists the conditions of one rule set of a tenant, by code', async () => {
    const response = await get('finance', '/api/credit/auto/7/conditions', { tenantId: data().tenantA });
    const conditions = z.array(autoCreditConditionLookupSchema).parse(response.json());
    expect(conditions.map((condition) => condition.conditionCode)).toEqual(['AMOUNT_OVER', 'LEVEL_IS']);
    expect(conditions[0]).toMatchObject({ description: 'The amount exceeds the limit', ruleSetId: 7 });
    expect(conditions[1]?.description).toBeNull();
  });

  it('answers 400 naming ruleSetId when it is not a positive number', async () => {
    const response = await get('finance', '/api/credit/auto/seven/conditions', { tenantId: data().tenantA });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('ruleSetId');
  });

  it('answers 403 CROSS_TENANT to a tenant-bound account naming another tenant', async () => {
    const response = await get(data().tenantBoundLogin, '/api/credit/auto/7/conditions', {
      tenantId: data().tenantB,
    });
    expect(response.json()).toMatchObject({ status: 403, errorCode: 'CROSS_TENANT' });
  });

  it("gives a tenant-bound account its own tenant's conditions", async () => {
    const response = await get(data().tenantBoundLogin, '/api/credit/auto/7/conditions');
    expect(response.json().map((condition: { tenantId: number }) => condition.tenantId)).toEqual([
      data().tenantA,
      data().tenantA,
    ]);
  });
});

describe('GET /api/credit/all/model', () => {
  it("lists a tenant's enabled credit models, by code, filtered by keyword", async () => {
    const all = z
      .array(creditModelLookupSchema)
      .parse((await get('finance', '/api/credit/all/model', { tenantId: data().tenantA })).json());
    expect(all.map((model) => model.code)).toEqual(['CM-EXEC', 'CM-STD']);
    const found = (
      await get('finance', '/api/credit/all/model', { tenantId: data().tenantA, keyword: 'stand' })
    ).json();
    expect(found).toEqual([
      { id: expect.any(Number), name: 'Standard credit', code: 'CM-STD', description: 'For every employee' },
    ]);
  });
});

describe('GET /api/all/company/receipted/invoices', () => {
  it("lists a tenant's enabled receipted companies keyed by companyReceiptedOID", async () => {
    const companies = z
      .array(receiptedCompanyLookupSchema)
      .parse(
        (await get('finance', '/api/all/company/receipted/invoices', { tenantId: data().tenantA })).json(),
      );
    expect(companies.map((company) => company.companyName)).toEqual(['Acme Beijing', 'Acme Shanghai']);
    const first = must(companies[0], 'a receipted company');
    const { rows } = await service().db.query<{ oid: string }>(
      'select oid::text as oid from resource_record where id = $1',
      [first.id],
    );
    expect(first.companyReceiptedOID).toBe(rows[0]?.oid);
  });

  it('searches by tax number', async () => {
    const companies = (
      await get('finance', '/api/all/company/receipted/invoices', {
        tenantId: data().tenantA,
        keyword: 'FL00001',
      })
    ).json();
    expect(companies.map((company: { companyName: string }) => company.companyName)).toEqual([
      'Acme Shanghai',
    ]);
  });
});

describe('GET /api/cost/center/items/{costCenterOID}/all', () => {
  const url = (oid: string) => `/api/cost/center/items/${oid}/all`;
  const numbers = (items: CostCenterItemLookup[]) => items.map((item) => item.itemNumber);

  it('lists the enabled items of a cost center in item-number order', async () => {
    const response = await get('finance', url(data().costCenterA));
    const items = z.array(costCenterItemLookupSchema).parse(response.json());
    expect(numbers(items)).toEqual([10, 20, 30]);
    expect(items.every((item) => item.costCenterOID === data().costCenterA)).toBe(true);
  });

  it('keeps the items between the from and to item numbers, both included', async () => {
    const items = (
      await get('finance', url(data().costCenterA), { fromItemNumber: 15, toItemNumber: 30 })
    ).json();
    expect(numbers(items)).toEqual([20, 30]);
  });

  it('takes an open range on either side', async () => {
    expect(numbers((await get('finance', url(data().costCenterA), { fromItemNumber: 20 })).json())).toEqual([
      20, 30,
    ]);
    expect(numbers((await get('finance', url(data().costCenterA), { toItemNumber: 10 })).json())).toEqual([
      10,
    ]);
  });

  it('answers an empty list when the from item number is above the to (spec §5)', async () => {
    const response = await get('finance', url(data().costCenterA), { fromItemNumber: 30, toItemNumber: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('answers 400 naming fromItemNumber when it is not a whole number', async () => {
    const response = await get('finance', url(data().costCenterA), { fromItemNumber: 'ten' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('fromItemNumber');
  });

  it('answers 400 naming costCenterOID when it is not an OID', async () => {
    const response = await get('finance', url('CC-A'));
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('costCenterOID');
  });

  it('answers 404 for a cost center that does not exist', async () => {
    const response = await get('finance', url('00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 to a tenant-bound account for another tenant's cost center, as the engine does", async () => {
    expect((await get(data().tenantBoundLogin, url(data().costCenterB))).statusCode).toBe(404);
    expect(numbers((await get(data().tenantBoundLogin, url(data().costCenterA))).json())).toEqual([
      10, 20, 30,
    ]);
  });
});

describe('GET /api/expense/labels', () => {
  it("lists a tenant's enabled expense labels with their colour, null for none", async () => {
    const labels = z
      .array(expenseLabelLookupSchema)
      .parse((await get('finance', '/api/expense/labels', { tenantId: data().tenantA })).json());
    expect(labels.map((label) => [label.code, label.color])).toEqual([
      ['EL-CLIENT', null],
      ['EL-URGENT', '#ff0000'],
    ]);
  });

  it('answers 400 naming tenantId when it is not a number', async () => {
    const response = await get('finance', '/api/expense/labels', { tenantId: 'acme' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('tenantId');
  });
});

describe('GET /api/receipt/vicp/titles', () => {
  const url = '/api/receipt/vicp/titles';

  it("lists a tenant's enabled invoice titles under rows with their taxpayer kind and fields", async () => {
    const answer = lookupRowsSchema(receiptTitleLookupSchema).parse(
      (await get('finance', url, { tenantId: data().tenantA })).json(),
    );
    expect(answer.total).toBe(2);
    // By title name.
    expect(answer.rows).toEqual([
      {
        key: 'T-SMALL',
        id: expect.any(Number),
        titleName: 'Acme Studio',
        taxNumber: '92310000MA1FL00005',
        taxpayerKind: 'SMALL_SCALE',
        address: null,
        telephone: null,
        bankName: null,
        bankAccount: null,
      },
      {
        key: 'T-GENERAL',
        id: expect.any(Number),
        titleName: 'Acme Technology Co., Ltd.',
        taxNumber: '91310000MA1FL00001',
        taxpayerKind: 'GENERAL',
        address: '1 Century Avenue, Shanghai',
        telephone: '021-12345678',
        bankName: 'Bank of Shanghai',
        bankAccount: '6222000011112222',
      },
    ]);
  });

  it('filters by taxpayer kind', async () => {
    const answer = (
      await get('finance', url, { tenantId: data().tenantA, taxpayerKind: 'SMALL_SCALE' })
    ).json();
    expect(answer.rows.map((title: { key: string }) => title.key)).toEqual(['T-SMALL']);
  });

  it('answers 400 naming taxpayerKind for a kind other than general or small-scale', async () => {
    const response = await get('finance', url, { tenantId: data().tenantA, taxpayerKind: 'LARGE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('taxpayerKind');
  });
});

describe('access', () => {
  it.each([
    ['/api/credit/all/model'],
    ['/api/all/company/receipted/invoices'],
    ['/api/expense/labels'],
    ['/api/receipt/vicp/titles'],
  ])('refuses %s to an employee, who lacks finance:read, with 403', async (url) => {
    const response = await get('employee', url);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it("keeps a tenant-bound account's lists to its own tenant, named or not", async () => {
    const titles = (await get(data().tenantBoundLogin, '/api/receipt/vicp/titles')).json();
    expect(titles.rows.map((title: { key: string }) => title.key)).toEqual(['T-SMALL', 'T-GENERAL']);
    const labels = (
      await get(data().tenantBoundLogin, '/api/expense/labels', { tenantId: data().tenantA })
    ).json();
    expect(labels).toHaveLength(2);
  });
});
