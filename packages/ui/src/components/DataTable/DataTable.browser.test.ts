/**
 * The DataTable laid out by a real browser: a table of 12 columns (the first pinned left, the
 * actions pinned right) in containers 1280 and 1440 pixels wide, measured with
 * getBoundingClientRect. Vite serves the page of ./test/browser (the package's source, as the
 * benchmark builds it) and Debian's Chromium runs it through playwright-core.
 *
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium): without it the file is skipped.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, defaultClientConditions, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_HEADER } from './test/wideTable';

const pageDir = fileURLToPath(new URL('./test/browser/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromiumPath);
if (!hasChromium) console.warn(`DataTable browser tests skipped: no Chromium at ${chromiumPath}`);

/** Half a pixel: edges come from layout, in fractions of a pixel. */
const EPSILON = 0.5;

interface Box {
  readonly text: string;
  readonly left: number;
  readonly right: number;
}

interface Probe {
  readonly scrollLeft: number;
  readonly maxScroll: number;
  readonly scrolled: boolean;
  readonly overflow: boolean;
  readonly shadowStart: { readonly left: number; readonly bottom: number; readonly opacity: number };
  readonly shadowEnd: { readonly right: number; readonly bottom: number; readonly opacity: number };
  /** The right edge of the columns pinned left (the checkbox column among them). */
  readonly pinnedLeftEdge: number;
  /** The left edge of the pinned action column. */
  readonly pinnedRightEdge: number;
  /** The right and bottom edges of the scroll area's content, inside its borders and scroll bars. */
  readonly scrollerRight: number;
  readonly scrollerBottom: number;
  /** The widths of its vertical and horizontal scroll bars. */
  readonly scrollBars: { readonly vertical: number; readonly horizontal: number };
  /** The unpinned headers, and the unpinned cells of the first row. */
  readonly headers: readonly Box[];
  readonly cells: readonly Box[];
  /** What the browser finds at the middle of the last unpinned cell of the first row. */
  readonly lastCellOnTop: boolean;
  readonly pinnedBackgrounds: readonly string[];
}

/** Measures the table on the page as it is laid out now. */
function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('.ops-dt-scroll');
    if (!scroller) throw new Error('no table');
    const boxes = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
        const rect = element.getBoundingClientRect();
        return { text: element.textContent ?? '', left: rect.left, right: rect.right };
      });
    const unpinned = ':not(.ops-dt-pin-left):not(.ops-dt-pin-right)';
    const shadow = (side: string) => {
      const element = document.querySelector<HTMLElement>(`.ops-dt-shadow-${side}`);
      if (!element) throw new Error(`no ${side} shadow`);
      const rect = element.getBoundingClientRect();
      return {
        left: rect.left,
        right: rect.right,
        bottom: rect.bottom,
        opacity: Number(getComputedStyle(element).opacity),
      };
    };
    const rowCells = [...document.querySelectorAll<HTMLElement>(`tbody tr[data-r="1"] > td${unpinned}`)];
    const last = rowCells.at(-1);
    if (!last) throw new Error('no cells');
    const lastRect = last.getBoundingClientRect();
    const hit = document.elementFromPoint(
      (lastRect.left + lastRect.right) / 2,
      (lastRect.top + lastRect.bottom) / 2,
    );
    const pinnedLeft = boxes('thead th.ops-dt-pin-left');
    const pinnedRight = boxes('thead th.ops-dt-pin-right');
    return {
      scrollLeft: scroller.scrollLeft,
      maxScroll: scroller.scrollWidth - scroller.clientWidth,
      scrolled: scroller.hasAttribute('data-scrolled'),
      overflow: scroller.hasAttribute('data-overflow'),
      shadowStart: shadow('start'),
      shadowEnd: shadow('end'),
      pinnedLeftEdge: Math.max(...pinnedLeft.map((box) => box.right)),
      pinnedRightEdge: Math.min(...pinnedRight.map((box) => box.left)),
      scrollerRight: scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth,
      scrollerBottom: scroller.getBoundingClientRect().top + scroller.clientTop + scroller.clientHeight,
      scrollBars: {
        vertical: scroller.offsetWidth - scroller.clientWidth - 2 * scroller.clientLeft,
        horizontal: scroller.offsetHeight - scroller.clientHeight - 2 * scroller.clientTop,
      },
      headers: boxes(`thead th${unpinned}`),
      cells: boxes(`tbody tr[data-r="1"] > td${unpinned}`),
      lastCellOnTop: hit !== null && last.contains(hit),
      pinnedBackgrounds: [
        ...document.querySelectorAll<HTMLElement>('.ops-dt-pin-left, .ops-dt-pin-right'),
      ].map((cell) => getComputedStyle(cell).backgroundColor),
    };
  });
}

/** Scrolls the table sideways and waits until the scroll event has been handled. */
async function scrollTo(page: Page, left: number | 'end'): Promise<void> {
  await page.evaluate(async (to) => {
    const scroller = document.querySelector<HTMLElement>('.ops-dt-scroll');
    if (!scroller) throw new Error('no table');
    scroller.scrollLeft = to === 'end' ? scroller.scrollWidth : to;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, left);
}

const mount = (page: Page, width: number, options: { selectable?: boolean; height?: number } = {}) =>
  page.evaluate(
    async (props) => {
      window.opsTableLayout?.mount(props);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { width, ...options },
  );

/** The text of the tooltip showing, or null. */
const tooltipText = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="tooltip"]')?.textContent ?? null);

describe.skipIf(!hasChromium)('DataTable in Chromium', () => {
  let server: ViteDevServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let cacheDir: string | undefined;
  const errors: string[] = [];

  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'opsdesk-ui-browser-'));
    server = await createServer({
      root: pageDir,
      configFile: false,
      cacheDir,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { conditions: ['@opsdesk/source', ...defaultClientConditions] },
      // Every dependency found before the page loads: a late one would reload the page mid-test.
      optimizeDeps: {
        entries: ['index.html'],
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'styled-components',
          'react-intl',
          // The tip's module, loaded on first use.
          '@radix-ui/react-tooltip',
        ],
      },
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null, fs: { allow: [repoRoot] } },
    });
    await server.listen();
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('Vite gave no address');
    browser = await chromium.launch({
      executablePath: chromiumPath,
      // Scroll bars as people have them (Playwright hides them by default): the shadows stop at them.
      ignoreDefaultArgs: ['--hide-scrollbars'],
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    page = await browser.newPage({ viewport: { width: 1600, height: 900 }, reducedMotion: 'reduce' });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => window.opsTableLayout !== undefined, undefined, { timeout: 60_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });

  describe.each([1280, 1440])('in a container %i px wide', (width) => {
    it.each<[string, { readonly selectable: boolean; readonly height?: number }]>([
      ['without a checkbox column', { selectable: false }],
      ['with a checkbox column', { selectable: true }],
      ['scrolling down too, with both scroll bars', { selectable: true, height: 320 }],
    ])(
      'scrolls the columns out from under the pinned ones, %s',
      async (_, options) => {
        await mount(page, width, options);
        const start = await probe(page);
        // Wider than the container: the table scrolls sideways.
        expect(start.maxScroll).toBeGreaterThan(0);
        expect(start.scrollLeft).toBe(0);
        expect(start.scrolled).toBe(false);
        expect(start.overflow).toBe(true);
        // Scroll bars as in a desktop browser: below the columns, and beside them when it scrolls down.
        expect(start.scrollBars.horizontal).toBeGreaterThan(0);
        expect(start.scrollBars.vertical > 0).toBe(options.height !== undefined);
        // The pinned column sits at the right edge (left of a vertical scroll bar), with a shadow at
        // its left edge only, which stops at the horizontal scroll bar.
        expect(Math.abs(start.pinnedRightEdge + 200 - start.scrollerRight)).toBeLessThan(EPSILON);
        expect(Math.abs(start.shadowEnd.bottom - start.scrollerBottom)).toBeLessThan(EPSILON);
        expect(start.shadowEnd.opacity).toBe(1);
        expect(Math.abs(start.shadowEnd.right - start.pinnedRightEdge)).toBeLessThan(EPSILON);
        expect(start.shadowStart.opacity).toBe(0);
        // At the start, no column lies under the columns pinned left.
        for (const box of [...start.headers, ...start.cells]) {
          expect(box.left, box.text).toBeGreaterThanOrEqual(start.pinnedLeftEdge - EPSILON);
        }
        // Pinned cells have a background of their own, which hides what scrolls under them.
        for (const background of start.pinnedBackgrounds) {
          expect(background).toMatch(/^rgb\(/);
        }

        await scrollTo(page, 200);
        const middle = await probe(page);
        expect(middle.scrolled).toBe(true);
        expect(middle.overflow).toBe(true);
        expect(middle.shadowStart.opacity).toBe(1);
        expect(Math.abs(middle.shadowStart.left - middle.pinnedLeftEdge)).toBeLessThan(EPSILON);
        expect(Math.abs(middle.shadowStart.bottom - middle.scrollerBottom)).toBeLessThan(EPSILON);
        expect(middle.shadowEnd.opacity).toBe(1);

        await scrollTo(page, 'end');
        const end = await probe(page);
        expect(end.scrollLeft).toBeGreaterThan(0);
        expect(end.scrolled).toBe(true);
        expect(end.overflow).toBe(false);
        expect(end.shadowStart.opacity).toBe(1);
        expect(end.shadowEnd.opacity).toBe(0);
        // Fully scrolled: every unpinned column ends left of the pinned column, none under it...
        for (const box of [...end.headers, ...end.cells]) {
          expect(box.right, box.text).toBeLessThanOrEqual(end.pinnedRightEdge + EPSILON);
        }
        // ...and the last one shows whole, beside it, where the pointer finds it.
        const lastHeader = end.headers.at(-1);
        expect(lastHeader?.text).toBe('Contact mobile');
        expect(Math.abs((lastHeader?.right ?? 0) - end.pinnedRightEdge)).toBeLessThan(EPSILON);
        expect(lastHeader?.left).toBeGreaterThanOrEqual(end.pinnedLeftEdge - EPSILON);
        expect(end.lastCellOnTop).toBe(true);

        await scrollTo(page, 0);
        const back = await probe(page);
        expect(back.scrolled).toBe(false);
        expect(back.overflow).toBe(true);
        expect(errors).toEqual([]);
      },
      30_000,
    );
  });

  it('shows the whole text of a cut header when the keyboard focuses it, and describes the header by it', async () => {
    await mount(page, 1280);
    await page.locator('th[data-c="0"]').focus();
    expect(await tooltipText(page)).toBeNull();
    await page.keyboard.press('ArrowRight');
    // "Tenant code" is not cut: no tip.
    expect(await tooltipText(page)).toBeNull();
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[role="tooltip"]', { timeout: 10_000 });
    const shown = await page.evaluate(() => {
      const header = document.activeElement as HTMLElement;
      const tooltip = document.querySelector<HTMLElement>('[role="tooltip"]');
      const panel = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper] > *');
      const label = header.querySelector<HTMLElement>('.ops-dt-sort-label') ?? header;
      const box = panel?.getBoundingClientRect();
      return {
        cut: label.scrollWidth > label.clientWidth,
        describedBy: header.getAttribute('aria-describedby')?.split(' ') ?? [],
        tooltipId: tooltip?.id,
        text: tooltip?.textContent,
        panelText: panel?.textContent,
        panelWidth: box?.width ?? 0,
        visible: box !== undefined && box.width > 0 && box.height > 0,
      };
    });
    expect(shown.cut).toBe(true);
    expect(shown.text).toBe(LONG_HEADER);
    expect(shown.panelText).toContain(LONG_HEADER);
    expect(shown.visible).toBe(true);
    expect(shown.panelWidth).toBeLessThanOrEqual(400);
    expect(shown.describedBy).toContain(shown.tooltipId);
    // The next header is not cut: the tip goes, and the header is described as before.
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[role="tooltip"]', { state: 'detached' });
    const previous = await page.evaluate(() =>
      document.querySelector('th[data-c="2"]')?.getAttribute('aria-describedby'),
    );
    expect(previous?.split(' ')).toHaveLength(1);
  }, 30_000);

  it('brings a cell the keyboard moves to out from under the pinned column, with its tip', async () => {
    await mount(page, 1280);
    await page.locator('th[data-c="0"]').focus();
    await page.keyboard.press('ArrowDown');
    // To "Contact email", under the action column while the table is scrolled to the start.
    for (let step = 0; step < 9; step += 1) await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[role="tooltip"]', { timeout: 10_000 });
    const focused = await page.evaluate(() => {
      const cell = document.activeElement as HTMLElement;
      const rect = cell.getBoundingClientRect();
      const pinned = document
        .querySelector('tbody tr[data-r="1"] > .ops-dt-pin-right')
        ?.getBoundingClientRect();
      const panel = document
        .querySelector('[data-radix-popper-content-wrapper] > *')
        ?.getBoundingClientRect();
      return {
        column: cell.dataset.c,
        text: cell.textContent,
        right: rect.right,
        left: rect.left,
        pinnedLeft: pinned?.left ?? 0,
        panelCentre: panel ? (panel.left + panel.right) / 2 : 0,
      };
    });
    expect(focused.column).toBe('9');
    expect(focused.right).toBeLessThanOrEqual(focused.pinnedLeft + EPSILON);
    expect(await tooltipText(page)).toBe(focused.text);
    // The tip points at the cell where it is now.
    expect(Math.abs(focused.panelCentre - (focused.left + focused.right) / 2)).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="tooltip"]', { state: 'detached' });
  }, 30_000);

  it('shows the whole text of a cut cell when the pointer rests on it, and none for text that fits', async () => {
    await mount(page, 1440);
    const email = page.locator('tbody tr[data-r="3"] > td[data-c="9"]');
    await email.hover();
    await page.waitForSelector('[role="tooltip"]', { timeout: 10_000 });
    expect(await tooltipText(page)).toBe('ops.contact.3@tenant-3.example.com');
    await page.locator('tbody tr[data-r="3"] > td[data-c="3"]').hover();
    await page.waitForSelector('[role="tooltip"]', { state: 'detached' });
    await page.waitForTimeout(400);
    expect(await tooltipText(page)).toBeNull();
    expect(errors).toEqual([]);
  }, 30_000);
});
