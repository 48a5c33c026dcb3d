import { TOKEN_STORAGE_KEY } from '@opsdesk/http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStorageKeys } from './storage';
import {
  companies,
  configuration,
  historic,
  languages,
  MemoryStorage,
  PASSWORD,
  startSessionTestServer,
  tenant,
  tenantProfile,
  user,
  type SessionTestServer,
} from './test/server';
import { createTestOrigin, type TestOrigin, type TestTab } from './test/tab';

let server: SessionTestServer;
let origin: TestOrigin;

beforeEach(async () => {
  server = await startSessionTestServer();
  origin = createTestOrigin(server);
});

afterEach(async () => {
  origin.close();
  await server.close();
});

async function signedIn(options: { remember?: boolean } = {}): Promise<TestTab> {
  const tab = origin.open();
  const result = await tab.store.login({ username: 'ops', password: PASSWORD }, options);
  expect(result).toEqual({ ok: true });
  return tab;
}

const formOf = (index = 0) => Object.fromEntries(server.on('/oauth/token')[index]?.form ?? []);

describe('login', () => {
  it('sends the password grant and keeps the token under hly.token in session storage', async () => {
    const tab = await signedIn();

    expect(formOf()).toEqual({
      scope: 'read write',
      grant_type: 'password',
      username: 'ops',
      password: PASSWORD,
    });
    expect(JSON.parse(tab.session.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toMatchObject({
      access_token: 'A1',
    });
    expect(tab.local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps a remembered token in local storage', async () => {
    const tab = await signedIn({ remember: true });

    expect(JSON.parse(tab.local.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toMatchObject({ access_token: 'A1' });
    expect(tab.session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sends the sso variant with loginType and client_name', async () => {
    const tab = origin.open();

    await tab.store.login({ username: 'ops', password: PASSWORD, loginType: 'sso', clientName: 'feishu' });

    expect(formOf()).toMatchObject({ loginType: 'sso', client_name: 'feishu', grant_type: 'password' });
  });

  it('sends the fields of a third-party login as they are', async () => {
    const tab = origin.open();
    const fields = { grant_type: 'wechat_code', code: 'wx-1f2e', corpId: 'ww0042' };

    const result = await tab.store.loginWith(fields);

    expect(result).toEqual({ ok: true });
    expect(formOf()).toEqual(fields);
  });

  it('resolves a refused login to its failure and stores nothing', async () => {
    const tab = origin.open();

    const result = await tab.store.login({ username: 'ops', password: 'wrong' });

    expect(result).toEqual({
      ok: false,
      failure: {
        code: 'BAD_CREDENTIALS',
        message: 'Wrong username or password.',
        remainingAttempts: 4,
        suggestPasswordReset: false,
        spanId: 'span-bad_credentials',
      },
    });
    expect(tab.session.items.size).toBe(0);
    expect(tab.store.getSnapshot().status).toBe('signed-out');
  });

  it('does not count a login whose account cannot be loaded: the token goes again', async () => {
    server.route('GET', '/api/account', () => ({ status: 500, body: { message: 'down' } }));
    const tab = origin.open();

    const result = await tab.store.login({ username: 'ops', password: PASSWORD });

    expect(result).toMatchObject({ ok: false, failure: { code: 'UNKNOWN' } });
    expect(tab.session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(tab.store.getSnapshot().status).toBe('signed-out');
  });

  it('asks loginDecide for the host and the error counts for the username', async () => {
    server.route('GET', '/sso/loginDecide', (request) => ({
      body: { loginMode: 'PASSWORD', domainName: request.query.get('domainName') },
    }));
    server.route('POST', '/api/refactor/account/loginErrorCounts', () => ({
      body: { errorCounts: 2, maxErrorCounts: 5, locked: false },
    }));
    const { store } = origin.open();

    await expect(store.decideLogin('ops.example.com')).resolves.toEqual({
      loginMode: 'PASSWORD',
      domainName: 'ops.example.com',
    });
    await expect(store.loginErrorCounts('ops')).resolves.toEqual({
      errorCounts: 2,
      maxErrorCounts: 5,
      locked: false,
    });
    expect(server.on('/api/refactor/account/loginErrorCounts')[0]?.query.get('username')).toBe('ops');
  });
});

describe('loading the session', () => {
  it('loads the account, languages, companies, tenant, configuration, tenant profile and old-company flag', async () => {
    const { store } = await signedIn();

    expect(store.getSnapshot()).toEqual({
      status: 'signed-in',
      user,
      tenantProfile: tenantProfile.profile,
      languages,
      companies,
      tenant,
      companyConfiguration: configuration,
      isOldCompany: historic.hasHistoricCompanies,
      tenantMode: false,
      adminMode: false,
      error: null,
    });
    expect(server.on('/api/function/profiles')[0]?.query.get('roleType')).toBe('TENANT');
    expect(server.on('/api/tenant/getById')[0]?.query.get('tenantId')).toBe(String(user.tenantId));
  });

  it('keeps the tenant and the old-company flag in session storage', async () => {
    const tab = await signedIn();

    expect(JSON.parse(tab.session.getItem(sessionStorageKeys.tenant) ?? 'null')).toEqual(tenant);
    expect(tab.session.getItem(sessionStorageKeys.isOldCompany)).toBe('true');
  });

  it('fetches the tenant once per session: not on reload, not in a reloaded page', async () => {
    const tab = await signedIn();

    await tab.store.reload();
    const reopened = origin.open({ session: tab.session });
    await reopened.store.ready();

    expect(reopened.store.getSnapshot()).toMatchObject({ status: 'signed-in', tenant });
    expect(server.on('/api/tenant/getById')).toHaveLength(1);
    expect(server.on('/api/tenant/check/exsit/company/his')).toHaveLength(1);
    expect(server.on('/api/account')).toHaveLength(3);
  });

  it('fetches the tenant again in a new session after a logout', async () => {
    const tab = await signedIn();

    await tab.store.logout();
    await tab.store.login({ username: 'ops', password: PASSWORD });

    expect(server.on('/api/tenant/getById')).toHaveLength(2);
  });

  it('loads at start when a token is stored', async () => {
    const first = await signedIn();

    const reopened = origin.open({ session: first.session.copy() });
    expect(reopened.store.getSnapshot().status).toBe('loading');
    await reopened.store.ready();

    expect(reopened.store.getSnapshot()).toMatchObject({ status: 'signed-in', user });
  });

  it('starts signed out without a token, calling nothing', () => {
    const { store } = origin.open();

    expect(store.getSnapshot().status).toBe('signed-out');
    expect(server.requests).toHaveLength(0);
  });

  it('stays signed in when a part fails: the part keeps its value and the error says why', async () => {
    server.route('GET', '/api/my/companies', () => ({
      status: 500,
      body: { message: 'companies are down' },
    }));

    const { store } = await signedIn();

    expect(store.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user,
      companies: [],
      tenant,
      error: 'companies are down',
    });
  });

  it('moves from loading to signed in, telling subscribers each time', async () => {
    const tab = origin.open();
    const statuses: string[] = [];
    tab.store.subscribe(() => statuses.push(tab.store.getSnapshot().status));

    await tab.store.login({ username: 'ops', password: PASSWORD });

    expect(statuses).toEqual(['loading', 'signed-in']);
  });
});

describe('the snapshot', () => {
  it('is frozen', async () => {
    const { store } = await signedIn();
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
  });

  it('stays the same object when a reload brings the same answers', async () => {
    const { store } = await signedIn();
    const before = store.getSnapshot();

    await store.reload();

    expect(store.getSnapshot()).toBe(before);
  });

  it('is a new object, sharing the parts that did not change, when something changed', async () => {
    const { store } = await signedIn();
    const before = store.getSnapshot();

    store.setTenantMode(true);

    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.user).toBe(before.user);
    expect(after.companies).toBe(before.companies);
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const { store } = await signedIn();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });

    store.setAdminMode(true);
    unsubscribe();
    store.setAdminMode(false);

    expect(calls).toBe(1);
  });
});

describe('modes', () => {
  it('saves tenant mode in session storage as the role type TENANT and sends roleType=TENANT', async () => {
    const tab = await signedIn();

    tab.store.setTenantMode(true);
    await tab.store.http.get('/api/my/companies');

    expect(tab.session.getItem(sessionStorageKeys.roleType)).toBe('TENANT');
    expect(tab.store.getSnapshot().tenantMode).toBe(true);
    expect(server.on('/api/my/companies').at(-1)?.query.get('roleType')).toBe('TENANT');
  });

  it('saves company mode as the role type COMPANY and sends no roleType', async () => {
    const tab = await signedIn();

    tab.store.setTenantMode(true);
    tab.store.setTenantMode(false);
    await tab.store.http.get('/api/my/companies');

    expect(tab.session.getItem(sessionStorageKeys.roleType)).toBe('COMPANY');
    expect(server.on('/api/my/companies').at(-1)?.query.has('roleType')).toBe(false);
  });

  it('reads tenant mode from session storage at start', async () => {
    const session = new MemoryStorage([[sessionStorageKeys.roleType, 'TENANT']]);

    const { store } = origin.open({ session });

    expect(store.getSnapshot().tenantMode).toBe(true);
  });

  it('enters and leaves admin mode, kept in session storage', async () => {
    const tab = await signedIn();

    tab.store.setAdminMode(true);
    const entered = {
      snapshot: tab.store.getSnapshot().adminMode,
      stored: tab.session.getItem(sessionStorageKeys.adminMode),
    };
    tab.store.setAdminMode(false);

    expect(entered).toEqual({ snapshot: true, stored: 'true' });
    expect(tab.store.getSnapshot().adminMode).toBe(false);
    expect(tab.session.getItem(sessionStorageKeys.adminMode)).toBeNull();
  });

  it('starts a new login in company mode outside admin mode', async () => {
    const tab = await signedIn();
    tab.store.setTenantMode(true);
    tab.store.setAdminMode(true);

    await tab.store.login({ username: 'ops', password: PASSWORD });

    expect(tab.store.getSnapshot()).toMatchObject({ tenantMode: false, adminMode: false });
  });
});

describe('logout', () => {
  it('clears every trace: token in both storages, tenant, old-company flag, modes, ledger', async () => {
    const tab = await signedIn({ remember: true });
    tab.session.setItem(TOKEN_STORAGE_KEY, tab.local.getItem(TOKEN_STORAGE_KEY) ?? '');
    tab.store.setTenantMode(true);
    tab.store.setAdminMode(true);
    tab.local.setItem(sessionStorageKeys.spentRefreshTokens, '["abc"]');

    await tab.store.logout();

    expect([...tab.session.items.keys(), ...tab.local.items.keys()]).toEqual([]);
  });

  it('leaves the snapshot signed out with nothing of the session', async () => {
    const tab = await signedIn();
    tab.store.setTenantMode(true);

    await tab.store.logout();

    expect(tab.store.getSnapshot()).toEqual({
      status: 'signed-out',
      user: null,
      tenantProfile: null,
      languages: [],
      companies: [],
      tenant: null,
      companyConfiguration: null,
      isOldCompany: false,
      tenantMode: false,
      adminMode: false,
      error: null,
    });
  });

  it('calls nothing on the server', async () => {
    const tab = await signedIn();
    const before = server.requests.length;

    await tab.store.logout();

    expect(server.requests).toHaveLength(before);
  });

  it('discards a load still in flight', async () => {
    const tab = await signedIn();
    server.route('GET', '/api/account', () => ({ body: user, delayMs: 100 }));

    const reloading = tab.store.reload();
    await tab.store.logout();
    await reloading;

    expect(tab.store.getSnapshot().status).toBe('signed-out');
    expect(tab.session.getItem(sessionStorageKeys.tenant)).toBeNull();
  });
});

describe('a session lost for good', () => {
  it('signs out with the session-expired text when the refresh fails, once at the root page', async () => {
    const tab = await signedIn();
    tab.store.setTenantMode(true);
    server.expireAccessTokens();
    server.route('POST', '/oauth/token', () => ({ status: 401, body: { errorCode: 'TOKEN_INVALID' } }));

    await tab.store.reload();

    expect(tab.store.getSnapshot()).toMatchObject({
      status: 'signed-out',
      user: null,
      tenantMode: false,
      error: 'Your session has expired. Please log in again.',
    });
    expect(tab.session.items.size).toBe(0);
    expect(tab.navigateToRoot.calls).toBe(1);
  });
});
