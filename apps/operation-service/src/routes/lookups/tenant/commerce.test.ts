import {
  contractResource,
  crmCustomerResource,
  enumerationItemResource,
  orderResource,
  preOpenOrderResource,
} from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { fieldsOf, seededId, useLookupService, valuesOf, type Page } from '../../../../test/lookups';
import { insertRecords } from '../../../seed/insert';

let t1: number;
let t2: number;

const { get, ok } = useLookupService(async ({ db }) => {
  t1 = await seededId(db, 'tenant', 'tenantCode', 'T0001');
  t2 = await seededId(db, 'tenant', 'tenantCode', 'T0002');
  await insertRecords(db, enumerationItemResource, [
    {
      customEnumerationCode: 'CRM_CONTRACT_TYPE',
      value: 'TLK_STD',
      code: 'TLK_STD',
      name: '标准合同',
      nameEn: 'Standard contract',
    },
    { customEnumerationCode: 'CRM_BUY_TYPE', value: 'TLK_NEW', code: 'TLK_NEW', name: '新购' },
  ]);
  await insertRecords(db, crmCustomerResource, [
    { customerCode: 'TLK-C1', customerName: 'Lookup Prospect', lifeStatus: 'POTENTIAL' },
    {
      customerCode: 'TLK-C2',
      customerName: 'Lookup Acme 客户',
      productLine: 'Expense',
      lifeStatus: 'SIGNED',
      tenantId: t1,
    },
    { customerCode: 'TLK-C3', customerName: 'Lookup Globex', lifeStatus: 'LOST', tenantId: t2 },
  ]);
  const contract = {
    signContractCustomer: 'Acme Holdings',
    actualUseAccount: 'Acme Technology',
    totalAmount: 120_000.5,
    owner: '李财务',
  };
  await insertRecords(db, contractResource, [
    {
      ...contract,
      tenantId: t1,
      contractCode: 'TLK-CT-1',
      contractType: 'TLK_STD',
      contractStatus: 'ACTIVE',
    },
    {
      ...contract,
      tenantId: t2,
      contractCode: 'TLK-CT-2',
      signContractCustomer: 'Globex Trading',
      contractType: 'TLK_UNDESCRIBED',
      contractStatus: 'DRAFT',
      owner: 'Mario Rossi',
    },
  ]);
  const order = {
    businessType: 'TLK_NEW',
    orderType: 'NEW_PURCHASE',
    contractProductName: 'Expense cloud',
    buyCount: 50,
    actualAmount: 60_000,
    effectiveDate: '2026-01-01',
    expireDate: '2026-12-31',
    orderStatus: 'PAID',
  };
  await insertRecords(db, orderResource, [
    { ...order, tenantId: t1, orderCode: 'TLK-O-1', contractCode: 'TLK-CT-1' },
    {
      ...order,
      tenantId: t1,
      orderCode: 'TLK-O-2',
      contractCode: 'TLK-CT-1',
      orderType: 'RENEWAL',
      orderStatus: 'CLOSED',
    },
    { ...order, tenantId: t2, orderCode: 'TLK-O-3', contractCode: 'TLK-CT-2', businessType: 'TLK_OTHER' },
  ]);
  await insertRecords(db, preOpenOrderResource, [
    { tenantId: t1, serviceTypeName: 'Lookup travel booking', apportionQty: 20, apportionAmount: 3000 },
    {
      tenantId: t1,
      serviceTypeName: 'Lookup invoices',
      apportionQty: 5,
      apportionAmount: 250.25,
      openDate: '2026-10-01',
    },
    { tenantId: t2, serviceTypeName: 'Lookup Globex service', apportionQty: 1, apportionAmount: 10 },
  ]);
});

describe('GET /api/crm/customer/info/simple/page', () => {
  const url = '/api/crm/customer/info/simple/page';

  it('answers CRM customers with their life status described', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK-C2' });
    expect(page.content).toEqual([
      {
        id: expect.any(Number),
        customerCode: 'TLK-C2',
        customerName: 'Lookup Acme 客户',
        productLine: 'Expense',
        lifeStatus: 'SIGNED',
        lifeStatusDesc: 'Signed',
        tenantId: t1,
      },
    ]);
    const chinese = await ok<Page>(url, { keyword: 'TLK-C2', language: 'zh_cn' });
    expect(chinese.content[0]?.lifeStatusDesc).toBe('已签约');
  });

  it('filters by life status and tenant, and pages by name', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK-C', lifeStatus: ['POTENTIAL', 'LOST'] });
    expect(valuesOf(page.content, 'customerCode')).toEqual(['TLK-C3', 'TLK-C1']);
    const ofTenant = await ok<Page>(url, { keyword: 'TLK-C', tenantId: String(t2) });
    expect(valuesOf(ofTenant.content, 'customerCode')).toEqual(['TLK-C3']);
    const second = await ok<Page>(url, { keyword: 'TLK-C', page: '1', size: '2' });
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
    expect(second.content).toHaveLength(1);
  });

  it('refuses an unknown life status, naming it', async () => {
    const response = await get(url, { lifeStatus: 'HAPPY' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['lifeStatus.0']);
  });

  it('refuses an account without crm:read', async () => {
    expect((await get(url, {}, 'deploy')).statusCode).toBe(403);
    expect((await get(url, {}, 'agent')).statusCode).toBe(403);
  });
});

describe('GET /api/contract/info/page', () => {
  const url = '/api/contract/info/page';

  it('answers contracts with type and status described from the enumeration and the texts', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK-CT-1' });
    expect(page.content).toEqual([
      {
        id: expect.any(Number),
        tenantId: t1,
        contractCode: 'TLK-CT-1',
        signContractCustomer: 'Acme Holdings',
        actualUseAccount: 'Acme Technology',
        contractType: 'TLK_STD',
        contractTypeDesc: 'Standard contract',
        totalAmount: 120_000.5,
        owner: '李财务',
        contractStatus: 'ACTIVE',
        contractStatusDesc: 'Active',
      },
    ]);
  });

  it('describes in Chinese with the enumeration item’s name', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK-CT-1', language: 'zh_cn' });
    expect(page.content[0]).toMatchObject({ contractTypeDesc: '标准合同', contractStatusDesc: '生效中' });
  });

  it('describes a contract type the enumeration lacks by its code', async () => {
    const page = await ok<Page>(url, { keyword: 'TLK-CT-2' });
    expect(page.content[0]).toMatchObject({
      contractTypeDesc: 'TLK_UNDESCRIBED',
      contractStatusDesc: 'Draft',
    });
  });

  it('filters by tenant, status and owner', async () => {
    expect(
      valuesOf((await ok<Page>(url, { tenantId: String(t2), keyword: 'TLK' })).content, 'contractCode'),
    ).toEqual(['TLK-CT-2']);
    expect(
      valuesOf((await ok<Page>(url, { keyword: 'TLK', contractStatus: 'ACTIVE' })).content, 'contractCode'),
    ).toEqual(['TLK-CT-1']);
    expect(
      valuesOf((await ok<Page>(url, { keyword: 'TLK', owner: 'rossi' })).content, 'contractCode'),
    ).toEqual(['TLK-CT-2']);
  });

  it('refuses a negative page, naming page', async () => {
    const response = await get(url, { page: '-1' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['page']);
  });

  it('refuses an account without contract:read', async () => {
    expect((await get(url, {}, 'content')).statusCode).toBe(403);
    expect((await get(url, {}, 'agent')).statusCode).toBe(403);
  });
});

describe('GET /api/order/info/page/by/contract/tenant', () => {
  const url = '/api/order/info/page/by/contract/tenant';

  it('answers the orders of a contract with their business type described', async () => {
    const page = await ok<Page>(url, { contractCode: 'TLK-CT-1' });
    expect(valuesOf(page.content, 'orderCode')).toEqual(['TLK-O-1', 'TLK-O-2']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      tenantId: t1,
      orderCode: 'TLK-O-1',
      contractCode: 'TLK-CT-1',
      businessType: 'TLK_NEW',
      businessTypeDesc: '新购',
      orderType: 'NEW_PURCHASE',
      orderStatus: 'PAID',
      contractProductName: 'Expense cloud',
      buyCount: 50,
      actualAmount: 60_000,
      effectiveDate: '2026-01-01',
      expireDate: '2026-12-31',
    });
  });

  it('filters by tenant, status and type', async () => {
    const ofTenant = await ok<Page>(url, { tenantId: String(t2), keyword: 'TLK' });
    expect(valuesOf(ofTenant.content, 'orderCode')).toEqual(['TLK-O-3']);
    expect(ofTenant.content[0]?.businessTypeDesc).toBe('TLK_OTHER');
    const closed = await ok<Page>(url, { keyword: 'TLK', orderStatus: 'CLOSED', orderType: 'RENEWAL' });
    expect(valuesOf(closed.content, 'orderCode')).toEqual(['TLK-O-2']);
  });

  it("shows the agent its own tenant's orders only, and refuses another tenant's id", async () => {
    const page = await ok<Page>(url, { keyword: 'TLK' }, 'agent');
    expect(valuesOf(page.content, 'orderCode')).toEqual(['TLK-O-1', 'TLK-O-2']);
    expect((await ok<Page>(url, { contractCode: 'TLK-CT-2' }, 'agent')).totalElements).toBe(0);
    const other = await get(url, { tenantId: String(t2) }, 'agent');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });

  it('refuses a bad order status, naming it', async () => {
    const response = await get(url, { orderStatus: 'LOST' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['orderStatus.0']);
  });

  it('refuses an account without order:read', async () => {
    expect((await get(url, {}, 'employee')).statusCode).toBe(403);
    expect((await get(url, {}, 'content')).statusCode).toBe(403);
  });
});

describe('GET /api/order/info/preOpen/by/tenant', () => {
  const url = '/api/order/info/preOpen/by/tenant';

  it('lists the pre-open orders of a tenant by service type', async () => {
    const orders = await ok<Record<string, unknown>[]>(url, { tenantId: String(t1) });
    expect(orders).toEqual([
      {
        id: expect.any(Number),
        tenantId: t1,
        serviceTypeName: 'Lookup invoices',
        apportionQty: 5,
        apportionAmount: 250.25,
        openDate: '2026-10-01',
      },
      {
        id: expect.any(Number),
        tenantId: t1,
        serviceTypeName: 'Lookup travel booking',
        apportionQty: 20,
        apportionAmount: 3000,
        openDate: null,
      },
    ]);
  });

  it("needs the provider's staff to name a tenant", async () => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['tenantId']);
  });

  it("reads the agent's own tenant without one, and refuses another", async () => {
    const orders = await ok<Record<string, unknown>[]>(url, {}, 'agent');
    expect(valuesOf(orders, 'serviceTypeName')).toEqual(['Lookup invoices', 'Lookup travel booking']);
    const other = await get(url, { tenantId: String(t2) }, 'agent');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });

  it('refuses an account without order:read', async () => {
    expect((await get(url, { tenantId: String(t1) }, 'deploy')).statusCode).toBe(403);
  });
});
