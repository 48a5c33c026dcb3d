import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage, signIn, tokenOf, type DemoLogin } from './console';

/*
 * The bespoke screens of question and slot ordering, product-policy tenant acceptance and the
 * marketing black list, against the seeded service. Records are found (and, where the test seed
 * has too few to order, added) through the resource API with the role's own token.
 */

type StoredRecord = { id: number; version: number; [field: string]: unknown };
type Page_<T> = { content: T[]; totalElements: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tokens = new Map<DemoLogin, Promise<string>>();

/** The role's bearer token, asked for once per file. */
function bearerOf(login: DemoLogin): Promise<string> {
  let token = tokens.get(login);
  if (!token) {
    token = tokenOf(login);
    tokens.set(login, token);
  }
  return token;
}

async function api<T>(login: DemoLogin, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await bearerOf(login)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const list = (login: DemoLogin, resource: string, query: Record<string, string | number>) =>
  api<Page_<StoredRecord>>(
    login,
    'GET',
    `/api/resources/${resource}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
  );

const META = new Set(['id', 'oid', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);
const fieldsOf = (record: StoredRecord) =>
  Object.fromEntries(Object.entries(record).filter(([key, value]) => !META.has(key) && value !== null));

/** The texts of the rows of the sortable list, in order. */
async function sortedTitles(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Order' }).getByRole('listitem');
  await rows.first().waitFor();
  return rows.allTextContents();
}

const indexOf = (rows: string[], text: string) => rows.findIndex((row) => row.includes(text));

describe('question-sort', () => {
  it('moves a question up with Alt+ArrowUp, saves, and keeps the order after a reload', async () => {
    const questions = await list('content', 'help-question', { variant: 'SINGLE', size: 50 });
    const seed = questions.content[0];
    expect(seed).toBeDefined();
    const themeCode = String(seed?.themeCode);
    // The test seed has a question or two per topic: add two at the end of the topic to order.
    const stamp = Date.now().toString(36).toUpperCase();
    const added: StoredRecord[] = [];
    for (const [index, name] of ['E2E question A', 'E2E question B'].entries()) {
      added.push(
        await api<StoredRecord>('content', 'POST', '/api/resources/help-question', {
          variant: 'SINGLE',
          questionCode: `Q-E2E-${stamp}-${index}`,
          themeCode,
          question: `${name} ${stamp}`,
          answer: '<p>E2E</p>',
          keywords: [],
          sortOrder: 9000 + index,
        }),
      );
    }
    const topics = await list('content', 'help-doc-theme', { keyword: themeCode, size: 50 });
    const topic = topics.content.find((record) => record.themeCode === themeCode);
    expect(topic).toBeDefined();

    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    await page.goto(`${baseURL()}/main/info-management/single/sort/${topic?.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order questions');
    const a = `E2E question A ${stamp}`;
    const b = `E2E question B ${stamp}`;
    const before = await sortedTitles(page);
    expect(indexOf(before, b)).toBe(indexOf(before, a) + 1);

    const rowB = page.getByRole('list', { name: 'Order' }).getByRole('listitem').filter({ hasText: b });
    await rowB.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(async () => indexOf(await sortedTitles(page), b)).toBe(indexOf(before, a));
    // The move is announced in the live region, and focus stays on the moved row.
    await expect
      .poll(() => page.locator('[data-ops-announcer="polite"], [aria-live="polite"]').allTextContents())
      .toContainEqual(expect.stringContaining(`${b} moved to position`));
    expect(await rowB.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Save order' }).click();
    await page
      .getByText(/The order is saved/)
      .first()
      .waitFor();

    await page.reload();
    const after = await sortedTitles(page);
    expect(indexOf(after, b)).toBe(indexOf(after, a) - 1);
    const stored = await list('content', 'help-question', { variant: 'SINGLE', themeCode, size: 50 });
    const orderOf = (id: number | undefined) => stored.content.find((record) => record.id === id)?.sortOrder;
    expect(Number(orderOf(added[1]?.id))).toBeLessThan(Number(orderOf(added[0]?.id)));
    expect(problems).toEqual([]);
  });
});

describe('app-operations-sort', () => {
  it('lets the operations supervisor move a slot to the top and save it', async () => {
    const slots = await list('deploy', 'app-operation', { size: 50 });
    const anchor = slots.content[0];
    expect(anchor).toBeDefined();
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `E2E slot ${stamp}`;
    await api<StoredRecord>('deploy', 'POST', '/api/resources/app-operation', {
      ...fieldsOf(anchor as StoredRecord),
      title: name,
      status: 'DRAFT',
      sortOrder: 9000,
    });

    const { page, problems } = await openPage(browser);
    await signIn(page, 'deploy');
    await page.goto(`${baseURL()}/main/menu-control/app-operations/sort/${anchor?.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order operation slots');
    await page.getByText('Operations supervisor').first().waitFor();
    const before = await sortedTitles(page);
    expect(indexOf(before, name)).toBe(before.length - 1);

    await page.getByRole('button', { name: `Move ${name} to the top` }).click();
    await expect.poll(async () => indexOf(await sortedTitles(page), name)).toBe(0);
    await page.getByRole('button', { name: 'Save order' }).click();
    await page
      .getByText(/The order is saved/)
      .first()
      .waitFor();

    await page.reload();
    expect(indexOf(await sortedTitles(page), name)).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('product-policy-tenant-detail', () => {
  it('shows a policy with its tenant acceptances and saves a remark from the drawer', async () => {
    const acceptances = await list('content', 'product-policy-acceptance', { size: 1 });
    const acceptance = acceptances.content[0];
    expect(acceptance).toBeDefined();
    const policies = await list('content', 'product-policy', {
      keyword: String(acceptance?.policyCode),
      size: 20,
    });
    const policy = policies.content.find((record) => record.policyCode === acceptance?.policyCode);
    expect(policy).toBeDefined();

    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    await page.goto(
      `${baseURL()}/main/info-management/product-policy/tenant-detail/${policy?.id}/${String(policy?.policyType)}`,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(policy?.title));
    await page.getByRole('heading', { name: 'Tenants of this version by status' }).waitFor();

    const open = page.getByRole('button', { name: /^Open the acceptance of/ });
    await open.first().waitFor();
    await open.first().click();
    const remark = `E2E remark ${Date.now().toString(36)}`;
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: /^Remark/ }).fill(remark);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The acceptance is saved.').first().waitFor();
    await drawer.getByText(remark).first().waitFor();

    await page.reload();
    await page
      .getByRole('button', { name: /^Open the acceptance of/ })
      .first()
      .click();
    await page.getByRole('dialog').getByText(remark).first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe('marketing-black-list-setting', () => {
  it('lists the black list of a message, adds a mobile number and removes it again', async () => {
    const entries = await list('content', 'marketing-black-list', { size: 1 });
    const entry = entries.content[0];
    expect(entry).toBeDefined();
    const code = String(entry?.marketingInfoCode);
    const messages = await list('content', 'marketing-info', { keyword: code, size: 20 });
    const message = messages.content.find((record) => record.infoCode === code);
    expect(message).toBeDefined();

    const { page, problems } = await openPage(browser);
    await signIn(page, 'content');
    await page.goto(`${baseURL()}/main/marketing/marketing-info/black-list-setting/${message?.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(String(message?.title));
    await page.getByText(code).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Black list' }).waitFor();
    const seeded = String(entry?.mobile ?? entry?.email ?? entry?.reason ?? '');
    if (seeded) await page.getByRole('row').filter({ hasText: seeded }).first().waitFor();

    const mobile = `139${String(Date.now()).slice(-8)}`;
    await page.getByRole('button', { name: 'Add to the black list' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('E2E');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Added to the black list.').first().waitFor();

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: mobile });
    await row.first().waitFor();
    const stored = await list('content', 'marketing-black-list', { marketingInfoCode: code, size: 200 });
    expect(stored.content.find((record) => record.mobile === mobile)).toMatchObject({
      marketingInfoCode: code,
      targetType: 'MOBILE',
      reason: 'E2E',
    });

    await row.getByRole('button', { name: /^More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Black list' }).waitFor();
    await expect
      .poll(async () =>
        (await list('content', 'marketing-black-list', { marketingInfoCode: code, size: 200 })).content.some(
          (record) => record.mobile === mobile,
        ),
      )
      .toBe(false);
    expect(problems).toEqual([]);
  });
});
