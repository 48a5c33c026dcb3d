/**
 * The service under concurrent use: autocannon on loopback against a spawned service (its own
 * process, as in production), each call at concurrency 1, 8 and 32 for BENCH_SECONDS (5) seconds:
 * a page of 20 staff (5,000 in the demo seed), the tenant picker's search, one tenant's detail and
 * a password login. PGlite in a fresh directory with the demo seed, or the directory BENCH_DATA_DIR
 * names (seeded once, much faster to start); PostgreSQL instead when BENCH_DATABASE_URL is set (a
 * database the service seeds when empty).
 * Run: `pnpm --filter operation-service bench:load`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = [1, 8, 32];
const serviceRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const basic = `Basic ${Buffer.from('opsdesk-console:opsdesk-console-secret').toString('base64')}`;
const loginForm = 'grant_type=password&scope=read%20write&username=admin&password=OpsDesk%232026';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startService(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [tsxCli, '--conditions=@opsdesk/source', 'src/main.ts'], {
    cwd: serviceRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CONSOLE_DIR: '',
      // The login row measures the password check, not the limits that guard it.
      LOGIN_LIMIT_PER_IP: '1000000',
      LOGIN_LIMIT_PER_USER: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${origin}/api/account`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    origin,
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM')),
  };
}

interface Row {
  readonly call: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(
  origin: string,
  call: string,
  request: { method?: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string },
  connections: number,
): Promise<Row> {
  const result = await autocannon({
    url: `${origin}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers,
    ...(request.body && { body: request.body }),
    connections,
    duration: SECONDS,
  });
  return {
    call,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'opsdesk-load-')));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const started = performance.now();
const service = await startService(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir });
console.log(`service answering in ${((performance.now() - started) / 1000).toFixed(1)} s`);
try {
  const login = await fetch(`${service.origin}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: loginForm,
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const bearer = { authorization: `Bearer ${token}` };
  const tenants = (await (
    await fetch(`${service.origin}/api/resources/tenant?page=0&size=1`, { headers: bearer })
  ).json()) as { content: { id: number }[] };
  const tenantId = tenants.content[0]?.id;
  const calls = [
    { call: 'list: 20 of 5,000 staff', path: '/api/resources/staff?page=0&size=20', headers: bearer },
    {
      call: 'picker: tenant search',
      path: `/api/tenant/list/page?page=0&size=20&keyword=${encodeURIComponent('科技')}`,
      headers: bearer,
    },
    { call: 'detail: one tenant', path: `/api/resources/tenant/${tenantId}`, headers: bearer },
    {
      call: 'login: password grant',
      method: 'POST' as const,
      path: '/oauth/token',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: loginForm,
    },
  ];
  const rows: Row[] = [];
  for (const { call, ...request } of calls)
    for (const connections of CONCURRENCY)
      rows.push(await measure(service.origin, call, request, connections));
  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}, demo seed; ${SECONDS} s per row; load average ${loadavg()[0]?.toFixed(1)} after; Node ${process.version}\n`,
  );
  console.log('| call | connections | req/s | p50 ms | p90 ms | p99 ms | errors or non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(
      `| ${row.call} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.errors} |`,
    );
} finally {
  await service.stop();
  if (!process.env.BENCH_DATA_DIR && !databaseUrl) await rm(dataDir, { recursive: true, force: true });
}
