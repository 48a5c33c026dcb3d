import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, signIn } from './console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

// The generic list loads its row menu, its drawer and its import dialog on first use: a light
// button stands in until then. These tests press them from the keyboard, where a lazy part could
// lose the user's place. Login methods: a list without create or edit routes (it edits in the drawer)
// whose rows have a menu (enable or disable, delete).
describe("the generic list's overlays", () => {
  it('opens a row menu from the keyboard with the focus on its first item; Escape gives it back', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/login-way`);
    const trigger = page.getByRole('button', { name: /^More actions: / }).first();
    await trigger.waitFor();
    const name = await trigger.getAttribute('aria-label');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('menuitem')
          .first()
          .evaluate((item) => item === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
    expect(problems).toEqual([]);
  });

  it('edits a record in the drawer and gives the focus back to the Edit button it was opened from', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/login-way`);
    const edit = page.getByRole('row').nth(1).getByRole('button', { name: 'Edit', exact: true });
    await edit.waitFor();
    await edit.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /^Edit / });
    await drawer.getByRole('button', { name: 'Save' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});
