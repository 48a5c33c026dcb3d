// Smoke test of the static Storybook build: every docs page and story of storybook-static/ is opened in
// Chromium and must render without an error display, a page error, a console error or an axe-core
// accessibility violation. A screenshot of each is saved to storybook-static/__screenshots__/<id>.png
//
// Each worker keeps one page with iframe.html booted and axe-core injected, and switches it from entry
// to entry through Storybook's channel (`setCurrentStory`, as @storybook/test-runner does) instead of
// loading the whole preview again for every entry. So that no entry sees what another left in a
// story file's module (args built once, closures counting calls), a page shows at most one entry of
// each story file: every entry still finds its stories freshly imported. After an entry the worker
// tears its render down (what the page reports meanwhile is still the entry's) and checks that the
// page is back to the state it booted in; after an entry that failed, crashed or reloaded the page,
// or left anything behind, the next one gets a fresh page.
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
/** Tearing an entry's render down and checking that the page is clean again. */
const TEARDOWN_TIMEOUT_MS = 5_000;
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
const runStarted = Date.now();
let summaryPrinted = false;

function printSummary() {
  if (summaryPrinted) return;
  summaryPrinted = true;
  console.log(`storybook smoke: ${results.passed} passed, ${results.failed} failed`);
  console.log(`storybook smoke: wall time ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
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
        // Every page boots the same preview bundle: cached (and its compiled code with it) after the
        // first. The browser context, and so its cache, is new on every run.
        'cache-control': 'max-age=3600',
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
 * What entries leave behind by design, put back the way a fresh page has it before the next entry:
 * ThemeProvider's theme and density on <html> (every story sets them, nothing removes them) and the
 * live regions of @opsdesk/ui's announce() (made on first use, kept for the page's life, looked up
 * again on every use). Anything else an entry leaves behind gets the next entry a fresh page.
 */
const RESETTABLE = {
  htmlAttributes: ['data-ops-theme', 'data-ops-density'],
  bodyChildren: '[data-ops-announcer]',
};

/**
 * Runs in the page while iframe.html boots without an entry: null until the preview is ready (it
 * shows "No Preview"), { ok: false, message } if it shows its error display instead.
 */
function previewBooted() {
  const body = document.body;
  if (!body || !window.__STORYBOOK_ADDONS_CHANNEL__ || !window.__STORYBOOK_PREVIEW__) return null;
  if (body.classList.contains('sb-show-errordisplay')) {
    const message = document.querySelector('#error-message')?.textContent?.trim();
    return { ok: false, message: `Storybook error display while booting: ${message || 'no message'}` };
  }
  return body.classList.contains('sb-show-nopreview') ? { ok: true } : null;
}

/**
 * Runs in the page once it has booted: follows Storybook's render events for the entry being
 * checked (`window.__storybookSmoke`, set by selectEntry), and records what the clean page looks
 * like for teardownEntry to compare with.
 */
function installHooks() {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  // Storybook names no entry with some events: they are about the one being rendered.
  const settle = (outcome, storyId) => {
    const state = window.__storybookSmoke;
    if (state && !state.settled && (storyId == null || storyId === state.storyId)) state.settled = outcome;
  };
  // The event names of storybook/internal/core-events.
  channel.on('storyRendered', (storyId) => settle('rendered', storyId)); // STORY_RENDERED
  channel.on('docsRendered', (storyId) => settle('rendered', storyId)); // DOCS_RENDERED
  channel.on('storyErrored', () => settle('errored')); // STORY_ERRORED
  channel.on('storyThrewException', () => settle('threw')); // STORY_THREW_EXCEPTION
  channel.on('storyMissing', (storyId) => settle('missing', storyId)); // STORY_MISSING
  channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
    if (newPhase === 'errored') settle('errored', storyId); // STORY_RENDER_PHASE_CHANGED
  });

  window.__storybookSmokeSnapshot = () => {
    const attributes = (element, skipped) =>
      [...element.attributes]
        .filter((attribute) => !skipped.includes(attribute.name))
        // A scroll lock that is let go leaves `style=""`, as good as no style attribute.
        .filter((attribute) => !(['style', 'class'].includes(attribute.name) && !attribute.value.trim()))
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort();
    // sb-show-* and sb-main-* are Storybook's own view of the entry: it sets them for every entry.
    const bodyClasses = [...document.body.classList].filter((name) => !name.startsWith('sb-')).sort();
    return {
      html: attributes(document.documentElement, []),
      body: [...attributes(document.body, ['class']), `class="${bodyClasses.join(' ')}"`],
      // Storybook's highlight layer, added on a fresh page's first render too: left out unless it
      // shows a highlight or its menu.
      children: [...document.body.children]
        .filter(
          (child) =>
            child.id !== 'storybook-highlights-root' ||
            child.querySelector('[data-highlight-dimensions], :popover-open') !== null,
        )
        .map((child) =>
          [
            child.tagName.toLowerCase(),
            child.id && `#${child.id}`,
            ...[...child.classList].map((c) => `.${c}`),
          ].join(''),
        ),
    };
  };
  window.__storybookSmokeBaseline = window.__storybookSmokeSnapshot();
}

/** Runs in the page: starts an entry the way the Storybook manager does, through the channel. */
function selectEntry({ storyId, viewMode }) {
  window.__storybookSmoke = { storyId, settled: null, signature: '', stable: 0 };
  window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode }); // SET_CURRENT_STORY
}

/**
 * Runs in the page: null while Storybook is still rendering the entry, then { ok, message }.
 * Waits until Storybook has reported the entry rendered (or failed), its render is over and the
 * root's markup has been stable for five polls (~500 ms).
 */
function renderState({ storyId, viewMode }) {
  const state = window.__storybookSmoke;
  if (state?.storyId !== storyId) return { ok: false, message: 'the page reloaded during the entry' };
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
  // Until Storybook reports on this entry, the page may still show the previous state.
  if (!state.settled) return null;
  if (body.classList.contains('sb-show-nopreview')) {
    return { ok: false, message: 'Storybook shows "No Preview" (entry not found or nothing to render)' };
  }
  if (!body.classList.contains('sb-show-main')) return null;
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  if (render?.id !== storyId) return null;

  const root = document.querySelector(viewMode === 'docs' ? '#storybook-docs' : '#storybook-root');
  if (!root || root.hasAttribute('hidden')) return null;
  if (viewMode === 'docs') {
    if ((root.textContent ?? '').trim().length === 0) return null;
  } else {
    if ('phase' in render && render.phase !== 'finished') return null;
    const portal = [...body.children].some(
      (child) =>
        !['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT'].includes(child.tagName) &&
        !child.matches('#storybook-root, #storybook-docs, .sb-wrapper, [class^="sb-"], [class*=" sb-"]') &&
        child.getClientRects().length > 0,
    );
    if (root.childNodes.length === 0 && !portal) return null;
  }

  const signature = `${root.innerHTML.length}:${root.getElementsByTagName('*').length}`;
  if (state.signature === signature) state.stable += 1;
  else Object.assign(state, { signature, stable: 0 });
  return state.stable >= 5 ? { ok: true } : null;
}

/**
 * Runs in the page after an entry passed: tears its render down as Storybook does before the next
 * one (unmounting docs too), puts back what RESETTABLE lists, and returns what still differs from
 * the freshly booted page (nothing when the page can serve the next entry).
 */
async function teardownEntry({ htmlAttributes, bodyChildren }) {
  const preview = window.__STORYBOOK_PREVIEW__;
  if (preview.currentRender) {
    await preview.teardownRender(preview.currentRender, { viewModeChanged: true });
  }
  window.__storybookSmoke = undefined;
  const baseline = window.__storybookSmokeBaseline;
  const html = document.documentElement;
  let residue = [];
  // Unmount effects and a docs page's own stories finish their teardown over a few tasks.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    for (const name of htmlAttributes) {
      const value = baseline.html.find((attribute) => attribute.startsWith(`${name}="`));
      if (value === undefined) html.removeAttribute(name);
      else html.setAttribute(name, value.slice(name.length + 2, -1));
    }
    for (const element of document.querySelectorAll(bodyChildren)) element.remove();
    const now = window.__storybookSmokeSnapshot();
    residue = [
      ...now.html.filter((attribute) => !baseline.html.includes(attribute)).map((a) => `<html ${a}>`),
      ...baseline.html.filter((attribute) => !now.html.includes(attribute)).map((a) => `<html> without ${a}`),
      ...now.body.filter((attribute) => !baseline.body.includes(attribute)).map((a) => `<body ${a}>`),
      ...baseline.body.filter((attribute) => !now.body.includes(attribute)).map((a) => `<body> without ${a}`),
    ];
    if (now.children.join(' ') !== baseline.children.join(' ')) {
      residue.push(`body children ${now.children.join(' ')}`);
    }
    for (const id of ['storybook-root', 'storybook-docs']) {
      if (document.getElementById(id)?.hasChildNodes()) residue.push(`content in #${id}`);
    }
    if (document.body.classList.contains('sb-show-errordisplay')) residue.push('the error display');
    if (residue.length === 0) break;
  }
  return residue;
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
  // Injected once per page when it boots.
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
    await page.addScriptTag({ path: axeScript });
  }
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

let pagesOpened = 0;

/**
 * A worker's page. What the page reports (page errors, console errors, a crash) goes to the
 * `problems` of the entry being checked; reported between entries, it makes the page `dirty`.
 */
async function openPreview(context, problems) {
  pagesOpened += 1;
  const page = await context.newPage();
  // `files`: the story files this page has imported (index.json's importPath and storiesImports).
  const preview = { page, problems, dirty: null, booted: false, files: new Set() };
  const report = (problem) => {
    if (preview.problems) preview.problems.push(problem);
    else preview.dirty ??= `between entries: ${problem}`;
  };
  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url: source } = message.location();
    report(`console error: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  // Settles only when the page crashes, which leaves pending calls hanging until their timeout.
  preview.crashed = new Promise((_, rejectCrashed) => {
    page.on('crash', () => {
      preview.dirty = 'page crashed';
      report('page crashed');
      rejectCrashed(new Error('page crashed'));
    });
  });
  preview.crashed.catch(() => {});
  // Storybook reloads the page when it cannot tear a render down.
  page.on('load', () => {
    if (preview.booted) preview.dirty ??= 'the page reloaded';
  });
  return preview;
}

/** Loads iframe.html without an entry, injects axe-core and the smoke's hooks. */
async function bootPreview(preview, origin, timeout) {
  const { page } = preview;
  await page.goto(`${origin}/iframe.html`, { waitUntil: 'load', timeout });
  const handle = await page.waitForFunction(previewBooted, null, { polling: 100, timeout });
  const state = await handle.jsonValue();
  if (!state.ok) throw new Error(state.message);
  await page.addScriptTag({ path: axeScript });
  await page.evaluate(installHooks);
  preview.booted = true;
}

async function closePreview(preview) {
  preview.problems = null;
  await withTimeout(preview.page.close(), 5_000, 'page close timed out').catch(() => {});
}

/**
 * Checks one entry on the worker's page (`reused`), or on a fresh one. Returns the page for the next
 * entry when this one passed and the page is clean again; null when the next needs a fresh page.
 */
async function checkEntry(context, origin, entry, reused) {
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  const problems = [];
  const started = Date.now();
  const remaining = () => Math.max(1_000, ENTRY_TIMEOUT_MS - (Date.now() - started));
  let preview = reused;
  if (preview) preview.problems = problems;
  try {
    await withTimeout(
      (async () => {
        preview ??= await openPreview(context, problems);
        const { page } = preview;
        for (const file of storyFiles(entry)) preview.files.add(file);
        const show = async () => {
          if (!preview.booted) await bootPreview(preview, origin, remaining());
          await page.evaluate(selectEntry, { storyId: entry.id, viewMode });
          const handle = await page.waitForFunction(
            renderState,
            { storyId: entry.id, viewMode },
            { polling: 100, timeout: remaining() },
          );
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
        };
        await Promise.race([show(), preview.crashed]);
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
    if (preview?.dirty !== 'page crashed') {
      await preview?.page
        .screenshot({ path: join(screenshotDir, `${entry.id}.png`), fullPage: true, timeout: 5_000 })
        .catch(() => {});
    }
  }
  if (!preview) return { problems, ms: Date.now() - started, preview: null };
  // What the page reports while the entry is torn down is still the entry's.
  if (problems.length === 0 && !preview.dirty) {
    try {
      const residue = await withTimeout(
        preview.page.evaluate(teardownEntry, RESETTABLE),
        TEARDOWN_TIMEOUT_MS,
        `timed out after ${TEARDOWN_TIMEOUT_MS / 1000} s`,
      );
      if (residue.length > 0) preview.dirty = `left behind ${residue.join(', ')}`;
    } catch (error) {
      preview.dirty = `teardown failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
    }
  }
  preview.problems = null;
  const ms = Date.now() - started;
  if (problems.length === 0 && !preview.dirty) return { problems, ms, preview };
  const note = problems.length === 0 ? preview.dirty : null;
  await closePreview(preview);
  return { problems, ms, preview: null, note };
}

/** The story files an entry imports: its own and, for a docs page, those of the stories it shows. */
function storyFiles(entry) {
  return [entry.importPath, ...(entry.storiesImports ?? [])];
}

/**
 * The entries still to check. `take` hands a worker one whose story files its page has not imported
 * yet (all of them for a fresh page), from the file with the most entries left, so that the big
 * files are spread over pages from the start instead of needing a page per entry at the end.
 */
function entryQueue(entries) {
  const pending = [...entries];
  const left = new Map();
  for (const entry of pending) left.set(entry.importPath, (left.get(entry.importPath) ?? 0) + 1);
  return {
    get size() {
      return pending.length;
    },
    take(imported) {
      let best = -1;
      for (let i = 0; i < pending.length; i += 1) {
        if (storyFiles(pending[i]).some((file) => imported.has(file))) continue;
        if (best < 0 || left.get(pending[i].importPath) > left.get(pending[best].importPath)) best = i;
      }
      if (best < 0) return null;
      const [entry] = pending.splice(best, 1);
      left.set(entry.importPath, left.get(entry.importPath) - 1);
      return entry;
    },
  };
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

  // Whole-run bound: every entry at its timeout (with its teardown and a page close), spread over
  // the workers, plus start-up; then exit.
  const runBudgetMs =
    LAUNCH_TIMEOUT_MS +
    Math.ceil(entries.length / CONCURRENCY) * (ENTRY_TIMEOUT_MS + TEARDOWN_TIMEOUT_MS + 5_000);
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

  const workers = Math.min(CONCURRENCY, entries.length);
  console.log(`storybook smoke: ${entries.length} entries from ${origin}, ${workers} workers`);
  const queue = entryQueue(entries);
  const worker = async () => {
    let preview = null;
    try {
      while (queue.size > 0) {
        let entry = queue.take(preview?.files ?? new Set());
        if (!entry && preview) {
          // Every entry left shares a story file with what this page has shown: a fresh page.
          await closePreview(preview);
          preview = null;
          entry = queue.take(new Set());
        }
        if (!entry) break;
        const outcome = await checkEntry(context, origin, entry, preview);
        preview = outcome.preview;
        const label = `${entry.id} (${entry.type}) ${(outcome.ms / 1000).toFixed(1)} s`;
        if (outcome.problems.length === 0) {
          results.passed += 1;
          console.log(`ok    ${label}`);
        } else {
          results.failed += 1;
          // One line per entry: first line of each distinct problem.
          const distinct = [...new Set(outcome.problems.map((problem) => problem.split('\n')[0].trim()))];
          console.log(`FAIL  ${label}: ${distinct.join(' | ')}`);
        }
        if (outcome.note) console.log(`      fresh page for the next entry: ${outcome.note}`);
      }
    } finally {
      if (preview) await closePreview(preview);
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await withTimeout(browser.close(), 10_000, 'browser close timed out').catch(() => {});
    server.close();
    server.closeAllConnections();
  }
  console.log(`screenshots: ${screenshotDir}`);
  console.log(`storybook smoke: ${pagesOpened} page loads for ${entries.length} entries`);
  clearTimeout(watchdog);
  printSummary();
  process.exitCode = results.failed > 0 ? 1 : 0;
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
