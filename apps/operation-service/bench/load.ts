/**
 * The service under concurrent use: autocannon on loopback against a spawned service (its own
 * process, as in production), each call at concurrency 1, 8 and 32 for BENCH_SECONDS (5) seconds:
 * a page of 20 staff (5,000 in the demo seed), the tenant picker's search, one tenant's detail and
 * a password login; then other requests' latency while a BENCH_IMPORT_ROWS (5,000) row import runs.
 * PGlite with the demo seed (seeded into a fresh directory, or the directory BENCH_DATA_DIR names,
 * copied for each run), once for each place PGlite may run (BENCH_PGLITE_THREADS, a comma-separated
 * list of worker, socket and main; worker by default); PostgreSQL instead when BENCH_DATABASE_URL
 * is set (a database the service seeds when empty).
 * Run: `pnpm --filter operation-service bench:load`.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tenantSheet } from '../test/tenantSheet';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = [1, 8, 32];
/** Where PGlite runs, one run each: `worker`, `socket`, `main` (see the README). */
const PGLITE_THREADS = (process.env.BENCH_PGLITE_THREADS ?? 'worker')
  .split(',')
  .map((thread) => thread.trim());
/** The rows of the import during which other requests are timed; 0 leaves it out. */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
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

interface DuringImport {
  readonly importSeconds: number;
  readonly imported: number;
  readonly requests: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

/**
 * Other users' latency while one imports: a 5,000-row tenant import runs while another session
 * asks for its account and a page of staff, one request after the other, until the import ends.
 */
async function duringImport(origin: string, bearer: Record<string, string>): Promise<DuringImport> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await tenantSheet(`LD${Date.now().toString(36).toUpperCase()}`, IMPORT_ROWS))]),
    'tenants.xlsx',
  );
  const started = performance.now();
  let done = false;
  const imported = fetch(`${origin}/api/resources/tenant/import`, {
    method: 'POST',
    headers: { ...bearer, 'idempotency-key': `load-${Date.now()}` },
    body: form,
  })
    .then(async (response) => {
      const answer = (await response.json()) as { successCount?: number };
      if (!response.ok) throw new Error(`the import answered ${response.status}: ${JSON.stringify(answer)}`);
      return answer;
    })
    .finally(() => (done = true));
  const latencies: number[] = [];
  const paths = ['/api/account', '/api/resources/staff?page=0&size=20'];
  // Let the upload reach the service before the first probe.
  await new Promise((resolve) => setTimeout(resolve, 200));
  while (!done) {
    const sent = performance.now();
    await fetch(`${origin}${paths[latencies.length % paths.length]}`, { headers: bearer }).then((response) =>
      response.arrayBuffer(),
    );
    latencies.push(performance.now() - sent);
  }
  const result = await imported;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return {
    importSeconds: (performance.now() - started) / 1000,
    imported: result.successCount ?? 0,
    requests: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const started = performance.now();
  const service = await startService(env);
  console.log(`${label}: service answering in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
    const during = IMPORT_ROWS > 0 ? await duringImport(service.origin, bearer) : undefined;
    console.log(
      `\n${label}, demo seed; ${SECONDS} s per row; load average ${loadavg()[0]?.toFixed(1)} after; Node ${process.version}\n`,
    );
    console.log('| call | connections | req/s | p50 ms | p90 ms | p99 ms | errors or non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows)
      console.log(
        `| ${row.call} | ${row.connections} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.errors} |`,
      );
    if (during)
      console.log(
        `\nDuring a ${IMPORT_ROWS.toLocaleString('en')}-row tenant import (${during.imported} imported in ${during.importSeconds.toFixed(1)} s), ${during.requests} other requests: p50 ${during.p50} ms, p95 ${during.p95} ms, max ${during.max} ms`,
      );
  } finally {
    await service.stop();
  }
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) await run('PostgreSQL', { DATABASE_URL: databaseUrl });
else {
  // Seeded once (or given), then copied per run: each run's import must not change the next's data.
  const seeded = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'opsdesk-load-')));
  if (!process.env.BENCH_DATA_DIR) {
    const seeding = await startService({ DATA_DIR: seeded });
    await seeding.stop();
  }
  try {
    for (const thread of PGLITE_THREADS) {
      const copy = await mkdtemp(join(tmpdir(), 'opsdesk-load-run-'));
      await cp(seeded, copy, { recursive: true });
      try {
        await run(`PGlite (PGLITE_THREAD=${thread})`, { DATA_DIR: copy, PGLITE_THREAD: thread });
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    }
  } finally {
    if (!process.env.BENCH_DATA_DIR) await rm(seeded, { recursive: true, force: true });
  }
}
