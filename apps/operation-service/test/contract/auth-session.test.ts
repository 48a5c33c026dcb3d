import { getAccount, getFunctionProfile, type LoginFailureCode } from '@opsdesk/api';
import {
  createInProcessLock,
  createSessionStore,
  loginFailureMessageIds,
  loginMessages,
  sessionStorageKeys,
  type RefreshLock,
  type WebSessionStore,
} from '@opsdesk/auth';
import { TOKEN_STORAGE_KEY, type StorageLike } from '@opsdesk/http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OAUTH_CLIENT } from '../../src/config';
import { must } from '../../src/must';
import { DEMO_PASSWORD, listen, startTestService, type TestService } from '../harness';

/**
 * @opsdesk/auth's session against the real operation-service on loopback: every login failure the
 * demo accounts show, the session loaded and cached, the modes, logout, and the token refreshed by
 * one tab for all of them without ever tripping the service's refresh-token reuse detection.
 */

let service: TestService;
let baseURL: string;
let tenantIdOfAdmin: number;

beforeAll(async () => {
  service = await startTestService();
  baseURL = (await listen(service)).baseURL;
  const { rows } = await service.db.query<{ tenant_id: number }>(
    "select tenant_id from account where login = 'admin'",
  );
  tenantIdOfAdmin = must(rows[0], 'admin').tenant_id;
});

afterAll(() => service.close());

// The service limits logins per minute (per address and per username): each test starts a window.
beforeEach(() => service.clock.advance(61_000));

class MapStorage implements StorageLike {
  readonly items = new Map<string, string>();
  constructor(entries: Iterable<readonly [string, string]> = []) {
    for (const [key, value] of entries) this.items.set(key, value);
  }
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

interface Tab {
  readonly store: WebSessionStore;
  readonly session: MapStorage;
}

/** The tabs of one browser: local storage, the channel and the lock are theirs in common. */
function createBrowser(language = 'en') {
  const local = new MapStorage();
  const channelName = `opsdesk.session.contract.${Math.random().toString(36).slice(2)}`;
  const lock: RefreshLock = createInProcessLock();
  const tabs: Tab[] = [];
  return {
    local,
    open(session = new MapStorage()): Tab {
      const store = createSessionStore({
        baseURL,
        oauthClient: { clientId: DEFAULT_OAUTH_CLIENT.id, clientSecret: DEFAULT_OAUTH_CLIENT.secret },
        storage: { session, local },
        channel: new BroadcastChannel(channelName),
        lock,
        language: () => language,
        navigateToRoot: () => undefined,
      });
      const tab = { store, session };
      tabs.push(tab);
      return tab;
    },
    close: () => tabs.forEach((tab) => tab.store.dispose()),
  };
}

let browser: ReturnType<typeof createBrowser>;

beforeEach(() => {
  browser = createBrowser();
});

afterEach(() => browser.close());

async function signedIn(login: string): Promise<Tab> {
  const tab = browser.open();
  await expect(tab.store.login({ username: login, password: DEMO_PASSWORD })).resolves.toEqual({ ok: true });
  return tab;
}

/** How the refresh tokens of an account stand: how many were used, how many revoked. */
async function refreshTokensOf(login: string) {
  const { rows } = await service.db.query<{ used: number; revoked: number }>(
    `select count(*) filter (where used_at is not null)::int as used,
            count(*) filter (where revoked_at is not null)::int as revoked
       from refresh_token where account_id = (select id from account where login = $1)`,
    [login],
  );
  return must(rows[0], login);
}

describe('login failures, each with its message', () => {
  it.each<[string, LoginFailureCode, boolean]>([
    ['locked', 'ACCOUNT_LOCKED', true],
    ['expired', 'ACCOUNT_EXPIRED', false],
    ['disabled', 'USER_DISABLED', false],
    ['left', 'USER_LEFT', false],
    ['inactive', 'NOT_ACTIVATED', false],
    ['pwdexpired', 'PASSWORD_EXPIRED', true],
    ['13800000099', 'MULTIPLE_USERS', false],
    ['nobody', 'BAD_CREDENTIALS', false],
  ])('%s fails with %s', async (username, code, suggestPasswordReset) => {
    const tab = browser.open();

    const result = await tab.store.login({ username, password: DEMO_PASSWORD });

    expect(result).toMatchObject({ ok: false, failure: { code, suggestPasswordReset } });
    expect(result.ok ? '' : result.failure.message).toBe(loginMessages.en[loginFailureMessageIds[code]]);
    expect(tab.session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(tab.store.getSnapshot().status).toBe('signed-out');
  });

  it('tells the attempts left after a wrong password, and the error counts agree', async () => {
    const { store } = browser.open();

    const result = await store.login({ username: 'content', password: 'wrong' });

    expect(result).toMatchObject({ ok: false, failure: { code: 'BAD_CREDENTIALS', remainingAttempts: 4 } });
    await expect(store.loginErrorCounts('content')).resolves.toEqual({
      errorCounts: 1,
      maxErrorCounts: 5,
      locked: false,
    });
  });

  it('speaks the current language', async () => {
    const chinese = createBrowser('zh_cn');
    const { store } = chinese.open();

    const result = await store.login({ username: 'left', password: DEMO_PASSWORD });
    chinese.close();

    expect(result).toMatchObject({
      ok: false,
      failure: { message: loginMessages['zh-CN']['auth.login.userLeft'] },
    });
  });

  it('tells a rate-limited login how long to wait', async () => {
    const { store } = browser.open();

    for (let attempt = 0; attempt < 10; attempt += 1)
      await store.login({ username: 'rate.probe', password: 'wrong' });
    const result = await store.login({ username: 'rate.probe', password: 'wrong' });

    expect(result).toMatchObject({ ok: false, failure: { code: 'RATE_LIMITED' } });
    expect(result.ok ? '' : result.failure.message).toMatch(
      /^Too many login attempts\. Please retry in \d+ seconds\.$/,
    );
  });

  it('answers an sso identity nobody has with the corporate-login message', async () => {
    const { store } = browser.open();

    const result = await store.login({
      username: 'ghost',
      password: DEMO_PASSWORD,
      loginType: 'sso',
      clientName: 'feishu',
    });

    expect(result).toMatchObject({
      ok: false,
      failure: {
        code: 'CORPORATE_LOGIN_FAILED',
        message: loginMessages.en['auth.login.corporateLoginFailed'],
      },
    });
  });

  it('answers ssoDirect for an identity nobody has with user not found', async () => {
    const { store } = browser.open();

    const result = await store.login({
      username: 'ghost',
      password: DEMO_PASSWORD,
      loginType: 'ssoDirect',
      clientName: 'feishu',
    });

    expect(result).toMatchObject({ ok: false, failure: { code: 'USER_NOT_FOUND' } });
  });

  it('answers a third-party grant the service does not offer with the generic login text', async () => {
    const { store } = browser.open();

    const result = await store.loginWith({ grant_type: 'wechat_code', code: 'wx-0001' });

    expect(result).toMatchObject({
      ok: false,
      failure: { code: 'UNKNOWN', message: loginMessages.en['auth.login.failed'] },
    });
  });
});

describe('single sign-on from the login page', () => {
  it('decides SSO for the host and logs in with its client_name', async () => {
    const { store } = browser.open();

    // The seed's Feishu source takes over the login page of sso.localhost.
    const decision = await store.decideLogin('sso.localhost');
    if (decision.loginMode !== 'SSO') throw new Error('expected single sign-on');
    const result = await store.login({
      username: 'sso.user',
      password: DEMO_PASSWORD,
      loginType: 'sso',
      clientName: decision.clientName,
    });

    expect(result).toEqual({ ok: true });
    expect(store.getSnapshot().user?.login).toBe('sso.user');
  });
});

describe('the session', () => {
  it('loads the account, languages, companies, tenant, configuration, tenant profile and old-company flag', async () => {
    const { store } = await signedIn('admin');

    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'signed-in', error: null, user: { login: 'admin' } });
    expect(snapshot.tenant?.id).toBe(tenantIdOfAdmin);
    expect(snapshot.languages.map((language) => language.code)).toEqual(['zh_cn', 'en', 'ja', 'zh_tw', 'it']);
    expect(snapshot.companies.every((company) => company.tenantId === tenantIdOfAdmin)).toBe(true);
    expect(snapshot.companyConfiguration?.companyId).toBe(snapshot.user?.companyId);
    expect(snapshot.tenantProfile).toEqual(expect.any(Object));
    expect(typeof snapshot.isOldCompany).toBe('boolean');
  });

  it('reads the tenant from session storage for the rest of the session instead of fetching it', async () => {
    const tab = await signedIn('admin');
    const cached = {
      ...must(tab.store.getSnapshot().tenant, 'tenant'),
      tenantName: 'From the session cache',
    };
    tab.session.setItem(sessionStorageKeys.tenant, JSON.stringify(cached));

    await tab.store.reload();
    const reopened = browser.open(new MapStorage(tab.session.items));
    await reopened.store.ready();

    expect(tab.store.getSnapshot().tenant?.tenantName).toBe('From the session cache');
    expect(reopened.store.getSnapshot().tenant?.tenantName).toBe('From the session cache');
  });

  it('sends roleType=TENANT in tenant mode, so the service answers the tenant-role profile', async () => {
    const tab = await signedIn('employee');

    tab.store.setTenantMode(true);
    const inTenantMode = await getFunctionProfile(tab.store.http);
    tab.store.setTenantMode(false);
    const inCompanyMode = await getFunctionProfile(tab.store.http);

    expect([inTenantMode.roleType, inCompanyMode.roleType]).toEqual(['TENANT', 'GENERAL']);
    expect(tab.session.getItem(sessionStorageKeys.roleType)).toBe('COMPANY');
  });

  it('leaves no trace in either storage after logout', async () => {
    const tab = browser.open();
    await tab.store.login({ username: 'finance', password: DEMO_PASSWORD }, { remember: true });
    tab.store.setTenantMode(true);
    tab.store.setAdminMode(true);

    await tab.store.logout();

    expect([...tab.session.items.keys(), ...browser.local.items.keys()]).toEqual([]);
    expect(tab.store.getSnapshot().status).toBe('signed-out');
  });
});

describe('two tabs', () => {
  it('refresh once for both when their access tokens expire, and the token family survives', async () => {
    const first = await signedIn('deploy');
    const second = browser.open(new MapStorage(first.session.items));
    await second.store.ready();
    service.clock.advance((service.config.accessTokenSeconds + 1) * 1000);

    const users = await Promise.all([getAccount(first.store.http), getAccount(second.store.http)]);

    expect(users.map((user) => user.login)).toEqual(['deploy', 'deploy']);
    expect(await refreshTokensOf('deploy')).toEqual({ used: 1, revoked: 0 });
  });

  it('keep refreshing one at a time, round after round, without a revocation', async () => {
    const first = await signedIn('agent');
    const second = browser.open(new MapStorage(first.session.items));
    await second.store.ready();

    for (let round = 0; round < 3; round += 1) {
      service.clock.advance((service.config.accessTokenSeconds + 1) * 1000);
      await Promise.all([getAccount(first.store.http), getAccount(second.store.http)]);
    }

    expect(await refreshTokensOf('agent')).toEqual({ used: 3, revoked: 0 });
  });

  it('log out together', async () => {
    const first = await signedIn('service');
    const second = browser.open(new MapStorage(first.session.items));
    await second.store.ready();

    await first.store.logout();

    await vi.waitFor(() => expect(second.store.getSnapshot().status).toBe('signed-out'));
    expect(second.session.items.size).toBe(0);
  });
});
