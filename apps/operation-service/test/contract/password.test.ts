import {
  changePassword,
  listDevMailbox,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  requestPasswordResetCode,
  resetPassword,
  verifyPasswordResetCode,
  VERIFICATION_RESEND_SECONDS,
} from '@opsdesk/api';
import { describeError, isHttpError, type HttpClient } from '@opsdesk/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, listen, startTestService, type TestService } from '../harness';

/**
 * The password calls of @opsdesk/api through @opsdesk/http clients against the listening service,
 * the way the console makes them: signed out for the forgot-password flow, signed in for a change.
 */

let service: TestService;
let server: Awaited<ReturnType<typeof listen>>;

const NEW_PASSWORD = 'N3w#Passw0rd';

beforeAll(async () => {
  service = await startTestService();
  server = await listen(service);
});

afterAll(() => service.close());

/** The error a call fails with; fails the test when it succeeds or fails otherwise. */
async function failureOf(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isHttpError(error)) throw new Error('the call did not fail with an HttpError');
  return error;
}

const fieldsOf = (error: { body: unknown }) =>
  ((error.body as { validationErrors?: { field: string }[] }).validationErrors ?? []).map(
    (item) => item.field,
  );

async function codeFrom(mailboxOwner: HttpClient): Promise<string> {
  const [message] = await listDevMailbox(mailboxOwner);
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
}

describe('the password calls through @opsdesk/http', () => {
  it('resets a forgotten password: code, reset token, new password, login', async () => {
    // The account's own session on another device reads the development mailbox.
    const elsewhere = await server.clientFor('finance');
    const signedOut = server.anonymous();
    service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    const sent = await requestPasswordResetCode(signedOut, 'finance', 'EMAIL');
    expect(sent).toEqual({
      channel: 'EMAIL',
      maskedTarget: null,
      retryAfterSeconds: VERIFICATION_RESEND_SECONDS,
    });
    const { resetToken } = await verifyPasswordResetCode(signedOut, 'finance', await codeFrom(elsewhere));
    await resetPassword(signedOut, resetToken, NEW_PASSWORD);
    await expect(
      server.anonymous().login({ username: 'finance', password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ access_token: expect.any(String) });
    const old = await failureOf(server.anonymous().login({ username: 'finance', password: DEMO_PASSWORD }));
    expect((old.body as { errorCode: string }).errorCode).toBe('BAD_CREDENTIALS');
  });

  it('answers an unknown username as a known one', async () => {
    service.clock.advance((VERIFICATION_RESEND_SECONDS + 1) * 1000);
    const signedOut = server.anonymous();
    const known = await requestPasswordResetCode(signedOut, 'content', 'PHONE');
    const unknown = await requestPasswordResetCode(signedOut, 'nobody.at.all', 'PHONE');
    expect(unknown).toEqual(known);
  });

  it('fails a wrong code with a validation error on code that describeError shows', async () => {
    const error = await failureOf(verifyPasswordResetCode(server.anonymous(), 'content', '000000'));
    expect(fieldsOf(error)).toEqual(['code']);
    expect(describeError(error).source).toBe('validation');
  });

  it(`fails a password shorter than ${PASSWORD_MIN_LENGTH} or longer than ${PASSWORD_MAX_LENGTH} characters on newPassword`, async () => {
    const client = await server.clientFor('service');
    const short = await failureOf(changePassword(client, DEMO_PASSWORD, 'Ab1#'));
    const long = await failureOf(
      changePassword(client, DEMO_PASSWORD, `Ab1#${'x'.repeat(PASSWORD_MAX_LENGTH)}`),
    );
    expect([fieldsOf(short), fieldsOf(long)]).toEqual([['newPassword'], ['newPassword']]);
  });

  it('fails a change with a wrong current password on currentPassword', async () => {
    const error = await failureOf(
      changePassword(await server.clientFor('service'), 'Wrong#Passw0rd', NEW_PASSWORD),
    );
    expect(error.status).toBe(400);
    expect(fieldsOf(error)).toEqual(['currentPassword']);
  });

  it('changes the password of the signed-in account', async () => {
    await changePassword(await server.clientFor('deploy'), DEMO_PASSWORD, NEW_PASSWORD);
    await expect(
      server.anonymous().login({ username: 'deploy', password: NEW_PASSWORD }),
    ).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });
});
