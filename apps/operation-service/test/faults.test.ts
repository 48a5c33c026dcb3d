import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db';
import { openPostgres } from '../src/db/postgres';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { basicClient, DEMO_PASSWORD, openTestDatabase, TestClock } from './harness';

/**
 * The database failing under a running service, with a real PostgreSQL behind a TCP proxy the test
 * cuts and restores: requests answer 503 in words at once (never hang, never 500), and the service
 * recovers by itself once the database answers again. PostgreSQL only (`pnpm test:postgres`):
 * PGlite runs inside the process and cannot be cut off.
 */

const url = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
class Proxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!url)('the database failing under a running service', () => {
  let direct: Database;
  let proxied: Database;
  let proxy: Proxy;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    direct = await openTestDatabase();
    const { rows } = await direct.query<{ name: string }>('select current_database() as name');
    const target = new URL(url as string);
    proxy = new Proxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.open();
    const through = new URL(url as string);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    through.pathname = `/${rows[0]?.name}`;
    proxied = await openPostgres({ connectionString: through.toString(), max: 2, connectTimeoutMs: 2_000 });
    app = await buildApp({ db: proxied, config: loadConfig({ NODE_ENV: 'test' }), now: new TestClock().now });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    token = login.json().access_token as string;
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.cut();
    await proxied?.close().catch(() => undefined);
    await direct?.close();
  });

  const account = () =>
    app.inject({
      method: 'GET',
      url: '/api/account?language=en',
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers 503 in words with Retry-After while the database cannot be reached, at once', async () => {
    expect((await account()).statusCode).toBe(200);
    await proxy.cut();
    const started = performance.now();
    const response = await account();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    expect(response.json().message).toMatch(/database is not answering/);
    expect(response.headers['retry-after']).toBe('5');
    // Refused connections fail fast; the connection timeout bounds the rest.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('recovers without a restart once the database answers again', async () => {
    await proxy.open();
    expect((await account()).statusCode).toBe(200);
  });

  it('cancels a statement that runs past its timeout, which counts as unavailable (503)', async () => {
    const through = new URL(url as string);
    through.pathname = `/${(await direct.query<{ name: string }>('select current_database() as name')).rows[0]?.name}`;
    const impatient = await openPostgres({
      connectionString: through.toString(),
      max: 1,
      statementTimeoutMs: 100,
    });
    try {
      const error = await impatient.query('select pg_sleep(2)').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await impatient.close();
    }
  });
});
