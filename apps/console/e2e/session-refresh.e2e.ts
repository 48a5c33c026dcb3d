import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openPage, signIn, tokenOf } from './console';
import { startService, type E2EService } from './service';

/*
 * "A 401 mid-session refreshes silently" (spec: the request layer), end to end: a service of this
 * file's own issues access tokens that live ACCESS_SECONDS, so a session outlives its token within
 * a test. After the expiry the next in-app navigation gets 401s; the console must refresh once,
 * replay what failed and show the screen, with no toast and no login page. The other files keep
 * the shared service and its two-hour tokens.
 */

const ACCESS_SECONDS = 3;

let browser: Browser;
let service: E2EService;
beforeAll(async () => {
  [browser, service] = await Promise.all([
    launch(),
    startService({ ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS), CONSOLE_DIR: inject('consoleDir') }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

/** One answered call of the page: what it asked and with which token, and what it got. */
interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly status: number;
  readonly authorization: string | undefined;
  /** `grant_type` of a call to the OAuth token endpoint (query or form body). */
  readonly grantType: string | null;
  readonly response: Response;
}

/** Keeps every answered call of the page to the service, in the order the answers came. */
function watchCalls(page: Page): Exchange[] {
  const exchanges: Exchange[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (url.origin !== service.baseURL || url.pathname.startsWith('/assets/')) return;
    const form = new URLSearchParams(request.postData() ?? '');
    exchanges.push({
      method: request.method(),
      path: url.pathname,
      url: response.url(),
      status: response.status(),
      authorization: request.headers().authorization,
      grantType:
        url.pathname === '/oauth/token'
          ? (url.searchParams.get('grant_type') ?? form.get('grant_type'))
          : null,
      response,
    });
  });
  return exchanges;
}

const refreshesIn = (exchanges: readonly Exchange[]) =>
  exchanges.filter((exchange) => exchange.grantType === 'refresh_token');

/** The token record the console keeps (session storage, or local storage with "remember me"). */
async function storedToken(page: Page): Promise<{ access_token: string; expires_at: number }> {
  const raw = await page.evaluate(
    () => sessionStorage.getItem('hly.token') ?? localStorage.getItem('hly.token'),
  );
  expect(raw, 'the console keeps a token').not.toBeNull();
  return JSON.parse(raw ?? '{}') as { access_token: string; expires_at: number };
}

/** Lets the screen's calls end, then waits until the access token the console holds has expired; returns it. */
async function outliveToken(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  const token = await storedToken(page);
  expect(token.expires_at - Date.now()).toBeLessThanOrEqual(ACCESS_SECONDS * 1000);
  // A second past the expiry the service has computed: the next call with this token gets 401.
  await page.waitForTimeout(Math.max(0, token.expires_at - Date.now()) + 1_000);
  return token.access_token;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const loginForm = (page: Page) => page.locator('input[name=password]');

/** What the test sees of a failure: alerts (error toasts, a table's load error) and page errors. */
async function expectNoFailure(page: Page, problems: readonly string[]): Promise<void> {
  expect(page.url()).not.toMatch(/\/login/);
  expect(await loginForm(page).count()).toBe(0);
  expect(await page.getByRole('alert').allTextContents()).toEqual([]);
  expect(await page.locator('[data-variant=error]').count()).toBe(0);
  expect(problems).toEqual([]);
}

/**
 * The refresh of the expired token: exactly one refresh-grant call, answered with a new token
 * that the console kept; every 401 was answered to the expired token, and every call that got one
 * was asked again with the new token and answered. Returns the calls that got 401.
 */
async function expectOneSilentRefresh(
  page: Page,
  calls: readonly Exchange[],
  expired: string,
): Promise<Exchange[]> {
  const refreshes = refreshesIn(calls);
  expect(refreshes.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
    'POST /oauth/token 200',
  ]);
  const [refresh] = refreshes;
  if (!refresh) throw new Error('No refresh-grant call.');
  const renewed = ((await refresh.response.json()) as { access_token: string }).access_token;
  expect(renewed).not.toBe(expired);
  expect((await storedToken(page)).access_token).toBe(renewed);

  const refreshedAt = calls.indexOf(refresh);
  const refused = calls.filter((call) => call.status === 401);
  expect(refused.length).toBeGreaterThan(0);
  expect(
    refused.filter((call) => call.authorization !== `Bearer ${expired}`).map((call) => call.url),
  ).toEqual([]);
  // The first 401 came before the refresh, which it caused.
  expect(calls.indexOf(refused[0] ?? refresh)).toBeLessThan(refreshedAt);
  for (const call of refused) {
    const replay = calls
      .slice(refreshedAt + 1)
      .find((later) => later.method === call.method && later.url === call.url);
    expect(replay, `${call.method} ${call.url} is asked again after the refresh`).toBeDefined();
    expect(replay?.authorization).toBe(`Bearer ${renewed}`);
    expect(replay?.status).toBe(200);
  }
  // Nothing carried the expired token after the refresh answered.
  expect(
    calls
      .slice(refreshedAt + 1)
      .filter((call) => call.authorization === `Bearer ${expired}`)
      .map((call) => call.url),
  ).toEqual([]);
  return refused;
}

describe('an access token that expires mid-session', () => {
  it('is refreshed silently on the next in-app navigation: the list shows its data, no toast, no login page', async () => {
    // What the tenant-group list shows first, read through the API as the screen asks for it.
    const firstPage = (await (
      await fetch(`${service.baseURL}/api/resources/tenant-group?page=0`, {
        headers: { Authorization: `Bearer ${await tokenOf('admin', service.baseURL)}` },
      })
    ).json()) as { content: { tenantGroupName: string }[] };
    const names = firstPage.content.map((group) => group.tenantGroupName);
    expect(names.length).toBeGreaterThan(0);

    const { page, problems } = await openPage(browser);
    const calls = watchCalls(page);
    await signIn(page, 'admin', undefined, service.baseURL);
    const expired = await outliveToken(page);
    const mark = calls.length;

    // Through the menu: a client-side navigation, so the screen's calls are mid-session ones.
    await menu(page).getByRole('button', { name: 'Tenant management' }).click();
    await menu(page).getByRole('button', { name: 'Opening and licences' }).click();
    await menu(page).getByRole('link', { name: 'Tenant groups' }).click();
    // The list's first name, or the login page a lost session would end on.
    await page
      .locator('main')
      .getByRole('link', { name: names[0], exact: true })
      .or(loginForm(page))
      .first()
      .waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    expect(new URL(page.url()).pathname).toBe('/main/tenant-manage/tenant-group');
    await expectNoFailure(page, problems);
    for (const name of names)
      expect(await page.locator('main').getByRole('link', { name, exact: true }).count()).toBe(1);
    const during = calls.slice(mark);
    await expectOneSilentRefresh(page, during, expired);
    const list = during.filter(
      (call) => call.method === 'GET' && call.path === '/api/resources/tenant-group',
    );
    expect(list.at(-1)?.status).toBe(200);
  });

  it('refreshes once for the calls a screen sends together, and replays each of them', async () => {
    const { page, problems } = await openPage(browser);
    const calls = watchCalls(page);
    await signIn(page, 'admin', undefined, service.baseURL);
    // Leave the dashboard (its code stays loaded), so that coming back sends its calls at once.
    await menu(page).getByRole('button', { name: 'Tenant management' }).click();
    await menu(page).getByRole('button', { name: 'Opening and licences' }).click();
    await menu(page).getByRole('link', { name: 'Tenant groups' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tenant groups' }).waitFor();
    const expired = await outliveToken(page);
    const mark = calls.length;

    await menu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Orders this month' })
      .or(loginForm(page))
      .first()
      .waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    expect(new URL(page.url()).pathname).toBe('/main/dashboard');
    await expectNoFailure(page, problems);
    const refused = await expectOneSilentRefresh(page, calls.slice(mark), expired);
    // The header's pending counts and the dashboard's summary, both sent before the refresh.
    expect(refused.map((call) => call.path).sort()).toEqual([
      '/api/dashboard/summary',
      '/api/workbench/pending',
    ]);
  });
});
