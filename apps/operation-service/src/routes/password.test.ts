import {
  PASSWORD_RESET_TOKEN_SECONDS,
  VERIFICATION_CODE_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
} from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicClient, DEMO_PASSWORD, startTestService, type TestService } from '../../test/harness';
import { maskedTargetOf } from './password';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(() => service.close());

/** A password that meets every rule. */
const NEW_PASSWORD = 'N3w#Passw0rd';

/** Past the resend wait of whatever code a test asked for before. */
const afterResendDelay = () => service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);

async function requestCode(username: string, channel: 'PHONE' | 'EMAIL' = 'PHONE', language = 'en') {
  return service.call({
    method: 'POST',
    url: `/api/password/forgot/code?language=${language}`,
    payload: { username, channel },
  });
}

async function verifyCode(username: string, code: string, language = 'en') {
  return service.call({
    method: 'POST',
    url: `/api/password/forgot/verify?language=${language}`,
    payload: { username, code },
  });
}

async function reset(resetToken: string, newPassword: string, language = 'en') {
  return service.call({
    method: 'POST',
    url: `/api/password/reset?language=${language}`,
    payload: { resetToken, newPassword },
  });
}

async function change(token: string, currentPassword: string, newPassword: string) {
  return service.call({
    method: 'POST',
    url: '/api/account/password?language=en',
    token,
    payload: { currentPassword, newPassword },
  });
}

/** A password login through the token endpoint, never cached: passwords change here. */
async function logIn(username: string, password: string) {
  return service.call({
    method: 'POST',
    url: '/oauth/token?language=en',
    headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      scope: 'read write',
    }).toString(),
  });
}

/** The latest code the development mailbox kept for an account, read from the table (no session needed). */
async function lastCode(login: string): Promise<string> {
  const { rows } = await service.db.query<{ body: string }>(
    `select body from dev_mailbox where account_id = (select id from account where login = $1)
      order by id desc limit 1`,
    [login],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the mailbox of ${login}`);
  return code;
}

const mailboxSize = async () =>
  (await service.db.query<{ n: number }>('select count(*)::int as n from dev_mailbox')).rows[0]?.n;

/** A reset token of an account, through the code its mailbox received. */
async function resetTokenFor(login: string, channel: 'PHONE' | 'EMAIL' = 'EMAIL'): Promise<string> {
  afterResendDelay();
  expect((await requestCode(login, channel)).statusCode).toBe(200);
  const response = await verifyCode(login, await lastCode(login));
  expect(response.statusCode).toBe(200);
  return (response.json() as { resetToken: string }).resetToken;
}

/** Any code but the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An answer without its span id, which differs on every call. */
const withoutSpan = (body: Record<string, unknown>) => {
  const { spanId: _spanId, ...rest } = body;
  return rest;
};

describe('maskedTargetOf', () => {
  it('masks a username that is a mobile number for PHONE and an e-mail address for EMAIL', () => {
    expect(maskedTargetOf('13800000001', 'PHONE')).toBe('138****0001');
    expect(maskedTargetOf('admin@opsdesk.example', 'EMAIL')).toBe('a***n@opsdesk.example');
  });

  it('answers null for a username that is not an address of the channel', () => {
    expect([
      maskedTargetOf('admin', 'PHONE'),
      maskedTargetOf('admin', 'EMAIL'),
      maskedTargetOf('13800000001', 'EMAIL'),
      maskedTargetOf('admin@opsdesk.example', 'PHONE'),
    ]).toEqual([null, null, null, null]);
  });
});

describe('the forgot-password flow', () => {
  it('resets the password through the code in the dev mailbox: the new password logs in, the old one no longer', async () => {
    const session = (await logIn('service', DEMO_PASSWORD)).json() as { access_token: string };
    afterResendDelay();
    const sent = await requestCode('service', 'PHONE');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      channel: 'PHONE',
      maskedTarget: null,
      retryAfterSeconds: VERIFICATION_RESEND_SECONDS,
    });

    const mailbox = await service.call({
      method: 'GET',
      url: '/api/dev/mailbox',
      token: session.access_token,
    });
    const [message] = mailbox.json() as { target: string; subject: string; body: string }[];
    expect(message).toMatchObject({ target: '13800000003', subject: 'OpsDesk password reset code' });
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
    expect(message?.body).toBe(
      `Your code to reset your OpsDesk password is ${code}. It is valid for ${VERIFICATION_CODE_SECONDS / 60} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    );

    const verified = await verifyCode('service', code);
    expect(verified.statusCode).toBe(200);
    const { resetToken, expiresIn } = verified.json() as { resetToken: string; expiresIn: number };
    expect(resetToken).toMatch(/^[\w-]{43}$/);
    expect(expiresIn).toBe(PASSWORD_RESET_TOKEN_SECONDS);

    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await logIn('service', NEW_PASSWORD)).statusCode).toBe(200);
    const old = await logIn('service', DEMO_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(old.json().errorCode).toBe('BAD_CREDENTIALS');
  });

  it('ends the sessions the account held: its access token and its refresh token are refused', async () => {
    const session = (await logIn('sso.user', DEMO_PASSWORD)).json() as {
      access_token: string;
      refresh_token: string;
    };
    expect((await reset(await resetTokenFor('sso.user'), NEW_PASSWORD)).statusCode).toBe(204);
    const account = await service.call({ method: 'GET', url: '/api/account', token: session.access_token });
    expect(account.statusCode).toBe(401);
    const refreshed = await service.call({
      method: 'POST',
      url: `/oauth/token?grant_type=refresh_token&refresh_token=${session.refresh_token}`,
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('unlocks a locked account and clears its failed-login count', async () => {
    expect((await logIn('locked', DEMO_PASSWORD)).json().errorCode).toBe('ACCOUNT_LOCKED');
    await service.db.query("update account set failed_attempts = 3 where login = 'locked'");
    expect((await reset(await resetTokenFor('locked'), NEW_PASSWORD)).statusCode).toBe(204);
    const { rows } = await service.db.query<{ failed_attempts: number; locked_until: Date | null }>(
      "select failed_attempts, locked_until from account where login = 'locked'",
    );
    expect(rows[0]).toEqual({ failed_attempts: 0, locked_until: null });
    expect((await logIn('locked', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('renews an expired password', async () => {
    expect((await logIn('pwdexpired', DEMO_PASSWORD)).json().errorCode).toBe('PASSWORD_EXPIRED');
    expect((await reset(await resetTokenFor('pwdexpired'), NEW_PASSWORD)).statusCode).toBe(204);
    expect((await logIn('pwdexpired', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores the new password as an argon2id hash', async () => {
    expect((await reset(await resetTokenFor('content'), NEW_PASSWORD)).statusCode).toBe(204);
    const { rows } = await service.db.query<{ password_hash: string }>(
      "select password_hash from account where login = 'content'",
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/password/forgot/code', () => {
  it('masks the username when it is the mobile number the code goes to', async () => {
    afterResendDelay();
    const response = await requestCode('13800000002', 'PHONE');
    expect(response.json()).toEqual({
      channel: 'PHONE',
      maskedTarget: '138****0002',
      retryAfterSeconds: VERIFICATION_RESEND_SECONDS,
    });
    expect(await lastCode('finance')).toMatch(/^\d{6}$/);
  });

  it('answers an unknown username exactly as a known one, and sends nothing', async () => {
    afterResendDelay();
    const before = await mailboxSize();
    const known = await requestCode('content', 'EMAIL');
    const afterKnown = await mailboxSize();
    const unknown = await requestCode('nobody.at.all', 'EMAIL');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(known.json());
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect([afterKnown, await mailboxSize()]).toEqual([(before ?? 0) + 1, afterKnown]);
  });

  it('masks an unknown e-mail address as it masks a known one', async () => {
    afterResendDelay();
    const known = await requestCode('content@opsdesk.example', 'EMAIL');
    const unknown = await requestCode('nobody@opsdesk.example', 'EMAIL');
    expect([known.json().maskedTarget, unknown.json().maskedTarget]).toEqual([
      'c***t@opsdesk.example',
      'n***y@opsdesk.example',
    ]);
  });

  it('sends nothing to a disabled account, and answers as for any other', async () => {
    afterResendDelay();
    const before = await mailboxSize();
    const response = await requestCode('disabled', 'EMAIL');
    expect(response.json()).toEqual({ channel: 'EMAIL', maskedTarget: null, retryAfterSeconds: 60 });
    expect(await mailboxSize()).toBe(before);
  });

  it(`refuses another code within ${VERIFICATION_RESEND_SECONDS} seconds with 429, for an unknown username as for a known one`, async () => {
    afterResendDelay();
    await requestCode('admin');
    await requestCode('nobody.at.all');
    service.clock.advance(20_000);
    const known = await requestCode('admin');
    const unknown = await requestCode('nobody.at.all');
    expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
    expect(withoutSpan(unknown.json())).toEqual(withoutSpan(known.json()));
    expect(known.json()).toMatchObject({ errorCode: 'VERIFICATION_RESEND_TOO_SOON', retryAfter: 40 });
    expect(known.headers['retry-after']).toBe('40');
  });

  it('refuses an unknown channel with 400 naming the field', async () => {
    const response = await requestCode('admin', 'FAX' as 'PHONE');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('channel');
  });
});

describe('POST /api/password/forgot/verify', () => {
  it('refuses a wrong code with 400 on the field code and a translated message', async () => {
    afterResendDelay();
    await requestCode('admin');
    const code = await lastCode('admin');
    const english = await verifyCode('admin', wrongCode(code));
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      errorCode: 'VERIFICATION_CODE_INVALID',
      validationErrors: [{ field: 'code', message: 'The verification code is wrong or has expired.' }],
      remainingAttempts: VERIFICATION_MAX_ATTEMPTS - 1,
    });
    const chinese = await verifyCode('admin', wrongCode(code), 'zh_cn');
    expect(chinese.json().validationErrors).toEqual([{ field: 'code', message: '验证码错误或已过期' }]);
  });

  it('answers a code for an unknown username as a wrong code of a known one', async () => {
    afterResendDelay();
    await requestCode('admin');
    await requestCode('nobody.at.all');
    const known = await verifyCode('admin', wrongCode(await lastCode('admin')));
    const unknown = await verifyCode('nobody.at.all', '123456');
    expect(withoutSpan(unknown.json())).toEqual(withoutSpan(known.json()));
  });

  it(`refuses a code older than ${VERIFICATION_CODE_SECONDS / 60} minutes on the field code`, async () => {
    afterResendDelay();
    await requestCode('admin');
    const code = await lastCode('admin');
    service.clock.advance(VERIFICATION_CODE_SECONDS * 1000 + 1000);
    const response = await verifyCode('admin', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('code');
  });

  it(`voids the code after ${VERIFICATION_MAX_ATTEMPTS} wrong codes: even the right one is refused then`, async () => {
    afterResendDelay();
    await requestCode('admin');
    const code = await lastCode('admin');
    const answers: string[] = [];
    for (let attempt = 0; attempt < VERIFICATION_MAX_ATTEMPTS; attempt += 1) {
      answers.push((await verifyCode('admin', wrongCode(code))).json().errorCode);
    }
    expect(answers).toEqual([
      ...Array<string>(VERIFICATION_MAX_ATTEMPTS - 1).fill('VERIFICATION_CODE_INVALID'),
      'VERIFICATION_ATTEMPTS_EXHAUSTED',
    ]);
    const right = await verifyCode('admin', code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      errorCode: 'VERIFICATION_ATTEMPTS_EXHAUSTED',
      validationErrors: [{ field: 'code', message: 'Too many wrong codes. Ask for a new code.' }],
    });
  });

  it('takes a code once', async () => {
    afterResendDelay();
    await requestCode('admin');
    const code = await lastCode('admin');
    expect((await verifyCode('admin', code)).statusCode).toBe(200);
    expect((await verifyCode('admin', code)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
  });

  it('takes the code only for the username it was asked for', async () => {
    afterResendDelay();
    await requestCode('admin');
    expect((await verifyCode('finance', await lastCode('admin'))).statusCode).toBe(400);
  });
});

describe('POST /api/password/reset', () => {
  it('refuses a reset token used once', async () => {
    const resetToken = await resetTokenFor('twin1');
    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(204);
    const again = await reset(resetToken, 'An0ther#Password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'PASSWORD_RESET_TOKEN_INVALID',
      validationErrors: [
        {
          field: 'resetToken',
          message: 'The password reset has expired or was already used. Ask for a new code.',
        },
      ],
    });
    expect((await logIn('twin1', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it(`refuses a reset token older than ${PASSWORD_RESET_TOKEN_SECONDS / 60} minutes`, async () => {
    const resetToken = await resetTokenFor('twin2');
    service.clock.advance(PASSWORD_RESET_TOKEN_SECONDS * 1000 + 1000);
    const response = await reset(resetToken, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect((await logIn('twin2', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token it never gave', async () => {
    const response = await reset('not-a-token', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('resetToken');
  });

  it('takes only the newest reset token of an account', async () => {
    const first = await resetTokenFor('agent');
    const second = await resetTokenFor('agent');
    expect((await reset(first, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(204);
  });

  describe('refuses a password against the policy with 400 on newPassword', () => {
    let resetToken: string;
    beforeAll(async () => {
      resetToken = await resetTokenFor('deploy');
    });

    it.each([
      ['shorter than 8 characters', 'Ab1#efg', 'The password cannot be shorter than 8 characters.'],
      [
        'longer than 32 characters',
        `Ab1#${'e'.repeat(29)}`,
        'The password cannot be longer than 32 characters.',
      ],
      ['without a digit', 'Abcd#efgh', 'The password must include a digit.'],
      ['without a lower-case letter', 'ABCD#1234', 'The password must include a lower-case letter.'],
      ['without an upper-case letter', 'abcd#1234', 'The password must include an upper-case letter.'],
      ['without a special character', 'Abcd12345', 'The password must include a special character.'],
    ])('%s', async (_rule, password, message) => {
      const response = await reset(resetToken, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'PASSWORD_POLICY_FAILED',
        validationErrors: [{ field: 'newPassword', message }],
      });
    });

    it('names every rule a password fails, in the language of the request', async () => {
      const response = await reset(resetToken, 'abc', 'zh_cn');
      expect(response.json().validationErrors).toEqual([
        { field: 'newPassword', message: '密码长度不能小于 8 位' },
        { field: 'newPassword', message: '密码必须包含数字' },
        { field: 'newPassword', message: '密码必须包含大写字母' },
        { field: 'newPassword', message: '密码必须包含特殊字符' },
      ]);
    });

    it('leaves the token unspent, so that a good password still sets it', async () => {
      expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(204);
      expect((await logIn('deploy', NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with 400 on the field currentPassword', async () => {
    const response = await change(await service.login('employee'), 'Wrong#Passw0rd', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'WRONG_PASSWORD',
      validationErrors: [{ field: 'currentPassword', message: 'Wrong password.' }],
    });
    expect((await logIn('employee', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password against the policy with 400 on newPassword', async () => {
    const response = await change(await service.login('employee'), DEMO_PASSWORD, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('PASSWORD_POLICY_FAILED');
    expect(
      (response.json().validationErrors as { field: string }[]).every(
        (error) => error.field === 'newPassword',
      ),
    ).toBe(true);
  });

  it('refuses the current password as the new one', async () => {
    const response = await change(await service.login('employee'), DEMO_PASSWORD, DEMO_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { field: 'newPassword', message: 'The new password must differ from the current one.' },
    ]);
  });

  it('changes the password with 204: the new one logs in, the old one no longer', async () => {
    const response = await change(await service.login('employee'), DEMO_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(204);
    expect((await logIn('employee', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn('employee', DEMO_PASSWORD)).json().errorCode).toBe('BAD_CREDENTIALS');
  });

  describe("the account's sessions", () => {
    const refresh = (refreshToken: string) =>
      service.call({
        method: 'POST',
        url: '/oauth/token?language=en',
        headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      });
    const accountWith = (token: string) => service.call({ method: 'GET', url: '/api/account', token });

    let kept: { access_token: string; refresh_token: string };
    let other: { access_token: string; refresh_token: string };

    beforeAll(async () => {
      kept = (await logIn('finance', DEMO_PASSWORD)).json();
      other = (await logIn('finance', DEMO_PASSWORD)).json();
      expect((await accountWith(other.access_token)).statusCode).toBe(200);
      expect((await change(kept.access_token, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    });

    it("ends another session's access token", async () => {
      expect((await accountWith(other.access_token)).statusCode).toBe(401);
    });

    it("revokes another session's refresh token", async () => {
      const response = await refresh(other.refresh_token);
      expect([response.statusCode, response.json().errorCode]).toEqual([401, 'TOKEN_INVALID']);
    });

    it('keeps the session that changed the password working', async () => {
      const response = await accountWith(kept.access_token);
      expect([response.statusCode, response.json().login]).toEqual([200, 'finance']);
    });

    it('keeps no refresh token: the changing session signs in again when its access token expires', async () => {
      expect((await refresh(kept.refresh_token)).statusCode).toBe(401);
    });
  });

  it('answers 401 without a token', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
