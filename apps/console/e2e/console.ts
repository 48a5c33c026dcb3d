import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
