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
});
