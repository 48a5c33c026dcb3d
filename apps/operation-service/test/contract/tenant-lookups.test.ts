import {
  airlineResource,
  cityResource,
  companyResource,
  contractResource,
  crmCustomerResource,
  functionPackageResource,
  isStaffContactKeyword,
  labelResource,
  listAvailableCompanies,
  listBackendUsers,
  listLabels,
  listPreOpenOrders,
  listSetsOfBooks,
  listTenantGroups,
  listTenantNoticeRules,
  listTenants,
  orderResource,
  preOpenOrderResource,
  queryUserInfo,
  searchAirlines,
  searchCities,
  searchCompaniesOfTenant,
  searchContracts,
  searchCrmCustomers,
  searchFunctionPackages,
  searchOrders,
  searchStaffByContact,
  searchStaffByKeyword,
  searchStaffOfTenant,
  searchTenantExpenseTypes,
  searchTenants,
  setOfBooksResource,
  staffResource,
  tenantExpenseTypeResource,
  tenantGroupResource,
  tenantNoticeRuleResource,
  tenantResource,
} from '@opsdesk/api';
import { describeError, isHttpError, type HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../../src/must';
import { insertRecords } from '../../src/seed/insert';
import { listen, startTestService, type TestService } from '../harness';

/**
 * The tenant, company and customer pickers of @opsdesk/api against the listening service, through
 * logged-in @opsdesk/http clients as the console calls them: each answer passes its schema (the
 * typed call rejects with a ContractError otherwise) and carries what the data says.
 */

let service: TestService;
let admin: HttpClient;
let agent: HttpClient;
let t1: number;
let t2: number;
let paidTenant: number;

beforeAll(async () => {
  service = await startTestService();
  const { db } = service;
  const idOf = async (resource: string, field: string, value: string) => {
    const { rows } = await db.query<{ id: number }>(
      'select id from resource_record where resource = $1 and data->>$2 = $3',
      [resource, field, value],
    );
    return must(rows[0], `${resource} ${value}`).id;
  };
  t1 = await idOf('tenant', 'tenantCode', 'T0001');
  t2 = await idOf('tenant', 'tenantCode', 'T0002');
  const t1Company = await idOf('company', 'companyCode', 'T0001-HQ');
  [paidTenant] = (await insertRecords(db, tenantResource, [
    {
      tenantName: 'Contract Lookup Paid',
      tenantCode: 'TLC-P',
      region: 'CN',
      cloudEnv: 'TLC_ENV',
      licensed: 1,
    },
    {
      tenantName: 'Contract Lookup Sandbox',
      tenantCode: 'TLC-S',
      region: 'CN',
      cloudEnv: 'TLC_ENV',
      licensed: 0,
      sandbox: true,
    },
  ])) as [number];
  await insertRecords(db, companyResource, [
    { tenantId: paidTenant, name: 'Paid HQ', companyCode: 'TLC-P-HQ' },
  ]);
  await insertRecords(db, tenantExpenseTypeResource, [
    { tenantId: paidTenant, name: 'Taxi', code: 'TLC-TAXI' },
  ]);
  await insertRecords(db, tenantGroupResource, [
    { tenantGroupName: 'Contract group', tenantGroupCode: 'TLC-G' },
  ]);
  await insertRecords(db, tenantNoticeRuleResource, [
    {
      noticeName: 'TLC expiry',
      noticeType: 'LICENCE_EXPIRY',
      sendTime: '08:00',
      noticeWays: ['APP'],
      tenantRange: 'LICENSED',
      sendObject: 'CONTACT',
      sendCondition: 30,
    },
  ]);
  await insertRecords(db, staffResource, [
    {
      tenantId: t1,
      companyId: t1Company,
      employeeID: 'TLC-E1',
      fullName: 'Contract Staff',
      mobile: '13900000301',
      email: 'contract.staff@tlc.example',
    },
  ]);
  await insertRecords(db, crmCustomerResource, [
    { customerCode: 'TLC-C1', customerName: 'Contract Customer', lifeStatus: 'RENEWING', tenantId: t1 },
  ]);
  await insertRecords(db, contractResource, [
    {
      tenantId: t1,
      contractCode: 'TLC-CT-1',
      signContractCustomer: 'Acme',
      actualUseAccount: 'Acme',
      contractType: 'TLC_TYPE',
      totalAmount: 1000,
      owner: 'Owner',
      contractStatus: 'ACTIVE',
    },
  ]);
  await insertRecords(db, orderResource, [
    {
      tenantId: t1,
      orderCode: 'TLC-O-1',
      contractCode: 'TLC-CT-1',
      businessType: 'TLC_BUY',
      orderType: 'ADD_ON',
      contractProductName: 'Travel',
      buyCount: 3,
      actualAmount: 300,
      effectiveDate: '2026-02-01',
      expireDate: '2027-01-31',
      orderStatus: 'PENDING_PAYMENT',
    },
  ]);
  await insertRecords(db, preOpenOrderResource, [
    { tenantId: t1, serviceTypeName: 'Contract pre-open', apportionQty: 2, apportionAmount: 20 },
  ]);
  await insertRecords(db, cityResource, [
    { adCode: 'TLC001', name: 'Contract City', typeDescription: 'district', countryCode: 'CN' },
  ]);
  await insertRecords(db, airlineResource, [{ name: 'Contract Air', code: 'Q7Z', countryCode: 'CN' }]);
  await insertRecords(db, labelResource, [
    { tenantId: t1, name: 'TLC label', type: 'INFO', documentCategory: 1002 },
    { tenantId: t1, name: 'TLC loan label', type: 'INFO', documentCategory: 3001 },
  ]);
  await insertRecords(db, setOfBooksResource, [
    { tenantId: t1, setOfBooksName: 'Contract books', setOfBooksCode: 'TLC-SOB', currencyCode: 'CNY' },
  ]);
  await insertRecords(db, functionPackageResource, [{ pkgCode: 'TLC-PKG', pkgName: 'Contract package' }]);
  const server = await listen(service);
  admin = await server.clientFor('admin');
  agent = await server.clientFor('agent');
});

afterAll(() => service.close());

describe('tenant pickers', () => {
  it('searchTenants keeps to non-sandbox tenants by default, and covers all when sandbox is cleared', async () => {
    const byDefault = await searchTenants(admin, { tenantName: 'Contract Lookup' });
    expect(byDefault.content.map((tenant) => tenant.tenantCode)).toEqual(['TLC-P']);
    const cleared = await searchTenants(admin, { tenantName: 'Contract Lookup', sandbox: null });
    expect(cleared.content.map((tenant) => tenant.tenantCode)).toEqual(['TLC-P', 'TLC-S']);
  });

  it('searchTenants answers the seeded tenants in the picker shape', async () => {
    const page = await searchTenants(admin, { size: 50 });
    expect(page.content.map((tenant) => tenant.tenantId)).toEqual(expect.arrayContaining([t1, t2]));
  });

  it('listTenants pages through every tenant', async () => {
    const page = await listTenants(admin, { page: 0, size: 2 });
    expect(page).toMatchObject({ number: 0, size: 2 });
    expect(page.totalElements).toBeGreaterThanOrEqual(5);
  });

  it('searchCompaniesOfTenant and listAvailableCompanies answer the company shape', async () => {
    const page = await searchCompaniesOfTenant(admin, { tenantId: paidTenant });
    expect(page.content.map((company) => company.companyCode)).toEqual(['TLC-P-HQ']);
    const available = await listAvailableCompanies(admin, { tenantId: t1 });
    expect(available.map((company) => company.companyCode)).toContain('T0001-HQ');
  });

  it('searchTenantExpenseTypes answers name and code', async () => {
    const page = await searchTenantExpenseTypes(admin, { tenantId: paidTenant });
    expect(page.content).toEqual([expect.objectContaining({ name: 'Taxi', code: 'TLC-TAXI' })]);
  });

  it('listTenantGroups answers the enabled groups', async () => {
    const groups = await listTenantGroups(admin);
    expect(groups.map((group) => group.tenantGroupCode)).toContain('TLC-G');
  });

  it('listTenantNoticeRules answers the rules of a paid tenant, described in English', async () => {
    const rules = await listTenantNoticeRules(admin, { tenantId: paidTenant });
    expect(rules.find((rule) => rule.noticeName === 'TLC expiry')).toMatchObject({
      noticeTypeDesc: 'Licence expiry',
      noticeWaysDesc: 'In-app message',
      sendObjectDesc: 'Tenant contact',
      sendConditionDesc: 'Sent 30 days before',
    });
  });
});

describe('staff and users', () => {
  it('queryUserInfo, searchStaffByKeyword and searchStaffOfTenant answer staff results', async () => {
    const [info, byKeyword, ofTenant] = await Promise.all([
      queryUserInfo(admin, { keyword: 'tlc.example' }),
      searchStaffByKeyword(admin, { keyword: 'tlc.example' }),
      searchStaffOfTenant(admin, { tenantId: t1, keyword: 'tlc.example' }),
    ]);
    for (const page of [info, byKeyword, ofTenant]) {
      expect(page.content.map((staff) => staff.employeeID)).toEqual(['TLC-E1']);
    }
  });

  it('searchStaffByContact finds by e-mail address and by mobile number', async () => {
    expect(await searchStaffByContact(admin, 'contract.staff@tlc.example')).toHaveLength(1);
    expect(await searchStaffByContact(agent, '13900000301')).toHaveLength(1);
  });

  it('searchStaffByContact rejects a keyword that is neither, with the field for the toast', async () => {
    expect(isStaffContactKeyword('Contract Staff')).toBe(false);
    const error: unknown = await searchStaffByContact(admin, 'Contract Staff').catch(
      (caught: unknown) => caught,
    );
    expect(isHttpError(error) && error.status).toBe(400);
    expect(describeError(error).message).toBe('keyword: Enter an e-mail address or a mobile number.');
  });

  it('listBackendUsers answers one page of 2000 back-office accounts', async () => {
    const page = await listBackendUsers(admin);
    expect(page.size).toBe(2000);
    expect(page.content.find((user) => user.login === 'admin')?.rolesName).toBe('Super administrator');
  });
});

describe('customers, contracts and orders', () => {
  it('searchCrmCustomers describes the life status', async () => {
    const page = await searchCrmCustomers(admin, { keyword: 'TLC-C1' });
    expect(page.content[0]).toMatchObject({ lifeStatus: 'RENEWING', lifeStatusDesc: 'Renewing' });
  });

  it('searchContracts describes type and status', async () => {
    const page = await searchContracts(admin, { keyword: 'TLC-CT-1' });
    expect(page.content[0]).toMatchObject({ contractTypeDesc: 'TLC_TYPE', contractStatusDesc: 'Active' });
  });

  it("searchOrders and listPreOpenOrders answer the agent's own tenant", async () => {
    const orders = await searchOrders(agent, { contractCode: 'TLC-CT-1' });
    expect(orders.content.map((order) => order.orderCode)).toEqual(['TLC-O-1']);
    const preOpen = await listPreOpenOrders(agent, {});
    expect(preOpen.map((order) => order.serviceTypeName)).toContain('Contract pre-open');
  });

  it('searchOrders refuses another tenant to the agent', async () => {
    const error: unknown = await searchOrders(agent, { tenantId: t2 }).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(403);
  });
});

describe('reference pickers', () => {
  it('searchCities and searchAirlines answer their shapes', async () => {
    const cities = await searchCities(agent, { keyword: 'TLC', country: 'cn' });
    expect(cities.content.map((city) => city.adCode)).toEqual(['TLC001']);
    const airlines = await searchAirlines(admin, { keyword: 'Q7Z' });
    expect(airlines.content.map((airline) => airline.name)).toEqual(['Contract Air']);
  });

  it('listLabels takes category 1002 unless told otherwise', async () => {
    const labels = await listLabels(admin, { tenantId: t1, keyword: 'TLC' });
    expect(labels.map((label) => label.name)).toEqual(['TLC label']);
    const loans = await listLabels(admin, { tenantId: t1, keyword: 'TLC', documentCategory: 3001 });
    expect(loans.map((label) => label.name)).toEqual(['TLC loan label']);
  });

  it('listSetsOfBooks and searchFunctionPackages answer their shapes', async () => {
    const sets = await listSetsOfBooks(admin, { tenantId: t1 });
    expect(sets.map((set) => set.setOfBooksCode)).toContain('TLC-SOB');
    const packages = await searchFunctionPackages(admin, { keyword: 'TLC', isEnabled: true });
    expect(packages.content.map((functionPackage) => functionPackage.pkgCode)).toEqual(['TLC-PKG']);
  });
});
