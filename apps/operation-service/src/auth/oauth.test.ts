import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';
import { LOCK_MINUTES, MAX_LOGIN_FAILURES } from './loginAttempts';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(() => service.close());

function tokenCall(form: Record<string, string>, options: { authorization?: string; query?: string } = {}) {
  return service.app.inject({
    method: 'POST',
    url: `/oauth/token${options.query ?? ''}`,
    headers: {
      authorization: options.authorization ?? basicClient,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const passwordGrant = (username: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) =>
  tokenCall({ grant_type: 'password', scope: 'read write', username, password, ...extra });

describe('password grant', () => {
  it('answers access_token, refresh_token and expires_in for the right password', async () => {
    const response = await passwordGrant('admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: 'read write' });
    expect(response.json().access_token).toMatch(/^[\w-]{43}$/);
    expect(response.json().refresh_token).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the e-mail address or the mobile number as the username', async () => {
    expect((await passwordGrant('finance@opsdesk.example')).statusCode).toBe(200);
    expect((await passwordGrant('13800000003')).statusCode).toBe(200);
  });

  it('refuses a wrong or missing client authorization with 401 invalid_client', async () => {
    const wrong = await tokenCall(
      { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
      { authorization: `Basic ${Buffer.from('opsdesk-console:nope').toString('base64')}` },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client', errorCode: 'INVALID_CLIENT' });
    const missing = await tokenCall(
      { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
      { authorization: '' },
    );
    expect(missing.statusCode).toBe(401);
  });

  it('answers the same for an unknown user as for a wrong password', async () => {
    const unknown = await passwordGrant('nobody-at-all');
    const wrong = await passwordGrant('content', 'wrong password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid_grant', errorCode: 'BAD_CREDENTIALS' });
    expect(wrong.json()).toMatchObject({
      errorCode: 'BAD_CREDENTIALS',
      remainingAttempts: MAX_LOGIN_FAILURES - 1,
    });
  });

  it.each([
    ['locked', 'ACCOUNT_LOCKED'],
    ['expired', 'ACCOUNT_EXPIRED'],
    ['disabled', 'USER_DISABLED'],
    ['left', 'USER_LEFT'],
    ['inactive', 'NOT_ACTIVATED'],
    ['pwdexpired', 'PASSWORD_EXPIRED'],
  ])('refuses %s with %s and its message', async (login, code) => {
    const response = await passwordGrant(login);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: code, error: 'invalid_grant' });
    expect(response.json().message).toMatch(/\S/);
  });

  it('answers MULTIPLE_USERS for a mobile number two accounts share', async () => {
    expect((await passwordGrant('13800000099')).json().errorCode).toBe('MULTIPLE_USERS');
  });

  it('translates the message into the language asked for', async () => {
    const zh = await tokenCall(
      { grant_type: 'password', username: 'left', password: DEMO_PASSWORD },
      { query: '?language=zh_cn' },
    );
    const ja = await tokenCall(
      { grant_type: 'password', username: 'left', password: DEMO_PASSWORD },
      { query: '?language=ja' },
    );
    expect(zh.json().message).toBe('该用户已离职');
    expect(ja.json().message).toBe('このユーザーは退職しています。');
  });

  it(`locks an account after ${MAX_LOGIN_FAILURES} wrong passwords, then unlocks it after ${LOCK_MINUTES} minutes`, async () => {
    for (let attempt = 1; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      expect((await passwordGrant('deploy', 'bad')).json().errorCode).toBe('BAD_CREDENTIALS');
    }
    expect((await passwordGrant('deploy', 'bad')).json().errorCode).toBe('ACCOUNT_LOCKED');
    // Locked: even the right password is refused, without being checked.
    expect((await passwordGrant('deploy')).json().errorCode).toBe('ACCOUNT_LOCKED');
    const counts = await service.app.inject({
      method: 'POST',
      url: '/api/refactor/account/loginErrorCounts?username=deploy',
    });
    expect(counts.json()).toEqual({
      errorCounts: MAX_LOGIN_FAILURES,
      maxErrorCounts: MAX_LOGIN_FAILURES,
      locked: true,
    });
    service.clock.advance((LOCK_MINUTES + 1) * 60_000);
    expect((await passwordGrant('deploy')).statusCode).toBe(200);
  });

  it('counts failed passwords for loginErrorCounts and resets them on success', async () => {
    await passwordGrant('employee', 'bad');
    await passwordGrant('employee', 'bad');
    const before = await service.app.inject({
      method: 'POST',
      url: '/api/refactor/account/loginErrorCounts?username=employee',
    });
    expect(before.json()).toMatchObject({ errorCounts: 2, locked: false });
    await passwordGrant('employee');
    const after = await service.app.inject({
      method: 'POST',
      url: '/api/refactor/account/loginErrorCounts?username=employee',
    });
    expect(after.json()).toMatchObject({ errorCounts: 0 });
  });

  it('logs a single-sign-on identity in with loginType and client_name', async () => {
    const ok = await passwordGrant('sso.user', DEMO_PASSWORD, { loginType: 'sso', client_name: 'feishu' });
    expect(ok.statusCode).toBe(200);
    const wrongClient = await passwordGrant('sso.user', DEMO_PASSWORD, {
      loginType: 'sso',
      client_name: 'dingtalk',
    });
    expect(wrongClient.json().errorCode).toBe('CORPORATE_LOGIN_FAILED');
    const direct = await passwordGrant('nobody', DEMO_PASSWORD, {
      loginType: 'ssoDirect',
      client_name: 'feishu',
    });
    expect(direct.json().errorCode).toBe('USER_NOT_FOUND');
  });

  it('rate-limits logins of one username: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await passwordGrant('nobody-rate', 'x')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await passwordGrant('nobody-rate', 'x');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
  });

  it('refuses a password sent in the address, even with a right one, and checks nothing', async () => {
    const response = await tokenCall(
      { grant_type: 'password' },
      { query: `?username=service&password=${encodeURIComponent(DEMO_PASSWORD)}` },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', errorCode: 'CREDENTIALS_IN_QUERY' });
    expect(response.json().access_token).toBeUndefined();
  });

  it('refuses an unknown grant type', async () => {
    expect((await tokenCall({ grant_type: 'client_credentials' })).json().errorCode).toBe(
      'UNSUPPORTED_GRANT',
    );
  });
});

describe('refresh grant', () => {
  async function tokens(login = 'finance') {
    return (await passwordGrant(login)).json() as { access_token: string; refresh_token: string };
  }

  it('takes the refresh token in the query and rotates it', async () => {
    const first = await tokens();
    const response = await tokenCall(
      {},
      { query: `?grant_type=refresh_token&refresh_token=${first.refresh_token}` },
    );
    expect(response.statusCode).toBe(200);
    const second = response.json() as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const account = await service.call({ method: 'GET', url: '/api/resources', token: second.access_token });
    expect(account.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await tokens();
    const refresh = (token: string) =>
      tokenCall({}, { query: `?grant_type=refresh_token&refresh_token=${token}` });
    const second = (await refresh(first.refresh_token)).json() as { refresh_token: string };
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errorCode).toBe('TOKEN_INVALID');
    // The legitimate holder of the newer token is logged out too: the family is gone.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it("ends the access tokens issued in the family too, the first login's and the refreshed one", async () => {
    const first = await tokens();
    const refresh = (token: string) =>
      tokenCall({}, { query: `?grant_type=refresh_token&refresh_token=${token}` });
    const second = (await refresh(first.refresh_token)).json() as { access_token: string };
    const other = await tokens();
    const account = (token: string) => service.call({ method: 'GET', url: '/api/account', token });
    expect((await account(second.access_token)).statusCode).toBe(200);

    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await account(first.access_token)).statusCode).toBe(401);
    expect((await account(second.access_token)).statusCode).toBe(401);
    // Another login of the same account is another family, and goes on.
    expect((await account(other.access_token)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token with 401', async () => {
    expect((await tokenCall({ grant_type: 'refresh_token', refresh_token: 'nope' })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 TOKEN_INVALID for an unknown token and for an expired one', async () => {
    const unknown = await service.call({ method: 'GET', url: '/api/resources', token: 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().errorCode).toBe('TOKEN_INVALID');
    const token = (await passwordGrant('content')).json().access_token as string;
    service.clock.advance(7201 * 1000);
    const expired = await service.call({ method: 'GET', url: '/api/resources', token });
    expect(expired.statusCode).toBe(401);
  });
});

describe('roles that bind an account to its tenant, as the authority-role records say', () => {
  let admin: string;

  /** Creates an authority-role record through the resource API; its id and version. */
  async function createRole(payload: Record<string, unknown>) {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/authority-role',
      token: admin,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, unknown> & { id: number; version: number };
  }

  /** A new account with the demo password and these roles, and a tenant or none. */
  async function createAccount(login: string, roles: string[], tenantId?: number) {
    const response = await service.call({
      method: 'POST',
      url: '/api/admin/accounts',
      token: admin,
      payload: { login, name: login, roles, password: DEMO_PASSWORD, tenantId },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  beforeAll(async () => {
    admin = await service.tokenOf('SUPER_ADMIN');
    await createRole({
      roleCode: 'SITE_AUDITOR',
      roleName: 'Site auditor',
      authorities: ['order:read'],
      tenantBound: true,
    });
  });

  it("refuses a custom tenant-bound role without a tenant at the login, as the product's roles are refused", async () => {
    const { rows } = await service.db.query<{ id: number }>(
      "select id from resource_record where resource = 'tenant' order by id limit 1",
    );
    await createAccount('auditor.without', ['SITE_AUDITOR']);
    await createAccount('auditor.with', ['SITE_AUDITOR'], rows[0]?.id);
    await createAccount('employee.without', ['EMPLOYEE']);
    const answers = await Promise.all(
      ['auditor.without', 'employee.without', 'auditor.with'].map(async (login) => {
        const response = await passwordGrant(login);
        return [response.statusCode, response.json().errorCode];
      }),
    );
    expect(answers).toEqual([
      [400, 'USER_DISABLED'],
      [400, 'USER_DISABLED'],
      [200, undefined],
    ]);
  });

  it('refuses a refresh once a role of the account binds it to a tenant it lacks', async () => {
    const role = await createRole({ roleCode: 'ROAMING_AUDITOR', roleName: 'Roaming auditor' });
    await createAccount('roaming.auditor', ['ROAMING_AUDITOR']);
    const login = await passwordGrant('roaming.auditor');
    expect(login.statusCode).toBe(200);
    const bound = await service.call({
      method: 'PUT',
      url: `/api/resources/authority-role/${role.id}`,
      token: admin,
      payload: { ...role, tenantBound: true },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const refreshed = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: login.json().refresh_token as string,
    });
    expect([refreshed.statusCode, refreshed.json().errorCode]).toEqual([401, 'USER_INFO_EXPIRED']);
  });
});
