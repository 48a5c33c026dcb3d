/**
 * What the console's two dashboards cost on a database of the demo scale, and above all their
 * history statements (the newest changes, the last 14 days' activity), which read
 * `resource_history` and, for titles, `resource_record`'s partitions.
 *
 * The service (buildApp) listens on 127.0.0.1 over PGlite, in BENCH_DATA_DIR when set (kept, so a
 * later run reuses it: seeded by an earlier version, it shows what the pending migrations cost) or
 * in a temporary directory, or over PostgreSQL when BENCH_DATABASE_URL names a database (empty: it
 * is seeded; seeded already: it is used as it is). It logs in as `admin` (the provider's super
 * administrator) and `agent` (a booking agent of tenant T0001, bound to its headquarters), sends
 * each dashboard BENCH_WARMUP requests and BENCH_REQUESTS measured ones, one at a time, and records
 * the statements one call sends. Each history statement is then replayed BENCH_EXPLAINS times under
 * `explain (analyze)`: the median planning and execution times are what the database spends on it.
 * Run: `pnpm --filter operation-service bench:dashboard`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { DEFAULT_OAUTH_CLIENT, loadConfig } from '../src/config';
import { migrate, type Database, type SqlValue } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { ensureResourceIndexes } from '../src/resources/setup';
import { isEmpty, seedDatabase } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const EXPLAINS = Number(process.env.BENCH_EXPLAINS ?? 20);
/** The seed's clock: the same data on every run. */
const NOW = new Date('2026-11-20T08:00:00Z');

const databaseUrl = process.env.BENCH_DATABASE_URL;
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = databaseUrl ? undefined : (keptDir ?? (await mkdtemp(join(tmpdir(), 'opsdesk-bench-'))));
const db: Database = databaseUrl
  ? await openPostgres({ connectionString: databaseUrl })
  : await openPglite({ dataDir });
const storage = databaseUrl
  ? 'PostgreSQL (BENCH_DATABASE_URL)'
  : `PGlite (${keptDir ? 'BENCH_DATA_DIR' : 'temporary directory'})`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const notes: string[] = [];
const [applied, migrateMs] = await timed(() => migrate(db));
if (applied.length > 0)
  notes.push(`Migrations applied: ${applied.join(', ')}, in ${(migrateMs / 1000).toFixed(2)} s.`);
await ensureResourceIndexes(db);
if (await isEmpty(db)) {
  const [, seedMs] = await timed(() => seedDatabase(db, { scale: 'demo', now: NOW }));
  // A real PostgreSQL analyses after bulk loads on its own (autovacuum); PGlite has no such worker.
  await db.query('analyze');
  notes.push(`Seeded the demo scale in ${seconds(seedMs)} and analysed.`);
} else {
  notes.push('The database already held data: it was used as it is.');
}
const { rows: volume } = await db.query<{ records: number; history: number }>(
  `select (select count(*)::int from resource_record) as records,
          (select count(*)::int from resource_history) as history`,
);

/** The statements the service sends while `recording` is set. */
let recording: { sql: string; params: readonly SqlValue[] }[] | null = null;
const recorded: Database = {
  ...db,
  query: (sql, params) => {
    recording?.push({ sql, params: params ?? [] });
    return db.query(sql, params);
  },
};

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1' };
// The seed's clock, so that the 14 days of activity are the seeded ones.
const app = await buildApp({ db: recorded, config, now: () => NOW });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const basic = `Basic ${Buffer.from(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`).toString('base64')}`;
async function tokenOf(username: string): Promise<string> {
  const login = await fetch(`${address}/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: DEMO_PASSWORD,
      scope: 'read write',
    }),
  });
  if (!login.ok) throw new Error(`login of ${username} failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function call(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => value.toFixed(2);

/** What a statement of the dashboards is, or null for those that read no history. */
function historyStatement(sql: string): string | null {
  if (/grouping sets \(\(to_char\(h\.at/.test(sql)) return 'activity, 14 days';
  if (/from resource_history h/.test(sql) && /order by h\.id desc/.test(sql)) return 'newest changes';
  if (/as record_title/.test(sql) && !/resource_history/.test(sql)) return 'their record titles';
  return null;
}

const principals = [
  { name: 'admin (provider)', login: 'admin' },
  { name: 'agent (tenant T0001, company)', login: 'agent' },
];
const routes = [
  { name: 'summary', path: '/api/dashboard/summary' },
  { name: 'admin', path: '/api/dashboard/admin' },
];

const callRows: string[] = [];
const statementRows: string[] = [];
for (const principal of principals) {
  const token = await tokenOf(principal.login);
  for (const route of routes) {
    for (let i = 0; i < WARMUP; i += 1) await call(route.path, token);
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      await call(route.path, token);
      samples.push(performance.now() - started);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    callRows.push(
      `| ${principal.name} | \`GET ${route.path}\` | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(mean)} |`,
    );

    recording = [];
    await call(route.path, token);
    const statements = recording;
    recording = null;
    for (const statement of statements) {
      const what = historyStatement(statement.sql);
      if (!what) continue;
      const planning: number[] = [];
      const execution: number[] = [];
      for (let i = 0; i < EXPLAINS; i += 1) {
        const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
          `explain (analyze, format json) ${statement.sql}`,
          statement.params,
        );
        const raw = rows[0]?.['QUERY PLAN'];
        const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
          'Planning Time': number;
          'Execution Time': number;
        }[];
        planning.push(plan?.['Planning Time'] ?? Number.NaN);
        execution.push(plan?.['Execution Time'] ?? Number.NaN);
      }
      statementRows.push(
        `| ${principal.name} | ${route.name}: ${what} | ${ms(median(planning))} | ${ms(median(execution))} | ${ms(median(planning) + median(execution))} |`,
      );
    }
  }
}

await app.close();
await db.close();
if (dataDir && !keptDir) await rm(dataDir, { recursive: true, force: true });

console.log(`## operation-service dashboards\n`);
console.log(
  `${storage}; ${(volume[0]?.records ?? 0).toLocaleString('en')} records, ${(volume[0]?.history ?? 0).toLocaleString('en')} history entries. ` +
    `${REQUESTS} sequential requests per dashboard after ${WARMUP} of warm-up; Node ${process.version}.`,
);
for (const note of notes) console.log(note);
console.log('');
console.log('| caller | call | p50 ms | p95 ms | mean ms |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const row of callRows) console.log(row);
console.log('');
console.log(
  `The history statements of one call, each replayed ${EXPLAINS} times under \`explain (analyze)\`:\n`,
);
console.log('| caller | statement | planning ms | execution ms | total ms |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const row of statementRows) console.log(row);
