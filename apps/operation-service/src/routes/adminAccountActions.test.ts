import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';
import { buildApp } from '../app';
import { registerAdminAccountActionRoutes } from './adminAccountActions';

let service: TestService;
let admin: string;

/**
 * The test service, with this module's routes added when routes/index.ts does not register them
 * (yet): the harness's app is ready, so the routes go on a second app over the same database.
 */
let app: FastifyInstance;

beforeAll(async () => {
  service = await startTestService();
  if (service.app.hasRoute({ method: 'PUT', url: '/api/admin/accounts/:id/password' })) {
    app = service.app;
  } else {
    app = await buildApp({ db: service.db, config: service.config, now: service.clock.now });
    await registerAdminAccountActionRoutes(app);
    await app.ready();
  }
  admin = await service.tokenOf('SUPER_ADMIN');
});

afterAll(async () => {
  if (app !== service.app) await app.close();
  await service.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });

const logIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

async function idOf(login: string): Promise<number> {
  const { rows } = await service.db.query<{ id: number }>('select id from account where login = $1', [login]);
  return rows[0]?.id ?? 0;
}

describe('admin account actions', () => {
  it('unlocks a locked account: it is no longer locked and can log in', async () => {
    const id = await idOf('locked');
    const before = await call('GET', '/api/admin/accounts?keyword=locked', admin);
    expect(before.json().content[0]).toMatchObject({ login: 'locked', locked: true });
    const unlocked = await call('POST', `/api/admin/accounts/${id}/unlock`, admin);
    expect(unlocked.statusCode).toBe(204);
    const after = await call('GET', '/api/admin/accounts?keyword=locked', admin);
    expect(after.json().content[0]).toMatchObject({ login: 'locked', locked: false });
    expect((await logIn('locked', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sets a new password by the rules: the old one stops working, the new one logs in', async () => {
    const id = await idOf('content');
    const oldSession = await service.login('content');
    const set = await call('PUT', `/api/admin/accounts/${id}/password`, admin, {
      newPassword: 'N3w!Passw0rd',
    });
    expect(set.statusCode).toBe(204);
    expect((await logIn('content', DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await logIn('content', 'N3w!Passw0rd')).statusCode).toBe(200);
    // The sessions of the old password have ended.
    expect((await call('GET', '/api/resources', oldSession)).statusCode).toBe(401);
  });

  it('refuses a password against the rules, naming newPassword for each rule it fails', async () => {
    const id = await idOf('finance');
    const response = await call('PUT', `/api/admin/accounts/${id}/password`, admin, { newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('PASSWORD_POLICY_FAILED');
    expect(body.validationErrors.length).toBeGreaterThan(1);
    expect(body.validationErrors.every((error: { field: string }) => error.field === 'newPassword')).toBe(
      true,
    );
  });

  it('answers 404 for an unknown account and 403 without admin:write', async () => {
    expect((await call('POST', '/api/admin/accounts/999999/unlock', admin)).statusCode).toBe(404);
    const finance = await service.tokenOf('FINANCE_ADMIN');
    const id = await idOf('employee');
    expect((await call('POST', `/api/admin/accounts/${id}/unlock`, finance)).statusCode).toBe(403);
    const refused = await call('PUT', `/api/admin/accounts/${id}/password`, finance, {
      newPassword: 'N3w!Passw0rd',
    });
    expect(refused.statusCode).toBe(403);
  });
});
