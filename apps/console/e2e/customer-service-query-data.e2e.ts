import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, signIn, tokenOf } from './console';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface RecordPage {
  content: Record<string, unknown>[];
  totalElements: number;
}

async function list(token: string, resource: string, query: Record<string, string>): Promise<RecordPage> {
  const answer = await fetch(`${baseURL()}/api/resources/${resource}?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`${resource}: ${answer.status}`);
  return (await answer.json()) as RecordPage;
}

interface Employee {
  readonly tenantId: number;
  readonly tenantName: string;
  readonly oid: string;
  readonly fullName: string;
  readonly email: string;
}

/** Active staff with an e-mail address, of customer tenants that are not sandboxes. */
async function employees(token: string, wanted: number): Promise<Employee[]> {
  const found: Employee[] = [];
  const tenants = await list(token, 'tenant', { sandbox: 'false', size: '50' });
  for (const tenant of tenants.content) {
    const staff = await list(token, 'staff', { tenantId: String(tenant.id), status: 'ACTIVE', size: '20' });
    for (const record of staff.content) {
      const email = record.email;
      if (typeof email !== 'string' || email.endsWith('@opsdesk.example')) continue;
      found.push({
        tenantId: Number(tenant.id),
        tenantName: String(tenant.tenantName),
        oid: String(record.oid),
        fullName: String(record.fullName),
        email,
      });
      if (found.length >= wanted) return found;
    }
  }
  return found;
}

const detailPath = (tenantId: number, userOID: string) =>
  `/main/customer-service/query-data/tenant-employee-detail/${tenantId}/${userOID}`;

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

describe('the customer-service data query', () => {
  it('finds an employee by tenant and e-mail, opens the data, and remembers the tab on return', async () => {
    const token = await tokenOf('service');
    const [employee] = await employees(token, 1);
    expect(employee).toBeDefined();
    if (!employee) return;
    const { page, problems } = await openPage(browser);
    await signIn(page, 'service');
    await page.goto(`${baseURL()}/main/customer-service/query-data`);
    await page.getByRole('heading', { level: 1, name: 'Data query' }).waitFor();

    // A keyword that is not a whole e-mail or mobile number is refused before any call.
    await page.getByRole('textbox', { name: /E-mail or mobile/ }).fill('abc');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Enter a full e-mail address or mobile number to search.').waitFor();
    await page.getByText('Choose a tenant.').waitFor();

    const tenant = page.getByRole('combobox', { name: /^Tenant/ });
    await tenant.fill(employee.tenantName);
    await page
      .getByRole('option', { name: new RegExp(employee.tenantName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await page.getByRole('textbox', { name: /E-mail or mobile/ }).fill(employee.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: employee.fullName }).click();

    await page.waitForURL(new RegExp(`tenant-employee-detail/${employee.tenantId}/${employee.oid}$`));
    await page.getByRole('heading', { level: 1, name: employee.fullName }).waitFor();
    // A fresh session opens on the first tab, personal information, with its dimission button (spec
    // §3, query-data tabs: customer service marks employees as having left from here).
    expect(await selectedTab(page)).toBe('Personal information');
    await page.getByText(employee.email).first().waitFor();
    await page.getByRole('button', { name: 'Resignation' }).waitFor();
    for (const name of ['Requisitions', 'Label message deletion', 'MI analysis', 'AI']) {
      expect(await page.getByRole('tab', { name, exact: true }).count()).toBe(1);
    }
    expect(await page.evaluate(() => sessionStorage.getItem('customerServiceTab'))).toBeNull();

    await page.getByRole('tab', { name: 'Requisitions' }).click();
    await page.getByRole('grid', { name: 'Requisitions' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('customerServiceTab'))).toBe(
      'query-data-requisition',
    );

    // Back to the list: the last search is there again; the employee opens on the remembered tab.
    await page.getByRole('button', { name: 'Back to list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Data query' }).waitFor();
    // The last search comes back from session storage once the page has mounted.
    await expect
      .poll(() => page.getByRole('textbox', { name: /E-mail or mobile/ }).inputValue())
      .toBe(employee.email);
    await page.getByRole('link', { name: employee.fullName }).click();
    await page.getByRole('heading', { level: 1, name: employee.fullName }).waitFor();
    expect(await selectedTab(page)).toBe('Requisitions');

    // And after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: employee.fullName }).waitFor();
    expect(await selectedTab(page)).toBe('Requisitions');
    await page.getByRole('tab', { name: 'MI analysis' }).click();
    await page.getByRole('heading', { name: 'Documents of the last 12 months' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('deletes the selected label messages of an employee after a confirmation', async () => {
    const token = await tokenOf('service');
    // The seeded customer-service records belong to drawn employees without a staff record.
    const [message] = (await list(token, 'cs-label-message', { size: '1' })).content;
    expect(message).toBeDefined();
    if (!message) return;
    const tenantId = Number(message.tenantId);
    const userOID = String(message.userOID);
    const count = async () =>
      (await list(token, 'cs-label-message', { tenantId: String(tenantId), userOID, size: '1' }))
        .totalElements;
    const before = await count();

    const { page, problems } = await openPage(browser);
    await signIn(page, 'service');
    await page.goto(`${baseURL()}${detailPath(tenantId, userOID)}`);
    await page.getByRole('heading', { level: 1, name: String(message.employeeName) }).waitFor();
    await page.getByText('There is no staff record for this employee').waitFor();
    await page.getByRole('tab', { name: 'Label message deletion' }).click();
    const table = page.getByRole('grid', { name: 'Label messages' });
    await table.getByRole('checkbox', { name: 'Select row 1' }).check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete the 1 selected label messages?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted 1 label messages.').waitFor();
    await expect.poll(count).toBe(before - 1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: String(message.employeeName) }).waitFor();
    expect(await selectedTab(page)).toBe('Label message deletion');
    await page.getByRole('tab', { name: 'Requisitions' }).click();
    await page.getByRole('grid', { name: 'Requisitions' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the administrator mark an employee as having left', async () => {
    const token = await tokenOf('admin');
    const found = await employees(token, 2);
    const employee = found[1] ?? found[0];
    expect(employee).toBeDefined();
    if (!employee) return;
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}${detailPath(employee.tenantId, employee.oid)}`);
    await page.getByRole('heading', { level: 1, name: employee.fullName }).waitFor();
    const dimission = page.getByRole('button', { name: 'Resignation' });
    await dimission.waitFor();
    await dimission.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Mark ${employee.fullName} as having left?`).waitFor();
    await dialog.getByRole('button', { name: 'Resignation' }).click();
    await page.getByText(`${employee.fullName} is marked as having left.`).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: employee.fullName }).waitFor();
    await page.getByRole('heading', { level: 1 }).getByText('Left', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Resignation' }).count()).toBe(0);
    const [record] = (
      await list(token, 'staff', { tenantId: String(employee.tenantId), email: employee.email, size: '1' })
    ).content;
    expect(record?.status).toBe('LEFT');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
