import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO_PASSWORD, launch, openPage, signIn } from './console';

let browser: Browser;
let token: string;

/** GET of the service as the finance account. */
async function api<T>(path: string): Promise<T> {
  const answer = await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  browser = await launch();
  const answer = await fetch(`${baseURL()}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('opsdesk-console:opsdesk-console-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'finance',
      password: DEMO_PASSWORD,
      scope: 'read write',
    }).toString(),
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await browser.close();
});

describe('the order flow', () => {
  it('creates an order of two lines, confirms it, and shows it with its totals and status after a reload', async () => {
    // An active contract of the seed, its tenant, and two products on sale.
    const contracts = await api<{ content: Row[] }>(
      '/api/resources/contract?contractStatus=ACTIVE&size=20&sort=contractCode,asc',
    );
    const contract = contracts.content[0];
    if (!contract) throw new Error('the seed has no active contract');
    const tenant = await api<Row>(`/api/resources/tenant/${String(contract.tenantId)}`);
    const products = await api<{ content: Row[] }>(
      '/api/resources/finance-catalogue-product?saleStatus=ON_SALE&size=2&sort=productCode,asc',
    );
    const [first, second] = products.content.map((product) => String(product.productName));
    if (!first || !second) throw new Error('the seed has fewer than two products on sale');

    const { page, problems } = await openPage(browser);
    await signIn(page, 'finance');
    await page.goto(`${baseURL()}/main/order-management/new-order`);
    await page.getByRole('heading', { level: 1, name: 'New order' }).waitFor();

    // Customer: the tenant, then its contract.
    const tenantBox = page.getByRole('combobox', { name: 'Tenant' });
    await tenantBox.click();
    await tenantBox.fill(String(tenant.tenantName));
    await page
      .getByRole('option')
      .filter({ hasText: String(tenant.tenantName) })
      .first()
      .click();
    const contractBox = page.getByRole('combobox', { name: 'Contract' });
    await contractBox.click();
    await contractBox.fill(String(contract.contractCode));
    await page
      .getByRole('option')
      .filter({ hasText: String(contract.contractCode) })
      .first()
      .click();

    // Products: two lines from the catalogue, the first with three of them.
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Add ${first}` }).click();
    await dialog.getByRole('button', { name: `Add ${second}` }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const quantity = page.getByLabel('Line 1 Quantity');
    await quantity.fill('3');
    await quantity.blur();
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    const total = (await page.getByTestId('order-total').textContent())?.trim();
    expect(total).toMatch(/\d/);

    // Continue: the order is created and reviewed.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/order-management\/confirm-order\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByRole('heading', { level: 1, name: /Confirm order/ }).waitFor();
    await page.getByText(first).first().waitFor();
    await page.getByText(second).first().waitFor();
    expect((await page.getByTestId('order-total').textContent())?.trim()).toBe(total);

    // Confirm: the detail opens, the order still awaiting payment.
    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.waitForURL(new RegExp(`/order-management/order-management-detail/${id}$`));
    const order = await api<Row>(`/api/resources/order/${id}`);
    expect(order).toMatchObject({ orderStatus: 'PENDING_PAYMENT', contractCode: contract.contractCode });
    const lines = await api<{ content: Row[] }>(
      `/api/resources/order-line?orderCode=${String(order.orderCode)}&sort=lineNo,asc`,
    );
    expect(lines.content.map((line) => [line.lineNo, line.productName, line.quantity])).toEqual([
      [1, first, 3],
      [2, second, 1],
    ]);

    // After a reload: the code, the status, the total and both lines; the history has the confirmation.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: new RegExp(String(order.orderCode)) }).waitFor();
    expect((await page.getByTestId('order-detail-total').textContent())?.trim()).toBe(total);
    await page.getByText('Pending payment').first().waitFor();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(first).first().waitFor();
    await panel.getByText(second).first().waitFor();
    expect((await panel.getByTestId('order-total').textContent())?.trim()).toBe(total);
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('tabpanel').getByText('Confirmed', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
