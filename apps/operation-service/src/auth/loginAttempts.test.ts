import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';
import { MAX_LOGIN_FAILURES, SOURCE_FAILURE_LIMIT } from './loginAttempts';

// How failed passwords are counted: atomically, once per account whichever of its names was typed,
// and for a name that is no account exactly as for one that is, so that the answers of a login
// never tell which names are accounts.

function login(service: TestService, username: string, password: string, from = '127.0.0.1') {
  return service.app.inject({
    method: 'POST',
    url: '/oauth/token?language=en',
    remoteAddress: from,
    headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

const answerOf = (response: { statusCode: number; json(): unknown }) => {
  const { spanId: _spanId, ...body } = response.json() as Record<string, unknown>;
  return { status: response.statusCode, ...body };
};

async function errorCounts(service: TestService, username: string, from = '127.0.0.1') {
  const response = await service.app.inject({
    method: 'POST',
    remoteAddress: from,
    url: `/api/refactor/account/loginErrorCounts?username=${encodeURIComponent(username)}`,
  });
  return response.json() as { errorCounts: number; locked: boolean };
}

describe('failed passwords', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ loginRateLimit: { perIp: 1000, perUser: 1000 } });
  });
  afterAll(() => service.close());

  it(`are counted one by one when they race: ${MAX_LOGIN_FAILURES} checked, the rest asked to wait`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(service, 'content', 'wrong password')),
    );
    const codes = answers.map((answer) => answer.json() as { errorCode: string; remainingAttempts?: number });
    const remaining = codes
      .filter((code) => code.errorCode === 'BAD_CREDENTIALS')
      .map((code) => code.remainingAttempts);
    expect(remaining.sort()).toEqual([1, 2, 3, 4]);
    expect(codes.filter((code) => code.errorCode === 'ACCOUNT_LOCKED')).toHaveLength(1);
    expect(codes.filter((code) => code.errorCode === 'RATE_LIMITED')).toHaveLength(5);
    const { rows } = await service.db.query<{ failed_attempts: number; locked_until: Date | null }>(
      "select failed_attempts, locked_until from account where login = 'content'",
    );
    expect(rows[0]?.failed_attempts).toBe(MAX_LOGIN_FAILURES);
    expect(rows[0]?.locked_until).not.toBeNull();
  });

  it('never lock an account for right passwords sent together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => login(service, 'employee', DEMO_PASSWORD)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes).toContain(200);
    expect(answers.map((answer) => answer.json().errorCode)).not.toContain('ACCOUNT_LOCKED');
    const { rows } = await service.db.query<{ locked_until: Date | null }>(
      "select locked_until from account where login = 'employee'",
    );
    expect(rows[0]?.locked_until).toBeNull();
    expect((await login(service, 'employee', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answer a name that is no account exactly as an account, from the first to the lock', async () => {
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES + 1; attempt += 1) {
      const real = answerOf(await login(service, 'deploy', 'wrong password'));
      const unknown = answerOf(await login(service, 'nobody.at.all', 'wrong password'));
      expect(unknown).toEqual(real);
    }
    expect(await errorCounts(service, 'nobody.at.all')).toEqual(await errorCounts(service, 'deploy'));
  });

  it('count against a name as against an account in loginErrorCounts', async () => {
    await login(service, 'finance', 'wrong password');
    await login(service, 'nobody.else', 'wrong password');
    expect(await errorCounts(service, 'nobody.else')).toEqual(await errorCounts(service, 'finance'));
    expect((await errorCounts(service, 'finance')).errorCounts).toBe(1);
  });

  it('tell an account shared by two only to the right password', async () => {
    const wrong = answerOf(await login(service, '13800000099', 'wrong password'));
    expect(wrong).toMatchObject({ status: 400, errorCode: 'BAD_CREDENTIALS' });
    const right = answerOf(await login(service, '13800000099', DEMO_PASSWORD));
    expect(right).toMatchObject({ errorCode: 'MULTIPLE_USERS' });
  });

  it("tell a disabled account's state only to the right password", async () => {
    expect(answerOf(await login(service, 'disabled', 'wrong password'))).toMatchObject({
      errorCode: 'BAD_CREDENTIALS',
    });
    expect(answerOf(await login(service, 'disabled', DEMO_PASSWORD))).toMatchObject({
      errorCode: 'USER_DISABLED',
    });
  });
});

describe('the per-user login limit', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ loginRateLimit: { perIp: 1000, perUser: 3 } });
  });
  afterAll(() => service.close());

  it('counts an account once, whether its login, e-mail or mobile number was typed', async () => {
    const statuses = [];
    for (const name of ['finance', 'FINANCE@opsdesk.example', 'finance@opsdesk.example', '13800000002'])
      statuses.push((await login(service, name, 'wrong password')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('a lock set from elsewhere', () => {
  const owner = '198.51.100.10';
  const stranger = '203.0.113.5';
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ loginRateLimit: { perIp: 1000, perUser: 1000 } });
    expect((await login(service, 'service', DEMO_PASSWORD, owner)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt += 1)
      await login(service, 'service', 'guess', stranger);
  });
  afterAll(() => service.close());

  it('locks the account for the address it came from, even with the right password', async () => {
    expect((await login(service, 'service', DEMO_PASSWORD, stranger)).json()).toMatchObject({
      errorCode: 'ACCOUNT_LOCKED',
    });
    expect(await errorCounts(service, 'service', stranger)).toMatchObject({ locked: true });
  });

  it('is the lock administrators see on the account', async () => {
    const { rows } = await service.db.query<{ locked_until: Date | null }>(
      "select locked_until from account where login = 'service'",
    );
    expect(rows[0]?.locked_until?.getTime()).toBeGreaterThan(service.clock.now().getTime());
  });

  it('does not lock the owner out of an address they signed in from', async () => {
    expect(await errorCounts(service, 'service', owner)).toMatchObject({ errorCounts: 0, locked: false });
    expect((await login(service, 'service', DEMO_PASSWORD, owner)).statusCode).toBe(200);
  });

  it('tells the owner when, from where, and what to do', async () => {
    const { rows } = await service.db.query<{ channel: string; target: string; body: string }>(
      "select channel, target, body from dev_mailbox m join account a on a.id = m.account_id where a.login = 'service'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toContain(stranger);
    expect(rows[0]?.body).toMatch(/change your password|修改密码|パスワードを変更/);
  });

  it(`still locks an address the owner uses after its own ${MAX_LOGIN_FAILURES} wrong passwords`, async () => {
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt += 1)
      await login(service, 'service', 'typo', owner);
    expect((await login(service, 'service', DEMO_PASSWORD, owner)).json()).toMatchObject({
      errorCode: 'ACCOUNT_LOCKED',
    });
  });
});

describe('an address sending wrong passwords for many names', () => {
  const guesser = '192.0.2.77';
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ loginRateLimit: { perIp: 1000, perUser: 1000 } });
  });
  afterAll(() => service.close());

  it(`is throttled after ${SOURCE_FAILURE_LIMIT}, before its attempts count against another account`, async () => {
    for (let attempt = 0; attempt < SOURCE_FAILURE_LIMIT; attempt += 1)
      expect((await login(service, `made.up.${attempt}`, 'guess', guesser)).statusCode).toBe(400);
    const throttled = await login(service, 'finance', 'guess', guesser);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await errorCounts(service, 'finance')).errorCounts).toBe(0);
    // Another address is not concerned.
    expect((await login(service, 'finance', DEMO_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });
});
