/**
 * What the shared request layer adds to a request, against bare axios, over loopback.
 *
 * Both sides send the same GET (payload as query, JSON answer) to a node:http server on
 * 127.0.0.1. The client also reads its providers, adds bearer/language/key/roleType, applies the
 * table page size, wraps the answer and tracks the refresh state. Rounds alternate between the
 * two so that drift of the machine hits both alike. Run: `pnpm --filter @opsdesk/http bench`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import axios from 'axios';
import { createHttpClient, createMemoryTokenStore, serializeQuery } from '../src/index';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 500);
const CONCURRENCY = 32;

const answer = JSON.stringify({
  content: Array.from({ length: 10 }, (_, id) => ({ id, tenantName: `Tenant ${id}` })),
  totalElements: 10,
});
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-span-id': 'bench' });
    res.end(answer);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const params = { page: 0, size: 10, tenantName: 'huawei', region: ['CN', 'SG'] };
const bare = axios.create({
  baseURL,
  paramsSerializer: { serialize: (query) => serializeQuery(query as object) },
});
const client = createHttpClient({
  baseURL,
  oauthClient: { clientId: 'console', clientSecret: 'secret' },
  tokenStore: createMemoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }),
  language: () => 'zh_CN',
  pagePath: () => '/main/tenant-manage/tenant-maintenance',
  tenantMode: () => true,
  tablePageSize: () => 20,
  navigateToRoot: () => undefined,
});

const variants = {
  'bare axios': () => bare.get('/api/tenant/list/page', { params, headers: { Authorization: 'Bearer A1' } }),
  '@opsdesk/http': () => client.get('/api/tenant/list/page', params),
} as const;
type Variant = keyof typeof variants;

const samples: Record<Variant, number[]> = { 'bare axios': [], '@opsdesk/http': [] };
const throughput: Record<Variant, number[]> = { 'bare axios': [], '@opsdesk/http': [] };

async function sequential(variant: Variant, count: number, record: boolean) {
  const send = variants[variant];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await send();
    if (record) samples[variant].push((performance.now() - start) * 1000);
  }
}

async function parallel(variant: Variant, count: number) {
  const send = variants[variant];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        await send();
      }
    }),
  );
  throughput[variant].push(count / ((performance.now() - start) / 1000));
}

for (const variant of Object.keys(variants) as Variant[]) await sequential(variant, 300, false);
for (let round = 0; round < ROUNDS; round += 1) {
  const order = (Object.keys(variants) as Variant[]).sort(() => (round % 2 === 0 ? 1 : -1));
  for (const variant of order) {
    await sequential(variant, PER_ROUND, true);
    await parallel(variant, PER_ROUND);
  }
}
server.close();

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const rows = (Object.keys(variants) as Variant[]).map((variant) => {
  const sorted = [...samples[variant]].sort((a, b) => a - b);
  return {
    variant,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    rps: median(throughput[variant]),
  };
});
const [base, ours] = rows;
console.log(
  `node ${process.version}, ${ROUNDS} rounds × ${PER_ROUND} sequential requests per variant, then ${PER_ROUND} at concurrency ${CONCURRENCY}\n`,
);
console.log('| client | p50 µs | p95 µs | mean µs | req/s at concurrency 32 |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.variant} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.mean.toFixed(0)} | ${row.rps.toFixed(0)} |`,
  );
}
if (base && ours) {
  console.log(
    `\nadded per request: ${(ours.p50 - base.p50).toFixed(0)} µs at p50, ${(ours.mean - base.mean).toFixed(0)} µs on average (${(((ours.mean - base.mean) / base.mean) * 100).toFixed(1)} %)`,
  );
}
