import {
  verificationCodeExchangeSchema,
  verificationCodeRequestSchema,
  VERIFICATION_CODE_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_TOKEN_SECONDS,
  type MailboxMessage,
  type VerificationChannel,
  type VerificationCodeSent,
  type VerificationToken,
} from '@opsdesk/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newCode, newToken, sameSecret, sha256 } from '../auth/crypto';
import { hitRateLimit } from '../auth/rateLimit';
import type { ServiceConfig } from '../config';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { translate } from '../http/messages';
import type { Principal } from '../http/principal';
import { access, route } from '../http/route';

/** `13800000001` gives `138****0001`: enough to recognise one's own number, not to learn it. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length);
  const keep = mobile.length >= 11 ? 3 : 1;
  return `${mobile.slice(0, keep)}****${mobile.slice(-4)}`;
}

/** `admin@opsdesk.example` gives `a***n@opsdesk.example`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local.charAt(0)}***` : `${local.charAt(0)}***${local.slice(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** True when `token` is a verification token of the principal's account that has not expired. */
export async function isVerificationTokenValid(
  db: Queryable,
  principal: Principal,
  token: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const { rowCount } = await db.query(
    'select 1 from verification_token where token_hash = $1 and account_id = $2 and expires_at > $3',
    [sha256(token), principal.accountId, now],
  );
  return rowCount > 0;
}

/** A code on its way to a mobile number or e-mail address. */
export interface OutgoingMessage {
  readonly accountId: number;
  readonly channel: VerificationChannel;
  /** The unmasked mobile number or e-mail address. */
  readonly target: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: Date;
}

/**
 * No SMS or mail gateway is wired: outside production the development mailbox keeps what would
 * have been sent (in the transaction that stores the code), and the log shows it.
 */
export async function keepInDevMailbox(
  db: Queryable,
  config: ServiceConfig,
  message: OutgoingMessage,
): Promise<void> {
  if (config.environment === 'production') return;
  await db.query(
    `insert into dev_mailbox (account_id, channel, target, subject, body, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [message.accountId, message.channel, message.target, message.subject, message.body, message.sentAt],
  );
}

/** Logs a code sent; in production a code never goes to a log, where anyone reading logs could use it. */
export function logDelivery(
  log: FastifyBaseLogger,
  config: ServiceConfig,
  message: Pick<OutgoingMessage, 'channel' | 'target' | 'subject' | 'body'>,
): void {
  if (config.environment === 'production') {
    log.warn({ channel: message.channel }, 'code issued, but no SMS or mail gateway is configured');
  } else {
    log.info(message, 'code sent');
  }
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

/** What checking a code came to; decided inside the transaction, answered after it commits. */
type Exchange =
  | { readonly outcome: 'invalid'; readonly remainingAttempts?: number }
  | { readonly outcome: 'exhausted' }
  | { readonly outcome: 'verified'; readonly answer: VerificationToken };

export async function registerVerificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/security/verification/code',
    access: access.authenticated,
    body: verificationCodeRequestSchema,
    summary: 'Sends a verification code to the mobile number or e-mail address of the account.',
    handler: async ({ request, body, principal, locale }): Promise<VerificationCodeSent> => {
      const { channel } = body;
      const { rows } = await db.query<{ email: string | null; mobile: string | null }>(
        'select email, mobile from account where id = $1',
        [principal.accountId],
      );
      const target = channel === 'PHONE' ? rows[0]?.mobile : rows[0]?.email;
      if (!target) {
        const channelName = translate(
          locale,
          channel === 'PHONE' ? 'VERIFICATION_CHANNEL_PHONE' : 'VERIFICATION_CHANNEL_EMAIL',
        );
        throw new ApiError(400, 'VERIFICATION_TARGET_MISSING', 'VERIFICATION_TARGET_MISSING', {
          values: { channel: channelName },
        });
      }
      const sentAt = now();
      // One code per account per window, counted in the database so that every instance agrees.
      const limit = await hitRateLimit(
        db,
        `verification-code:${principal.accountId}`,
        1,
        VERIFICATION_RESEND_SECONDS,
        sentAt,
      );
      if (!limit.allowed) {
        throw new ApiError(429, 'VERIFICATION_RESEND_TOO_SOON', 'VERIFICATION_RESEND_TOO_SOON', {
          values: { seconds: limit.retryAfter },
          extra: { retryAfter: limit.retryAfter },
          headers: { 'Retry-After': String(limit.retryAfter) },
        });
      }
      const code = newCode(6);
      const expiresAt = addSeconds(sentAt, VERIFICATION_CODE_SECONDS);
      const subject = translate(locale, 'VERIFICATION_MESSAGE_SUBJECT');
      const text = translate(locale, 'VERIFICATION_MESSAGE_BODY', {
        code,
        minutes: VERIFICATION_CODE_SECONDS / 60,
      });
      await db.transaction(async (tx) => {
        // A new code replaces the ones before it: only the latest can be exchanged.
        await tx.query(
          'update verification_code set consumed_at = $2 where account_id = $1 and consumed_at is null',
          [principal.accountId, sentAt],
        );
        await tx.query(
          `insert into verification_code (account_id, channel, target, code_hash, expires_at, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [principal.accountId, channel, target, sha256(code), expiresAt, sentAt],
        );
        await keepInDevMailbox(tx, config, {
          accountId: principal.accountId,
          channel,
          target,
          subject,
          body: text,
          sentAt,
        });
      });
      logDelivery(request.log, config, { channel, target, subject, body: text });
      return {
        channel,
        target: channel === 'PHONE' ? maskMobile(target) : maskEmail(target),
        expiresAt: expiresAt.toISOString(),
        expiresIn: VERIFICATION_CODE_SECONDS,
        resendAfter: VERIFICATION_RESEND_SECONDS,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/security/verification/token',
    access: access.authenticated,
    body: verificationCodeExchangeSchema,
    summary: 'Exchanges a verification code for a short-lived verification token.',
    handler: async ({ body, principal }): Promise<VerificationToken> => {
      const at = now();
      const exchange = await db.transaction(async (tx): Promise<Exchange> => {
        const { rows } = await tx.query<CodeRow>(
          `select id, code_hash, attempts, expires_at from verification_code
            where account_id = $1 and consumed_at is null order by id desc limit 1 for update`,
          [principal.accountId],
        );
        const current = rows[0];
        if (!current || current.expires_at <= at) return { outcome: 'invalid' };
        if (current.attempts >= VERIFICATION_MAX_ATTEMPTS) return { outcome: 'exhausted' };
        if (!sameSecret(current.code_hash, sha256(body.code))) {
          const attempts = current.attempts + 1;
          await tx.query('update verification_code set attempts = $2 where id = $1', [current.id, attempts]);
          return attempts >= VERIFICATION_MAX_ATTEMPTS
            ? { outcome: 'exhausted' }
            : { outcome: 'invalid', remainingAttempts: VERIFICATION_MAX_ATTEMPTS - attempts };
        }
        await tx.query('update verification_code set consumed_at = $2 where id = $1', [current.id, at]);
        await tx.query('delete from verification_token where account_id = $1 and expires_at <= $2', [
          principal.accountId,
          at,
        ]);
        const token = newToken();
        const expiresAt = addSeconds(at, VERIFICATION_TOKEN_SECONDS);
        await tx.query(
          'insert into verification_token (token_hash, account_id, expires_at, created_at) values ($1, $2, $3, $4)',
          [sha256(token), principal.accountId, expiresAt, at],
        );
        return {
          outcome: 'verified',
          answer: {
            verificationToken: token,
            expiresAt: expiresAt.toISOString(),
            expiresIn: VERIFICATION_TOKEN_SECONDS,
          },
        };
      });
      switch (exchange.outcome) {
        case 'verified':
          return exchange.answer;
        case 'exhausted':
          throw new ApiError(400, 'VERIFICATION_ATTEMPTS_EXHAUSTED', 'VERIFICATION_ATTEMPTS_EXHAUSTED');
        case 'invalid':
          throw new ApiError(400, 'VERIFICATION_CODE_INVALID', 'VERIFICATION_CODE_INVALID', {
            ...(exchange.remainingAttempts !== undefined && {
              extra: { remainingAttempts: exchange.remainingAttempts },
            }),
          });
      }
    },
  });

  // Development and tests only: in production the route does not exist at all.
  if (config.environment !== 'production') {
    route(app, {
      method: 'GET',
      url: '/api/dev/mailbox',
      access: access.authenticated,
      summary: 'The messages the service kept for the caller instead of sending them (not in production).',
      handler: async ({ principal }): Promise<MailboxMessage[]> => {
        const { rows } = await db.query<{
          id: number;
          channel: VerificationChannel;
          target: string;
          subject: string;
          body: string;
          created_at: Date;
        }>(
          'select id, channel, target, subject, body, created_at from dev_mailbox where account_id = $1 order by id desc limit 50',
          [principal.accountId],
        );
        return rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          target: row.target,
          subject: row.subject,
          body: row.body,
          createdAt: row.created_at.toISOString(),
        }));
      },
    });
  }
}
