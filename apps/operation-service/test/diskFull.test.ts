import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPgliteInWorker } from '../src/db/pgliteWorker';
import { basicClient, DEMO_PASSWORD, TestClock } from './harness';

/**
 * PGlite's disk filling up under a running service: its data directory on a small tmpfs, a filler
 * file taking what is left. A write answers 503 in words (never 500), nothing of it is stored, and
 * once there is room again the same write works without a restart. Needs `mount` (root with
 * CAP_SYS_ADMIN, as on the build machine); elsewhere the file is skipped and says so.
 */

const mountPoint = join(tmpdir(), `opsdesk-disk-full-${process.pid}`);
const mounted = (() => {
  if (inject('postgresTemplate') || process.platform !== 'linux') return false;
  try {
    execFileSync('mkdir', ['-p', mountPoint]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let app: FastifyInstance;
let close: () => Promise<void>;
const filler = join(mountPoint, 'filler');

beforeAll(async () => {
  if (!mounted) return;
  const dataDir = join(mountPoint, 'pglite');
  await mkdir(dataDir, { recursive: true });
  const db = await openPgliteInWorker({
    dataDir,
    loadDataDir: new Blob([await readFile(inject('pgliteSnapshot'))]),
  });
  app = await buildApp({ db, config: { ...loadConfig({ NODE_ENV: 'test' }) }, now: new TestClock().now });
  close = async () => {
    await app.close();
    await db.close();
  };
}, 120_000);

afterAll(async () => {
  if (!mounted) return;
  await close?.();
  execFileSync('umount', [mountPoint]);
  await rm(mountPoint, { recursive: true, force: true });
});

async function token(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: basicClient, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=password&scope=read%20write&username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  });
  return response.json<{ access_token: string }>().access_token;
}

/** Fills the disk: a filler file of everything free but `leaveBytes`. */
async function fill(leaveBytes: number): Promise<void> {
  const { bavail, bsize } = await statfs(mountPoint);
  await writeFile(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
}

describe.skipIf(!mounted)('PGlite with a full disk (tmpfs; skipped without mount)', () => {
  it('answers a write with 503 DATABASE_STORAGE_FULL in words, stores nothing of it, and takes it once there is room', async () => {
    const bearer = `Bearer ${await token()}`;
    const create = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/resources/tenant-group?language=en',
        headers: { authorization: bearer, 'content-type': 'application/json' },
        // Large enough to need new pages of the table and its indexes.
        payload: {
          tenantGroupCode: code,
          tenantGroupName: `Group ${code}`,
          description: 'x'.repeat(400),
          enabled: true,
        },
      });
    const stored = async (code: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/resources/tenant-group?page=0&size=1&keyword=${code}`,
          headers: { authorization: bearer },
        })
      ).json<{ totalElements: number }>().totalElements;
    await fill(0);
    let refused: { code: string; response: Awaited<ReturnType<typeof create>> } | undefined;
    for (let index = 0; index < 50 && !refused; index++) {
      const code = `DF${String(index).padStart(3, '0')}`;
      const response = await create(code);
      if (response.statusCode >= 300) refused = { code, response };
    }
    expect(refused?.response.statusCode).toBe(503);
    expect(refused?.response.json()).toMatchObject({
      errorCode: 'DATABASE_STORAGE_FULL',
      message: "The database's disk is full: nothing was saved. Tell the administrator.",
    });
    const code = refused?.code ?? '';
    expect(await stored(code)).toBe(0);
    await rm(filler);
    // Room again: the refused write goes through, once, without a restart.
    const again = await create(code);
    expect(again.statusCode).toBeLessThan(300);
    expect(await stored(code)).toBe(1);
  }, 120_000);
});
