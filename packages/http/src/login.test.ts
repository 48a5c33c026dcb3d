import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client';
import { describeError } from './describeError';
import { HttpError } from './errors';
import { startTestServer, type RecordedRequest, type TestServer } from './test/server';
import { createWebTokenStore, TOKEN_STORAGE_KEY, type StorageLike } from './tokens';
import { MemoryStorage } from './test/storage';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  server.route('POST', '/auth/oauth/token', (request) => {
    const form = new URLSearchParams(request.body.toString());
    if (form.get('password') === 'wrong') {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad credentials' } };
    }
    return {
      body: {
        access_token: 'A1',
        refresh_token: 'R1',
        expires_in: 7200,
        token_type: 'bearer',
        scope: 'read write',
      },
    };
  });
});

afterEach(() => server.close());

function setup() {
  const session: StorageLike = new MemoryStorage();
  const local: StorageLike = new MemoryStorage();
  const client = createHttpClient({
    baseURL: `${server.url}/api-base`,
    authBaseURL: `${server.url}/auth`,
    oauthClient: { clientId: 'ArtemisWeb', clientSecret: 's3cr3t' },
    tokenStore: createWebTokenStore({ session, local }),
    navigateToRoot: vi.fn(),
    language: () => 'zh_CN',
  });
  return { client, session, local };
}

const formOf = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URLSearchParams(request?.body.toString()));

describe('login', () => {
  it('posts the password grant as a form to {auth}/oauth/token with Basic client authorization', async () => {
    const { client } = setup();

    await client.login({ username: 'ops@example.com', password: 'P@ssw0rd!' });

    const [request] = server.requests;
    expect(request?.path).toBe('/auth/oauth/token');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('ArtemisWeb:s3cr3t').toString('base64')}`,
    );
    expect(formOf(request)).toEqual({
      scope: 'read write',
      grant_type: 'password',
      username: 'ops@example.com',
      password: 'P@ssw0rd!',
    });
  });

  it('stores the token record with its computed expiry time under hly.token in session storage', async () => {
    const { client, session, local } = setup();
    const before = Date.now();

    const record = await client.login({ username: 'u', password: 'p' });

    expect(record).toMatchObject({ access_token: 'A1', refresh_token: 'R1', expires_in: 7200 });
    expect(record.expires_at).toBeGreaterThanOrEqual(before + 7_200_000);
    expect(record.expires_at).toBeLessThanOrEqual(Date.now() + 7_200_000);
    expect(JSON.parse(session.getItem(TOKEN_STORAGE_KEY) ?? 'null')).toEqual(
      JSON.parse(JSON.stringify(record)),
    );
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(client.tokenStore.get()).toEqual(record);
  });

  it('keeps the token in local storage when the user asks to be remembered', async () => {
    const { client, session, local } = setup();
    await client.login({ username: 'u', password: 'p' }, { remember: true });
    expect(local.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each(['sso', 'ssoDirect'] as const)(
    'sends loginType %s and client_name for single sign-on',
    async (loginType) => {
      const { client } = setup();
      await client.login({ username: 'u', password: 'p', loginType, clientName: 'feishu' });
      expect(formOf(server.requests[0])).toMatchObject({
        grant_type: 'password',
        loginType,
        client_name: 'feishu',
      });
    },
  );

  it('sends a third-party login object as it is', async () => {
    const { client } = setup();
    await client.loginWith({
      code: 'wx-code-123',
      loginType: 'WECHAT_WORK',
      grant_type: 'password',
      scope: 'read write',
    });
    expect(formOf(server.requests[0])).toEqual({
      code: 'wx-code-123',
      loginType: 'WECHAT_WORK',
      grant_type: 'password',
      scope: 'read write',
    });
  });

  it('rejects a failed login with the typed error and stores nothing', async () => {
    const { client, session } = setup();

    const error: unknown = await client
      .login({ username: 'u', password: 'wrong' })
      .catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect(describeError(error).message).toBe('Bad credentials');
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('does not try to refresh when the token endpoint answers 401', async () => {
    server.route('POST', '/auth/oauth/token', () => ({ status: 401, body: { error: 'unauthorized' } }));
    const { client } = setup();
    await expect(client.login({ username: 'u', password: 'p' })).rejects.toMatchObject({
      kind: 'status',
      status: 401,
    });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a 200 answer without an access token', async () => {
    server.route('POST', '/auth/oauth/token', () => ({ body: { hello: 'world' } }));
    const { client } = setup();
    await expect(client.login({ username: 'u', password: 'p' })).rejects.toBeInstanceOf(HttpError);
    expect(client.tokenStore.get()).toBeNull();
  });

  it('logout removes the token', async () => {
    const { client, session } = setup();
    await client.login({ username: 'u', password: 'p' });
    client.logout();
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(client.tokenStore.get()).toBeNull();
  });
});
