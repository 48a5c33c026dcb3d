/**
 * Reuse, proven: @opsdesk/http, @opsdesk/api, @opsdesk/ui and @opsdesk/pickers are built and packed
 * as tarballs, installed with npm into a fresh Vite app outside the workspace (the template in
 * ./app), type-checked and built there; the app is served with /api and /oauth passed to a running
 * operation-service on the same origin, and a tenant is picked in Chromium with the keyboard.
 *
 * Needs the npm registry and Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Takes a minute or
 * two; OPSDESK_SKIP_REUSE=1 skips it. A build in dist/ newer than every file it is made from is packed
 * as it is (CI builds the packages before it tests them); OPSDESK_REUSE_REBUILD=1 builds anyway.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSameOrigin, type SameOriginServer } from '../sameOriginServer';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const templateDir = fileURLToPath(new URL('./app/', import.meta.url));
const PACKAGES = ['http', 'api', 'ui', 'pickers'] as const;
/** A tenant of the seed that the service's own tests rely on, and what is typed of its name. */
const TENANT_NAME = 'Globex Trading Pte. Ltd.';
const TYPED = 'Globex';
const OAUTH_CLIENT = 'opsdesk-console:opsdesk-console-secret';
const ADMIN = { username: 'admin', password: 'OpsDesk#2026' };

const skip = process.env.OPSDESK_SKIP_REUSE === '1';
if (skip) console.warn('reuse test skipped: OPSDESK_SKIP_REUSE=1');

/** The environment of the commands run in the fresh app: nothing of pnpm's, Vitest's or NODE_ENV. */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|pnpm_|vitest|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$)/i.test(key),
    ),
  );
}

async function command(file: string, args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(file, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`, { cause: error });
  }
}

const stages: string[] = [];
async function stage<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  stages.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

let workDir: string | undefined;
let service: ChildProcess | undefined;
let server: SameOriginServer | undefined;
let browser: Browser | undefined;

/** The service and its children (pnpm, tsx, node) form one process group: signalled together. */
function signalService(signal: NodeJS.Signals): void {
  if (service?.pid === undefined) return;
  try {
    process.kill(-service.pid, signal);
  } catch {
    // already gone
  }
}
const killOnExit = () => signalService('SIGKILL');

/** Starts the operation-service as `pnpm start` does, on a free port and a fresh PGlite seeded with the demo data. */
function startService(dataDir: string): Promise<string> {
  return new Promise((resolveStart, rejectStart) => {
    // `pnpm start` runs the built service: built first, as the root `pnpm start` does.
    const child = spawn(
      'sh',
      ['-c', 'pnpm --filter operation-service build && exec pnpm --filter operation-service start'],
      {
        cwd: repoRoot,
        env: { ...cleanEnv(), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    service = child;
    process.once('exit', killOnExit);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /operation-service listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (address) resolveStart(address);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', rejectStart);
    child.once('exit', (code, signal) =>
      rejectStart(new Error(`the operation-service exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
}

/** True while a process of the group runs. Zombies do not count: a container's PID 1 may never reap them. */
async function groupAlive(pgid: number): Promise<boolean> {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  const pids = await readdir('/proc').catch(() => undefined);
  if (!pids) return true;
  for (const pid of pids.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid pgrp ...
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') return true;
  }
  return false;
}

/** Stops the service's whole group (pnpm does not pass SIGTERM on to its script) and waits for it. */
async function stopService(): Promise<void> {
  const pgid = service?.pid;
  if (pgid === undefined) return;
  signalService('SIGTERM');
  for (const deadline = Date.now() + 15_000; (await groupAlive(pgid)) && Date.now() < deadline;)
    await new Promise((done) => setTimeout(done, 100));
  if (await groupAlive(pgid)) killOnExit();
  process.off('exit', killOnExit);
}

/** The newest (or oldest) modification time of the files under `paths`; missing paths are skipped. */
async function modified(paths: readonly string[], pick: 'newest' | 'oldest'): Promise<number | undefined> {
  let found: number | undefined;
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    const files = info.isDirectory()
      ? (await readdir(path, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
      : [path];
    for (const file of files) {
      const time = (await stat(file)).mtimeMs;
      if (found === undefined || (pick === 'newest' ? time > found : time < found)) found = time;
    }
  }
  return found;
}

/**
 * True when every package's dist/ was built after the last change to what it is built from, as
 * when `pnpm build` ran just before (CI builds the packages first): the test then packs that build
 * instead of making it again. OPSDESK_REUSE_REBUILD=1 always builds.
 */
async function builtSinceLastChange(): Promise<boolean> {
  if (process.env.OPSDESK_REUSE_REBUILD === '1') return false;
  const shared = ['tsconfig.base.json', 'pnpm-lock.yaml'].map((file) => join(repoRoot, file));
  for (const name of PACKAGES) {
    const dir = join(repoRoot, 'packages', name);
    const built = await modified([join(dir, 'dist')], 'oldest');
    const sources = ['src', 'messages', 'package.json', 'tsup.config.ts', 'tsconfig.build.json'].map((path) =>
      join(dir, path),
    );
    const changed = await modified([...sources, ...shared], 'newest');
    if (built === undefined || changed === undefined || built <= changed) return false;
  }
  return true;
}

async function packPackage(name: string, destination: string): Promise<string> {
  await mkdir(destination, { recursive: true });
  await command('pnpm', ['pack', '--pack-destination', destination], join(repoRoot, 'packages', name));
  const tarballs = (await readdir(destination)).filter((file) => file.endsWith('.tgz'));
  if (tarballs.length !== 1) throw new Error(`pnpm pack of ${name} left ${tarballs.join(', ') || 'nothing'}`);
  return join(destination, tarballs[0] as string);
}

async function loginAndFindTenant(origin: string): Promise<{ id: number; tenantName: string }> {
  const token = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(OAUTH_CLIENT).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', ...ADMIN, scope: 'read write' }),
  });
  expect(token.status).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const query = new URLSearchParams({ tenantName: TENANT_NAME, page: '0', size: '10' });
  const answer = await fetch(`${origin}/api/tenant/object/list/page?${query.toString()}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status).toBe(200);
  const page = (await answer.json()) as { content: { id: number; tenantName: string }[] };
  const tenant = page.content.find((item) => item.tenantName === TENANT_NAME);
  if (!tenant) throw new Error(`the seed has no tenant named ${TENANT_NAME}`);
  return tenant;
}

describe.skipIf(skip)('the packages in an app outside the workspace', () => {
  let appDir = '';

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'opsdesk-reuse-'));
    const started = performance.now();
    // The service seeds while the packages build.
    const serviceAddress = stage('operation-service started (demo seed)', () =>
      startService(join(workDir as string, 'pglite')),
    );
    serviceAddress.catch(() => undefined);

    const filters = PACKAGES.flatMap((name) => ['--filter', `@opsdesk/${name}`]);
    if (await builtSinceLastChange())
      stages.push('packages built: the build found in dist/ is newer than its sources');
    else await stage('packages built', () => command('pnpm', [...filters, 'build'], repoRoot));
    const tarballs = await stage('packages packed', () =>
      Promise.all(PACKAGES.map((name) => packPackage(name, join(workDir as string, 'packs', name)))),
    );

    appDir = join(workDir, 'tenant-tool');
    await cp(templateDir, appDir, { recursive: true });
    // The template's manifest is not named package.json in the workspace: there, main.tsx resolves
    // @opsdesk/pickers to this package (a self-reference) and is type-checked against its source.
    await rename(join(appDir, 'package.template.json'), join(appDir, 'package.json'));
    await mkdir(join(appDir, 'vendor'));
    await Promise.all(
      tarballs.map((tarball, index) => cp(tarball, join(appDir, 'vendor', `opsdesk-${PACKAGES[index]}.tgz`))),
    );
    await stage('npm install', () => command('npm', ['install', '--no-audit', '--no-fund'], appDir));
    await stage('tsc --noEmit', () => command('npx', ['--no', 'tsc', '--noEmit'], appDir));
    await stage('vite build', () => command('npx', ['--no', 'vite', 'build'], appDir));

    server = await serveSameOrigin(join(appDir, 'dist'), await serviceAddress);
    stages.push(`ready: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 480_000);

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.close();
    await stopService();
    if (workDir) await rm(workDir, { recursive: true, force: true });
    // eslint-disable-next-line no-console -- the stages' durations are the test's report
    console.log(`reuse test stages:\n  ${stages.join('\n  ')}`);
  }, 60_000);

  it('installs the tarballs with their workspace ranges rewritten', async () => {
    for (const name of PACKAGES) {
      const manifest = await readFile(join(appDir, 'node_modules', '@opsdesk', name, 'package.json'), 'utf8');
      expect(manifest).not.toContain('workspace:');
    }
  });

  it('picks a tenant with the keyboard against the running operation-service', async () => {
    const origin = (server as SameOriginServer).origin;
    const tenant = await loginAndFindTenant(origin);

    await stage('Chromium: tenant picked', async () => {
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      });
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
      });
      await page.goto(`${origin}/`);

      const input = page.getByRole('combobox', { name: 'Tenant' });
      await input.click();
      await input.pressSequentially(TYPED, { delay: 60 });
      const listbox = page.getByRole('listbox');
      const option = listbox.getByRole('option').filter({ hasText: TENANT_NAME }).first();
      await option.waitFor({ timeout: 20_000 });
      await page.waitForFunction(
        () => document.querySelector('[role="listbox"]')?.getAttribute('aria-busy') !== 'true',
      );

      // Down to the tenant's option (the first unless another name contains the text), then Enter.
      // Its id is read anew at each step: on a loaded machine a late answer may render the list
      // again while the keys go down, and the active option starts over (the arrows wrap round).
      // Each press waits until the active option has moved before reading it, so that a slow
      // render is not taken for a missed step; the bound is a deadline, not a count of options
      // read once (the list may grow after it was counted).
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const target = await option.getAttribute('id');
        const active = await input.getAttribute('aria-activedescendant');
        if (target !== null && active === target) break;
        await page.keyboard.press('ArrowDown');
        await page
          .waitForFunction(
            (before) =>
              document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant') !== before,
            active,
            { timeout: 2_000 },
          )
          .catch(() => undefined);
      }
      expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await page.keyboard.press('Enter');

      await listbox.waitFor({ state: 'hidden' });
      expect(await input.inputValue()).toBe(TENANT_NAME);
      await page.getByText(`Chosen tenant id: ${tenant.id}`).waitFor();
      expect(errors).toEqual([]);
    });
  }, 120_000);
});
