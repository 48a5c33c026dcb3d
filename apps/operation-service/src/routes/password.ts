import {
  passwordChangeRequestSchema,
  passwordResetCodeCheckSchema,
  passwordResetCodeRequestSchema,
  passwordResetRequestSchema,
  PASSWORD_RESET_TOKEN_SECONDS,
  VERIFICATION_CODE_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  type PasswordResetCodeSent,
  type PasswordResetToken,
  type VerificationChannel,
} from '@opsdesk/api';
import type { FastifyInstance } from 'fastify';
import { hashPassword, newCode, newToken, sameSecret, sha256, verifyPassword } from '../auth/crypto';
import { accountUsable, loadRoleGrants, type AccountRow } from '../auth/principal';
import { assertPasswordPolicy, policyErrors } from '../auth/passwordPolicy';
import { hitRateLimit } from '../auth/rateLimit';
import type { Queryable } from '../db';
import { ApiError, rateLimited } from '../http/errors';
import { translate } from '../http/messages';
import { access, publicRoute, route } from '../http/route';
import { keepInDevMailbox, logDelivery, maskEmail, maskMobile } from './verification';

/** A new password stays valid this long, as the seeded ones do; an account without expiry keeps none. */
const PASSWORD_VALID_DAYS = 365;

/** Code requests one address may make in a window: a public call that sends SMS must not be a spam pump. */
const CODE_REQUESTS_PER_ADDRESS = 30;
const CODE_REQUEST_WINDOW_SECONDS = 10 * 60;

/** Code checks one address may make per minute, as logins. */
const CODE_CHECKS_PER_ADDRESS = 30;

/** Password changes one account may try in a window: a stolen session must not guess the password. */
const CHANGE_ATTEMPTS = 10;
const CHANGE_WINDOW_SECONDS = 15 * 60;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

const codeInvalid = (remainingAttempts?: number) =>
  new ApiError(400, 'VERIFICATION_CODE_INVALID', 'VERIFICATION_CODE_INVALID', {
    validationErrors: [{ field: 'code', messageId: 'VERIFICATION_CODE_INVALID' }],
    ...(remainingAttempts !== undefined && { extra: { remainingAttempts } }),
  });

const codeExhausted = () =>
  new ApiError(400, 'VERIFICATION_ATTEMPTS_EXHAUSTED', 'VERIFICATION_ATTEMPTS_EXHAUSTED', {
    validationErrors: [{ field: 'code', messageId: 'VERIFICATION_ATTEMPTS_EXHAUSTED' }],
  });

const resetTokenInvalid = () =>
  new ApiError(400, 'PASSWORD_RESET_TOKEN_INVALID', 'PASSWORD_RESET_TOKEN_INVALID', {
    validationErrors: [{ field: 'resetToken', messageId: 'PASSWORD_RESET_TOKEN_INVALID' }],
  });

/** How a username is compared and stored: as the login compares it. */
const normalise = (username: string) => username.trim().toLowerCase();

/**
 * The account a username names, as the login finds it (its login, else the one account with that
 * e-mail or mobile number); undefined when it names none, or several.
 */
async function accountNamed(db: Queryable, name: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    'select * from account where login = $1 or lower(email) = $1 or mobile = $1 order by id limit 3',
    [name],
  );
  return rows.find((row) => row.login === name) ?? (rows.length === 1 ? rows[0] : undefined);
}

/**
 * The username masked when it is itself an address of the channel (a mobile number for PHONE, an
 * e-mail address for EMAIL), otherwise null. Worked out from what was typed, never from an
 * account: the answer is the same whether the username names one.
 */
export function maskedTargetOf(username: string, channel: VerificationChannel): string | null {
  if (channel === 'PHONE') return /^\+?\d{6,15}$/.test(username) ? maskMobile(username) : null;
  return /^[^@\s]+@[^@\s]+$/.test(username) ? maskEmail(username) : null;
}

/** The new expiry of a password set now: none stays none. */
const passwordExpiry = (current: Date | null, now: Date) =>
  current === null ? null : addSeconds(now, PASSWORD_VALID_DAYS * 24 * 3600);

interface CodeRow {
  id: number;
  account_id: number | null;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

/** What checking a code came to; decided inside the transaction, answered after it commits. */
type Check =
  | { readonly outcome: 'invalid'; readonly remainingAttempts?: number }
  | { readonly outcome: 'exhausted' }
  | { readonly outcome: 'verified'; readonly answer: PasswordResetToken };

export async function registerPasswordRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.services;

  publicRoute(app, {
    method: 'POST',
    url: '/api/password/forgot/code',
    body: passwordResetCodeRequestSchema,
    summary:
      'Forgot password: sends a code to the mobile or e-mail of the account a username names; answers the same when it names none.',
    handler: async ({ request, body, locale }): Promise<PasswordResetCodeSent> => {
      const { channel } = body;
      const username = normalise(body.username);
      const sentAt = now();
      const perAddress = await hitRateLimit(
        db,
        `password-forgot:ip:${request.ip}`,
        CODE_REQUESTS_PER_ADDRESS,
        CODE_REQUEST_WINDOW_SECONDS,
        sentAt,
      );
      if (!perAddress.allowed) throw rateLimited(perAddress.retryAfter);
      // The identity verification's wait, counted per username typed, known or not: a wait only
      // for real accounts would tell which exist.
      const perUsername = await hitRateLimit(
        db,
        `password-forgot:user:${username}`,
        1,
        VERIFICATION_RESEND_SECONDS,
        sentAt,
      );
      if (!perUsername.allowed) {
        throw new ApiError(429, 'VERIFICATION_RESEND_TOO_SOON', 'VERIFICATION_RESEND_TOO_SOON', {
          values: { seconds: perUsername.retryAfter },
          extra: { retryAfter: perUsername.retryAfter },
          headers: { 'Retry-After': String(perUsername.retryAfter) },
        });
      }

      const account = await accountNamed(db, username);
      const target = channel === 'PHONE' ? account?.mobile : account?.email;
      // The same wait per account, for its other names (login, e-mail, mobile): silently, since
      // only someone who knows those names could notice.
      const recipient =
        account &&
        target &&
        accountUsable(account, sentAt, await loadRoleGrants(db, account.roles)) &&
        (
          await hitRateLimit(
            db,
            `password-forgot:account:${account.id}`,
            1,
            VERIFICATION_RESEND_SECONDS,
            sentAt,
          )
        ).allowed
          ? { accountId: account.id, target }
          : undefined;

      const code = newCode(6);
      const expiresAt = addSeconds(sentAt, VERIFICATION_CODE_SECONDS);
      const subject = translate(locale, 'PASSWORD_RESET_MESSAGE_SUBJECT');
      const text = translate(locale, 'PASSWORD_RESET_MESSAGE_BODY', {
        code,
        minutes: VERIFICATION_CODE_SECONDS / 60,
      });
      await db.query('delete from password_reset_code where expires_at <= $1', [sentAt]);
      await db.transaction(async (tx) => {
        // Only the latest code of a username can be checked.
        await tx.query(
          'update password_reset_code set consumed_at = $2 where username = $1 and consumed_at is null',
          [username, sentAt],
        );
        await tx.query(
          `insert into password_reset_code (username, account_id, channel, code_hash, expires_at, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
          // A username that names no account gets a row too, whose code was sent nowhere (and is
          // no six-digit code): checking it fails exactly as a wrong code of a real account fails.
          [
            username,
            recipient?.accountId ?? null,
            channel,
            sha256(recipient ? code : newToken()),
            expiresAt,
            sentAt,
          ],
        );
        if (recipient) {
          await keepInDevMailbox(tx, config, { ...recipient, channel, subject, body: text, sentAt });
        }
      });
      if (recipient)
        logDelivery(request.log, config, { channel, target: recipient.target, subject, body: text });
      return {
        channel,
        maskedTarget: maskedTargetOf(username, channel),
        retryAfterSeconds: VERIFICATION_RESEND_SECONDS,
      };
    },
  });

  publicRoute(app, {
    method: 'POST',
    url: '/api/password/forgot/verify',
    body: passwordResetCodeCheckSchema,
    summary: 'Forgot password: exchanges the code for a single-use reset token.',
    handler: async ({ request, body }): Promise<PasswordResetToken> => {
      const at = now();
      const limit = await hitRateLimit(
        db,
        `password-verify:ip:${request.ip}`,
        CODE_CHECKS_PER_ADDRESS,
        60,
        at,
      );
      if (!limit.allowed) throw rateLimited(limit.retryAfter);
      const username = normalise(body.username);
      const check = await db.transaction(async (tx): Promise<Check> => {
        const { rows } = await tx.query<CodeRow>(
          `select id, account_id, code_hash, attempts, expires_at from password_reset_code
            where username = $1 and consumed_at is null order by id desc limit 1 for update`,
          [username],
        );
        const current = rows[0];
        if (!current || current.expires_at <= at) return { outcome: 'invalid' };
        if (current.attempts >= VERIFICATION_MAX_ATTEMPTS) return { outcome: 'exhausted' };
        const right = sameSecret(current.code_hash, sha256(body.code));
        if (!right || current.account_id === null) {
          const attempts = current.attempts + 1;
          await tx.query('update password_reset_code set attempts = $2 where id = $1', [
            current.id,
            attempts,
          ]);
          return attempts >= VERIFICATION_MAX_ATTEMPTS
            ? { outcome: 'exhausted' }
            : { outcome: 'invalid', remainingAttempts: VERIFICATION_MAX_ATTEMPTS - attempts };
        }
        await tx.query('update password_reset_code set consumed_at = $2 where id = $1', [current.id, at]);
        // Only the newest reset token of an account can set its password.
        await tx.query(
          'update password_reset_token set used_at = $2 where account_id = $1 and used_at is null',
          [current.account_id, at],
        );
        const resetToken = newToken();
        await tx.query(
          'insert into password_reset_token (token_hash, account_id, expires_at, created_at) values ($1, $2, $3, $4)',
          [sha256(resetToken), current.account_id, addSeconds(at, PASSWORD_RESET_TOKEN_SECONDS), at],
        );
        return { outcome: 'verified', answer: { resetToken, expiresIn: PASSWORD_RESET_TOKEN_SECONDS } };
      });
      switch (check.outcome) {
        case 'verified':
          return check.answer;
        case 'exhausted':
          throw codeExhausted();
        case 'invalid':
          throw codeInvalid(check.remainingAttempts);
      }
    },
  });

  publicRoute(app, {
    method: 'POST',
    url: '/api/password/reset',
    body: passwordResetRequestSchema,
    summary:
      'Forgot password: sets a new password with a reset token, once; unlocks the account and ends its sessions.',
    handler: async ({ body }): Promise<void> => {
      assertPasswordPolicy(body.newPassword, 'newPassword');
      const tokenHash = sha256(body.resetToken);
      // Checked before hashing, so that calls without a valid token cost no argon2 work.
      const { rowCount } = await db.query(
        'select 1 from password_reset_token where token_hash = $1 and used_at is null and expires_at > $2',
        [tokenHash, now()],
      );
      if (rowCount === 0) throw resetTokenInvalid();
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      const reset = await db.transaction(async (tx) => {
        // Spending the token is the check that counts: of two resets racing, one wins.
        const { rows } = await tx.query<{ account_id: number }>(
          `update password_reset_token set used_at = $2
            where token_hash = $1 and used_at is null and expires_at > $2 returning account_id`,
          [tokenHash, at],
        );
        const accountId = rows[0]?.account_id;
        if (accountId === undefined) return false;
        const { rows: accounts } = await tx.query<Pick<AccountRow, 'password_expires_at'>>(
          'select password_expires_at from account where id = $1 for update',
          [accountId],
        );
        await tx.query(
          `update account set password_hash = $2, password_expires_at = $3, failed_attempts = 0,
             last_failed_at = null, locked_until = null, updated_at = $4 where id = $1`,
          [accountId, passwordHash, passwordExpiry(accounts[0]?.password_expires_at ?? null, at), at],
        );
        // Whoever held a session may have held it without the owner: every session ends.
        await tx.query('delete from access_token where account_id = $1', [accountId]);
        await tx.query(
          'update refresh_token set revoked_at = $2 where account_id = $1 and revoked_at is null',
          [accountId, at],
        );
        await tx.query(
          'update password_reset_code set consumed_at = $2 where account_id = $1 and consumed_at is null',
          [accountId, at],
        );
        return true;
      });
      if (!reset) throw resetTokenInvalid();
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/account/password',
    access: access.authenticated,
    body: passwordChangeRequestSchema,
    summary:
      "Changes the signed-in account's password, given its current one; ends the account's other sessions.",
    handler: async ({ body, principal, request }): Promise<void> => {
      const at = now();
      const limit = await hitRateLimit(
        db,
        `password-change:${principal.accountId}`,
        CHANGE_ATTEMPTS,
        CHANGE_WINDOW_SECONDS,
        at,
      );
      if (!limit.allowed) throw rateLimited(limit.retryAfter);
      const { rows } = await db.query<Pick<AccountRow, 'password_hash' | 'password_expires_at'>>(
        'select password_hash, password_expires_at from account where id = $1',
        [principal.accountId],
      );
      const account = rows[0];
      if (!account) throw new ApiError(401, 'TOKEN_INVALID', 'TOKEN_INVALID');
      const currentRight = await verifyPassword(account.password_hash, body.currentPassword);
      // Every problem at once, so that the form can show each on its field.
      const errors = policyErrors(body.newPassword, 'newPassword');
      if (!currentRight) {
        throw new ApiError(400, 'WRONG_PASSWORD', 'WRONG_PASSWORD', {
          validationErrors: [{ field: 'currentPassword', messageId: 'WRONG_PASSWORD' }, ...errors],
        });
      }
      assertPasswordPolicy(body.newPassword, 'newPassword');
      if (body.newPassword === body.currentPassword) {
        throw new ApiError(400, 'PASSWORD_SAME_AS_CURRENT', 'PASSWORD_SAME_AS_CURRENT', {
          validationErrors: [{ field: 'newPassword', messageId: 'PASSWORD_SAME_AS_CURRENT' }],
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      // This route takes its token from the header only (never the query).
      const currentToken = sha256(request.headers.authorization?.slice('Bearer '.length).trim() ?? '');
      await db.transaction(async (tx) => {
        await tx.query(
          'update account set password_hash = $2, password_expires_at = $3, updated_at = $4 where id = $1',
          [principal.accountId, passwordHash, passwordExpiry(account.password_expires_at, at), at],
        );
        // The other sessions were opened with the old password, maybe by someone else: they end. This
        // one goes on with its access token; no refresh token is kept, since none is known to be its
        // own, so it signs in again (with the new password) when that token expires.
        await tx.query('delete from access_token where account_id = $1 and token_hash <> $2', [
          principal.accountId,
          currentToken,
        ]);
        await tx.query(
          'update refresh_token set revoked_at = $2 where account_id = $1 and revoked_at is null',
          [principal.accountId, at],
        );
        // A reset under way would set the password back to something else: it is void now.
        await tx.query(
          'update password_reset_token set used_at = $2 where account_id = $1 and used_at is null',
          [principal.accountId, at],
        );
        await tx.query(
          'update password_reset_code set consumed_at = $2 where account_id = $1 and consumed_at is null',
          [principal.accountId, at],
        );
      });
    },
  });
}
