import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';

// An administrator manages accounts that may do no more than they may: `admin:write` alone must not
// reach the super administrator's password, e-mail or lock. And an account an administrator creates
// keeps the rules every other account keeps: the password policy, a tenant that exists, one account
// per login, e-mail and mobile number.

let service: TestService;
let superAdmin: string;
let accountAdmin: string;

const accountAdminRole = {
  roleCode: 'ACCOUNT_CLERK',
  roleName: 'Account clerk',
  authorities: ['admin:read', 'admin:write'],
  menuKeys: ['admin-page-platform'],
};

async function idOf(login: string): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>('select id from account where login = $1', [login]);
  return rows[0]?.id as number;
}

async function passwordHashOf(login: string): Promise<string> {
  const { rows } = await service.db.query<{ password_hash: string }>(
    'select password_hash from account where login = $1',
    [login],
  );
  return rows[0]?.password_hash as string;
}

beforeAll(async () => {
  service = await startTestService();
  superAdmin = await service.login('admin');
  const role = await service.call({
    method: 'POST',
    url: '/api/resources/authority-role',
    token: superAdmin,
    payload: accountAdminRole,
  });
  expect(role.statusCode, role.body).toBe(201);
  const clerk = await service.call({
    method: 'POST',
    url: '/api/admin/accounts',
    token: superAdmin,
    payload: {
      login: 'account.clerk',
      name: 'Account clerk',
      roles: ['ACCOUNT_CLERK'],
      password: DEMO_PASSWORD,
    },
  });
  expect(clerk.statusCode, clerk.body).toBe(201);
  accountAdmin = await service.login('account.clerk');
});

afterAll(() => service.close());

describe('an administrator without the rights of the account', () => {
  it("cannot set the super administrator's password, which stays as it was", async () => {
    const before = await passwordHashOf('admin');
    const response = await service.call({
      method: 'PUT',
      url: `/api/admin/accounts/${await idOf('admin')}/password?language=en`,
      token: accountAdmin,
      payload: { newPassword: 'Taken0ver!Now' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'ACCOUNT_OUTRANKS_CALLER' });
    expect(response.json().message).toMatch(/rights you do not hold/);
    expect(await passwordHashOf('admin')).toBe(before);
  });

  it("cannot change the super administrator's e-mail or disable them", async () => {
    const id = await idOf('admin');
    const response = await service.call({
      method: 'PUT',
      url: `/api/admin/accounts/${id}`,
      token: accountAdmin,
      payload: { name: 'Admin', email: 'attacker@example.com', roles: ['SUPER_ADMIN'], enabled: false },
    });
    expect(response.statusCode).toBe(403);
    const { rows } = await service.db.query<{ email: string; enabled: boolean }>(
      'select email, enabled from account where id = $1',
      [id],
    );
    expect(rows[0]?.enabled).toBe(true);
    expect(rows[0]?.email).not.toBe('attacker@example.com');
  });

  it('cannot unlock an account with more rights, nor one of a role beyond theirs (finance)', async () => {
    for (const login of ['admin', 'finance']) {
      const response = await service.call({
        method: 'POST',
        url: `/api/admin/accounts/${await idOf(login)}/unlock`,
        token: accountAdmin,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('may manage an account whose rights it holds', async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/admin/accounts',
      token: superAdmin,
      payload: {
        login: 'second.clerk',
        name: 'Second clerk',
        roles: ['ACCOUNT_CLERK'],
        password: DEMO_PASSWORD,
      },
    });
    expect(created.statusCode).toBe(201);
    const response = await service.call({
      method: 'PUT',
      url: `/api/admin/accounts/${created.json().id}/password`,
      token: accountAdmin,
      payload: { newPassword: 'An0ther!Password' },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('an account an administrator creates', () => {
  const base = { name: 'New clerk', roles: ['ACCOUNT_CLERK'] };

  it('keeps the password policy: one error on password per rule it fails', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts?language=en',
      token: superAdmin,
      payload: { ...base, login: 'weak.password', password: 'aaaaaaaa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('PASSWORD_POLICY_FAILED');
    const errors = response.json().validationErrors as { field: string; message: string }[];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.field === 'password' && /\S/.test(error.message))).toBe(true);
    expect(await idOf('weak.password')).toBeUndefined();
  });

  it('belongs to a tenant that exists: 400 naming the tenant, in words', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts?language=en',
      token: superAdmin,
      payload: { ...base, login: 'nowhere.clerk', password: DEMO_PASSWORD, tenantId: 987654 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      expect.objectContaining({
        field: 'tenantId',
        message: expect.stringMatching(/^Tenant.*987654.*not found/),
      }),
    ]);
  });

  it('holds an e-mail no other account holds, on creation and on edit: 409 naming e-mail', async () => {
    const taken = await service.call({
      method: 'POST',
      url: '/api/admin/accounts?language=en',
      token: superAdmin,
      payload: { ...base, login: 'mail.twin', password: DEMO_PASSWORD, email: 'finance@opsdesk.example' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().validationErrors.map((error: { field: string }) => error.field)).toEqual(['email']);

    const edited = await service.call({
      method: 'PUT',
      url: `/api/admin/accounts/${await idOf('second.clerk')}?language=en`,
      token: superAdmin,
      payload: {
        name: 'Second clerk',
        roles: ['ACCOUNT_CLERK'],
        email: 'Finance@opsdesk.example',
        enabled: true,
      },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toContain('E-mail');
  });
});
