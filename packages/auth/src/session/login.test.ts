import { loginFailureCodes, type LoginFailureCode } from '@opsdesk/api';
import { createHttpClient, createMemoryTokenStore, type HttpClient } from '@opsdesk/http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatRemainingAttempts, loginFailureOf, loginResultOf } from './login';
import { loginFailureMessageIds, loginMessages } from './messages';
import { startSessionTestServer, type Reply, type SessionTestServer } from './test/server';

let server: SessionTestServer;

beforeEach(async () => {
  server = await startSessionTestServer();
});

afterEach(() => server.close());

function client(baseURL = server.url): HttpClient {
  return createHttpClient({
    baseURL,
    oauthClient: { clientId: 'opsdesk-console', clientSecret: 'secret' },
    tokenStore: createMemoryTokenStore(),
    navigateToRoot: () => undefined,
  });
}

/** The error a login rejects with when the token endpoint answers `reply`. */
async function loginError(reply: Reply): Promise<unknown> {
  server.route('POST', '/oauth/token', () => reply);
  return client()
    .login({ username: 'ops', password: 'x' })
    .then(
      () => {
        throw new Error('the login succeeded');
      },
      (error: unknown) => error,
    );
}

const answer = (errorCode: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 400,
  body: { status: 400, errorCode, message: 'what the server said', error: 'invalid_grant', ...extra },
});

describe('loginFailureOf', () => {
  it.each(loginFailureCodes.filter((code) => code !== 'RATE_LIMITED'))(
    'maps errorCode %s to its catalogue message in the current language',
    async (code: LoginFailureCode) => {
      const failure = loginFailureOf(await loginError(answer(code)), { language: 'en' });

      expect(failure.code).toBe(code);
      expect(failure.message).toBe(loginMessages.en[loginFailureMessageIds[code]]);
    },
  );

  it.each([
    ['zh_cn', '用户名或密码错误'],
    ['ja', 'ユーザー名またはパスワードが正しくありません。'],
    ['zh_tw', '使用者名稱或密碼錯誤'],
    ['it', 'Nome utente o password errati.'],
  ])('speaks %s', async (language, message) => {
    const failure = loginFailureOf(await loginError(answer('BAD_CREDENTIALS')), { language });
    expect(failure.message).toBe(message);
  });

  it('carries the attempts left that the answer gives', async () => {
    const failure = loginFailureOf(await loginError(answer('BAD_CREDENTIALS', { remainingAttempts: 3 })));
    expect(failure.remainingAttempts).toBe(3);
  });

  it.each([
    ['ACCOUNT_LOCKED', true],
    ['PASSWORD_EXPIRED', true],
    ['BAD_CREDENTIALS', false],
    ['USER_DISABLED', false],
  ] as const)('suggests a password reset for %s: %s', async (code, suggest) => {
    const failure = loginFailureOf(await loginError(answer(code)));
    expect(failure.suggestPasswordReset).toBe(suggest);
  });

  it('tells the wait of a rate-limited login from Retry-After', async () => {
    const failure = loginFailureOf(
      await loginError({
        status: 429,
        headers: { 'retry-after': '42' },
        body: { errorCode: 'RATE_LIMITED', error: 'invalid_grant' },
      }),
      { language: 'en' },
    );

    expect(failure.code).toBe('RATE_LIMITED');
    expect(failure.message).toBe('Too many login attempts. Please retry in 42 seconds.');
  });

  it('maps a failure without an answer to NETWORK with its own text', async () => {
    const closed = await startSessionTestServer();
    await closed.close();

    const error = await client(closed.url)
      .login({ username: 'ops', password: 'x' })
      .catch((caught: unknown) => caught);
    const failure = loginFailureOf(error, { language: 'en' });

    expect(failure).toMatchObject({ code: 'NETWORK', message: loginMessages.en['auth.login.network'] });
  });

  it.each([
    ['a server error', { status: 500, body: { errorCode: 'SERVER_ERROR', message: 'boom' } }],
    ['an unknown code', answer('SOMETHING_NEW')],
    ['a grant it does not know', answer('UNSUPPORTED_GRANT')],
    ['a body that is no JSON', { status: 400, body: 'Bad Request' }],
  ])('maps %s to UNKNOWN with the generic login text', async (_, reply: Reply) => {
    const failure = loginFailureOf(await loginError(reply), { language: 'en' });
    expect(failure).toMatchObject({ code: 'UNKNOWN', message: loginMessages.en['auth.login.failed'] });
  });

  it('keeps the span id of the answer', async () => {
    const failure = loginFailureOf(
      await loginError({ ...answer('USER_LEFT'), headers: { 'x-span-id': '5e1f00aa5e1f00aa' } }),
    );
    expect(failure.spanId).toBe('5e1f00aa5e1f00aa');
  });

  it("prefers the app's own translation", async () => {
    const failure = loginFailureOf(await loginError(answer('USER_LEFT')), {
      translate: (id) => (id === 'auth.login.userLeft' ? 'app text' : undefined),
    });
    expect(failure.message).toBe('app text');
  });
});

describe('loginResultOf', () => {
  it('resolves a failed grant to ok: false with its failure, never rejecting', async () => {
    server.route('POST', '/oauth/token', () => answer('USER_DISABLED'));

    const result = await loginResultOf(() => client().login({ username: 'ops', password: 'x' }));

    expect(result).toMatchObject({ ok: false, failure: { code: 'USER_DISABLED' } });
  });
});

describe('formatRemainingAttempts', () => {
  it('says how many attempts are left in the current language', () => {
    expect(formatRemainingAttempts(2, { language: 'zh_cn' })).toBe('账号锁定前还可尝试 2 次');
  });
});
