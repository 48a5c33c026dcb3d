import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import type { StoredRecord } from '../resources/engine';
import { must } from '../must';
import { centsOf, orderProductName } from './orders';

let service: TestService;
let finance: string;
let support: string;
/** An ACTIVE contract of the seed and its tenant. */
let contract: { tenantId: number; contractCode: string };
/** A TERMINATED contract, which takes no orders. */
let terminated: { tenantId: number; contractCode: string } | undefined;
/** Two catalogue products of the seed, of different categories and service types. */
let products: {
  productCode: string;
  productName: string;
  category: string;
  serviceTypeCode: string;
  unit: string;
  listPrice: number;
}[];

beforeAll(async () => {
  service = await startTestService();
  finance = await service.tokenOf('FINANCE_ADMIN');
  support = await service.tokenOf('CUSTOMER_SERVICE');
  const contractOf = async (status: string) => {
    const { rows } = await service.db.query<{ tenant_id: number; code: string }>(
      `select tenant_id, data->>'contractCode' as code from resource_record
        where resource = 'contract' and data->>'contractStatus' = $1 order by id limit 1`,
      [status],
    );
    return rows[0] && { tenantId: rows[0].tenant_id, contractCode: rows[0].code };
  };
  const active = await contractOf('ACTIVE');
  if (!active) throw new Error('the seed has no active contract');
  contract = active;
  terminated = await contractOf('TERMINATED');
  const { rows } = await service.db.query<{ data: Record<string, unknown> }>(
    `select data from resource_record where resource = 'finance-catalogue-product' order by id`,
  );
  const all = rows.map(({ data }) => ({
    productCode: String(data.productCode),
    productName: String(data.productName),
    category: String(data.orderLargeCategory),
    serviceTypeCode: String(data.serviceTypeCode),
    unit: String(data.unit),
    listPrice: Number(data.listPrice),
  }));
  const [first] = all;
  const other = all.find(
    (product) => product.category !== first?.category && product.serviceTypeCode !== first?.serviceTypeCode,
  );
  if (!first || !other) throw new Error('the seed has no two catalogue products of different categories');
  products = [first, other];
});

afterAll(() => service.close());

const line = (index: number, quantity: number, unitPrice: number, amount: number) => {
  const product = products[index] ?? products[0];
  if (!product) throw new Error('no product');
  return {
    productCode: product.productCode,
    productName: product.productName,
    orderLargeCategory: product.category,
    quantity,
    unit: product.unit,
    listPrice: product.listPrice,
    unitPrice,
    amount,
    taxRate: 6,
    effectiveDate: '2026-01-01',
    expireDate: '2026-12-31',
  };
};

const orderBody = (lines: object[] = [line(0, 3, 100.1, 300.3), line(1, 2, 0.15, 0.3)]) => ({
  tenantId: contract.tenantId,
  contractCode: contract.contractCode,
  orderType: 'NEW_PURCHASE',
  businessType: 'NEW_PURCHASE',
  effectiveDate: '2026-01-01',
  expireDate: '2026-12-31',
  lines,
});

interface OrderAnswer {
  order: StoredRecord;
  lines: StoredRecord[];
}

async function create(body: unknown = orderBody(), token = finance) {
  return service.call({ method: 'POST', url: '/api/orders', token, payload: body as object });
}

async function history(id: number) {
  const response = await service.call({
    method: 'GET',
    url: `/api/resources/order/${id}/history`,
    token: finance,
  });
  return response.json<{ action: string; actor: string; changes: Record<string, unknown> }[]>();
}

describe('the order arithmetic', () => {
  it('reads money in cents from its decimal text', () => {
    expect(centsOf(77420177.85)).toBe(7742017785);
    expect(centsOf(0.3)).toBe(30);
    expect(centsOf(-12.5)).toBe(-1250);
    expect(centsOf(9_999_999_999_999.99)).toBe(999_999_999_999_999);
  });

  it('names an order of several lines after its first, with the count, in at most 100 characters', () => {
    expect(orderProductName(['A'])).toBe('A');
    expect(orderProductName(['A', 'B', 'C'])).toBe('A 等 3 项');
    expect(orderProductName(['x'.repeat(100), 'B'])).toHaveLength(100);
  });
});

describe('POST /api/orders', () => {
  it('creates the order in PENDING_PAYMENT with its lines, a generated code and derived totals', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const { order, lines } = response.json<OrderAnswer>();
    expect(order).toMatchObject({
      tenantId: contract.tenantId,
      contractCode: contract.contractCode,
      orderStatus: 'PENDING_PAYMENT',
      actualAmount: 300.6,
      buyCount: 3,
      contractProductName: `${products[0]?.productName} 等 2 项`,
    });
    expect(order.orderCode).toMatch(/^DD\d{8}\d{4,}$/);
    expect(lines.map((row) => [row.lineNo, row.orderCode, row.tenantId])).toEqual([
      [1, order.orderCode, contract.tenantId],
      [2, order.orderCode, contract.tenantId],
    ]);
  });

  it('gives each order of a day the next number', async () => {
    const first = (await create()).json<OrderAnswer>().order.orderCode as string;
    const second = (await create()).json<OrderAnswer>().order.orderCode as string;
    expect(first.slice(0, 13)).toBe(second.slice(0, 13));
    expect(Number(second.slice(13))).toBe(Number(first.slice(13)) + 1);
  });

  it('answers 400 naming the fields of the order and of each line, and stores nothing', async () => {
    const before = await service.db.query(
      "select count(*)::int as n from resource_record where resource = 'order'",
    );
    const bad = orderBody([line(0, 0, 1, 0), { ...line(1, 1, 1.234, 1), expireDate: '2025-01-01' }]);
    const response = await create({ ...bad, expireDate: '2025-12-31' });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json<{ validationErrors: { field: string }[] }>()
      .validationErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['lines.0.quantity', 'lines.1.unitPrice']));
    const after = await service.db.query(
      "select count(*)::int as n from resource_record where resource = 'order'",
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses an end before the start, with the search component wording, on the order and on a line', async () => {
    const body = orderBody([{ ...line(0, 1, 1, 1), expireDate: '2025-06-30' }]);
    const response = await create({ ...body, expireDate: '2025-12-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ validationErrors: unknown[] }>().validationErrors).toEqual([
      { field: 'expireDate', message: 'The end time is before the start time.' },
      { field: 'lines.0.expireDate', message: 'The end time is before the start time.' },
    ]);
  });

  it('refuses a contract of another tenant, a terminated contract and an unknown product', async () => {
    const other = await create({ ...orderBody(), tenantId: contract.tenantId + 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ validationErrors: { field: string }[] }>().validationErrors[0]?.field).toBe(
      'contractCode',
    );
    if (terminated) {
      const closed = await create({ ...orderBody(), ...terminated });
      expect(closed.json<{ validationErrors: { field: string }[] }>().validationErrors[0]?.field).toBe(
        'contractCode',
      );
    }
    const unknown = await create(orderBody([{ ...line(0, 1, 1, 1), productCode: 'NO-SUCH-PRODUCT' }]));
    expect(unknown.json<{ validationErrors: { field: string }[] }>().validationErrors[0]?.field).toBe(
      'lines.0.productCode',
    );
  });

  it('needs order:write', async () => {
    expect((await create(orderBody(), support)).statusCode).toBe(403);
  });
});

describe('the category, service type and currency of an order', () => {
  // Read once the seed is loaded: the first product, then one of another category and service type.
  const first = () => must(products[0], 'first product');
  const other = () => must(products[1], 'other product');

  it("are the first line's category and its product's service type, in CNY, unless chosen", async () => {
    const { order } = (await create(orderBody([line(1, 1, 10, 10), line(0, 1, 10, 10)]))).json<OrderAnswer>();
    expect(order).toMatchObject({
      orderLargeCategory: other().category,
      serviceTypeCode: other().serviceTypeCode,
      currencyCode: 'CNY',
    });
  });

  it('are stored as chosen when they are those of one of the lines', async () => {
    const chosen = {
      orderLargeCategory: first().category,
      serviceTypeCode: first().serviceTypeCode,
      currencyCode: 'USD',
    };
    const response = await create({ ...orderBody([line(1, 1, 10, 10), line(0, 1, 10, 10)]), ...chosen });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<OrderAnswer>();
    expect(order).toMatchObject(chosen);
    const stored = await service.call({
      method: 'GET',
      url: `/api/resources/order/${order.id}`,
      token: finance,
    });
    expect(stored.json<StoredRecord>()).toMatchObject(chosen);
  });

  it('refuses a category and a service type that no line has, naming both, and stores nothing', async () => {
    const before = await service.db.query(
      "select count(*)::int as n from resource_record where resource = 'order'",
    );
    const response = await create({
      ...orderBody([line(0, 1, 10, 10)]),
      orderLargeCategory: other().category,
      serviceTypeCode: other().serviceTypeCode,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ validationErrors: unknown[] }>().validationErrors).toEqual([
      { field: 'orderLargeCategory', message: 'The category must be that of one of the order lines.' },
      { field: 'serviceTypeCode', message: "The service type must be that of one of the lines' products." },
    ]);
    const after = await service.db.query(
      "select count(*)::int as n from resource_record where resource = 'order'",
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses a currency that is not an ISO 4217 code', async () => {
    const response = await create({ ...orderBody(), currencyCode: 'rmb' });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ validationErrors: { field: string }[] }>().validationErrors.map((e) => e.field),
    ).toEqual(['currencyCode']);
  });

  it('on a change, follow the new first line unless chosen, and keep the currency unless one is named', async () => {
    const created = (
      await create({ ...orderBody([line(0, 1, 10, 10)]), currencyCode: 'HKD' })
    ).json<OrderAnswer>();
    expect(created.order).toMatchObject({ orderLargeCategory: first().category, currencyCode: 'HKD' });
    const put = (body: object, version: number) =>
      service.call({
        method: 'PUT',
        url: `/api/orders/${created.order.id}`,
        token: finance,
        payload: { ...orderBody([line(1, 1, 10, 10)]), ...body, version },
      });
    const changed = await put({}, created.order.version);
    expect(changed.statusCode).toBe(200);
    const { order } = changed.json<OrderAnswer>();
    expect(order).toMatchObject({
      orderLargeCategory: other().category,
      serviceTypeCode: other().serviceTypeCode,
      currencyCode: 'HKD',
    });
    const renamed = await put({ currencyCode: 'CNY' }, order.version);
    expect(renamed.json<OrderAnswer>().order.currencyCode).toBe('CNY');
  });
});

describe('PUT /api/orders/:id', () => {
  it('updates kept lines in place, creates new ones, deletes missing ones and renumbers them', async () => {
    const created = (
      await create(orderBody([line(0, 1, 10, 10), line(1, 2, 20, 40), line(0, 3, 30, 90)]))
    ).json<OrderAnswer>();
    const [a, b, c] = created.lines;
    if (!a || !b || !c) throw new Error('three lines expected');
    // Swap the first two, drop the third, add a new one.
    const body = {
      ...orderBody([
        { ...line(1, 5, 20, 100), id: b.id, version: b.version },
        { ...line(0, 1, 10, 10), id: a.id, version: a.version },
        line(1, 1, 1.5, 1.5),
      ]),
      version: created.order.version,
    };
    const response = await service.call({
      method: 'PUT',
      url: `/api/orders/${created.order.id}`,
      token: finance,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const { order, lines } = response.json<OrderAnswer>();
    expect(order).toMatchObject({ actualAmount: 111.5, buyCount: 5, version: created.order.version + 1 });
    expect(lines.map((row) => [row.id, row.lineNo, row.quantity])).toEqual([
      [b.id, 1, 5],
      [a.id, 2, 1],
      [expect.any(Number), 3, 1],
    ]);
    const stored = await service.call({
      method: 'GET',
      url: `/api/resources/order-line?orderCode=${String(order.orderCode)}&sort=lineNo,asc`,
      token: finance,
    });
    expect(stored.json<{ content: StoredRecord[] }>().content.map((row) => row.id)).toEqual(
      lines.map((row) => row.id),
    );
  });

  it('answers 409 for a stale version', async () => {
    const created = (await create()).json<OrderAnswer>();
    const response = await service.call({
      method: 'PUT',
      url: `/api/orders/${created.order.id}`,
      token: finance,
      payload: { ...orderBody(), version: created.order.version + 5 },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('the status of an order', () => {
  const post = (id: number, action: string, version: number, token = finance) =>
    service.call({ method: 'POST', url: `/api/orders/${id}/${action}`, token, payload: { version } });

  it('confirms a pending order: it stays pending, and its history says who confirmed it', async () => {
    const { order } = (await create()).json<OrderAnswer>();
    const response = await post(order.id, 'confirm', order.version);
    expect(response.statusCode).toBe(200);
    expect(response.json<StoredRecord>()).toMatchObject({
      orderStatus: 'PENDING_PAYMENT',
      version: order.version,
    });
    const [latest] = await history(order.id);
    expect(latest).toMatchObject({ action: 'UPDATE', actor: 'finance' });
    expect(latest?.changes.confirmedBy).toEqual([null, 'finance']);
  });

  it("binds the confirmation's history entry as the order is bound", async () => {
    const { order } = (await create()).json<OrderAnswer>();
    expect((await post(order.id, 'confirm', order.version)).statusCode).toBe(200);
    const { rows } = await service.db.query<{ entry: unknown; record: unknown }>(
      `select jsonb_build_array(h.tenant_id, h.company_id) as entry, jsonb_build_array(r.tenant_id, r.company_id) as record
         from resource_history h join resource_record r on r.resource = h.resource and r.id = h.record_id
        where h.resource = 'order' and h.record_id = $1 order by h.id desc limit 1`,
      [order.id],
    );
    expect(rows[0]?.entry).toEqual([order.tenantId, null]);
    expect(rows[0]?.entry).toEqual(rows[0]?.record);
  });

  it('closes a pending order, after which it can no longer change', async () => {
    const { order } = (await create()).json<OrderAnswer>();
    const closed = await post(order.id, 'close', order.version);
    expect(closed.json<StoredRecord>()).toMatchObject({ orderStatus: 'CLOSED', version: order.version + 1 });
    const again = await post(order.id, 'pay', order.version + 1);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errorCode: string }>().errorCode).toBe('ORDER_NOT_PENDING');
    const edit = await service.call({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      token: finance,
      payload: { ...orderBody(), version: order.version + 1 },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('marks a pending order paid (finance:audit)', async () => {
    const { order } = (await create()).json<OrderAnswer>();
    expect((await post(order.id, 'pay', order.version, support)).statusCode).toBe(403);
    const paid = await post(order.id, 'pay', order.version);
    expect(paid.json<StoredRecord>()).toMatchObject({ orderStatus: 'PAID' });
  });

  it('answers 404 for an unknown order', async () => {
    expect((await post(999_999, 'close', 1)).statusCode).toBe(404);
  });
});
