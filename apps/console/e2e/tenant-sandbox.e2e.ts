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

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// Spec §6: "create sandbox" is a button of the tenant maintenance screens, not only of the business
// tenant view. A production tenant made for this test gets its sandbox from the generic detail page.
describe('create sandbox on the tenant maintenance screens', () => {
  it('creates a linked sandbox of a production tenant from its maintenance detail page', async () => {
    const token = await tokenOf('admin');
    const code = `E2SB${Date.now() % 1_000_000}`;
    const tenant = await call<{ id: number }>(token, 'POST', '/api/resources/tenant', {
      tenantName: `Sandbox source ${code}`,
      tenantCode: code,
      region: 'CN',
      cloudEnv: 'ALI_HZ',
      licensed: 1,
      sandbox: false,
      enabled: true,
    });
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-maintenance/index/${tenant.id}`);
    await page.getByRole('button', { name: 'Create sandbox', exact: true }).click();
    const question = page.getByRole('alertdialog', {
      name: `Create a sandbox tenant of Sandbox source ${code}?`,
    });
    await question.getByRole('button', { name: 'Create sandbox', exact: true }).click();
    await page.getByText(`Sandbox tenant Sandbox source ${code}（沙箱） created`).waitFor();
    const sandboxes = await call<{ content: { sourceTenantId: number; sandbox: boolean }[] }>(
      token,
      'GET',
      `/api/resources/tenant?sandbox=true&sourceTenantId=${tenant.id}`,
    );
    expect(sandboxes.content.map((row) => [row.sourceTenantId, row.sandbox])).toEqual([[tenant.id, true]]);
    expect(problems).toEqual([]);
  });
});
