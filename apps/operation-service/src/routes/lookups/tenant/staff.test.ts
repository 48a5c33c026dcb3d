import { companyResource, staffResource } from '@opsdesk/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, seededId, useLookupService, type Page, type Query } from '../../../../test/lookups';
import { must } from '../../../must';
import { insertRecords } from '../../../seed/insert';

let t1: number;
let t2: number;
/** T0001's headquarters (the company of the agent account) and a branch of this file. */
let t1Company: number;
let t1Branch: number;
let t2Company: number;
let linOid: string;

const { get, ok, service } = useLookupService(async ({ db }) => {
  t1 = await seededId(db, 'tenant', 'tenantCode', 'T0001');
  t2 = await seededId(db, 'tenant', 'tenantCode', 'T0002');
  t1Company = await seededId(db, 'company', 'companyCode', 'T0001-HQ');
  t2Company = await seededId(db, 'company', 'companyCode', 'T0002-HQ');
  [t1Branch] = (await insertRecords(db, companyResource, [
    { tenantId: t1, name: 'Acme Lookup Branch', companyCode: 'TLK-T1-BR' },
  ])) as [number];
  const [lin] = (await insertRecords(db, staffResource, [
    {
      tenantId: t1,
      companyId: t1Company,
      employeeID: 'TLK-E1',
      fullName: '林小雨',
      mobile: '13900000101',
      email: 'lin.xiaoyu@tlk.example',
      departmentName: 'Finance',
      position: 'Accountant',
      env: 'prod',
    },
    {
      tenantId: t1,
      companyId: t1Branch,
      employeeID: 'TLK-E2',
      fullName: 'Lookup Branch Worker',
      mobile: '13900000102',
      email: 'branch@tlk.example',
      status: 'LEAVING',
    },
    {
      tenantId: t1,
      companyId: t1Company,
      employeeID: 'TLK-E3',
      fullName: 'Lookup Leaver',
      mobile: '13900000103',
      email: 'leaver@tlk.example',
      status: 'LEFT',
    },
    {
      tenantId: t2,
      companyId: t2Company,
      employeeID: 'TLK-E4',
      fullName: 'Lookup Globex Staff',
      mobile: '+6590000104',
      email: 'globex@tlk.example',
    },
  ])) as [number];
  const { rows } = await db.query<{ oid: string }>('select oid from resource_record where id = $1', [lin]);
  linOid = must(rows[0], 'staff oid').oid;
});

const ids = (items: readonly Record<string, unknown>[]) => items.map((item) => item.employeeID);

describe('GET /api/tenant/common/query?queryType=USER_INFO', () => {
  const url = '/api/tenant/common/query';
  const userInfo = { queryType: 'USER_INFO' };

  it('answers staff results with their tenant and company named', async () => {
    const page = await ok<Page>(url, { ...userInfo, keyword: 'lin.xiaoyu' });
    expect(page.content).toEqual([
      {
        id: expect.any(Number),
        userOID: linOid,
        employeeID: 'TLK-E1',
        fullName: '林小雨',
        mobile: '13900000101',
        email: 'lin.xiaoyu@tlk.example',
        departmentName: 'Finance',
        position: 'Accountant',
        env: 'prod',
        tenantId: t1,
        tenantName: '艾克米科技有限公司',
        companyId: t1Company,
        companyName: '艾克米科技有限公司',
        status: 'ACTIVE',
      },
    ]);
  });

  it('finds staff who have left too, and filters by status and tenant', async () => {
    const all = await ok<Page>(url, { ...userInfo, keyword: 'tlk.example' });
    expect(ids(all.content).sort()).toEqual(['TLK-E1', 'TLK-E2', 'TLK-E3', 'TLK-E4']);
    const left = await ok<Page>(url, { ...userInfo, keyword: 'tlk.example', status: 'LEFT' });
    expect(ids(left.content)).toEqual(['TLK-E3']);
    const globex = await ok<Page>(url, { ...userInfo, keyword: 'TLK-', tenantId: String(t2) });
    expect(ids(globex.content)).toEqual(['TLK-E4']);
  });

  it('pages by full name', async () => {
    const page = await ok<Page>(url, { ...userInfo, keyword: 'tlk.example', page: '1', size: '3' });
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, size: 3 });
    expect(page.content).toHaveLength(1);
  });

  it('needs queryType USER_INFO, naming queryType', async () => {
    for (const query of [{}, { queryType: 'COMPANY_INFO' }] as Query[]) {
      const response = await get(url, query);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['queryType']);
    }
  });

  it("shows the agent only its own company's staff, or its tenant's in tenant mode", async () => {
    const company = await ok<Page>(url, { ...userInfo, keyword: 'tlk.example' }, 'agent');
    expect(ids(company.content).sort()).toEqual(['TLK-E1', 'TLK-E3']);
    const tenant = await ok<Page>(url, { ...userInfo, keyword: 'tlk.example', roleType: 'TENANT' }, 'agent');
    expect(ids(tenant.content).sort()).toEqual(['TLK-E1', 'TLK-E2', 'TLK-E3']);
  });

  it("refuses another tenant's id to the agent", async () => {
    const response = await get(url, { ...userInfo, tenantId: String(t2) }, 'agent');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('CROSS_TENANT');
  });

  it('refuses an account without staff:read', async () => {
    expect((await get(url, userInfo, 'content')).statusCode).toBe(403);
    expect((await get(url, userInfo, 'employee')).statusCode).toBe(403);
  });
});

describe('GET /api/user/search/by/keyword', () => {
  const url = '/api/user/search/by/keyword';

  it('searches names, employee IDs, e-mails and mobiles, leaving out staff who left', async () => {
    const byMail = await ok<Page>(url, { keyword: 'tlk.example' });
    expect(ids(byMail.content).sort()).toEqual(['TLK-E1', 'TLK-E2', 'TLK-E4']);
    expect(ids((await ok<Page>(url, { keyword: '小雨' })).content)).toEqual(['TLK-E1']);
    expect(ids((await ok<Page>(url, { keyword: '1390000010' })).content).sort()).toEqual([
      'TLK-E1',
      'TLK-E2',
    ]);
    expect((await ok<Page>(url, { keyword: 'Leaver' })).totalElements).toBe(0);
  });

  it('pages', async () => {
    const page = await ok<Page>(url, { keyword: 'tlk.example', size: '2' });
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
  });

  it('shows the agent only its own tenant in tenant mode', async () => {
    const page = await ok<Page>(url, { keyword: 'tlk.example', roleType: 'TENANT' }, 'agent');
    expect(ids(page.content).sort()).toEqual(['TLK-E1', 'TLK-E2']);
  });

  it('refuses a negative page, naming page', async () => {
    const response = await get(url, { page: '-1' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['page']);
  });

  it('refuses an account without staff:read', async () => {
    expect((await get(url, { keyword: 'x' }, 'deploy')).statusCode).toBe(403);
  });
});

describe('GET /api/user/search/by/tenantId/keyword', () => {
  const url = '/api/user/search/by/tenantId/keyword';

  it('searches within one tenant', async () => {
    const page = await ok<Page>(url, { tenantId: String(t2), keyword: 'tlk.example' });
    expect(page.content).toEqual([
      expect.objectContaining({ employeeID: 'TLK-E4', tenantName: 'Globex Trading Pte. Ltd.' }),
    ]);
  });

  it("needs the provider's staff to name a tenant", async () => {
    const response = await get(url, { keyword: 'tlk' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'tenantId', message: 'Choose a tenant.' }]);
  });

  it("reads the agent's own tenant without one, and refuses another", async () => {
    const page = await ok<Page>(url, { keyword: 'tlk.example', roleType: 'TENANT' }, 'agent');
    expect(ids(page.content).sort()).toEqual(['TLK-E1', 'TLK-E2']);
    const other = await get(url, { tenantId: String(t2) }, 'agent');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });
});

describe('GET /api/user/search/mobile/email', () => {
  const url = '/api/user/search/mobile/email';

  it('finds the staff with exactly this e-mail address', async () => {
    const staff = await ok<Record<string, unknown>[]>(url, { keyword: 'lin.xiaoyu@tlk.example' });
    expect(staff).toEqual([expect.objectContaining({ employeeID: 'TLK-E1', userOID: linOid })]);
  });

  it('finds the staff with exactly this mobile number', async () => {
    expect(ids(await ok<Record<string, unknown>[]>(url, { keyword: '+6590000104' }))).toEqual(['TLK-E4']);
    expect(await ok(url, { keyword: '1390000010' })).toEqual([]);
  });

  it('leaves out staff who have left', async () => {
    expect(await ok(url, { keyword: '13900000103' })).toEqual([]);
  });

  it.each([
    ['a name', 'Lin'],
    ['an empty keyword', ''],
    ['a half e-mail', 'lin.xiaoyu@'],
  ])('refuses %s, naming keyword', async (_, keyword) => {
    const response = await get(url, { keyword });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'keyword', message: 'Enter an e-mail address or a mobile number.' },
    ]);
  });

  it('refuses a missing keyword in the request’s language', async () => {
    const response = await get(url, { language: 'zh_cn' });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([{ field: 'keyword', message: '请输入邮箱或手机号' }]);
  });

  it("keeps the agent to its own tenant, and refuses another tenant's id", async () => {
    expect(await ok(url, { keyword: 'globex@tlk.example' }, 'agent')).toEqual([]);
    const other = await get(url, { keyword: 'globex@tlk.example', tenantId: String(t2) }, 'agent');
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });
});

describe('GET /api/getUsers', () => {
  const url = '/api/getUsers';

  it("answers one page of 2000 of the provider's back-office accounts, no customer's", async () => {
    const page = await ok<Page>(url);
    expect(page).toMatchObject({ number: 0, size: 2000 });
    const logins = page.content.map((user) => user.login);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'finance', 'service', 'content', 'deploy']));
    expect(logins).not.toContain('employee');
    expect(logins).not.toContain('agent');
  });

  it('answers name, id, e-mail, telephone and role names', async () => {
    const page = await ok<Page>(url, { keyword: 'finance@opsdesk' });
    expect(page.content).toEqual([
      {
        id: expect.any(Number),
        login: 'finance',
        name: '李财务 (Finance Admin)',
        email: 'finance@opsdesk.example',
        telephone: '13800000002',
        roles: ['FINANCE_ADMIN'],
        rolesName: 'Finance administrator',
        enabled: true,
      },
    ]);
    const chinese = await ok<Page>(url, { keyword: 'finance@opsdesk', language: 'zh_cn' });
    expect(chinese.content[0]?.rolesName).toBe('财务管理员');
  });

  it('filters by enabled, and pages', async () => {
    const disabled = await ok<Page>(url, { enabled: 'false' });
    expect(disabled.content.map((user) => user.login)).toContain('disabled');
    expect(disabled.content.every((user) => user.enabled === false)).toBe(true);
    const first = await ok<Page>(url, { page: '0', size: '2' });
    expect(first.content).toHaveLength(2);
    const beyond = await ok<Page>(url, { page: '500', size: '2' });
    expect(beyond).toMatchObject({ content: [], totalElements: first.totalElements, number: 500 });
  });

  it('refuses a size above 2000, naming size', async () => {
    const response = await get(url, { size: '2001' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['size']);
  });

  it("refuses the customers' accounts", async () => {
    expect((await get(url, {}, 'employee')).statusCode).toBe(403);
    expect((await get(url, {}, 'agent')).statusCode).toBe(403);
  });

  describe('with custom roles', () => {
    beforeAll(async () => {
      const admin = await service().login('admin');
      const post = async (path: string, payload: Record<string, unknown>) => {
        const response = await service().call({ method: 'POST', url: path, token: admin, payload });
        expect(response.statusCode, response.body).toBe(201);
      };
      await post('/api/resources/authority-role', {
        roleCode: 'TLK_REVIEWER',
        roleName: 'Lookup reviewer',
        authorities: ['contract:read'],
      });
      await post('/api/resources/authority-role', {
        roleCode: 'TLK_SITE_CLERK',
        roleName: 'Site clerk',
        authorities: ['order:read'],
        tenantBound: true,
      });
      const account = (login: string, roles: string[]) =>
        post('/api/admin/accounts', { login, name: login, roles, password: 'Str0ng!Password', tenantId: t1 });
      await account('tlk.reviewer', ['TLK_REVIEWER', 'FINANCE_ADMIN']);
      await account('tlk.clerk', ['TLK_SITE_CLERK']);
    });

    it("lists a custom role's account with every code it holds, named by the role's record", async () => {
      const page = await ok<Page>(url, { keyword: 'tlk.' });
      expect(page.content.map((user) => [user.login, user.roles, user.rolesName])).toEqual([
        ['tlk.reviewer', ['TLK_REVIEWER', 'FINANCE_ADMIN'], 'Lookup reviewer, Finance administrator'],
      ]);
    });

    it('leaves out an account whose custom role binds it to its tenant', async () => {
      const page = await ok<Page>(url, { keyword: 'tlk.clerk' });
      expect(page.content).toEqual([]);
    });
  });
});
