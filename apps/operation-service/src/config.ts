import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serviceRoot } from './root';

export type ServiceEnvironment = 'development' | 'production' | 'test';

export interface OAuthClient {
  readonly id: string;
  readonly secret: string;
}

export interface ServiceConfig {
  readonly port: number;
  readonly host: string;
  /** A PostgreSQL connection string; PGlite in `dataDir` when absent. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** PostgreSQL: how long a statement may run (then 503), and how long to wait for a connection. */
  readonly databaseStatementTimeoutMs: number;
  readonly databaseConnectTimeoutMs: number;
  /**
   * Where PGlite runs: on a worker thread answering the service's messages (`worker`, the
   * default), on a worker thread serving the PostgreSQL wire protocol to node-postgres (`socket`),
   * or on the service's own thread (`main`, where a long statement holds every request). The
   * choice and its measurements are in the README.
   */
  readonly pgliteThread: PgliteThread;
  readonly environment: ServiceEnvironment;
  /** The OAuth clients allowed to ask for tokens (Basic client authorization). */
  readonly oauthClients: readonly OAuthClient[];
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  /** Origins allowed by CORS; none by default (the console is served from the same origin). */
  readonly corsOrigins: readonly string[];
  /** Seed the demo data into an empty database at start. */
  readonly seed: boolean;
  /**
   * Which proxies' forwarded headers (`X-Forwarded-For`, `-Proto`, `-Host`) to believe: `false`
   * (default: the peer's own address counts, so a client cannot pick the address a limit counts),
   * `true` (any: only behind a proxy that overwrites them), a number of hops, or a list of proxy
   * addresses and CIDR ranges (`TRUST_PROXY`).
   */
  readonly trustProxy: boolean | number | readonly string[];
  /**
   * Logins allowed per minute from one address and for one account or name (then 429), and wrong
   * passwords one address may send in 15 minutes, whatever names they were for.
   */
  readonly loginRateLimit: {
    readonly perIp: number;
    readonly perUser: number;
    readonly failuresPerIp?: number;
  };
  /** How much demo data an empty database gets: `demo` (default), or `test` (small, quick: end-to-end tests). */
  readonly seedScale: 'demo' | 'test';
  readonly logLevel: string;
  /** The built console served on the service's own port (`CONSOLE_DIR`); none when undefined. */
  readonly consoleDir: string | undefined;
  /**
   * The key that signs attachment links (`ATTACHMENT_LINK_SECRET`). Random at each start unless
   * set: links then end with the process, and several instances behind one address need one key.
   */
  readonly attachmentLinkSecret: string;
  /** How long an attachment link works, in seconds (`ATTACHMENT_LINK_SECONDS`, 10 minutes). */
  readonly attachmentLinkSeconds: number;
}

/** Where the console's build lands in the repository (`pnpm --filter console build`). */
export const DEFAULT_CONSOLE_DIR = resolve(serviceRoot, '../..', 'apps/console/dist');

/**
 * `CONSOLE_DIR` when set (empty: serve no console); otherwise the console's build in the
 * repository when there is one. Tests serve a console only when they configure one, so that a
 * build lying in the working copy does not change what they answer.
 */
function consoleDirOf(env: NodeJS.ProcessEnv, environment: ServiceEnvironment): string | undefined {
  if (env.CONSOLE_DIR !== undefined)
    return env.CONSOLE_DIR.trim() === '' ? undefined : resolve(env.CONSOLE_DIR);
  if (environment === 'test') return undefined;
  return existsSync(DEFAULT_CONSOLE_DIR) ? DEFAULT_CONSOLE_DIR : undefined;
}

/** The console's client when nothing else is configured: fine for one machine, replaced in production. */
export const DEFAULT_OAUTH_CLIENT: OAuthClient = { id: 'opsdesk-console', secret: 'opsdesk-console-secret' };

function parseClients(value: string | undefined): OAuthClient[] {
  if (!value) return [DEFAULT_OAUTH_CLIENT];
  return value.split(',').map((pair) => {
    const [id, secret] = pair.split(':');
    if (!id || !secret) throw new Error('OAUTH_CLIENTS must be a comma-separated list of id:secret.');
    return { id, secret };
  });
}

/** `TRUST_PROXY`: unset or `false` trusts no proxy; `true`, a hop count, or `addr,cidr,...`. */
function trustProxyOf(value: string | undefined): ServiceConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Reads the configuration from the environment; every value has a default that runs on one machine. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const environment = (
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development'
  ) as ServiceEnvironment;
  return {
    port: Number(env.PORT ?? 8787),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(serviceRoot, '.data/pglite')),
    databaseStatementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? 30_000),
    databaseConnectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000),
    pgliteThread: pgliteThreadOf(env.PGLITE_THREAD, environment),
    environment,
    oauthClients: parseClients(env.OAUTH_CLIENTS),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 7200),
    refreshTokenSeconds: Number(env.REFRESH_TOKEN_SECONDS ?? 30 * 24 * 3600),
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    seed: env.SEED !== 'false',
    seedScale: env.SEED_SCALE === 'test' ? 'test' : 'demo',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    loginRateLimit: {
      perIp: Number(env.LOGIN_LIMIT_PER_IP ?? 30),
      perUser: Number(env.LOGIN_LIMIT_PER_USER ?? 10),
      failuresPerIp: Number(env.LOGIN_FAILURES_PER_IP ?? 20),
    },
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    consoleDir: consoleDirOf(env, environment),
    attachmentLinkSecret: env.ATTACHMENT_LINK_SECRET || randomBytes(32).toString('base64url'),
    attachmentLinkSeconds: Number(env.ATTACHMENT_LINK_SECONDS ?? 600),
  };
}

export type PgliteThread = 'worker' | 'socket' | 'main';

function pgliteThreadOf(value: string | undefined, environment: ServiceEnvironment): PgliteThread {
  if (value === undefined || value === '') return 'worker';
  if (value !== 'worker' && value !== 'socket' && value !== 'main')
    throw new Error(`PGLITE_THREAD must be worker, socket or main, not "${value}"`);
  // The socket serves the database to anyone on the machine, without a password: it is there to
  // be measured against the worker, not to run a service.
  if (value === 'socket' && environment === 'production')
    throw new Error(
      'PGLITE_THREAD=socket is for benchmarks: it serves the database unauthenticated on loopback',
    );
  return value;
}
