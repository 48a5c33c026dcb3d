import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, signIn, tokenOf } from './console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('the shell', () => {
  it('sends a signed-out visitor to the login page and back to the page asked for', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('OpsDesk#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/main\/tenant-manage\/tenant-group$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tenant groups');
    expect(problems).toEqual([]);
  });

  it('shows the login failure message of a wrong password and keeps the username', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/login`);
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/password/i);
    expect(await page.locator('input[name=username]').inputValue()).toBe('admin');
  });

  it('resets a forgotten password from the login page in words, with no missing text', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL()}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(await dialog.getByText('#', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Username', { exact: false }).fill('admin');
    await dialog.getByRole('button', { name: 'Send the code' }).click();
    // The second step is @opsdesk/ui's password dialog: its texts load with the forgot-password dialog.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).waitFor();
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/password/i);
    expect(await page.getByRole('dialog').getByText('#', { exact: true }).count()).toBe(0);
  });

  it('refuses a page outside the role with the 403 page, which says why', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'employee');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await expect.poll(() => page.getByText('403').first().isVisible()).toBe(true);
  });

  it('switches the language without a reload: texts and page title follow', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await page.getByRole('heading', { name: 'Tenant groups' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh_cn');
    await page.getByRole('heading', { name: '租户分组' }).waitFor();
    expect(await page.title()).toContain('租户分组');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh_cn');
  });

  it('switches the current company from the header, and back', async () => {
    // The test seed gives the demo tenant its headquarters alone: a second company for the test.
    const json = { 'Content-Type': 'application/json' };
    const agent = { Authorization: `Bearer ${await tokenOf('agent')}` };
    const admin = { Authorization: `Bearer ${await tokenOf('admin')}` };
    const [headquarters] = (await (
      await fetch(`${baseURL()}/api/my/companies`, { headers: agent })
    ).json()) as {
      id: number;
      tenantId: number;
      name: string;
    }[];
    if (!headquarters) throw new Error('The agent has no company');
    const created = await fetch(`${baseURL()}/api/resources/company`, {
      method: 'POST',
      headers: { ...admin, ...json },
      body: JSON.stringify({
        tenantId: headquarters.tenantId,
        name: 'E2E Branch Ltd',
        companyCode: 'T0001-E2E',
        enabled: true,
      }),
    });
    expect(created.status).toBe(201);
    const branch = (await created.json()) as { id: number };
    try {
      const { page, problems } = await openPage(browser);
      await signIn(page, 'agent');
      const trigger = page.getByRole('button', { name: `Company: ${headquarters.name}` });
      await trigger.click();
      await page.getByRole('menuitem', { name: 'E2E Branch Ltd' }).click();
      const switched = page.getByRole('button', { name: 'Company: E2E Branch Ltd' });
      await switched.waitFor();
      // Back to the headquarters, so that the other tests find the seed as it was.
      await switched.click();
      await page.getByRole('menuitem', { name: headquarters.name }).click();
      await trigger.waitFor();
      expect(problems).toEqual([]);
    } finally {
      await fetch(`${baseURL()}/api/switch/company?companyId=${headquarters.id}`, {
        method: 'POST',
        headers: agent,
      });
      await fetch(`${baseURL()}/api/resources/company/${branch.id}`, { method: 'DELETE', headers: admin });
    }
  });

  it("reloads the page when a screen's chunk is gone (a deployment since it opened), and opens the screen", async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'admin');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { beforeDeployment: true }));
    // The next script the page asks for is missing, as after a deployment with new chunk names.
    let missing = '';
    await page.route('**/assets/*.js', async (route) => {
      if (missing) return route.continue();
      missing = route.request().url();
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/main/tenant-manage/tenant-group');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Tenant groups' }).waitFor();
    expect(missing).not.toBe('');
    expect(await page.evaluate(() => 'beforeDeployment' in window)).toBe(false);
  });
});
