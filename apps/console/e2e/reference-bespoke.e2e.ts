import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO_PASSWORD, launch, openPage, signIn } from './console';

/** The console's OAuth client (the service's default one). */
const CLIENT = `Basic ${Buffer.from('opsdesk-console:opsdesk-console-secret').toString('base64')}`;

let browser: Browser;
let token: string;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launch();
  const response = await fetch(`${baseURL()}/oauth/token`, {
    method: 'POST',
    headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin',
      password: DEMO_PASSWORD,
    }).toString(),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await browser.close();
});

type Row = Record<string, unknown> & { id: number };

/** Opens the row menu of an account and picks an action, confirming it when asked. */
async function accountAction(page: Page, login: string, action: string, confirm?: string) {
  await page.getByRole('button', { name: `More actions for ${login}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  if (confirm) await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
}

async function searchAccount(page: Page, login: string) {
  await page.getByLabel('Keyword').fill(login);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('gridcell', { name: login, exact: true }).waitFor();
}

const rowOf = (page: Page, login: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: login, exact: true }) });

describe('the bespoke reference screens', () => {
  it('creates an admin account, disables and enables it, resets its password, and the account logs in', async () => {
    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/admin-page-platform/admin-page`);
    await page.getByRole('heading', { level: 1, name: 'Admin accounts' }).waitFor();
    await page.getByRole('gridcell', { name: 'admin', exact: true }).waitFor();

    const login = 'e2e.account';
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New account' });
    await dialog.getByLabel(/^Login/).fill(login);
    await dialog.getByLabel(/^Name/).fill('端到端 (E2E account)');
    await dialog.getByLabel(/^E-mail/).fill('e2e.account@opsdesk.example');
    await dialog.getByRole('checkbox', { name: /Finance administrator/ }).check();
    await dialog.getByLabel(/^Initial password/).fill('Init!Passw0rd');
    await dialog.getByLabel(/^Confirm the password/).fill('Init!Passw0rd');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await searchAccount(page, login);
    expect(await rowOf(page, login).textContent()).toContain('Finance administrator');

    await accountAction(page, login, 'Disable', 'Disable');
    await expect.poll(() => rowOf(page, login).textContent()).toContain('Disabled');
    await page.reload();
    await searchAccount(page, login);
    expect(await rowOf(page, login).textContent()).toContain('Disabled');

    await accountAction(page, login, 'Enable', 'Enable');
    await expect.poll(() => rowOf(page, login).textContent()).toContain('Enabled');

    await accountAction(page, login, 'Reset password');
    const reset = page.getByRole('dialog', { name: `Reset the password of ${login}` });
    await reset.getByLabel(/^New password/).fill('weak');
    await reset.getByRole('button', { name: 'Save' }).click();
    await reset
      .getByText(/shorter than 8 characters/)
      .first()
      .waitFor();
    await reset.getByLabel(/^New password/).fill('Reset!Passw0rd');
    await reset.getByLabel(/^Confirm the password/).fill('Reset!Passw0rd');
    await reset.getByRole('button', { name: 'Save' }).click();
    await reset.waitFor({ state: 'hidden' });

    // The account signs in with the new password, in a browser context of its own.
    const other = await openPage(browser);
    await signIn(other.page, login, 'Reset!Passw0rd');
    expect(other.page.url()).toMatch(/\/main\//);
    await other.page.context().close();

    // The last super administrator keeps the role: the form shows the server's refusal on the roles.
    await searchAccount(page, 'admin');
    await rowOf(page, 'admin').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit admin' });
    await edit.getByRole('checkbox', { name: /Super administrator|Super admin/i }).uncheck();
    await edit.getByRole('checkbox', { name: /Finance administrator/ }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('The super administrator cannot lose role management and its sub-menus.').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await searchAccount(page, 'admin');
    expect(await rowOf(page, 'admin').textContent()).toContain('Super administrator');
    expect(problems).toEqual([]);
  });

  it('shows a feedback event with the summary and the list of its answers, and disables it', async () => {
    const answers = await api<{ content: Row[] }>('/api/resources/cs-feedback?size=200');
    const answer = answers.content.find((row) => typeof row.eventCode === 'string');
    const events = await api<{ content: Row[] }>('/api/resources/cs-feedback-event?size=100');
    const event = events.content.find((row) => row.eventCode === answer?.eventCode) ?? events.content[0];
    if (!event) throw new Error('the test seed has no feedback event');
    const name = String(event.eventName);

    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(
      `${baseURL()}/main/customer-service/feedback-events-management/${event.id}/${encodeURIComponent(name)}`,
    );
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText(String(event.eventCode)).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Answers at a glance' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Answers', exact: true }).waitFor();
    if (answer && answer.eventCode === event.eventCode) {
      await page.getByText(String(answer.feedbackNo)).first().waitFor();
    }

    const enabled = event.enabled !== false;
    await page.getByRole('button', { name: enabled ? 'Disable' : 'Enable', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: enabled ? 'Disable' : 'Enable' })
      .click();
    await page.getByRole('button', { name: enabled ? 'Enable' : 'Disable', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: enabled ? 'Enable' : 'Disable', exact: true }).waitFor();
    const saved = await api<Row>(`/api/resources/cs-feedback-event/${event.id}`);
    expect(saved.enabled).toBe(!enabled);
    expect(problems).toEqual([]);
  });

  it('finds a diagnosis log by its span id, says so for an unknown one, and files a diagnosis request', async () => {
    const logs = await api<{ content: Row[] }>('/api/resources/cs-diagnosis-log?size=100');
    const log =
      logs.content.find((row) => typeof row.errorMessage === 'string' && typeof row.tenantId === 'number') ??
      logs.content.find((row) => typeof row.tenantId === 'number') ??
      logs.content[0];
    if (!log) throw new Error('the test seed has no diagnosis log');
    const spanId = String(log.spanId);

    const { page, problems } = await openPage(browser);
    await signIn(page, 'admin');
    await page.goto(`${baseURL()}/main/customer-service/diagnosis-log-detail/ffffffffffffffff`);
    await page.getByText('No diagnosis log has the span ID ffffffffffffffff.').waitFor();
    await page.getByText('Span ID: ffffffffffffffff').waitFor();

    await page.goto(`${baseURL()}/main/customer-service/diagnosis-log-detail/${spanId}`);
    await page.getByRole('heading', { level: 1, name: 'Diagnosis log' }).waitFor();
    await page.getByText(`Span ID: ${spanId}`).waitFor();
    await page.getByText(String(log.path)).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Timings' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Response body' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Stack trace' }).waitFor();

    await page.getByRole('button', { name: 'New diagnosis request' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Save' }).waitFor();
    const description = drawer.getByLabel(/^Description/);
    if ((await description.inputValue()) === '') await description.fill('Seen by the end-to-end test.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // The service numbers the request (DR<date><sequence>): the newest request is the one filed.
    const requests = await api<{ content: Row[] }>('/api/resources/cs-diagnosis-request?sort=id,desc&size=1');
    expect(requests.content[0]?.spanIds).toEqual([spanId]);
    expect(requests.content[0]?.requestNo).toMatch(/^DR\d{12}$/);
    expect(problems).toEqual([]);
  });
});
