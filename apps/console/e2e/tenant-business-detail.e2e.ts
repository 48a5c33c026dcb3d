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

/** The demo tenant of the seed: every tab of its business detail has records. */
const DEMO_TENANT = { code: 'T0001', name: '艾克米科技有限公司' };

describe('the business tenant detail', () => {
  it('opens from the business tenant list, shows its tabs with data, and keeps an edit of its controls', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(
      `${baseURL()}/main/tenant-manage/tenant-maintenance-all-business?tenantCode=${DEMO_TENANT.code}`,
    );
    await page.getByRole('link', { name: DEMO_TENANT.name }).first().click();
    await page.waitForURL(/\/tenant-maintenance-all-business\/index\/\d+/);
    await page.getByRole('heading', { level: 1, name: new RegExp(DEMO_TENANT.name) }).waitFor();

    // The twelve tabs; tenant info first, with the tenant's code.
    expect(await page.getByRole('tab').count()).toBe(12);
    const panel = page.getByRole('tabpanel');
    await panel.getByText(DEMO_TENANT.code).first().waitFor();

    // DingTalk orders: the list of this tenant with the total under it; the tab is in the address.
    await page.getByRole('tab', { name: 'DingTalk orders' }).click();
    await expect.poll(() => page.url()).toContain('tab=dingtalk');
    await expect
      .poll(() => panel.getByText(/orders, .+ paid in total/).textContent(), { timeout: 15_000 })
      .toMatch(/^[1-9]\d* orders/);

    // Common functions: each configuration with its switch.
    await page.getByRole('tab', { name: 'Common functions' }).click();
    await panel.getByRole('switch').first().waitFor();

    // Usage statistics: the chart of the last months and the table of figures.
    await page.getByRole('tab', { name: 'Usage statistics' }).click();
    await panel.getByText('Users over the last 12 months').waitFor();
    await panel.getByRole('img').first().waitFor();

    // Operation history of the tenant record.
    await page.getByRole('tab', { name: 'Operation history' }).click();
    await panel.getByRole('heading', { level: 2, name: "The tenant's operation history" }).waitFor();
    // Seeded tenants have no recorded changes: the history lists them or says there are none.
    await panel
      .getByRole('list', { name: "The tenant's operation history" })
      .or(panel.getByText('No operation yet'))
      .waitFor();

    // Tenant control: edit the seat limit, save, reload on the same tab, and see it kept.
    await page.getByRole('tab', { name: 'Tenant control' }).click();
    await panel.getByRole('button', { name: 'Edit' }).click();
    const seatLimit = panel.getByLabel('Seat limit');
    const current = Number((await seatLimit.inputValue()).replace(/\D/g, ''));
    const next = current >= 999_999 ? current - 1 : current + 1;
    // Focused, the field shows its number without grouping: fill after that, not during it.
    await seatLimit.focus();
    await seatLimit.fill(String(next));
    await seatLimit.blur();
    await panel.getByRole('button', { name: 'Save' }).click();
    const shown = new Intl.NumberFormat('en-US').format(next);
    await panel.getByText(shown, { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Tenant control', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByText(shown, { exact: true }).waitFor();
    expect(page.url()).toContain('tab=control');
    expect(problems).toEqual([]);
  });
});
