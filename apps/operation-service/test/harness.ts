import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RoleCode } from '@opsdesk/api';
import { createHttpClient, createMemoryTokenStore, type HttpClient } from '@opsdesk/http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { DEFAULT_OAUTH_CLIENT, loadConfig, type ServiceConfig } from '../src/config';
import type { Database } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/accounts';
import { dropDatabase, SEED_NOW, withDatabase } from './globalSetup';

export { DEMO_PASSWORD, SEED_NOW };

/**
 * A fresh copy of the seeded test database for one test file: PGlite loaded from the run's
 * snapshot, or a PostgreSQL database copied from the run's template.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `opsdesk_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const db = await openPostgres({ connectionString: withDatabase(url, name), max: 4 });
    return {
      ...db,
      close: async () => {
        await db.close();
        try {
          await dropDatabase(admin, name);
        } finally {
          await admin.end();
        }
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return openPglite({ loadDataDir: new Blob([snapshot]) });
}

/** A movable clock for tests that need time to pass (lockouts, expiries). */
export class TestClock {
  constructor(public current = new Date(SEED_NOW)) {}
  now = () => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestService {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly config: ServiceConfig;
  readonly clock: TestClock;
  close(): Promise<void>;
  /** An inject with the language and an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Logs a demo account in and returns its access token. */
  login(login: string): Promise<string>;
  /** The access token of the demo account of a role. */
  tokenOf(role: RoleCode): Promise<string>;
}

export const basicClient = `Basic ${Buffer.from(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`).toString('base64')}`;

/** The service on a fresh test database; one per test file (`beforeAll`), closed in `afterAll`. */
export async function startTestService(
  overrides: Partial<ServiceConfig> = {},
  options: { readonly logStream?: { write(line: string): void } } = {},
): Promise<TestService> {
  const db = await openTestDatabase();
  const clock = new TestClock();
  const config: ServiceConfig = { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
  const app = await buildApp({ db, config, now: clock.now, ...options });
  await app.ready();
  const tokens = new Map<string, string>();

  const call: TestService['call'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
    });

  const login = async (name: string) => {
    const cached = tokens.get(name);
    if (cached) return cached;
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: name,
        password: DEMO_PASSWORD,
        scope: 'read write',
      }).toString(),
    });
    if (response.statusCode !== 200)
      throw new Error(`login of ${name} failed: ${response.statusCode} ${response.body}`);
    const token = (response.json() as { access_token: string }).access_token;
    tokens.set(name, token);
    return token;
  };

  return {
    app,
    db,
    config,
    clock,
    call,
    login,
    tokenOf: (role) => {
      const account = demoAccounts.find((candidate) => candidate.roles.includes(role) && !candidate.state);
      if (!account) throw new Error(`no demo account has role ${role}`);
      return login(account.login);
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The service listening on loopback, and @opsdesk/http clients logged in as demo accounts: for
 * contract tests that call it the way the console does, through @opsdesk/api's typed calls.
 */
export async function listen(service: TestService): Promise<{
  baseURL: string;
  clientFor(login: string): Promise<HttpClient>;
  anonymous(): HttpClient;
}> {
  const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
  const make = () =>
    createHttpClient({
      baseURL: address,
      oauthClient: { clientId: DEFAULT_OAUTH_CLIENT.id, clientSecret: DEFAULT_OAUTH_CLIENT.secret },
      tokenStore: createMemoryTokenStore(),
      language: () => 'en',
      navigateToRoot: () => undefined,
    });
  return {
    baseURL: address,
    anonymous: make,
    async clientFor(login) {
      const client = make();
      await client.login({ username: login, password: DEMO_PASSWORD });
      return client;
    },
  };
}

/**
 * A verification token of a demo account, got the way a user gets one (spec §6, exports): a code
 * sent by e-mail, read from the development mailbox, exchanged for the token.
 */
export async function verificationTokenOf(service: TestService, login: string): Promise<string> {
  const token = await service.login(login);
  // Past the resend wait of an earlier code of the same account.
  service.clock.advance(61_000);
  const sent = await service.call({
    method: 'POST',
    url: '/api/security/verification/code',
    token,
    payload: { channel: 'EMAIL' },
  });
  if (sent.statusCode !== 200) throw new Error(`No verification code was sent: ${sent.body}`);
  const mailbox = await service.call({ method: 'GET', url: '/api/dev/mailbox', token });
  const code = /\d{6}/.exec((mailbox.json() as { body: string }[])[0]?.body ?? '')?.[0];
  const exchanged = await service.call({
    method: 'POST',
    url: '/api/security/verification/token',
    token,
    payload: { code },
  });
  return exchanged.json().verificationToken as string;
}
