import { adminRoleListSchema, backendUserSchema, loggedInUserSchema, roleCodes } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';

let service: TestService;
let admin: string;

beforeAll(async () => {
  service = await startTestService();
  admin = await service.tokenOf('SUPER_ADMIN');
});

afterAll(() => service.close());

const newAccount = {
  login: 'new.finance',
  name: '钱新 (New Finance)',
  email: 'new.finance@opsdesk.example',
  mobile: '13900000001',
  roles: ['FINANCE_ADMIN'],
  password: 'Str0ng!Password',
};

describe('admin accounts', () => {
  it('creates an account with roles that can log in', async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/admin/accounts',
      token: admin,
      payload: newAccount,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      login: 'new.finance',
      roles: ['FINANCE_ADMIN'],
      rolesName: 'Finance administrator',
      enabled: true,
      locked: false,
    });
    expect(created.json()).not.toHaveProperty('password_hash');
    const login = await service.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'new.finance',
        password: newAccount.password,
      }).toString(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a login that is taken, with 409 naming login', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts',
      token: admin,
      payload: newAccount,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().validationErrors[0].field).toBe('login');
  });

  it('lists accounts by keyword and role', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/admin/accounts?role=SUPER_ADMIN',
      token: admin,
    });
    expect(response.json().content.map((account: { login: string }) => account.login)).toEqual(['admin']);
    const byKeyword = await service.call({
      method: 'GET',
      url: '/api/admin/accounts?keyword=twin',
      token: admin,
    });
    expect(byKeyword.json().totalElements).toBe(2);
  });

  it('keeps the last super administrator: it cannot lose the role or be disabled', async () => {
    const { rows } = await service.db.query<{ id: number }>("select id from account where login = 'admin'");
    const url = `/api/admin/accounts/${rows[0]?.id ?? 0}`;
    const base = { name: '王超管 (Super Admin)', email: 'admin@opsdesk.example', mobile: '13800000001' };
    const demoted = await service.call({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...base, roles: ['FINANCE_ADMIN'] },
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json()).toMatchObject({
      errorCode: 'SUPER_ADMIN_ROLE_MANAGEMENT',
      validationErrors: [{ field: 'roles' }],
    });
    const disabled = await service.call({
      method: 'PUT',
      url,
      token: admin,
      payload: { ...base, roles: ['SUPER_ADMIN'], enabled: false },
    });
    expect(disabled.statusCode).toBe(400);
  });

  it('ends the sessions of an account whose roles change', async () => {
    const token = await service.tokenOf('CONTENT_EDITOR');
    const { rows } = await service.db.query<{ id: number }>("select id from account where login = 'content'");
    const changed = await service.call({
      method: 'PUT',
      url: `/api/admin/accounts/${rows[0]?.id ?? 0}`,
      token: admin,
      payload: {
        name: '赵内容 (Content Editor)',
        email: 'content@opsdesk.example',
        roles: ['CONTENT_EDITOR', 'CUSTOMER_SERVICE'],
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await service.call({ method: 'GET', url: '/api/resources', token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses role assignment to an administrator without role management', async () => {
    // No demo role has admin:write without role:manage, so the rule shows through a role without
    // admin rights at all.
    const customerService = await service.tokenOf('CUSTOMER_SERVICE');
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts',
      token: customerService,
      payload: { ...newAccount, login: 'x.y' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers the roles as their authority-role records grant them', async () => {
    const { rows } = await service.db.query<{ id: number; version: number; data: Record<string, unknown> }>(
      "select id, version, data from resource_record where resource = 'authority-role' and data->>'roleCode' = 'FINANCE_ADMIN'",
    );
    const record = rows[0];
    if (!record) throw new Error('the test seed has a FINANCE_ADMIN record');
    const save = (data: Record<string, unknown>, version: number) =>
      service.call({
        method: 'PUT',
        url: `/api/resources/authority-role/${record.id}`,
        token: admin,
        payload: { ...data, version },
      });
    const edited = await save(
      { ...record.data, authorities: ['finance:read', 'contract:read'], menuKeys: ['finance-receivables'] },
      record.version,
    );
    expect(edited.statusCode).toBe(200);
    const response = await service.call({ method: 'GET', url: '/api/admin/roles', token: admin });
    const finance = response.json().find((role: { code: string }) => role.code === 'FINANCE_ADMIN');
    await save(record.data, edited.json().version as number);
    expect([finance.authorities, finance.views.map((view: { key: string }) => view.key)]).toEqual([
      ['finance:read', 'contract:read'],
      ['dashboard', 'finance-receivables'],
    ]);
  });

  it('answers the roles with their authorities and views', async () => {
    const response = await service.call({ method: 'GET', url: '/api/admin/roles', token: admin });
    const finance = response.json().find((role: { code: string }) => role.code === 'FINANCE_ADMIN');
    expect(finance.authorities).toContain('finance:audit');
    expect(finance.views).toContainEqual({
      key: 'finance-contract-management',
      menuType: 'M',
      operateType: 1,
    });
    expect(finance.views).toContainEqual({ key: 'tenant-manage', menuType: 'M', operateType: 2 });
    expect(finance.views.some((view: { key: string }) => view.key === 'system-operation')).toBe(false);
  });
});

describe('custom roles', () => {
  const customRole = {
    roleCode: 'CONTRACT_REVIEWER',
    roleName: '合同审阅员',
    authorities: ['contract:read', 'tenant:read'],
    menuKeys: ['finance-contract-management'],
  };
  const reviewer = {
    login: 'contract.reviewer',
    name: '审阅员 (Contract Reviewer)',
    roles: ['CONTRACT_REVIEWER'],
    // The harness logs accounts in with the demo password.
    password: DEMO_PASSWORD,
  };
  let reviewerToken: string;

  beforeAll(async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/resources/authority-role',
      token: admin,
      payload: customRole,
    });
    expect(created.statusCode).toBe(201);
  });

  it('is assigned to a new account, named by its record', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts',
      token: admin,
      payload: reviewer,
    });
    expect([response.statusCode, response.json().roles, response.json().rolesName]).toEqual([
      201,
      ['CONTRACT_REVIEWER'],
      '合同审阅员',
    ]);
  });

  it("gives the account's token the record's authorities and menus", async () => {
    reviewerToken = await service.login(reviewer.login);
    const account = await service.call({ method: 'GET', url: '/api/account', token: reviewerToken });
    expect([
      account.json().authorities,
      account.json().views.map((view: { key: string }) => view.key),
    ]).toEqual([
      ['tenant:read', 'contract:read'],
      ['dashboard', 'finance-contract-management'],
    ]);
  });

  it('lets the token do what the role grants, and nothing else', async () => {
    const contracts = await service.call({
      method: 'GET',
      url: '/api/resources/contract?size=1',
      token: reviewerToken,
    });
    const orders = await service.call({
      method: 'GET',
      url: '/api/resources/order?size=1',
      token: reviewerToken,
    });
    expect([contracts.statusCode, orders.statusCode]).toEqual([200, 403]);
  });

  it("lists the custom role after the product's roles, by its record's name, with what it grants", async () => {
    const response = await service.call({ method: 'GET', url: '/api/admin/roles', token: admin });
    const roles = adminRoleListSchema.parse(response.json());
    const custom = roles.slice(roleCodes.length).map((role) => role.code);
    expect(roles.slice(0, roleCodes.length).map((role) => role.code)).toEqual([...roleCodes]);
    // The seed's custom roles are there too: the custom ones come in code order.
    expect(custom).toContain('CONTRACT_REVIEWER');
    expect(custom).toEqual([...custom].sort());
    expect(roles.find((role) => role.code === 'CONTRACT_REVIEWER')).toEqual({
      code: 'CONTRACT_REVIEWER',
      name: '合同审阅员',
      enabled: true,
      permitAll: false,
      tenantBound: false,
      authorities: ['contract:read', 'tenant:read'],
      views: [
        { key: 'dashboard', menuType: 'M', operateType: 2 },
        { key: 'finance-contract-management', menuType: 'M', operateType: 2 },
      ],
    });
  });

  it("answers the custom code in the account's own roles and in its backend user", async () => {
    const own = loggedInUserSchema.parse(
      (await service.call({ method: 'GET', url: '/api/account', token: reviewerToken })).json(),
    );
    const user = backendUserSchema.parse(
      (await service.call({ method: 'GET', url: `/api/users/v2/${own.id}`, token: admin })).json(),
    );
    expect([own.roles, user.roles, user.rolesName]).toEqual([
      ['CONTRACT_REVIEWER'],
      ['CONTRACT_REVIEWER'],
      '合同审阅员',
    ]);
  });

  it('finds the account by its custom role', async () => {
    const response = await service.call({
      method: 'GET',
      url: '/api/admin/accounts?role=CONTRACT_REVIEWER',
      token: admin,
    });
    expect(response.json().content.map((account: { login: string }) => account.login)).toEqual([
      'contract.reviewer',
    ]);
  });

  it('refuses a role code without a record or a definition: 400 naming roles', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts?language=en',
      token: admin,
      payload: { ...reviewer, login: 'ghost.role', roles: ['NO_SUCH_ROLE'] },
    });
    expect([response.statusCode, response.json().validationErrors]).toEqual([
      400,
      [{ field: 'roles', message: 'Choose roles that exist and are enabled.' }],
    ]);
  });

  describe('once disabled', () => {
    let accountId: number;

    beforeAll(async () => {
      const { rows } = await service.db.query<{ id: number; version: number; data: Record<string, unknown> }>(
        "select id, version, data from resource_record where resource = 'authority-role' and data->>'roleCode' = 'CONTRACT_REVIEWER'",
      );
      const record = rows[0];
      if (!record) throw new Error('the custom role was created');
      const disabled = await service.call({
        method: 'PUT',
        url: `/api/resources/authority-role/${record.id}`,
        token: admin,
        payload: { ...record.data, enabled: false, version: record.version },
      });
      expect(disabled.statusCode).toBe(200);
      const account = await service.db.query<{ id: number }>(
        "select id from account where login = 'contract.reviewer'",
      );
      accountId = account.rows[0]?.id ?? 0;
    });

    it('is refused to another account: 400 naming roles', async () => {
      const { rows } = await service.db.query<{ id: number }>(
        "select id from account where login = 'deploy'",
      );
      const response = await service.call({
        method: 'PUT',
        url: `/api/admin/accounts/${rows[0]?.id ?? 0}`,
        token: admin,
        payload: { name: 'Someone', roles: ['CONTRACT_REVIEWER'] },
      });
      expect([response.statusCode, response.json().validationErrors?.[0]?.field]).toEqual([400, 'roles']);
    });

    it('stays on the account that holds it, whose other fields can still be saved', async () => {
      const response = await service.call({
        method: 'PUT',
        url: `/api/admin/accounts/${accountId}`,
        token: admin,
        payload: { name: '审阅员 (renamed)', roles: ['CONTRACT_REVIEWER'] },
      });
      expect([response.statusCode, response.json().roles]).toEqual([200, ['CONTRACT_REVIEWER']]);
    });

    it('is listed disabled, granting nothing', async () => {
      const response = await service.call({ method: 'GET', url: '/api/admin/roles', token: admin });
      const reviewerRole = adminRoleListSchema
        .parse(response.json())
        .find((role) => role.code === 'CONTRACT_REVIEWER');
      expect(reviewerRole).toMatchObject({ name: '合同审阅员', enabled: false, authorities: [] });
    });

    it('stays in the backend user of the account, but not among the roles that grant', async () => {
      const user = backendUserSchema.parse(
        (await service.call({ method: 'GET', url: `/api/users/v2/${accountId}`, token: admin })).json(),
      );
      const own = loggedInUserSchema.parse(
        (await service.call({ method: 'GET', url: '/api/account', token: reviewerToken })).json(),
      );
      expect([user.roles, own.roles]).toEqual([['CONTRACT_REVIEWER'], []]);
    });

    it("takes the role's authorities from the token at once", async () => {
      const contracts = await service.call({
        method: 'GET',
        url: '/api/resources/contract?size=1',
        token: reviewerToken,
      });
      expect(contracts.statusCode).toBe(403);
    });
  });
});
