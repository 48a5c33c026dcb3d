import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db';
import { ApiError, rateLimited } from '../http/errors';
import { localeOf, translate, type MessageId } from '../http/messages';
import { keepInDevMailbox } from '../routes/verification';
import { publicRoute } from '../http/route';
import { newToken, sameSecret, sha256 } from './crypto';
import { accountUsable, loadRoleGrants, type AccountRow, type RoleGrant } from './principal';
import {
  accountSubject,
  attemptsOf,
  fromSource,
  clearAttempts,
  countAttempt,
  FAILURE_WINDOW_MINUTES,
  LOCK_MINUTES,
  lockIfDue,
  loginSubjectOf,
  MAX_LOGIN_FAILURES,
  passwordMatches,
  rememberSource,
  SOURCE_FAILURE_LIMIT,
  type LoginSubject,
} from './loginAttempts';
import { hitRateLimit, rateLimitHits } from './rateLimit';

/** A login failure: OAuth's `invalid_grant` with a stable code and the spec's message. */
function loginFailure(code: MessageId, extra: Record<string, unknown> = {}, status = 400): ApiError {
  return new ApiError(status, code, code, { extra: { error: 'invalid_grant', ...extra } });
}

function invalidClient(): ApiError {
  return new ApiError(401, 'INVALID_CLIENT', 'INVALID_CLIENT', {
    extra: { error: 'invalid_client' },
    headers: { 'WWW-Authenticate': 'Basic realm="opsdesk"' },
  });
}

/** The OAuth client of the request's Basic authorization, checked against the configured ones. */
function clientOf(app: FastifyInstance, request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) throw invalidClient();
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const id = decoded.slice(0, separator);
  const secret = decoded.slice(separator + 1);
  const client = app.services.config.oauthClients.find((candidate) => candidate.id === id);
  if (separator < 0 || !client || !sameSecret(client.secret, secret)) throw invalidClient();
  return client.id;
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: string;
}

async function issueTokens(
  app: FastifyInstance,
  db: Queryable,
  accountId: number,
  clientId: string,
  family: string = randomUUID(),
): Promise<TokenAnswer> {
  const { config, now } = app.services;
  const accessToken = newToken();
  const refreshToken = newToken();
  const issuedAt = now().getTime();
  await db.query(
    'insert into access_token (token_hash, account_id, client_id, family, expires_at) values ($1, $2, $3, $4, $5)',
    [sha256(accessToken), accountId, clientId, family, new Date(issuedAt + config.accessTokenSeconds * 1000)],
  );
  await db.query(
    'insert into refresh_token (token_hash, account_id, client_id, family, expires_at) values ($1, $2, $3, $4, $5)',
    [
      sha256(refreshToken),
      accountId,
      clientId,
      family,
      new Date(issuedAt + config.refreshTokenSeconds * 1000),
    ],
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: config.accessTokenSeconds,
    scope: 'read write',
  };
}

/**
 * Tells an account's owner that failed passwords from an address they never signed in from locked
 * it: when, from where, that their usual devices still sign in, and what to do if it was not them.
 * No mail or SMS gateway is wired: outside production the development mailbox keeps the notice.
 */
async function noticeLock(app: FastifyInstance, request: FastifyRequest, account: AccountRow, now: Date) {
  const { db, config } = app.services;
  const channel = account.email ? 'EMAIL' : account.mobile ? 'PHONE' : undefined;
  const target = account.email ?? account.mobile;
  if (!channel || !target) return;
  const locale = localeOf(account.language);
  const values = { source: request.ip, minutes: LOCK_MINUTES, time: now.toISOString() };
  await keepInDevMailbox(db, config, {
    accountId: account.id,
    channel,
    target,
    subject: translate(locale, 'LOGIN_LOCK_NOTICE_SUBJECT'),
    body: translate(locale, 'LOGIN_LOCK_NOTICE_BODY', values),
    sentAt: now,
  });
  request.log.info({ accountId: account.id, channel }, 'lock notice sent to the account owner');
}

/** The counter of the wrong passwords an address sent, whatever names they were for. */
const failuresKey = (request: FastifyRequest) => `login-failures:ip:${request.ip}`;

/** The answer to a wrong password: the attempts left, or the lock the last one set. */
function wrongPassword(failures: number): ApiError {
  return failures >= MAX_LOGIN_FAILURES
    ? loginFailure('ACCOUNT_LOCKED', { lockedMinutes: LOCK_MINUTES })
    : loginFailure('BAD_CREDENTIALS', { remainingAttempts: MAX_LOGIN_FAILURES - failures });
}

/**
 * Why an account with the right password still may not log in, if it may not. `grants` are its
 * roles' as the authority-role records stand: a role binding it to a tenant it does not have (a
 * custom one too) refuses it like a disabled account, as every later call would.
 */
function stateFailure(account: AccountRow, now: Date, grants: readonly RoleGrant[]): ApiError | undefined {
  if (!account.enabled) return loginFailure('USER_DISABLED');
  if (account.status === 'LEFT') return loginFailure('USER_LEFT');
  if (!account.activated) return loginFailure('NOT_ACTIVATED');
  if (account.account_expires_at && account.account_expires_at <= now) return loginFailure('ACCOUNT_EXPIRED');
  if (account.password_expires_at && account.password_expires_at <= now)
    return loginFailure('PASSWORD_EXPIRED');
  if (!accountUsable(account, now, grants)) return loginFailure('USER_DISABLED');
  return undefined;
}

const passwordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  scope: z.string().optional(),
  loginType: z.enum(['sso', 'ssoDirect']).optional(),
  client_name: z.string().trim().min(1).max(64).optional(),
});

const refreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(512),
});

/** The body of a token call (form-encoded) with its query (the refresh grant sends its token there). */
function grantOf(request: FastifyRequest): Record<string, unknown> {
  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const query = (request.query ?? {}) as Record<string, unknown>;
  const { language: _language, key: _key, roleType: _roleType, ...params } = query;
  return { ...params, ...body };
}

async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: string,
): Promise<TokenAnswer> {
  const { db, now: clock, config } = app.services;
  // A password in the address stays in browser histories, proxies and logs: only the body may carry it.
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (query.password !== undefined || query.username !== undefined)
    throw loginFailure('CREDENTIALS_IN_QUERY');
  const grant = passwordGrant.safeParse(grantOf(request));
  if (!grant.success) throw loginFailure('BAD_CREDENTIALS');
  const { username, password, loginType, client_name: clientName } = grant.data;
  const now = clock();

  // Whom the attempt counts against: the one account the name gives, or the name itself.
  let subject: LoginSubject;
  if (loginType) {
    // Single sign-on: the corporate identity `client_name:username` must be bound to an account.
    if (!clientName) throw loginFailure('CORPORATE_LOGIN_FAILED');
    const { rows } = await db.query<AccountRow>('select * from account where sso_identity = $1', [
      `${clientName}:${username.toLowerCase()}`,
    ]);
    if (!rows[0]) throw loginFailure(loginType === 'ssoDirect' ? 'USER_NOT_FOUND' : 'CORPORATE_LOGIN_FAILED');
    subject = accountSubject(rows[0]);
  } else {
    subject = await loginSubjectOf(db, username);
  }
  subject = await fromSource(db, subject, request.ip, now);

  // Per address, and per account whichever of its names was typed (or per name, for the others).
  const limits = await Promise.all([
    hitRateLimit(db, `login:ip:${request.ip}`, config.loginRateLimit.perIp, 60, now),
    hitRateLimit(
      db,
      `login:${subject.kind === 'name' ? subject.key : `account:${subject.account.id}`}`,
      config.loginRateLimit.perUser,
      60,
      now,
    ),
  ]);
  const sourceFailures = await rateLimitHits(db, failuresKey(request), FAILURE_WINDOW_MINUTES * 60, now);
  const failureLimit = config.loginRateLimit.failuresPerIp ?? SOURCE_FAILURE_LIMIT;
  if (sourceFailures >= failureLimit) {
    limits.push({ allowed: false, retryAfter: FAILURE_WINDOW_MINUTES * 60 });
  }
  const limited = limits.find((limit) => !limit.allowed);
  if (limited) throw rateLimited(limited.retryAfter, { error: 'invalid_grant' });

  const attempt = await countAttempt(db, subject, now);
  // As many attempts as a lock needs are being checked: this one waits its turn.
  if (attempt.kind === 'busy') throw rateLimited(1, { error: 'invalid_grant' });
  if (attempt.kind === 'locked') {
    // Locked: refused without checking the password, for an account and a name alike.
    throw loginFailure('ACCOUNT_LOCKED', {
      lockedMinutes: Math.max(1, Math.ceil((attempt.lockedUntil.getTime() - now.getTime()) / 60_000)),
    });
  }
  if (!(await passwordMatches(subject, password))) {
    await hitRateLimit(db, failuresKey(request), 0, FAILURE_WINDOW_MINUTES * 60, now);
    const locked = await lockIfDue(db, subject, attempt.failures, now);
    if (locked && subject.kind === 'account') await noticeLock(app, request, subject.account, now);
    throw wrongPassword(attempt.failures);
  }
  await clearAttempts(db, subject);
  // What the account's state says comes only after its password is right: before, it would tell
  // a stranger that the name is an account.
  if (subject.kind === 'name') throw loginFailure('MULTIPLE_USERS');
  const { account } = subject;
  const refused = stateFailure(account, now, await loadRoleGrants(db, account.roles));
  if (refused) throw refused;
  await rememberSource(db, account.id, request.ip, now);
  return issueTokens(app, db, account.id, clientId);
}

async function refreshLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: string,
): Promise<TokenAnswer> {
  const { db, now: clock } = app.services;
  const grant = refreshGrant.safeParse(grantOf(request));
  if (!grant.success) throw loginFailure('TOKEN_INVALID', {}, 401);
  const now = clock();
  // The transaction answers a failure instead of throwing it, so that a revocation commits.
  const outcome = await db.transaction(async (tx): Promise<TokenAnswer | ApiError> => {
    const { rows } = await tx.query<{
      account_id: number;
      client_id: string;
      family: string;
      expires_at: Date;
      used_at: Date | null;
      revoked_at: Date | null;
    }>('select * from refresh_token where token_hash = $1 for update', [sha256(grant.data.refresh_token)]);
    const stored = rows[0];
    if (!stored || stored.client_id !== clientId || stored.revoked_at || stored.expires_at <= now) {
      return loginFailure('TOKEN_INVALID', {}, 401);
    }
    if (stored.used_at) {
      // A used refresh token came back: someone holds a copy. End the whole family.
      await tx.query('update refresh_token set revoked_at = $2 where family = $1 and revoked_at is null', [
        stored.family,
        now,
      ]);
      // And the access tokens issued from it: the copy may have been refreshed into one already.
      await tx.query('delete from access_token where family = $1', [stored.family]);
      return loginFailure('TOKEN_INVALID', {}, 401);
    }
    const { rows: accounts } = await tx.query<AccountRow>('select * from account where id = $1', [
      stored.account_id,
    ]);
    const account = accounts[0];
    if (!account || !accountUsable(account, now, await loadRoleGrants(tx, account.roles)))
      return loginFailure('USER_INFO_EXPIRED', {}, 401);
    await tx.query('update refresh_token set used_at = $2 where token_hash = $1', [
      sha256(grant.data.refresh_token),
      now,
    ]);
    return issueTokens(app, tx, account.id, clientId, stored.family);
  });
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
}

export async function registerOAuthRoutes(app: FastifyInstance): Promise<void> {
  // The token endpoint reads form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  publicRoute(app, {
    method: 'POST',
    url: '/oauth/token',
    summary: 'OAuth token endpoint: password (with sso / ssoDirect) and refresh_token grants.',
    consumes: ['form'],
    handler: async ({ request }) => {
      const clientId = clientOf(app, request);
      const grantType = grantOf(request).grant_type;
      if (grantType === 'password') return passwordLogin(app, request, clientId);
      if (grantType === 'refresh_token') return refreshLogin(app, request, clientId);
      throw new ApiError(400, 'UNSUPPORTED_GRANT', 'UNSUPPORTED_GRANT', {
        extra: { error: 'unsupported_grant_type' },
      });
    },
  });

  publicRoute(app, {
    method: 'POST',
    url: '/api/refactor/account/loginErrorCounts',
    summary: 'How many failed passwords an account has in the current window, and whether it is locked.',
    query: z.object({ username: z.string().trim().min(1).max(254) }).passthrough(),
    handler: async ({ query, request }) => {
      const { db, now: clock } = app.services;
      // Counted per subject, as logins are: a name that is no account answers as one would.
      const now = clock();
      const subject = await fromSource(db, await loginSubjectOf(db, query.username), request.ip, now);
      const { failures, locked } = await attemptsOf(db, subject, now);
      return { errorCounts: failures, maxErrorCounts: MAX_LOGIN_FAILURES, locked };
    },
  });
}
