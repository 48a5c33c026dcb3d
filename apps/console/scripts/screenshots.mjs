// `pnpm --filter console screenshots [base]`: photographs the generic screens for the README, in
// Chinese and in English, against a running operation-service that serves the built console
// (default http://127.0.0.1:8787; `pnpm build && pnpm start` from the repository's root), signed in
// as the demo super administrator and content editor. Writes docs/screenshots/<screen>.<locale>.png.
// It changes demo data (a create form submitted empty changes nothing; an import adds one city).

import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? process.env.OPSDESK_BASE_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
const out = new URL('../docs/screenshots/', import.meta.url);
mkdirSync(out, { recursive: true });
const PASSWORD = 'OpsDesk#2026';
const LOCALES = { 'zh-CN': 'zh_cn', en: 'en' };

async function token(login) {
  const answer = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('opsdesk-console:opsdesk-console-secret').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'read write',
      username: login,
      password: PASSWORD,
    }),
  });
  if (!answer.ok) throw new Error(`No token for ${login}: ${answer.status}`);
  return (await answer.json()).access_token;
}

/** A city import of one good row and two bad ones, titled as the template of `language` is. */
async function cityImport(language) {
  const template = await fetch(`${base}/api/resources/city/import/template?language=${language}`, {
    headers: { Authorization: `Bearer ${await token('admin')}` },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const fields = workbook.getWorksheet(2);
  // The second sheet names each column's field code: rows of title, code.
  const codes = new Map();
  fields?.eachRow((row) => codes.set(String(row.getCell(1).value), String(row.getCell(2).value)));
  const header = sheet.getRow(1).values.slice(1).map(String);
  const rows = [
    {
      adCode: '990201',
      name: '示例市',
      typeDescription: 'prefecture-level city',
      countryCode: 'CN',
      enabled: 'true',
    },
    {
      adCode: '990202',
      name: '',
      typeDescription: 'prefecture-level city',
      countryCode: 'CN',
      enabled: 'true',
    },
    {
      adCode: '99020X',
      name: '错误市',
      typeDescription: 'prefecture-level city',
      countryCode: 'CN',
      enabled: 'maybe',
    },
  ];
  for (const values of rows) sheet.addRow(header.map((title) => values[codes.get(title) ?? title] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

async function signedIn(login, locale) {
  const page = await (await browser.newContext({ locale, viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name=username]').fill(login);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/main\//);
  await page.getByRole('combobox', { name: /Language|语言/ }).selectOption(LOCALES[locale]);
  await page.waitForFunction(
    (lang) => document.documentElement.lang.toLowerCase().startsWith(lang),
    locale.slice(0, 2),
  );
  return page;
}

/** Waits until the screen's calls have answered and its images have loaded. */
async function settled(page) {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 15_000,
  });
  await page.waitForTimeout(300);
}

async function shoot(page, name, locale) {
  await settled(page);
  await page.screenshot({ path: new URL(`${name}.${locale}.png`, out).pathname });
  process.stdout.write(`wrote docs/screenshots/${name}.${locale}.png\n`);
}

for (const locale of Object.keys(LOCALES)) {
  const content = await signedIn('content', locale);
  await content.goto(`${base}/main/announce-manage/carousel-setting`);
  await shoot(content, 'list', locale);
  await content.goto(`${base}/main/info-maintenance/welcome-info`);
  await content.getByRole('grid').getByRole('link').first().click();
  await content.getByRole('heading', { level: 1 }).waitFor();
  await shoot(content, 'detail', locale);
  await content.goto(`${base}/main/info-management/update-log-single`);
  await content.getByRole('grid').getByRole('link').first().click();
  await content.getByRole('heading', { level: 1 }).waitFor();
  await shoot(content, 'rich-text-detail', locale);
  await content.getByRole('combobox', { name: /Language|语言/ }).selectOption('en');

  const admin = await signedIn('admin', locale);
  await admin.goto(`${base}/main/tenant-manage/tenant-group/new-tenant-group`);
  await admin.locator('form button[type=submit]').click();
  await admin.locator('[aria-invalid="true"]').first().waitFor();
  await shoot(admin, 'form-errors', locale);
  await admin.goto(`${base}/main/data-maintain/city-data`);
  await admin.getByRole('button', { name: /^(Import|导入)$/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: locale === 'en' ? 'cities.xlsx' : '城市.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await cityImport(LOCALES[locale]),
  });
  await dialog.getByRole('button', { name: /^(Import|导入)$/ }).click();
  await dialog.locator('table, [role="table"], [role="grid"]').first().waitFor({ timeout: 30_000 });
  await shoot(admin, 'import-result', locale);
  await admin.keyboard.press('Escape');
  await admin.getByRole('combobox', { name: /Language|语言/ }).selectOption('en');
}
await browser.close();
