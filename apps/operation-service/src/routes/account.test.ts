import {
  authorities,
  authSourceResource,
  cloudEnvResource,
  companyConfigurationDefaults,
  companyResource,
  menuAuthorities,
  tenantResource,
  type RoleCode,
} from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { must } from '../must';
import { insertRecords } from '../seed/insert';

let service: TestService;
const tenantIds = new Map<string, number>();
const companyIds = new Map<string, number>();
const accountIds = new Map<string, number>();
const tenantId = (code: string) => must(tenantIds.get(code), code);
const companyId = (code: string) => must(companyIds.get(code), code);
const accountId = (login: string) => must(accountIds.get(login), login);

async function idOf(resource: string, field: string, value: string): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>(
    `select id from resource_record where resource = $1 and data->>'${field}' = $2`,
    [resource, value],
  );
  return must(rows[0], `${resource} ${value}`).id;
}

/** An account with the demo password, for the cases the demo accounts do not cover. */
async function insertAccount(login: string, roles: RoleCode[], tenantCode: string, companyCode: string) {
  const { rows } = await service.db.query<{ id: number }>(
    `insert into account (login, name, email, mobile, password_hash, roles, tenant_id, company_id, language)
     select $1, $2, $3, $4, password_hash, $5, $6, $7, 'zh_cn' from account where login = 'admin'
     returning id`,
    [
      login,
      `Test ${login}`,
      `${login}@zz-test.example`,
      '13900000000',
      roles,
      tenantId(tenantCode),
      companyId(companyCode),
    ],
  );
  accountIds.set(login, must(rows[0], login).id);
}

beforeAll(async () => {
  service = await startTestService();
  for (const code of ['T0000', 'T0001', 'T0002'])
    tenantIds.set(code, await idOf('tenant', 'tenantCode', code));
  for (const code of ['T0000-HQ', 'T0001-HQ'])
    companyIds.set(code, await idOf('company', 'companyCode', code));
  const tenants = [
    { tenantName: 'ZZ 测试一', tenantCode: 'TZ901', region: 'CN', cloudEnv: 'ZZ_TEST_HZ', licensed: 1 },
    { tenantName: 'ZZ Test Two', tenantCode: 'TZ902', region: 'SG', cloudEnv: 'ZZ_NO_SUCH_ENV', licensed: 0 },
  ];
  const [first, second] = await insertRecords(service.db, tenantResource, tenants);
  tenantIds.set('TZ901', must(first, 'TZ901')).set('TZ902', must(second, 'TZ902'));
  await insertRecords(service.db, cloudEnvResource, [{ code: 'ZZ_TEST_HZ', name: '测试杭州', region: 'CN' }]);
  const companies = [
    { tenantId: tenantId('TZ901'), name: 'ZZ Retired', companyCode: 'TZ901-B', enabled: false },
    { tenantId: tenantId('TZ901'), name: 'ZZ Main', companyCode: 'TZ901-A', companyTypeName: 'HQ' },
    { tenantId: tenantId('TZ902'), name: 'ZZ Two', companyCode: 'TZ902-A' },
  ];
  const ids = await insertRecords(service.db, companyResource, companies);
  companies.forEach((company, index) => companyIds.set(company.companyCode, must(ids[index], 'company')));

  await insertAccount('zz.employee', ['EMPLOYEE'], 'TZ901', 'TZ901-A');
  await insertAccount('zz.agent', ['BOOKING_AGENT'], 'TZ902', 'TZ902-A');
  // A tenant's own administrator: tenant-bound, yet holding admin:read.
  await insertAccount('zz.tenantadmin', ['EMPLOYEE', 'SUPER_ADMIN'], 'T0001', 'T0001-HQ');
  // Provider staff without any authority.
  await insertAccount('zz.norole', [], 'T0000', 'T0000-HQ');
  for (const login of ['admin', 'employee', 'agent', 'finance'])
    accountIds.set(login, await accountIdOf(login));

  await service.db.query(
    `insert into company_configuration (company_id, configuration) values ($1, $2)
     on conflict (company_id) do update set configuration = excluded.configuration`,
    [
      companyId('TZ901-A'),
      JSON.stringify({
        baseCurrency: 'USD',
        attachmentMaxCount: 5,
        uploadMaxSizeMb: 'lots',
        approvalFlow: 'strict',
      }),
    ],
  );
  await service.db.query("delete from function_profile where role_type = 'GENERAL'");
  await service.db.query(
    `insert into function_profile (role_type, tenant_id, profile) values ('GENERAL', null, $1), ('TENANT', $2, $3)`,
    [
      JSON.stringify({ 'web.invoice.enabled': true, ui: { theme: 'light', density: 'normal' } }),
      tenantId('TZ901'),
      JSON.stringify({ ui: { density: 'compact' }, tenantOnly: 1 }),
    ],
  );
  await insertRecords(service.db, authSourceResource, [
    {
      sourceType: 'FEISHU',
      name: 'ZZ Feishu',
      clientName: 'zzfeishu',
      domainName: 'sso.zz-test.example',
      authUrl: 'https://open.feishu.example/authorize',
    },
    {
      sourceType: 'DINGTALK',
      name: 'ZZ DingTalk (off)',
      clientName: 'zzdingtalk',
      domainName: 'off.zz-test.example',
      enabled: false,
    },
  ]);
});

afterAll(() => service.close());

async function accountIdOf(login: string): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>('select id from account where login = $1', [login]);
  return must(rows[0], login).id;
}

async function get(login: string | null, url: string) {
  return service.call({ method: 'GET', url, ...(login && { token: await service.login(login) }) });
}

describe('GET /api/account', () => {
  it('answers the super administrator with permitAll, every authority and every menu', async () => {
    const response = await get('admin', '/api/account');
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      login: 'admin',
      permitAll: true,
      enableNewPermission: true,
      tenantBound: false,
    });
    expect(user.authorities).toEqual([...authorities]);
    expect(user.views.map((view: { key: string }) => view.key)).toEqual(Object.keys(menuAuthorities));
    expect(user.views).toContainEqual({ key: 'tenant-manage', menuType: 'M', operateType: 1 });
    // The dashboard has nothing to change.
    expect(user.views).toContainEqual({ key: 'dashboard', menuType: 'M', operateType: 2 });
  });

  it('gives operateType 2 and page action 1 where the account reads but may not write', async () => {
    const user = (await get('finance', '/api/account')).json();
    expect(user.permitAll).toBe(false);
    expect(user.views).toContainEqual({ key: 'tenant-manage', menuType: 'M', operateType: 2 });
    expect(user.pageRoles).toContainEqual({ pageName: 'tenant-manage', action: 1 });
    expect(user.views).toContainEqual({ key: 'finance-receivables', menuType: 'M', operateType: 1 });
    expect(user.pageRoles).toContainEqual({ pageName: 'finance-receivables', action: 2 });
    expect(user.views.map((view: { key: string }) => view.key)).not.toContain('admin-page-platform');
  });

  it('marks a tenant-bound account with its tenant, its company and only the menus it may read', async () => {
    const user = (await get('employee', '/api/account')).json();
    expect(user).toMatchObject({
      tenantBound: true,
      tenantId: tenantId('T0001'),
      companyId: companyId('T0001-HQ'),
      roles: ['EMPLOYEE'],
      authorities: ['reference:read'],
      email: 'employee@acme.example',
    });
    const readable = Object.entries(menuAuthorities)
      .filter(([, menu]) => menu.read === null || menu.read === 'reference:read')
      .map(([key]) => key);
    expect(user.views.map((view: { key: string }) => view.key)).toEqual(readable);
  });

  it('answers 401 without a token', async () => {
    expect((await get(null, '/api/account')).statusCode).toBe(401);
  });
});

describe('GET /api/language/list', () => {
  it("lists the five interface languages in their own names, the shell's three enabled, to anyone", async () => {
    const response = await get(null, '/api/language/list');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { code: 'zh_cn', name: '简体中文', locale: 'zh-CN', enabled: true },
      { code: 'en', name: 'English', locale: 'en', enabled: true },
      { code: 'ja', name: '日本語', locale: 'ja', enabled: true },
      { code: 'zh_tw', name: '繁體中文', locale: 'zh-TW', enabled: false },
      { code: 'it', name: 'Italiano', locale: 'it', enabled: false },
    ]);
  });
});

describe('POST /api/switch/user/language', () => {
  it('keeps the language for the account, which GET /api/account then answers', async () => {
    const token = await service.login('zz.employee');
    const response = await service.call({
      method: 'POST',
      url: '/api/switch/user/language?language=ZH-TW',
      token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'zh_tw' });
    expect((await get('zz.employee', '/api/account')).json().language).toBe('zh_tw');
  });

  it("refuses an unknown language with 400 naming language, in the account's current language", async () => {
    await service.db.query("update account set language = 'ja' where login = 'zz.agent'");
    const token = await service.login('zz.agent');
    const response = await service.call({
      method: 'POST',
      url: '/api/switch/user/language?language=fr',
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        field: 'language',
        message: '言語 fr はサポートされていません。zh_cn, en, ja, zh_tw, it から選択してください。',
      },
    ]);
    const missing = await service.call({ method: 'POST', url: '/api/switch/user/language', token });
    expect(missing.json().validationErrors[0].field).toBe('language');
  });
});

describe('GET /api/my/companies', () => {
  it("lists the companies of the account's own tenant, enabled first", async () => {
    const companies = (await get('zz.employee', '/api/my/companies')).json();
    expect(companies).toEqual([
      {
        id: companyId('TZ901-A'),
        oid: expect.any(String),
        tenantId: tenantId('TZ901'),
        name: 'ZZ Main',
        companyCode: 'TZ901-A',
        enabled: true,
        companyTypeName: 'HQ',
      },
      expect.objectContaining({ companyCode: 'TZ901-B', enabled: false, companyTypeName: null }),
    ]);
  });

  it("lists the provider's own companies to its staff, none of a customer tenant", async () => {
    const companies = (await get('admin', '/api/my/companies')).json() as {
      tenantId: number;
      companyCode: string;
    }[];
    expect(companies.map((company) => company.companyCode)).toContain('T0000-HQ');
    expect(companies.every((company) => company.tenantId === tenantId('T0000'))).toBe(true);
  });
});

describe('GET /api/tenant/getById', () => {
  it("answers the tenant in the picker shape with its cloud environment's name as cloudEnvLabelsName", async () => {
    const response = await get('service', `/api/tenant/getById?tenantId=${tenantId('TZ901')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: tenantId('TZ901'),
      tenantId: tenantId('TZ901'),
      oid: expect.any(String),
      tenantName: 'ZZ 测试一',
      tenantCode: 'TZ901',
      cloudEnv: 'ZZ_TEST_HZ',
      cloudEnvLabelsName: '测试杭州',
      region: 'CN',
      licensed: 1,
      sandbox: false,
      enabled: true,
      tenantGroupCode: null,
      licenceExpireDate: null,
    });
  });

  it('answers cloudEnvLabelsName null when no cloud environment has the code', async () => {
    const tenant = (await get('service', `/api/tenant/getById?tenantId=${tenantId('TZ902')}`)).json();
    expect(tenant).toMatchObject({ tenantCode: 'TZ902', cloudEnvLabelsName: null, licensed: 0 });
  });

  it('lets a tenant-bound account read its own tenant', async () => {
    const response = await get('employee', `/api/tenant/getById?tenantId=${tenantId('T0001')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().tenantCode).toBe('T0001');
  });

  it('refuses a tenant-bound account another tenant with 403 CROSS_TENANT, in the request language', async () => {
    const response = await get(
      'employee',
      `/api/tenant/getById?tenantId=${tenantId('T0002')}&language=zh_cn`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'CROSS_TENANT', message: '无权访问其他租户的数据' });
  });

  it("lets the provider's staff read their own tenant without tenant:read, and refuses another with 403", async () => {
    expect((await get('zz.norole', `/api/tenant/getById?tenantId=${tenantId('T0000')}`)).statusCode).toBe(
      200,
    );
    const other = await get('zz.norole', `/api/tenant/getById?tenantId=${tenantId('T0001')}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('FORBIDDEN');
  });

  it('answers 404 for a tenant that does not exist', async () => {
    expect((await get('admin', '/api/tenant/getById?tenantId=987654')).statusCode).toBe(404);
  });

  it('answers 400 naming tenantId when it is missing or not a number', async () => {
    for (const url of [
      '/api/tenant/getById',
      '/api/tenant/getById?tenantId=abc',
      '/api/tenant/getById?tenantId=-1',
    ]) {
      const response = await get('admin', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe('tenantId');
    }
  });
});

describe('GET /api/company/configurations/user', () => {
  it("answers the company's stored settings over the defaults; an invalid one gives way to its default", async () => {
    const response = await get('zz.employee', '/api/company/configurations/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyId: companyId('TZ901-A'),
      customized: true,
      configuration: {
        ...companyConfigurationDefaults,
        baseCurrency: 'USD',
        attachmentMaxCount: 5,
        approvalFlow: 'strict',
      },
    });
  });

  it('answers the defaults when the company has no configuration', async () => {
    expect((await get('zz.agent', '/api/company/configurations/user')).json()).toEqual({
      companyId: companyId('TZ902-A'),
      customized: false,
      configuration: companyConfigurationDefaults,
    });
  });
});

describe('GET /api/function/profiles', () => {
  it('answers the general profile without a role type', async () => {
    expect((await get('zz.employee', '/api/function/profiles')).json()).toEqual({
      roleType: 'GENERAL',
      tenantId: null,
      profile: { 'web.invoice.enabled': true, ui: { theme: 'light', density: 'normal' } },
    });
  });

  it("answers the tenant's role profile over the general one with roleType=TENANT", async () => {
    expect((await get('zz.employee', '/api/function/profiles?roleType=TENANT')).json()).toEqual({
      roleType: 'TENANT',
      tenantId: tenantId('TZ901'),
      profile: { 'web.invoice.enabled': true, ui: { theme: 'light', density: 'compact' }, tenantOnly: 1 },
    });
  });

  it('refuses an unknown roleType with 400 naming roleType', async () => {
    const response = await get('zz.employee', '/api/function/profiles?roleType=ADMIN');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('roleType');
  });
});

describe('GET /api/tenant/check/exsit/company/his', () => {
  it('tells a tenant with a retired (disabled) company that it has historic companies', async () => {
    expect((await get('zz.employee', '/api/tenant/check/exsit/company/his')).json()).toEqual({
      tenantId: tenantId('TZ901'),
      hasHistoricCompanies: true,
      historicCompanyCount: 1,
    });
  });

  it('tells a tenant whose companies are all enabled that it has none', async () => {
    expect((await get('zz.agent', '/api/tenant/check/exsit/company/his')).json()).toEqual({
      tenantId: tenantId('TZ902'),
      hasHistoricCompanies: false,
      historicCompanyCount: 0,
    });
  });
});

describe('GET /api/users/v2/:id', () => {
  it('lets any account read its own account in the Backend user shape', async () => {
    const response = await get('employee', `/api/users/v2/${accountId('employee')}?language=en`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: accountId('employee'),
      login: 'employee',
      name: '周员工 (Employee)',
      email: 'employee@acme.example',
      telephone: '13800000006',
      rolesName: 'Employee',
      roles: ['EMPLOYEE'],
      enabled: true,
      status: 'ACTIVE',
      tenantId: tenantId('T0001'),
      companyId: companyId('T0001-HQ'),
      language: 'zh_cn',
    });
  });

  it('names the roles in the request language', async () => {
    const response = await get('admin', `/api/users/v2/${accountId('zz.tenantadmin')}?language=ja`);
    expect(response.json().rolesName).toBe('一般社員、スーパー管理者');
  });

  it('refuses an account without admin:read another account with 403 FORBIDDEN', async () => {
    const response = await get('finance', `/api/users/v2/${accountId('admin')}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });

  it('lets an account with admin:read read any account', async () => {
    const response = await get('admin', `/api/users/v2/${accountId('agent')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().login).toBe('agent');
  });

  it("lets a tenant-bound administrator read its tenant's accounts and refuses others with 403 CROSS_TENANT", async () => {
    expect((await get('zz.tenantadmin', `/api/users/v2/${accountId('agent')}`)).statusCode).toBe(200);
    const other = await get('zz.tenantadmin', `/api/users/v2/${accountId('admin')}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('CROSS_TENANT');
  });

  it('answers 404 for an unknown id and 400 naming id for one that is not a number', async () => {
    expect((await get('admin', '/api/users/v2/987654')).statusCode).toBe(404);
    const bad = await get('admin', '/api/users/v2/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validationErrors[0].field).toBe('id');
  });
});

describe('GET /sso/loginDecide', () => {
  it('hands a host with an enabled auth source to single sign-on, to anyone, port and case aside', async () => {
    const response = await get(null, '/sso/loginDecide?domainName=SSO.zz-test.example:8443');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      loginMode: 'SSO',
      domainName: 'sso.zz-test.example',
      clientName: 'zzfeishu',
      authUrl: 'https://open.feishu.example/authorize',
      sourceType: 'FEISHU',
      sourceName: 'ZZ Feishu',
    });
  });

  it('answers password login for a host whose source is disabled or that has none', async () => {
    for (const host of ['off.zz-test.example', 'console.zz-test.example']) {
      expect((await get(null, `/sso/loginDecide?domainName=${host}`)).json()).toEqual({
        loginMode: 'PASSWORD',
        domainName: host,
      });
    }
  });

  it('refuses a missing or malformed domainName with 400 naming domainName', async () => {
    for (const url of [
      '/sso/loginDecide',
      '/sso/loginDecide?domainName=bad%20host',
      '/sso/loginDecide?domainName=',
    ]) {
      const response = await get(null, url);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0].field).toBe('domainName');
    }
  });
});
