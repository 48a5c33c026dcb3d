/**
 * Latency of the lookups the console's pickers and lists make, over loopback, on a database of
 * realistic size: the demo seed plus generated tenants and staff, at least 10,000 of each.
 *
 * The service (buildApp) listens on 127.0.0.1 over a fresh PGlite in a temporary directory, or
 * over PostgreSQL when BENCH_DATABASE_URL names an empty database (one seeded by an earlier run is
 * reused as it is). It logs in as `admin`, then sends each endpoint BENCH_WARMUP requests and
 * BENCH_REQUESTS measured ones, one at a time, with the keyword rotating through a list so that no
 * answer is merely repeated. Endpoints the service does not have yet are skipped with a note.
 * Run: `pnpm --filter operation-service bench:lookups`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { DEFAULT_OAUTH_CLIENT, loadConfig } from '../src/config';
import { migrate, type Database } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { ensureResourceIndexes } from '../src/resources/setup';
import { isEmpty, seedDatabase } from '../src/seed';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { writePlan } from '../src/seed/generate/plan';
import { planExtraTenants, scales } from '../src/seed/generate/world';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const TARGET_TENANTS = 10_000;
const TARGET_STAFF = 10_000;
/** The seed's clock: the same data on every run. */
const NOW = new Date('2026-11-20T08:00:00Z');

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'opsdesk-bench-'));
const db: Database = databaseUrl
  ? await openPostgres({ connectionString: databaseUrl })
  : await openPglite({ dataDir });
const storage = databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary directory)';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

await migrate(db);
await ensureResourceIndexes(db);
const notes: string[] = [];
if (await isEmpty(db)) {
  const [, seedMs] = await timed(() => seedDatabase(db, { scale: 'demo', now: NOW }));
  const demo = scales.demo;
  const extra = { tenants: TARGET_TENANTS - demo.tenants, staff: TARGET_STAFF - demo.staff + 300 };
  const plan = planExtraTenants({ firstIndex: demo.tenants, ...extra, now: NOW });
  const [, extraMs] = await timed(() => db.transaction((tx) => writePlan(tx, plan, { now: NOW })));
  // A real PostgreSQL analyses after bulk loads on its own (autovacuum); PGlite has no such worker.
  const [, analyseMs] = await timed(() => db.query('analyze resource_record'));
  notes.push(
    `Seeded the demo scale in ${seconds(seedMs)}, ${extra.tenants} more tenants with their headquarters and staff in ${seconds(extraMs)}, analysed in ${seconds(analyseMs)}.`,
  );
} else {
  notes.push('The database already held data: it was used as it is.');
}
const { rows: volume } = await db.query<{ resource: string; count: number }>(
  `select resource, count(*)::int as count from resource_record
    where resource in ('tenant', 'company', 'staff') group by resource order by resource`,
);
const countOf = (resource: string) => volume.find((row) => row.resource === resource)?.count ?? 0;

// Keywords people type: common words of company names, common names, e-mail addresses, places.
const { rows: contacts } = await db.query<{ email: string | null; mobile: string | null }>(
  `select data->>'email' as email, data->>'mobile' as mobile from resource_record
    where resource = 'staff' order by id desc limit 100`,
);
const exactKeywords = contacts.flatMap((row) => [row.email, row.mobile]).filter((value) => value !== null);

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1' };
const app = await buildApp({ db, config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const basic = `Basic ${Buffer.from(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`).toString('base64')}`;
const login = await fetch(`${address}/oauth/token`, {
  method: 'POST',
  headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'password',
    username: 'admin',
    password: DEMO_PASSWORD,
    scope: 'read write',
  }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const { access_token: token } = (await login.json()) as { access_token: string };
const headers = { authorization: `Bearer ${token}` };

interface Endpoint {
  readonly name: string;
  readonly path: string;
  /** Query parameters of the i-th request. */
  readonly query: (i: number) => Record<string, string>;
}

const rotate = (values: readonly string[]) => (i: number) => values[i % values.length] ?? '';
const tenantWords = rotate([
  '科技',
  '贸易',
  '上海',
  'Logistics',
  '医药',
  '深圳市',
  'Pte. Ltd.',
  '网络',
  '株式会社',
  '供应链',
]);
const staffWords = rotate(['张伟', '王芳', '李娜', '刘洋', 'chen', 'Tan', 'wang', '1391', '佐藤', 'Smith']);
const placeWords = rotate([
  '上海',
  '杭州',
  '深圳',
  'Tokyo',
  'beijing',
  '成都',
  'London',
  '苏州',
  'Singapore',
  '武汉',
]);

const endpoints: Endpoint[] = [
  {
    name: 'tenants, page sorted by name',
    path: '/api/resources/tenant',
    query: () => ({ page: '0', size: '20', sort: 'tenantName,asc' }),
  },
  {
    name: 'tenants, keyword, sorted',
    path: '/api/resources/tenant',
    query: (i) => ({ page: '0', size: '20', sort: 'tenantName,asc', keyword: tenantWords(i) }),
  },
  { name: 'staff, keyword', path: '/api/resources/staff', query: (i) => ({ keyword: staffWords(i) }) },
  {
    name: 'tenant picker (tenantName)',
    path: '/api/tenant/object/list/page',
    query: (i) => ({ tenantName: tenantWords(i), page: '0', size: '10' }),
  },
  {
    name: 'staff by mobile or e-mail',
    path: '/api/user/search/mobile/email',
    query: (i) => ({ keyword: exactKeywords[i % exactKeywords.length] ?? '' }),
  },
  {
    name: 'location search',
    path: '/api/custom/location/search',
    query: (i) => ({ keyword: placeWords(i) }),
  },
];

async function call(path: string, query: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${address}${path}?${new URLSearchParams(query).toString()}`, { headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** How many results an answer holds: a page's total, or a list's length. */
function hits(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object' && 'totalElements' in body) return Number(body.totalElements);
  return 0;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(2);

const rows: string[] = [];
for (const endpoint of endpoints) {
  const probe = await call(endpoint.path, endpoint.query(0));
  if (probe.status === 404) {
    rows.push(
      `| ${endpoint.name} | \`GET ${endpoint.path}\` | skipped: the route answers 404 (not written yet) | | | | |`,
    );
    continue;
  }
  if (probe.status !== 200)
    throw new Error(`${endpoint.path} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
  for (let i = 0; i < WARMUP; i += 1) await call(endpoint.path, endpoint.query(i));
  const samples: number[] = [];
  let found = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const { status, body } = await call(endpoint.path, endpoint.query(i));
    samples.push(performance.now() - started);
    if (status !== 200) throw new Error(`${endpoint.path} answered ${status}`);
    found += hits(body);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const example = Object.entries(endpoint.query(1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  rows.push(
    `| ${endpoint.name} | \`GET ${endpoint.path}?${example}\` | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(mean)} | ${Math.round(found / REQUESTS)} |`,
  );
}

// A 10,000-row export: the tenant list as .xlsx, behind identity verification like every export.
const post = (path: string, body: unknown) =>
  fetch(`${address}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
await post('/api/security/verification/code', { channel: 'EMAIL' });
const mailbox = (await (await fetch(`${address}/api/dev/mailbox`, { headers })).json()) as { body: string }[];
const code = /\b(\d{6})\b/.exec(mailbox[0]?.body ?? '')?.[1];
const exchanged = (await (await post('/api/security/verification/token', { code })).json()) as {
  verificationToken: string;
};
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 5);
const exportTimes: number[] = [];
let exportBytes = 0;
for (let i = 0; i < EXPORTS; i += 1) {
  const started = performance.now();
  const response = await fetch(`${address}/api/resources/tenant/export`, {
    headers: { ...headers, 'X-Verification-Token': exchanged.verificationToken },
  });
  const file = await response.arrayBuffer();
  exportTimes.push(performance.now() - started);
  if (response.status !== 200)
    throw new Error(`export answered ${response.status}: ${new TextDecoder().decode(file)}`);
  exportBytes = file.byteLength;
}
const exportSorted = [...exportTimes].sort((a, b) => a - b);

await app.close();
await db.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });

console.log(`## operation-service lookups over loopback\n`);
console.log(
  `${storage}; ${countOf('tenant').toLocaleString('en')} tenants, ${countOf('company').toLocaleString('en')} companies, ${countOf('staff').toLocaleString('en')} staff. ` +
    `${REQUESTS} sequential requests per endpoint after ${WARMUP} of warm-up, keywords rotating; Node ${process.version}.`,
);
for (const note of notes) console.log(note);
console.log('');
console.log('| lookup | request (2nd of the rotation) | p50 ms | p95 ms | p99 ms | mean ms | mean hits |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log('');
console.log(
  `Export of ${countOf('tenant').toLocaleString('en')} tenants to .xlsx (${Math.round(exportBytes / 1024)} KB), ${EXPORTS} runs: ` +
    `median ${ms(percentile(exportSorted, 50))} ms, slowest ${ms(exportSorted.at(-1) ?? 0)} ms.`,
);
