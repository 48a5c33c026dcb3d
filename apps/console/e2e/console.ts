import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { hrefOf } from '../src/catalogue/model';
import { recordParams } from '../src/catalogue/params';
import type { RouteDefinition } from '../src/catalogue/types';
import type { ResourceScreen } from '../src/resources/types';

/** The demo accounts (every one with this password) and what they are for. */
export const DEMO_PASSWORD = 'OpsDesk#2026';
export const demoLogins = ['admin', 'finance', 'service', 'content', 'deploy', 'employee', 'agent'] as const;
export type DemoLogin = (typeof demoLogins)[number];

export const baseURL = (): string => inject('baseURL');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A page whose failures the test can read: uncaught errors and failed calls (5xx) are kept. */
export interface WatchedPage {
  readonly page: Page;
  readonly problems: string[];
}

export async function openPage(browser: Browser, locale = 'en-US'): Promise<WatchedPage> {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems };
}

/** The console's own OAuth client, which the operation-service accepts by default. */
const CONSOLE_CLIENT = 'opsdesk-console:opsdesk-console-secret';

/**
 * A bearer token of a demo account through the console's OAuth client (password grant), for
 * reading and preparing what a test needs through the API. Throws when the service refuses.
 */
export async function tokenOf(login: DemoLogin | string, base = baseURL()): Promise<string> {
  const answer = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(CONSOLE_CLIENT).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'read write',
      username: login,
      password: DEMO_PASSWORD,
    }),
  });
  if (!answer.ok) throw new Error(`No token for ${login}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * Signs in through the login page (English) and waits for the dashboard; `base` is the service
 * (the global one unless a test started its own).
 */
export async function signIn(
  page: Page,
  login: DemoLogin | string,
  password = DEMO_PASSWORD,
  base = baseURL(),
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('input[name=username]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/main\//);
}

/**
 * How many signed-in pages a sweep over the catalogue runs side by side (OPSDESK_E2E_SWEEP_PAGES,
 * default 3): a sweep waits mostly on the service and on rendering, which several pages overlap even
 * on two cores.
 */
export const SWEEP_PAGES = Math.max(1, Number(process.env.OPSDESK_E2E_SWEEP_PAGES) || 3);

/**
 * Visits every item on `SWEEP_PAGES` pages side by side, each page signed in as `login` (and made
 * ready by `prepare`) and taking the next item until none is left.
 */
export async function sweepOnPages<T>(
  browser: Browser,
  login: DemoLogin,
  items: readonly T[],
  visit: (watched: WatchedPage, item: T) => Promise<void>,
  prepare: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    const watched = await openPage(browser);
    await signIn(watched.page, login);
    await prepare(watched.page);
    for (let index = next++; index < items.length; index = next++) await visit(watched, items[index] as T);
    await watched.page.context().close();
  };
  await Promise.all(Array.from({ length: Math.min(SWEEP_PAGES, items.length) }, worker));
}

/**
 * Goes to `address` inside the console, as a click in the menu does (no reload), and waits for the
 * route titled `title` to show its heading. False when it does not within 15 s.
 */
export async function navigateInApp(page: Page, address: string, title: string): Promise<boolean> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  try {
    // The layout titles the page after the route it matched (and so after this navigation).
    await page.waitForFunction((expected) => document.title.startsWith(`${expected} · `), title, {
      timeout: 15_000,
    });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

/** Waits until nothing in the page's main area is busy (its data has come); false after 15 s. */
export async function settled(page: Page): Promise<boolean> {
  return page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
}

/** A GET of the service's API as the holder of `token`; anything but 2xx fails the test. */
export async function apiGet<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${baseURL()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * A generic route's address with a real record behind its parameters (the first record of its
 * resource, within the screen's fixed filters), or undefined when it has none or is a create form.
 */
export async function recordAddress(
  route: RouteDefinition,
  screen: ResourceScreen,
  token: string,
): Promise<string | undefined> {
  if (!route.path.includes(':')) return route.path;
  if (route.view === 'create') return undefined;
  const query = new URLSearchParams({ size: '1' });
  for (const [field, value] of Object.entries(screen.fixed ?? {})) query.set(field, String(value));
  const page = await apiGet<{ content: Record<string, unknown>[] }>(
    token,
    `/api/resources/${screen.resource.name}?${query}`,
  );
  const record = page.content[0];
  if (!record) return undefined;
  // As the console's links fill them: a role route in its own role, a sprint by its code...
  const params = recordParams(route, record, {});
  return params && hrefOf(route, params);
}
