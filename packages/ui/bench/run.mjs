/**
 * Benchmark of the DataTable and of inputs in a real browser: builds bench/main.tsx with Vite
 * (production React) into a temporary directory, serves it on loopback and drives it in Debian's
 * Chromium with playwright-core. Prints a markdown table.
 *
 * Measures: mounting 10,000 and 100,000 rows (render, commit, style and layout), sorting 100,000
 * rows in the table, scrolling 10,000 and 100,000 rows (frames per second from requestAnimationFrame,
 * the longest frame, and long tasks from a PerformanceObserver), mounting 1,000 inputs, and, for
 * reference, TanStack Table's own row models over the same 100,000 rows.
 * Each timing is the median of RUNS runs after a warm-up.
 *
 * Run: pnpm --filter @opsdesk/ui bench   Environment: CHROMIUM_PATH, BENCH_RUNS (default 7).
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 7);
const SCROLL_MS = 4_000;
const SCROLL_PIXELS_PER_FRAME = 88;
/** A fling: about 20 rows a frame. */
const FLING_PIXELS_PER_FRAME = 880;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function buildPage(outDir) {
  await build({
    root: benchDir,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { conditions: ['@opsdesk/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  });
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
};

async function serve(root) {
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const file = resolve(root, `.${pathname === '/' ? '/index.html' : decodeURIComponent(pathname)}`);
    const info = file.startsWith(root + sep) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'opsdesk-ui-bench-'));
  let browser;
  let server;
  try {
    await buildPage(outDir);
    const served = await serve(outDir);
    server = served.server;
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${served.origin}/`);
    await page.waitForFunction(() => window.opsBench !== undefined);
    const version = browser.version();
    // Timings of a shared machine: say how busy it was.
    const loadBefore = loadavg()[0];

    const timed = async (label, action) => {
      await action(); // warm-up: the JIT compiles, styled-components inserts its rules
      const times = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await action(run));
      console.error(`${label}: ${times.map((time) => time.toFixed(1)).join(', ')} ms`);
      return median(times);
    };

    const mount10k = await timed('mount 10,000', () =>
      page.evaluate(() => window.opsBench.mountTable(10_000)),
    );
    const mount100k = await timed('mount 100,000', () =>
      page.evaluate(() => window.opsBench.mountTable(100_000)),
    );
    // The table of 100,000 rows is mounted: sort it by amount, alternately descending and ascending.
    const sort100k = await timed('sort 100,000', (run = 1) =>
      page.evaluate((sort) => window.opsBench.sortTable(sort), run % 2 ? 'amount,asc' : 'amount,desc'),
    );
    await page.evaluate(() => window.opsBench.sortTable(undefined));
    const scroll100k = await page.evaluate(
      ([duration, step]) => window.opsBench.scrollTable(duration, step),
      [SCROLL_MS, SCROLL_PIXELS_PER_FRAME],
    );
    const fling100k = await page.evaluate(
      ([duration, step]) => window.opsBench.scrollTable(duration, step),
      [SCROLL_MS, FLING_PIXELS_PER_FRAME],
    );
    await page.evaluate(() => window.opsBench.mountTable(10_000));
    const scroll10k = await page.evaluate(
      ([duration, step]) => window.opsBench.scrollTable(duration, step),
      [SCROLL_MS, SCROLL_PIXELS_PER_FRAME],
    );
    const tanstack100k = await timed('TanStack row model, 100,000', () =>
      page.evaluate(() => window.opsBench.tanstackRowModel(100_000, undefined)),
    );
    const tanstackSorted100k = await timed('TanStack sorted row model, 100,000', () =>
      page.evaluate(() => window.opsBench.tanstackRowModel(100_000, 'amount,desc')),
    );
    const inputImplementation = await page.evaluate(() => window.opsBench.inputImplementation);
    const hasPackageInput = inputImplementation.startsWith('@opsdesk');
    const inputsPackage = hasPackageInput
      ? await timed('1,000 package inputs', () =>
          page.evaluate(() => window.opsBench.mountInputs(1_000, 'package')),
        )
      : undefined;
    const inputsPlain = await timed('1,000 plain inputs', () =>
      page.evaluate(() => window.opsBench.mountInputs(1_000, 'plain')),
    );
    if (errors.length > 0) throw new Error(`the bench page reported errors:\n${errors.join('\n')}`);

    const ms = (value) => `${value.toFixed(1)} ms`;
    const scrollRow = (label, result) =>
      `| ${label} | ${result.fps.toFixed(1)} fps; longest frame ${ms(result.longestFrameMs)}; ` +
      `${result.longTasks} long task(s), longest ${ms(result.longestTaskMs)}; ` +
      `table work per scroll event ${ms(result.workMedianMs)} median, ${ms(result.workMaxMs)} max; ` +
      `≤ ${result.rowsRendered} rows in the DOM ` +
      `| ≥ 58 fps, no task > 50 ms | ${result.fps >= 58 && result.longestTaskMs <= 50 ? 'yes' : 'no'} |`;
    const lines = [
      `Chromium ${version}, headless, 1280×800, production build; medians of ${RUNS} runs after a warm-up.`,
      `Scrolling: ${SCROLL_PIXELS_PER_FRAME} px a frame (about 2 rows) for ${SCROLL_MS / 1000} s.`,
      `Load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end, on ${availableParallelism()} CPUs.`,
      '',
      '| Measure | Result | Aim | Met |',
      '| --- | --- | --- | --- |',
      `| DataTable mount, 10,000 rows | ${ms(mount10k)} | < 150 ms | ${mount10k < 150 ? 'yes' : 'no'} |`,
      `| DataTable mount, 100,000 rows | ${ms(mount100k)} | < 300 ms | ${mount100k < 300 ? 'yes' : 'no'} |`,
      `| DataTable sort, 100,000 rows (client sort, by amount) | ${ms(sort100k)} | | |`,
      scrollRow('DataTable scroll, 10,000 rows', scroll10k),
      scrollRow('DataTable scroll, 100,000 rows', scroll100k),
      scrollRow(`DataTable fling, 100,000 rows (${FLING_PIXELS_PER_FRAME} px a frame)`, fling100k),
      `| Reference: TanStack Table's core row model alone, 100,000 rows, nothing rendered | ${ms(tanstack100k)} | | |`,
      `| Reference: TanStack Table's sorted row model alone, 100,000 rows, by amount | ${ms(tanstackSorted100k)} | | |`,
      ...(inputsPackage === undefined
        ? []
        : [`| Mount 1,000 inputs (@opsdesk/ui Input, labelled) | ${ms(inputsPackage)} | | |`]),
      `| Mount 1,000 inputs (plain styled-components input) | ${ms(inputsPlain)} | | |`,
    ];
    console.log(lines.join('\n'));
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
