import { isMenuVisible } from '@opsdesk/auth';
import type { LoggedInUser } from '@opsdesk/api';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue';
import { menuOf } from '../src/catalogue/model';
import { loadAllCatalogueTitles } from '../src/catalogue/titles';
import type { RouteDefinition } from '../src/catalogue/types';
import {
  apiGet,
  demoLogins,
  launch,
  navigateInApp,
  openPage,
  recordAddress,
  settled,
  signIn,
  sweepOnPages,
  tokenOf,
} from './console';

let browser: Browser;
beforeAll(async () => {
  // The tests compare the pages with the catalogue's English titles.
  await loadAllCatalogueTitles();
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The first-level menu entries a page shows, by their text. */
async function menuOf_(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.waitFor();
  return nav.locator(':scope > ul > li > a, :scope > ul > li > button').allInnerTexts();
}

describe('the menu of each role', () => {
  for (const login of demoLogins) {
    it(`shows ${login} exactly the menus its views allow`, async () => {
      const token = await tokenOf(login);
      const user = await apiGet<LoggedInUser>(token, '/api/account');
      const expected = menuOf(
        catalogue,
        { menuVisible: (key) => isMenuVisible(user, key), adminMode: user.permitAll, tenantMode: false },
        { production: false },
      ).map((node) => node.entry.title.en);
      const { page, problems } = await openPage(browser);
      await signIn(page, login);
      expect((await menuOf_(page)).map((text) => text.trim())).toEqual(expected);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

/** A route's address with a real record behind its parameters, or undefined when it takes other ones. */
async function addressOf(route: RouteDefinition, token: string): Promise<string | undefined> {
  if (!route.path.includes(':')) return route.path;
  if (route.view === 'custom') return undefined;
  const module = await route.load();
  return 'screen' in module ? recordAddress(route, module.screen, token) : undefined;
}

describe('every route of the catalogue', () => {
  it('opens for the super administrator with its screen rendered and no error', async () => {
    const token = await tokenOf('admin');
    const failures: string[] = [];
    let opened = 0;
    const routes = catalogue.routes.filter((route) => !route.admin && !route.tenant);
    await sweepOnPages(browser, 'admin', routes, async ({ page, problems }, route) => {
      const address = await addressOf(route, token);
      if (!address) return;
      const before = problems.length;
      if (!(await navigateInApp(page, address, route.title.en))) {
        failures.push(`${route.key} ${address}: no heading`);
        return;
      }
      // Let the screen's first calls answer before judging it (a screen that stays busy is judged
      // as it is after 15 s).
      await settled(page);
      const status = await page.locator('main [data-status]').count();
      if (status > 0) failures.push(`${route.key} ${address}: an error page`);
      if (problems.length > before)
        failures.push(`${route.key} ${address}: ${problems.slice(before).join('; ')}`);
      opened += 1;
    });
    expect(failures).toEqual([]);
    expect(opened).toBeGreaterThan(300);
  }, 900_000);
});
