// Smoke test of the static Storybook build: every docs page and story of storybook-static/ is opened in
// Chromium and must render without an error display, a page error, a console error or an axe-core
// accessibility violation. A screenshot of each is saved to storybook-static/__screenshots__/<id>.png
//
// Usage: pnpm storybook:build && node scripts/storybook-smoke.mjs
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), STORYBOOK_SMOKE_CONCURRENCY (default 4),
// STORYBOOK_SMOKE_FILTER (only the entries whose id contains it, while developing).

import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const staticDir = resolve(repoRoot, 'storybook-static');
const screenshotDir = join(staticDir, '__screenshots__');
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const ENTRY_TIMEOUT_MS = 30_000;
const LAUNCH_TIMEOUT_MS = 30_000;
const CONCURRENCY = Math.max(1, Number(process.env.STORYBOOK_SMOKE_CONCURRENCY) || 4);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mdx': 'text/markdown; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// `total` is the number of entries once index.json is read; entries not checked when the run
// aborts count as failed.
const results = { total: 0, passed: 0, failed: 0 };
let summaryPrinted = false;

function printSummary() {
  if (summaryPrinted) return;
  summaryPrinted = true;
  console.log(`storybook smoke: ${results.passed} passed, ${results.failed} failed`);
}

function fail(message) {
  console.error(`storybook smoke: ${message}`);
  results.failed = results.total - results.passed;
  printSummary();
  process.exit(1);
}

/** A minimal static file server for storybook-static/ on 127.0.0.1 and a random free port. */
async function serveStatic(root) {
  const server = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      let file = resolve(root, `.${decodeURIComponent(pathname)}`);
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end('Forbidden');
        return;
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile() && pathname === '/favicon.ico') {
        // Chromium asks for /favicon.ico by itself; the build only ships favicon.svg.
        file = join(root, 'favicon.svg');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': 'no-store',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      res.writeHead(400).end('Bad request');
    }
  });
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const { port } = server.address();
  return { server, origin: `http://127.0.0.1:${port}` };
}

/**
 * Runs in the page: null while Storybook is still rendering, then { ok, message }.
 * Waits until the render is over and the root's markup has been stable for five polls (~500 ms).
 */
function renderState(viewMode) {
  const visible = (selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    if (typeof element.checkVisibility === 'function') return element.checkVisibility();
    return element.getClientRects().length > 0;
  };
  const body = document.body;
  if (!body) return null;
  if (
    body.classList.contains('sb-show-errordisplay') ||
    visible('.sb-errordisplay') ||
    visible('#error-message')
  ) {
    const message = document.querySelector('#error-message')?.textContent?.trim();
    const stack = document.querySelector('#error-stack')?.textContent?.trim().split('\n')[0];
    return {
      ok: false,
      message: `Storybook error display: ${message || 'no message'}${stack ? ` (${stack})` : ''}`,
    };
  }
  if (body.classList.contains('sb-show-nopreview')) {
    return { ok: false, message: 'Storybook shows "No Preview" (entry not found or nothing to render)' };
  }
  if (!body.classList.contains('sb-show-main')) return null;

  const root = document.querySelector(viewMode === 'docs' ? '#storybook-docs' : '#storybook-root');
  if (!root || root.hasAttribute('hidden')) return null;
  if (viewMode === 'docs') {
    if ((root.textContent ?? '').trim().length === 0) return null;
  } else {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender;
    if (render && 'phase' in render && render.phase !== 'finished') return null;
    const portal = [...body.children].some(
      (child) =>
        !['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(child.tagName) &&
        !child.matches('#storybook-root, #storybook-docs, .sb-wrapper, [class^="sb-"], [class*=" sb-"]') &&
        child.getClientRects().length > 0,
    );
    if (root.childNodes.length === 0 && !portal) return null;
  }

  const signature = `${root.innerHTML.length}:${root.getElementsByTagName('*').length}`;
  const state = (window.__storybookSmoke ??= { signature: '', stable: 0 });
  if (state.signature === signature) state.stable += 1;
  else Object.assign(state, { signature, stable: 0 });
  return state.stable >= 5 ? { ok: true } : null;
}

function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, rejectTimeout) => {
    timer = setTimeout(() => rejectTimeout(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Rules that judge how a whole page is composed, left out on docs pages only: a docs page shows
 * several instances of one component side by side (three breadcrumbs, five forms, result pages each
 * starting their own heading level) inside Storybook's own scroll boxes, which no real page does.
 * Every story is still checked with every rule on its own page.
 */
const DOCS_PAGE_COMPOSITION_RULES = ['landmark-unique', 'heading-order', 'scrollable-region-focusable'];

/** Runs axe-core on the rendered docs page or story; one line per violated rule. */
async function accessibilityViolations(page, viewMode) {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(
    async ({ selector, skippedRules }) => {
      const result = await window.axe.run(document.querySelector(selector) ?? document, {
        resultTypes: ['violations'],
        rules: Object.fromEntries(skippedRules.map((rule) => [rule, { enabled: false }])),
      });
      return result.violations.map(
        (violation) =>
          `axe ${violation.id} (${violation.impact}): ${violation.help}; ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    },
    viewMode === 'docs'
      ? { selector: '#storybook-docs', skippedRules: DOCS_PAGE_COMPOSITION_RULES }
      : // The whole page, not only #storybook-root: dialogs, popovers and toasts render in portals.
        // `region` asks that all content sit in landmarks, which a story on its own page never does.
        // `label-content-name-mismatch` reads an expanded treeitem's nested group (its children, as
        // the WAI-ARIA tree pattern nests them) as the item's own visible text.
        { selector: 'body', skippedRules: ['region', 'label-content-name-mismatch'] },
  );
}

async function checkEntry(context, origin, entry) {
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  const url = `${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`;
  const problems = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url: source } = message.location();
    problems.push(`console error: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  page.on('crash', () => problems.push('page crashed'));
  const started = Date.now();
  const remaining = () => Math.max(1_000, ENTRY_TIMEOUT_MS - (Date.now() - started));
  try {
    await withTimeout(
      (async () => {
        await page.goto(url, { waitUntil: 'load', timeout: remaining() });
        const handle = await page.waitForFunction(renderState, viewMode, {
          polling: 100,
          timeout: remaining(),
        });
        const state = await handle.jsonValue();
        if (!state.ok) problems.push(state.message);
        else problems.push(...(await accessibilityViolations(page, viewMode)));
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({
          path: join(screenshotDir, `${entry.id}.png`),
          fullPage: true,
          animations: 'disabled',
          timeout: remaining(),
        });
      })(),
      ENTRY_TIMEOUT_MS,
      `timed out after ${ENTRY_TIMEOUT_MS / 1000} s`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push(
      message.includes('Timeout') ? `did not render within ${ENTRY_TIMEOUT_MS / 1000} s` : message,
    );
    // Best effort: a screenshot of the failed state helps to see what went wrong.
    await page
      .screenshot({ path: join(screenshotDir, `${entry.id}.png`), fullPage: true, timeout: 5_000 })
      .catch(() => {});
  } finally {
    await withTimeout(page.close(), 5_000, 'page close timed out').catch(() => {});
  }
  return { problems, ms: Date.now() - started };
}

async function main() {
  const indexFile = join(staticDir, 'index.json');
  const index = await readFile(indexFile, 'utf8').then(JSON.parse, () => null);
  if (!index) fail(`${indexFile} not found or unreadable; run \`pnpm storybook:build\` first`);
  const filter = process.env.STORYBOOK_SMOKE_FILTER ?? '';
  const entries = Object.values(index.entries ?? {})
    .filter((entry) => entry.id.includes(filter))
    .sort((a, b) => a.id.localeCompare(b.id));
  if (entries.length === 0) fail('index.json lists no entry');
  results.total = entries.length;

  // Whole-run bound: every entry at its timeout, spread over the workers, plus start-up; then exit.
  const runBudgetMs =
    LAUNCH_TIMEOUT_MS + Math.ceil(entries.length / CONCURRENCY) * (ENTRY_TIMEOUT_MS + 5_000);
  const watchdog = setTimeout(() => {
    fail(`run exceeded ${Math.round(runBudgetMs / 1000)} s; unfinished entries count as failed`);
  }, runBudgetMs);
  watchdog.unref();

  await rm(screenshotDir, { recursive: true, force: true });
  await mkdir(screenshotDir, { recursive: true });
  const { server, origin } = await serveStatic(staticDir);
  const browser = await chromium.launch({
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
    timeout: LAUNCH_TIMEOUT_MS,
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });

  console.log(`storybook smoke: ${entries.length} entries from ${origin}`);
  const queue = [...entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const { problems, ms } = await checkEntry(context, origin, entry);
      const label = `${entry.id} (${entry.type}) ${(ms / 1000).toFixed(1)} s`;
      if (problems.length === 0) {
        results.passed += 1;
        console.log(`ok    ${label}`);
      } else {
        results.failed += 1;
        // One line per entry: first line of each distinct problem.
        const distinct = [...new Set(problems.map((problem) => problem.split('\n')[0].trim()))];
        console.log(`FAIL  ${label}: ${distinct.join(' | ')}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, entries.length) }, worker));
  } finally {
    await withTimeout(browser.close(), 10_000, 'browser close timed out').catch(() => {});
    server.close();
    server.closeAllConnections();
  }
  console.log(`screenshots: ${screenshotDir}`);
  clearTimeout(watchdog);
  printSummary();
  process.exitCode = results.failed > 0 ? 1 : 0;
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
