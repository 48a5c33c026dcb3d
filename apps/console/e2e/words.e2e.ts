import { lookupTargets, semanticOf } from '@opsdesk/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue';
import { loadAllCatalogueTitles } from '../src/catalogue/titles';
import type { RouteDefinition, ShellLocale } from '../src/catalogue/types';
import type { ResourceScreen } from '../src/resources/types';
import {
  launch,
  navigateInApp,
  recordAddress,
  settled,
  sweepOnPages,
  tokenOf,
  type DemoLogin,
} from './console';

// The generic screens speak the users' language: a sweep over every generic route of the catalogue
// (its list, the detail of its first record, its create form submitted empty), in Chinese and in
// English, that fails on an enum code in the column or value of a field that declares its words, a bare id where a
// reference is declared, visible markup, zod's or any developer text, the missing-text marker "#",
// and a data column the pinned action column covers.

let browser: Browser;
beforeAll(async () => {
  await loadAllCatalogueTitles();
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const LANGUAGES = { 'zh-CN': 'zh_cn', en: 'en' } as const satisfies Partial<Record<ShellLocale, string>>;
type SweptLocale = keyof typeof LANGUAGES;

/** Texts no person should read: markup, zod's messages in the shell's languages, a message id. */
const MARKUP = /<\/?(p|div|span|strong|em|b|i|u|ul|ol|li|h[1-6]|br|img|a|table|tr|td)(\s[^>]*)?\/?>/i;
const DEVELOPER_TEXT =
  /Invalid (input|option)|expected (string|number|boolean|one of)|received undefined|无效输入|无效选项|期望 ?(string|number)|validation\.[a-zA-Z]+|\[object Object\]|undefined|NaN/;
const BARE_ID = /^(\d{2,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The enum codes of each enum field with words of their own, by the field's label in a locale:
 * shown in that field's column or value, they are a code where a word belongs.
 */
function enumCodesByLabel(screen: ResourceScreen, locale: SweptLocale): Record<string, string[]> {
  const byLabel: Record<string, string[]> = {};
  for (const [field, described] of Object.entries(screen.resource.fields)) {
    const view = screen.fields[field];
    if (!described?.enum || !view) continue;
    // A code its own words use ("Schema change (DDL)") is a word there, not a code.
    const allWords = Object.values(described.enum).flatMap((value) => Object.values(value.words));
    const codes = Object.keys(described.enum).filter(
      (code) =>
        /[A-Z]{2}|_/.test(code) &&
        !allWords.some((word) => new RegExp(`(^|[^A-Za-z0-9_])${code}([^A-Za-z0-9_]|$)`).test(word)),
    );
    if (codes.length > 0) byLabel[view.label[locale]] = codes;
  }
  return byLabel;
}

/**
 * The labels (in a locale) of a resource's fields that reference a record with a name to show, or
 * name an attachment or image (shown as its file, never its OID).
 */
function namedReferenceLabels(screen: ResourceScreen, locale: SweptLocale): string[] {
  const labels: string[] = [];
  for (const [field, described] of Object.entries(screen.resource.fields)) {
    const view = screen.fields[field];
    if (!view) continue;
    const semantic = semanticOf(screen.resource, field);
    if (semantic === 'image' || semantic === 'attachment') {
      labels.push(view.label[locale]);
      continue;
    }
    const reference = described?.reference;
    if (!reference) continue;
    const named = 'lookup' in reference ? lookupTargets[reference.lookup] !== undefined : true;
    if (named) labels.push(view.label[locale]);
  }
  return labels;
}

async function screenOf(route: RouteDefinition): Promise<ResourceScreen | undefined> {
  const module = await route.load();
  return 'screen' in module ? module.screen : undefined;
}

/** What the page in front of the user says that it should not. */
async function problemsOf(page: Page, screen: ResourceScreen, locale: SweptLocale): Promise<string[]> {
  const problems: string[] = [];
  const text = await page.locator('main').innerText();
  const markup = MARKUP.exec(text);
  if (markup) problems.push(`markup ${markup[0]}`);
  const developer = DEVELOPER_TEXT.exec(text);
  if (developer) problems.push(`developer text "${developer[0]}"`);
  if ((await page.locator('main').getByText('#', { exact: true }).count()) > 0) problems.push('the marker #');
  // Reference columns and detail values: a name, not a bare id.
  const labels = namedReferenceLabels(screen, locale);
  const codes = enumCodesByLabel(screen, locale);
  const bare = await page.evaluate(
    ({ labels, pattern, codes }) => {
      const found: string[] = [];
      const idLike = new RegExp(pattern, 'i');
      const coded = (label: string, value: string) =>
        (codes[label] ?? []).some((code) =>
          new RegExp(`(^|[^A-Za-z0-9_-])${code}([^A-Za-z0-9_-]|$)`).test(value),
        );
      for (const grid of document.querySelectorAll('main [role="grid"]')) {
        const headers = [...grid.querySelectorAll('[role="columnheader"]')].map(
          (cell) => cell.textContent?.trim() ?? '',
        );
        for (const row of [...grid.querySelectorAll('[role="row"]')].slice(1, 6)) {
          const cells = [...row.querySelectorAll('[role="gridcell"]')];
          headers.forEach((header, index) => {
            const value = cells[index]?.textContent?.trim() ?? '';
            if (labels.includes(header) && idLike.test(value)) found.push(`a bare id (${header}: ${value})`);
            if (coded(header, value)) found.push(`the code of ${header}: ${value}`);
          });
        }
      }
      for (const term of document.querySelectorAll('main dt')) {
        const value = term.nextElementSibling?.textContent?.trim() ?? '';
        const label = term.textContent?.trim() ?? '';
        if (labels.includes(label) && idLike.test(value)) found.push(`a bare id (${label}: ${value})`);
        if (coded(label, value)) found.push(`the code of ${label}: ${value}`);
      }
      return found;
    },
    { labels, pattern: BARE_ID.source, codes },
  );
  problems.push(...bare);
  // The pinned action column never covers a data column, even scrolled fully to the right.
  const covered = await page.evaluate(() => {
    const found: string[] = [];
    for (const grid of document.querySelectorAll('main [role="grid"]')) {
      let scroller: HTMLElement | null = grid.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (scroller) scroller.scrollLeft = scroller.scrollWidth;
      const headers = [...grid.querySelectorAll('[role="columnheader"]')] as HTMLElement[];
      const pinned = headers.filter(
        (cell) => getComputedStyle(cell).position === 'sticky' && cell.getBoundingClientRect().left > 200,
      );
      const data = headers.filter((cell) => !pinned.includes(cell));
      const edge = Math.min(...pinned.map((cell) => cell.getBoundingClientRect().left));
      for (const cell of data) {
        if (cell.getBoundingClientRect().right > edge + 1) found.push(cell.textContent?.trim() ?? '?');
      }
    }
    return found;
  });
  problems.push(...covered.map((header) => `the column "${header}" under the pinned column`));
  return problems;
}

async function setLanguage(page: Page, locale: SweptLocale) {
  await page.getByRole('combobox', { name: /Language|语言/ }).selectOption(LANGUAGES[locale]);
  await page.waitForFunction(
    (lang) => document.documentElement.lang.toLowerCase().startsWith(lang),
    locale === 'en' ? 'en' : 'zh',
  );
}

/** Whether a screen's list shows a reference with a name to show (a tenant, a company, a currency...). */
function listsNamedReferences(screen: ResourceScreen): boolean {
  const labels = new Set(namedReferenceLabels(screen, 'en'));
  return screen.columns.some((column) => {
    const view = screen.fields[column];
    return view !== undefined && labels.has(view.label.en);
  });
}

/**
 * Sweeps the given views of every generic route `login` may open, in `locale` (with `onlyNamed`,
 * only the lists that show references); answers each failure.
 */
async function sweep(
  login: DemoLogin,
  locale: SweptLocale,
  views: readonly string[],
  onlyNamed = false,
): Promise<{ failures: string[]; seen: number }> {
  const token = await tokenOf(login);
  const routes = catalogue.routes.filter(
    (route) => !route.admin && !route.tenant && route.view !== 'custom' && views.includes(route.view),
  );
  const failures: string[] = [];
  let seen = 0;
  await sweepOnPages(
    browser,
    login,
    routes,
    async ({ page, problems }, route) => {
      const screen = await screenOf(route);
      if (!screen || (onlyNamed && !listsNamedReferences(screen))) return;
      const address = await recordAddress(route, screen, token).catch(() => undefined);
      if (!address) return;
      const before = problems.length;
      if (!(await navigateInApp(page, address, route.title[locale])) || !(await settled(page))) {
        // A route outside the role answers its 403 page: not this sweep's business.
        if (login === 'admin') failures.push(`${locale} ${route.key}: did not open`);
        return;
      }
      if ((await page.locator('main [data-status]').count()) > 0) return;
      if (route.view === 'create') {
        await page.locator('main form button[type="submit"]').last().click();
        await page
          .locator('main [aria-invalid="true"]')
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined);
      }
      seen += 1;
      const found = await problemsOf(page, screen, locale);
      if (problems.length > before) found.push(...problems.slice(before));
      failures.push(...found.map((problem) => `${locale} ${login} ${route.key} (${address}): ${problem}`));
    },
    (page) => setLanguage(page, locale),
  );
  return { failures: failures.sort(), seen };
}

describe('the generic screens speak the users’ language', () => {
  for (const locale of Object.keys(LANGUAGES) as SweptLocale[]) {
    it(`as the super administrator, in ${locale}: every list, detail and empty create form`, async () => {
      const { failures, seen } = await sweep('admin', locale, ['list', 'detail', 'create']);
      expect(failures).toEqual([]);
      expect(seen).toBeGreaterThan(250);
    }, 1_200_000);
  }

  // The other roles: the lists they may open that show references, which must name their records
  // to a role that may not read the referenced resource (a booking agent's tenant column).
  for (const [login, locale] of [
    ['finance', 'zh-CN'],
    ['service', 'en'],
    ['content', 'zh-CN'],
    ['deploy', 'en'],
    ['agent', 'zh-CN'],
    ['employee', 'en'],
  ] as const) {
    it(`as ${login}, in ${locale}: every list with references the role may open`, async () => {
      const { failures } = await sweep(login, locale, ['list'], true);
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
