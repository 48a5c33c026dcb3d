import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, startTestService, type TestService } from '../../test/harness';

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
