import {
  VERIFICATION_CODE_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_TOKEN_SECONDS,
} from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { buildApp } from '../app';
import { sha256 } from '../auth/crypto';
import { maskEmail, maskMobile } from './verification';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});

afterAll(() => service.close());

/** Past the resend delay of whatever code a test sent before. */
const afterResendDelay = () => service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);

async function sendCode(login: string, channel: 'PHONE' | 'EMAIL' = 'PHONE', language = 'en') {
  return service.call({
    method: 'POST',
    url: `/api/security/verification/code?language=${language}`,
    token: await service.login(login),
    payload: { channel },
  });
}

async function lastCode(login: string): Promise<string> {
  const response = await service.call({
    method: 'GET',
    url: '/api/dev/mailbox',
    token: await service.login(login),
  });
  const [latest] = response.json() as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the mailbox of ${login}`);
  return code;
}

async function exchange(login: string, code: string) {
  return service.call({
    method: 'POST',
    url: '/api/security/verification/token',
    token: await service.login(login),
    payload: { code },
  });
}

/** Any code but the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('masking', () => {
  it('shows the first three and last four digits of a mobile number', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('+6591234567')).toBe('+65****4567');
  });

  it('shows the first and last letter of the local part of an e-mail address', () => {
    expect(maskEmail('admin@opsdesk.example')).toBe('a***n@opsdesk.example');
    expect(maskEmail('ab@x.example')).toBe('a***@x.example');
  });
});

describe('POST /api/security/verification/code', () => {
  it('sends a six-digit code to the mobile number and answers the masked target, the expiry and the resend delay', async () => {
    afterResendDelay();
    const response = await sendCode('admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      channel: 'PHONE',
      target: '138****0001',
      expiresAt: new Date(service.clock.current.getTime() + VERIFICATION_CODE_SECONDS * 1000).toISOString(),
      expiresIn: VERIFICATION_CODE_SECONDS,
      resendAfter: VERIFICATION_RESEND_SECONDS,
    });
    const mailbox = await service.call({
      method: 'GET',
      url: '/api/dev/mailbox',
      token: await service.login('admin'),
    });
    expect(mailbox.json()[0]).toMatchObject({
      channel: 'PHONE',
      target: '13800000001',
      subject: 'OpsDesk verification code',
      body: expect.stringMatching(/^Your verification code is \d{6}\. It is valid for 5 minutes\./),
    });
  });

  it('sends the code by e-mail, in the language of the request', async () => {
    afterResendDelay();
    const response = await sendCode('finance', 'EMAIL', 'zh_cn');
    expect(response.json().target).toBe('f***e@opsdesk.example');
    const mailbox = await service.call({
      method: 'GET',
      url: '/api/dev/mailbox',
      token: await service.login('finance'),
    });
    expect(mailbox.json()[0]).toMatchObject({ channel: 'EMAIL', target: 'finance@opsdesk.example' });
    expect(mailbox.json()[0].body).toMatch(/^您的验证码为 \d{6}，5 分钟内有效/);
  });

  it('stores the code hashed, never as it was sent', async () => {
    afterResendDelay();
    await sendCode('service');
    const code = await lastCode('service');
    const { rows } = await service.db.query<{ code_hash: string }>(
      "select code_hash from verification_code where account_id = (select id from account where login = 'service') order by id desc limit 1",
    );
    expect(rows[0]?.code_hash).toBe(sha256(code));
  });

  it(`refuses another code within ${VERIFICATION_RESEND_SECONDS} seconds with 429 and the seconds to wait`, async () => {
    afterResendDelay();
    expect((await sendCode('deploy')).statusCode).toBe(200);
    service.clock.advance(20_000);
    const again = await sendCode('deploy');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('40');
    expect(again.json()).toMatchObject({
      errorCode: 'VERIFICATION_RESEND_TOO_SOON',
      retryAfter: 40,
      message: 'A code was just sent. You can ask for another in 40 seconds.',
    });
    service.clock.advance(41_000);
    expect((await sendCode('deploy')).statusCode).toBe(200);
  });

  it('refuses with 400 VERIFICATION_TARGET_MISSING when the account has no such target', async () => {
    await service.db.query("update account set mobile = null where login = 'content'");
    const response = await sendCode('content', 'PHONE');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VERIFICATION_TARGET_MISSING',
      message: 'No mobile number is bound to the account: no code can be sent.',
    });
  });

  it('refuses an unknown channel with 400 naming the field', async () => {
    const response = await sendCode('admin', 'FAX' as 'PHONE');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('channel');
  });

  it('answers 401 without a token', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/security/verification/code',
      payload: { channel: 'PHONE' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/security/verification/token', () => {
  it('exchanges the right code for a verification token that lasts ten minutes, stored hashed', async () => {
    afterResendDelay();
    await sendCode('admin');
    const response = await exchange('admin', await lastCode('admin'));
    expect(response.statusCode).toBe(200);
    const { verificationToken, expiresIn, expiresAt } = response.json();
    expect(verificationToken).toMatch(/^[\w-]{43}$/);
    expect(expiresIn).toBe(VERIFICATION_TOKEN_SECONDS);
    expect(expiresAt).toBe(
      new Date(service.clock.current.getTime() + VERIFICATION_TOKEN_SECONDS * 1000).toISOString(),
    );
    const stored = await service.db.query('select 1 from verification_token where token_hash = $1', [
      sha256(verificationToken),
    ]);
    expect(stored.rowCount).toBe(1);
  });

  it('refuses a wrong code with 400 VERIFICATION_CODE_INVALID and the attempts left', async () => {
    afterResendDelay();
    await sendCode('admin');
    const response = await exchange('admin', wrongCode(await lastCode('admin')));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VERIFICATION_CODE_INVALID',
      remainingAttempts: VERIFICATION_MAX_ATTEMPTS - 1,
    });
  });

  it(`spends the code after ${VERIFICATION_MAX_ATTEMPTS} wrong attempts: even the right one is refused then`, async () => {
    afterResendDelay();
    await sendCode('admin');
    const code = await lastCode('admin');
    const answers: string[] = [];
    for (let attempt = 0; attempt < VERIFICATION_MAX_ATTEMPTS; attempt += 1) {
      answers.push((await exchange('admin', wrongCode(code))).json().errorCode);
    }
    expect(answers).toEqual([
      ...Array<string>(VERIFICATION_MAX_ATTEMPTS - 1).fill('VERIFICATION_CODE_INVALID'),
      'VERIFICATION_ATTEMPTS_EXHAUSTED',
    ]);
    const right = await exchange('admin', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errorCode).toBe('VERIFICATION_ATTEMPTS_EXHAUSTED');
  });

  it(`refuses a code older than ${VERIFICATION_CODE_SECONDS / 60} minutes`, async () => {
    afterResendDelay();
    await sendCode('admin');
    const code = await lastCode('admin');
    service.clock.advance(VERIFICATION_CODE_SECONDS * 1000 + 1000);
    const response = await exchange('admin', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VERIFICATION_CODE_INVALID');
  });

  it('takes a code once', async () => {
    afterResendDelay();
    await sendCode('admin');
    const code = await lastCode('admin');
    expect((await exchange('admin', code)).statusCode).toBe(200);
    expect((await exchange('admin', code)).json().errorCode).toBe('VERIFICATION_CODE_INVALID');
  });

  it('takes only the latest code: a new code spends the ones before it', async () => {
    afterResendDelay();
    await sendCode('admin');
    afterResendDelay();
    await sendCode('admin');
    const { rows } = await service.db.query<{ open: number }>(
      `select count(*)::int as open from verification_code
        where account_id = (select id from account where login = 'admin') and consumed_at is null`,
    );
    expect(rows[0]?.open).toBe(1);
    expect((await exchange('admin', await lastCode('admin'))).statusCode).toBe(200);
  });

  it("refuses another account's code", async () => {
    afterResendDelay();
    await sendCode('admin');
    const response = await exchange('finance', await lastCode('admin'));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a code that is not six digits with 400 naming the field', async () => {
    const response = await exchange('admin', '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].field).toBe('code');
  });

  it('answers 401 without a token', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/security/verification/token',
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/dev/mailbox', () => {
  it("answers the caller's own messages, newest first", async () => {
    afterResendDelay();
    await sendCode('agent', 'PHONE');
    afterResendDelay();
    await sendCode('agent', 'EMAIL');
    const response = await service.call({
      method: 'GET',
      url: '/api/dev/mailbox',
      token: await service.login('agent'),
    });
    const messages = response.json() as { channel: string; target: string; id: number }[];
    expect(messages.map((message) => message.channel)).toEqual(['EMAIL', 'PHONE']);
    expect(messages.every((message) => ['13800000007', 'agent@acme.example'].includes(message.target))).toBe(
      true,
    );
  });

  it('answers 401 without a token', async () => {
    expect((await service.call({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(401);
  });

  it('does not exist in production', async () => {
    const production = await buildApp({
      db: service.db,
      config: { ...service.config, environment: 'production' },
      now: service.clock.now,
    });
    try {
      const response = await production.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { authorization: `Bearer ${await service.login('admin')}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
    } finally {
      await production.close();
    }
  });

  it('keeps no message in the mailbox in production', async () => {
    const production = await buildApp({
      db: service.db,
      config: { ...service.config, environment: 'production' },
      now: service.clock.now,
    });
    try {
      afterResendDelay();
      const before = await service.db.query('select id from dev_mailbox');
      const response = await production.inject({
        method: 'POST',
        url: '/api/security/verification/code',
        headers: { authorization: `Bearer ${await service.login('admin')}` },
        payload: { channel: 'PHONE' },
      });
      expect(response.statusCode).toBe(200);
      expect((await service.db.query('select id from dev_mailbox')).rowCount).toBe(before.rowCount);
    } finally {
      await production.close();
    }
  });
});
