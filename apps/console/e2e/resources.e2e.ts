import { cityResource } from '@opsdesk/api';
import ExcelJS from 'exceljs';
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

describe('a resource screen', () => {
  it('creates, edits, finds and deletes a record through the generic list, form and detail', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await page.getByRole('button', { name: 'New tenant group' }).click();
    await page.locator('input[name=tenantGroupName]').fill('E2E partners');
    await page.locator('input[name=tenantGroupCode]').fill('E2E-PARTNERS');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'E2E partners' }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.locator('textarea[name=description]').fill('Partners found by the end-to-end test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'E2E partners' }).waitFor();
    await page.getByText('Partners found by the end-to-end test').waitFor();

    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await page.getByLabel('Keyword').fill('E2E-PARTNERS');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/keyword=E2E-PARTNERS/);
    await page.getByRole('link', { name: 'E2E partners' }).waitFor();
    // The header and the one record found (the table may still be settling when the link shows).
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);

    await page.getByRole('button', { name: 'More actions: E2E partners' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No record matches these filters').waitFor();
    expect(problems).toEqual([]);
  });

  it('refuses a duplicate code with the message on its field and keeps what was typed', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group/new-tenant-group`);
    await page.locator('input[name=tenantGroupName]').fill('Second key accounts');
    await page.locator('input[name=tenantGroupCode]').fill('KA');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.locator('input[name=tenantGroupCode]').getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.locator('input[name=tenantGroupName]').inputValue()).toBe('Second key accounts');
  });

  it('exports the filtered list after the identity verification, with a code from the mailbox', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await page.getByRole('button', { name: 'Export' }).click();
    const verification = page.getByRole('dialog', { name: 'Verify your identity' });
    await verification.waitFor();
    await verification.getByRole('button', { name: 'Send code' }).click();
    await verification.getByText(/A 6-digit code was sent/).waitFor();
    const token = await tokenOf('admin');
    const mailbox = (await (
      await fetch(`${baseURL()}/api/dev/mailbox`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { body: string }[];
    const code = /\b(\d{6})\b/.exec(mailbox[0]?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await verification.getByLabel('Verification code').fill(code);
    await verification.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The export is ready', { exact: true }).waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(problems).toEqual([]);
  });

  it('imports rows of the template and shows them in the list', async () => {
    const token = await tokenOf('admin');
    const template = await fetch(`${baseURL()}/api/resources/city/import/template`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('The template has no sheet.');
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const values: Record<string, string> = {
      adCode: '990101',
      name: '端到端测试市',
      typeDescription: 'prefecture-level city',
      countryCode: 'CN',
      enabled: 'true',
    };
    // The template titles its columns with the fields' labels in the request's language.
    const row = header.map((column) => {
      const field = Object.keys(values).find(
        (name) => column === cityResource.fields[name as keyof typeof cityResource.fields]?.label.en,
      );
      return field ? values[field] : null;
    });
    sheet.addRow(row);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/data-maintain/city-data`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cities.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText(/1 row was imported/).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByLabel('Keyword').fill('990101');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('端到端测试市').first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe('the session', () => {
  it('sends roleType=TENANT with the requests in tenant mode', async () => {
    const { page } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/tenant-manage/tenant-group`);
    await page.getByRole('heading', { level: 1, name: 'Tenant groups' }).waitFor();
    await page.getByRole('switch', { name: 'Tenant mode' }).click();
    const tenantRequest = page.waitForRequest((request) => request.url().includes('roleType=TENANT'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Keyword').fill('K');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await tenantRequest;
    expect(await page.evaluate(() => sessionStorage.getItem('hly.roleType'))).toBe('TENANT');
  });
});
