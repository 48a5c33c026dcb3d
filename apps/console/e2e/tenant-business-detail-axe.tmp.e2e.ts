import { readFileSync } from 'node:fs';
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

const axeSource = readFileSync('/work/main/node_modules/.pnpm/axe-core@4.14.1/node_modules/axe-core/axe.min.js', 'utf8');
async function axeCheck(page: Page, label: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown; failureSummary: string }[] }[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id} ${v.impact} ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))} ${v.nodes[0]?.failureSummary ?? ''}`);
  });
  return violations.map((v) => `${label}: ${v}`);
}

describe('axe', () => {
  it('every tab', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'service');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-maintenance-all-business?tenantCode=T0001`);
    await page.waitForTimeout(5000);
    await page.screenshot({ path: '/tmp/btd-e2e/list.png' });
    console.error('LIST', problems, await page.locator('main').innerText());
    await page.getByRole('link', { name: '艾克米科技有限公司' }).first().click();
    await page.waitForURL(/index\/\d+/);
    const url = page.url();
    const all: string[] = [];
    for (const tab of ['info', 'control', 'service', 'dingtalk', 'wechat', 'lark', 'touch', 'common', 'extra', 'app', 'usage', 'history']) {
      await page.goto(`${url}?tab=${tab}`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/btd-e2e/tab-${tab}.png`, fullPage: true });
      all.push(...(await axeCheck(page, tab)));
    }
    // The touch dialog.
    await page.goto(`${url}?tab=touch`);
    await page.getByRole('button', { name: 'New Customer touch' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(800);
    console.error('DIALOG', await page.getByRole('dialog').innerText());
    await page.screenshot({ path: `/tmp/btd-e2e/touch-dialog.png`, fullPage: true });
    all.push(...(await axeCheck(page, 'touch-dialog')));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Topic').fill('E2E check-in');
    await dialog.getByLabel('What was discussed').fill('Checked the new detail screen.');
    await dialog.getByLabel('Staff member').fill('测试员');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('E2E check-in').first().waitFor();
    // A sandbox.
    const create = page.getByRole('button', { name: 'Create sandbox' });
    console.error('SANDBOX', await create.isEnabled(), await page.locator('#business-tenant-sandbox-quota').textContent());
    if (await create.isEnabled()) {
      await create.click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
      await page.screenshot({ path: `/tmp/btd-e2e/sandbox-confirm.png` });
      await page.getByRole('button', { name: 'Create sandbox' }).last().click();
      await page.waitForTimeout(1500);
      console.error('SANDBOX2', await page.locator('#business-tenant-sandbox-quota').textContent());
    }
    // Function switch.
    await page.goto(`${url}?tab=extra`);
    const sw = page.getByRole('tabpanel').getByRole('switch').first();
    await sw.waitFor();
    const before = await sw.getAttribute('aria-checked');
    await sw.click();
    if (before === 'true') {
      await page.getByRole('button', { name: 'Disable' }).last().click();
    }
    await page.waitForTimeout(1500);
    console.error('SWITCH', before, await sw.getAttribute('aria-checked'));
    await page.screenshot({ path: `/tmp/btd-e2e/switch.png`, fullPage: true });
    console.error('AXE', JSON.stringify(all, null, 1));
    console.error('PROBLEMS', problems);
    expect(true).toBe(true);
  });
});
