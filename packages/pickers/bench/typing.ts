/**
 * Typing a search into the TenantPicker over 10,000 tenants: time from the keystroke of the last
 * character to the frame in which the options of that query are painted, in Chromium.
 *
 * The operation-service (buildApp) runs in this process on a fresh PGlite in a temporary directory,
 * seeded at the demo scale plus generated tenants up to 10,000 (as its bench/lookups.ts does). The
 * page (bench/main.tsx) is built from source with Vite in production mode and served on loopback with
 * /api and /oauth passed to the service on the same origin. Each query is a fragment of a real
 * tenant name, never typed before (no cache answers): its prefix is filled in and its results
 * awaited, then the last character is typed and timed in the page (a MutationObserver until every
 * option contains the query and the list is not busy, then requestAnimationFrame + setTimeout 0).
 * One run with `debounceMs={0}` (the request and render path), one with the default debounce.
 *
 * Run: pnpm --filter @opsdesk/pickers bench   Environment: CHROMIUM_PATH, BENCH_QUERIES (default 40).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { buildApp } from '../../../apps/operation-service/src/app';
import { loadConfig } from '../../../apps/operation-service/src/config';
import { migrate } from '../../../apps/operation-service/src/db';
import { openPglite } from '../../../apps/operation-service/src/db/pglite';
import { ensureResourceIndexes } from '../../../apps/operation-service/src/resources/setup';
import { seedDatabase } from '../../../apps/operation-service/src/seed';
import { writePlan } from '../../../apps/operation-service/src/seed/generate/plan';
import { planExtraTenants, scales } from '../../../apps/operation-service/src/seed/generate/world';
import { serveSameOrigin, type SameOriginServer } from '../test/sameOriginServer';
import type { TypingResult } from './main';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const QUERIES = Math.max(5, Number(process.env.BENCH_QUERIES) || 40);
const WARMUP = 5;
const TARGET_TENANTS = 10_000;
/** The picker's page size (DEFAULT_PAGE_SIZE) and the filters it sends by default. */
const PAGE_SIZE = 20;
const NOW = new Date('2026-11-20T08:00:00Z');
const OAUTH_CLIENT = 'opsdesk-console:opsdesk-console-secret';
const RESULT_TIMEOUT_MS = 15_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => value.toFixed(1);

/** A small seeded generator: the same queries on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TenantOption {
  readonly tenantName: string;
  readonly tenantCode: string;
  readonly cloudEnvLabelsName: string;
  readonly region: string;
}
/** What an option shows (label and description), as the page's check reads it. */
const optionText = (tenant: TenantOption) =>
  `${tenant.tenantName}${tenant.tenantCode} · ${tenant.cloudEnvLabelsName} · ${tenant.region}`.toLowerCase();

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** A fragment of a name as someone would type it: 2–3 characters of a CJK name, else 4–6 letters of a word. */
function fragmentOf(name: string, next: () => number): string | undefined {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  if (CJK.test(name)) {
    const runs = name.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,}/gu) ?? [];
    const run = pick(runs);
    if (!run) return undefined;
    const chars = [...run];
    const length = Math.min(chars.length, 2 + Math.floor(next() * 2));
    const start = Math.floor(next() * (chars.length - length + 1));
    return chars.slice(start, start + length).join('');
  }
  const words = name.match(/\p{L}{4,}/gu) ?? [];
  const word = pick(words);
  return word?.slice(0, 4 + Math.floor(next() * 3));
}

async function main() {
  const loadAtStart = loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'opsdesk-pickers-bench-'));
  const outDir = join(dataDir, 'page');
  const db = await openPglite({ dataDir: join(dataDir, 'pglite') });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let server: SameOriginServer | undefined;
  let browser: Browser | undefined;
  try {
    // The database: the demo seed and generated tenants up to 10,000.
    let started = performance.now();
    await migrate(db);
    await ensureResourceIndexes(db);
    await seedDatabase(db, { scale: 'demo', now: NOW });
    const demo = scales.demo;
    const plan = planExtraTenants({
      firstIndex: demo.tenants,
      tenants: TARGET_TENANTS - demo.tenants,
      staff: TARGET_TENANTS - demo.staff + 300,
      now: NOW,
    });
    await db.transaction((tx) => writePlan(tx, plan, { now: NOW }));
    await db.query('analyze resource_record');
    const { rows: counts } = await db.query<{ all: number; visible: number }>(
      `select count(*)::int as all, count(*) filter (where (data->>'sandbox')::boolean is not true)::int as visible
         from resource_record where resource = 'tenant'`,
    );
    const tenantCount = counts[0]?.all ?? 0;
    const visibleCount = counts[0]?.visible ?? 0;
    console.error(`database seeded in ${seconds(performance.now() - started)}: ${tenantCount} tenants`);

    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
      port: 0,
      host: '127.0.0.1',
    };
    app = await buildApp({ db, config });
    const serviceAddress = await app.listen({ port: 0, host: '127.0.0.1' });

    started = performance.now();
    await build({
      root: benchDir,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      resolve: { conditions: ['@opsdesk/source', ...defaultClientConditions] },
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        reportCompressedSize: false,
        // One chunk with React and the packages: the bench page is never downloaded over a network.
        chunkSizeWarningLimit: 10_000,
      },
    });
    console.error(`page built in ${seconds(performance.now() - started)}`);
    server = await serveSameOrigin(outDir, serviceAddress);
    const origin = server.origin;

    // The queries: fragments of real names whose results the service answers for the picker, and
    // whose prefix (what is on screen before the last keystroke) lists some tenant they exclude.
    const token = await fetch(`${origin}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(OAUTH_CLIENT).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'admin',
        password: 'OpsDesk#2026',
        scope: 'read write',
      }),
    });
    if (!token.ok) throw new Error(`login failed: ${token.status}`);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const search = async (keyword: string) => {
      const query = new URLSearchParams({ keyword, page: '0', size: String(PAGE_SIZE), sandbox: 'false' });
      const answer = await fetch(`${origin}/api/tenant/object/list/page?${query.toString()}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!answer.ok) throw new Error(`search "${keyword}" answered ${answer.status}`);
      return (await answer.json()) as { content: TenantOption[]; totalElements: number };
    };
    const { rows: names } = await db.query<{ name: string }>(
      `select data->>'tenantName' as name from resource_record
        where resource = 'tenant' and (data->>'sandbox')::boolean is not true order by id`,
    );
    const next = random(2026);
    const typed = new Set<string>();
    const queries: { query: string; prefix: string; hits: number }[] = [];
    const wanted = WARMUP + 2 * QUERIES;
    for (let attempt = 0; queries.length < wanted && attempt < 20 * wanted; attempt += 1) {
      const name = names[Math.floor(next() * names.length)]?.name ?? '';
      const query = fragmentOf(name, next);
      if (!query) continue;
      const prefix = [...query].slice(0, -1).join('');
      if (typed.has(query) || typed.has(prefix) || prefix.trim() === '' || query.trim() !== query) continue;
      const needle = query.toLowerCase();
      const [full, before] = await Promise.all([search(query), search(prefix)]);
      if (full.content.length === 0 || !full.content.every((tenant) => optionText(tenant).includes(needle)))
        continue;
      if (before.content.every((tenant) => optionText(tenant).includes(needle))) continue;
      typed.add(query);
      typed.add(prefix);
      queries.push({ query, prefix, hits: full.totalElements });
    }
    if (queries.length < wanted) throw new Error(`found ${queries.length} usable queries of ${wanted}`);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const version = browser.version();
    const loadBefore = loadavg()[0] ?? 0;

    const runOn = async (
      chromiumBrowser: Browser,
      debounce: 'zero' | 'default',
      measured: typeof queries,
      warmup: typeof queries,
    ) => {
      const context = await chromiumBrowser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${origin}/${debounce === 'default' ? '?debounce=default' : ''}`);
      await page.waitForFunction(() => window.opsTyping !== undefined);
      const input = page.getByRole('combobox', { name: 'Tenant' });
      await input.click();
      const results: (TypingResult & { query: string })[] = [];
      for (const [index, item] of [...warmup, ...measured].entries()) {
        results.push({ query: item.query, ...(await typeLast(page, input, item)) });
        if (index < warmup.length) results.pop();
      }
      if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
      await context.close();
      return results;
    };

    const zero = await runOn(
      browser,
      'zero',
      queries.slice(WARMUP, WARMUP + QUERIES),
      queries.slice(0, WARMUP),
    );
    const debounced = await runOn(browser, 'default', queries.slice(WARMUP + QUERIES), []);
    const loadAfter = loadavg()[0] ?? 0;

    for (const [label, results] of [
      ['debounceMs 0', zero],
      ['default debounce', debounced],
    ] as const) {
      console.error(
        `${label}: ${results.map((result) => `${result.query} ${ms(result.totalMs)}`).join(', ')} (ms)`,
      );
    }

    const part = (results: readonly TypingResult[], pick: (result: TypingResult) => number | undefined) => {
      const values = results.map(pick).filter((value): value is number => value !== undefined);
      return values.length === results.length ? ms(percentile(values, 50)) : 'n/a';
    };
    const row = (label: string, results: readonly TypingResult[], hits: readonly number[]) =>
      `| ${label} | ${results.length} | ${ms(
        percentile(
          results.map((r) => r.totalMs),
          50,
        ),
      )} | ` +
      `${ms(
        percentile(
          results.map((r) => r.totalMs),
          95,
        ),
      )} | ${part(results, (r) => r.beforeRequestMs)} | ` +
      `${part(results, (r) => r.requestMs)} | ${part(results, (r) => r.afterResponseMs)} | ` +
      `${Math.round(percentile(hits, 50))} |`;
    const hitsOf = (list: typeof queries) => list.map((item) => item.hits);
    const cjkShare = (list: typeof queries) => list.filter((item) => CJK.test(item.query)).length;
    const measuredZero = queries.slice(WARMUP, WARMUP + QUERIES);
    const measuredDefault = queries.slice(WARMUP + QUERIES);

    console.log(
      [
        `TenantPicker, typing a search: keystroke of the last character to the frame with its results painted.`,
        `${tenantCount.toLocaleString('en')} tenants on the operation-service (${visibleCount.toLocaleString('en')} outside sandboxes, which the picker searches by default), PGlite, in process; ` +
          `page built from source in production mode, served with /api and /oauth on the same origin over loopback.`,
        `Chromium ${version}, headless, 1280×800; ${QUERIES} queries per row, each a fragment of a real tenant name typed for the first time ` +
          `(${cjkShare(measuredZero)} and ${cjkShare(measuredDefault)} of them Chinese or Japanese), after ${WARMUP} warm-up queries.`,
        `Load average ${loadAtStart.toFixed(2)} at the start, ${loadBefore.toFixed(2)} after seeding (before the measures) and ${loadAfter.toFixed(2)} after, on ${availableParallelism()} CPUs; Node ${process.version}.`,
        '',
        '| picker | queries | median ms | p95 ms | keystroke → request, median ms | request, median ms | answer → paint, median ms | matches, median |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        row('`debounceMs={0}`', zero, hitsOf(measuredZero)),
        row('default debounce (150 ms)', debounced, hitsOf(measuredDefault)),
      ].join('\n'),
    );
  } finally {
    await browser?.close();
    await server?.close();
    await app?.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Fills in the prefix and waits for its results, then types the last character and times it. */
async function typeLast(
  page: Page,
  input: ReturnType<Page['getByRole']>,
  item: { readonly query: string; readonly prefix: string },
): Promise<TypingResult> {
  await input.fill(item.prefix);
  // Answered, then shown: until the answer comes, the list may still show older options that match.
  await page.waitForFunction(
    (prefix) => window.opsTyping?.answered(prefix) === true && window.opsTyping.shows(prefix),
    item.prefix,
    { timeout: RESULT_TIMEOUT_MS },
  );
  // A quiet moment: the previous answer's announcement and styles are done.
  await page.waitForTimeout(150);
  const armed = await page.evaluate(([query, timeout]) => window.opsTyping?.arm(query, timeout) ?? false, [
    item.query,
    RESULT_TIMEOUT_MS,
  ] as const);
  if (!armed) throw new Error(`"${item.query}": the list already showed its results`);
  await page.keyboard.type([...item.query].at(-1) ?? '');
  const result = await page.evaluate(() => window.opsTyping?.result());
  if (!result) throw new Error('the bench page is not ready');
  return result;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
