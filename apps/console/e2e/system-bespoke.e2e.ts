import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, signIn } from './console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the bespoke screens of the system area', () => {
  it('resolves an issue of a project and shows its latest event with the stack trace', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'deploy');
    await page.goto(`${baseURL()}/main/sentry`);
    const projects = page.getByRole('grid', { name: 'Error monitoring' });
    await projects.locator('a[href*="/issues-list"]').first().waitFor();
    const hrefs = await projects
      .locator('a[href*="/issues-list"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);

    // The stream opens on the unresolved issues: take the first project that has one.
    let eventHref: string | null = null;
    for (const href of hrefs) {
      await page.goto(`${baseURL()}${href}`);
      await h1(page).waitFor();
      const issues = page.getByRole('grid', { name: 'Issues' });
      await expect
        .poll(
          async () =>
            (await page.getByLabel('Select row 1').count()) > 0 ||
            (await page.getByText('No issues match these filters').count()) > 0,
          { timeout: 15_000 },
        )
        .toBe(true);
      if ((await page.getByLabel('Select row 1').count()) === 0) continue;
      eventHref = await issues.locator('a[href*="/issues-event/"]').first().getAttribute('href');
      await page.getByLabel('Select row 1').check();
      await page.getByRole('button', { name: 'Resolve', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Resolve' }).click();
      await page.getByText('1 issues updated').first().waitFor();
      break;
    }
    expect(eventHref).toMatch(/\/issues-list\/issues-event\/\d+$/);

    // The issue's page reads it again from the service: resolved, with its latest event.
    await page.goto(`${baseURL()}${eventHref}`);
    await h1(page).waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Resolve', exact: true }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Stack trace' }).waitFor();
    const frames = page.getByRole('list', { name: 'Stack trace' }).locator(':scope > li');
    expect(await frames.count()).toBeGreaterThan(0);
    await page.getByText(/^Event 1 of \d+$/).waitFor();
    await page.getByRole('heading', { name: 'Breadcrumbs' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('includes a node of a service package with the keyboard, saves it, and keeps it after a reload', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'deploy');
    await page.goto(`${baseURL()}/main/menu-control/service-package?platform=WEB_ADMIN`);
    const link = page.getByRole('grid').locator('a[href*="/service-package/tree/"]').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/service-package\/tree\/\d+$/);
    const tree = page.getByRole('tree');
    await tree.waitFor();

    await tree.getByRole('treeitem').first().focus();
    await page.keyboard.press('End');
    const focused = page.locator('[role=treeitem]:focus');
    await focused.waitFor();
    const key = await focused.locator(':scope > code').textContent();
    const before = await focused.getAttribute('aria-checked');
    await page.keyboard.press(' ');
    await expect.poll(() => focused.getAttribute('aria-checked')).not.toBe(before);
    const after = await focused.getAttribute('aria-checked');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Service package saved').first().waitFor();

    await page.reload();
    await page.getByRole('tree').waitFor();
    const item = page
      .getByRole('treeitem')
      .filter({ has: page.locator(':scope > code', { hasText: key ?? '' }) });
    await expect.poll(() => item.getAttribute('aria-checked')).toBe(after);
    expect(problems).toEqual([]);
  });

  it('opens a sub-application by cloud, section and client, with its tabs, and edits it in place', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'deploy');
    await page.goto(`${baseURL()}/main/menu-control/sub-application`);
    const link = page.getByRole('grid').locator('a[href*="/sub-app-detail/"]').first();
    await link.waitFor();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/sub-application\/sub-app-detail\/[^/]+\/[A-Z]+\/[A-Z_]+$/);
    await expect.poll(() => h1(page).textContent()).toContain(name);

    await page.getByRole('tab', { name: 'Versions' }).click();
    await page.getByRole('heading', { level: 2, name: 'Version records' }).waitFor();
    await page.getByRole('tab', { name: 'Widgets and buttons' }).click();
    await page.getByRole('heading', { level: 2, name: 'Button priority' }).waitFor();

    const note = `Checked by the end-to-end test ${Date.now()}`;
    // The page's own Edit (its header), not the Edit of a widget or button row in the tab.
    await page
      .getByRole('button', { name: 'Edit', exact: true })
      .and(page.locator('[data-variant=primary]'))
      .click();
    await page.getByLabel('Description').fill(note);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await page.reload();
    await page.getByText(note).waitFor();
    expect(problems).toEqual([]);
  });
});
