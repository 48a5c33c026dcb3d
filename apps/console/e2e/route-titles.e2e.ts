import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue';
import { loadAllCatalogueTitles } from '../src/catalogue/titles';
import type { ShellLocale } from '../src/catalogue/types';
import { shellMessages } from '../src/i18n/messages';
import { baseURL, launch, openPage, signIn } from './console';

let browser: Browser;
beforeAll(async () => {
  await loadAllCatalogueTitles();
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const titleOf = (key: string, locale: ShellLocale): string => {
  const entry = catalogue.byKey.get(key);
  if (!entry) throw new Error(`No route ${key}`);
  return entry.title[locale];
};

/** The route titles a page shows: in the page title, the breadcrumb and the side menu. */
async function shownTitles(page: Page) {
  return {
    page: (await page.title()).split(' · ')[0],
    breadcrumb: await page.locator('#main-content nav').first().innerText(),
    menu: await page.locator('aside nav').first().innerText(),
  };
}

describe('the route titles', () => {
  it('follow a language switch in the page title, the breadcrumb and the menu', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    let current: ShellLocale = 'en';
    for (const [language, locale] of [
      ['en', 'en'],
      ['ja', 'ja'],
      ['zh_cn', 'zh-CN'],
      ['ja', 'ja'],
    ] as const) {
      if (locale !== current) {
        await page
          .getByRole('combobox', { name: shellMessages['shell.language']?.[current] })
          .selectOption(language);
        current = locale;
      }
      const expected = titleOf('tenant-group', locale);
      await expect.poll(async () => (await shownTitles(page)).page, { timeout: 10_000 }).toBe(expected);
      const shown = await shownTitles(page);
      expect(shown.breadcrumb, locale).toContain(expected);
      expect(shown.breadcrumb, locale).toContain(titleOf('tenant-manage', locale));
      expect(shown.menu, locale).toContain(titleOf('tenant-manage', locale));
      expect(shown.menu, locale).toContain(titleOf('tenant-group', locale));
    }
    expect(problems).toEqual([]);
  });
});
