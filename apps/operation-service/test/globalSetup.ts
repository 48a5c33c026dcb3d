import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { ensureResourceIndexes } from '../src/resources/setup';
import { seedDatabase } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated and seeded database, which each test file loads. */
    pgliteSnapshot: string;
    /** PostgreSQL: the template database each test file copies; empty on PGlite. */
    postgresTemplate: string;
  }
}

/** The seeded clock of the test data: every test file's "now" starts here. */
export const SEED_NOW = new Date('2026-11-20T08:00:00Z');

/**
 * Prepares the test database once per run: migrated, indexed and seeded at the `test` scale. On
 * PGlite it is dumped to a file; with TEST_DATABASE_URL it becomes a template database on that
 * PostgreSQL server.
 */
/**
 * Drops a test database, ending whatever is still connected to it. An autovacuum worker on it
 * belongs to no role, and a role without pg_signal_backend may not end it ("42501"): then a
 * plain drop, which asks autovacuum to stop and waits for it, once our own connections are gone.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    await admin.query(`drop database if exists ${name}`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `opsdesk_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const db = await openPostgres({ connectionString: withDatabase(url, template) });
    await migrate(db);
    await ensureResourceIndexes(db);
    await seedDatabase(db, { scale: 'test', now: SEED_NOW });
    await db.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      try {
        await dropDatabase(admin, template);
      } finally {
        await admin.end();
      }
    };
  }
  const db = await openPglite();
  await migrate(db);
  await ensureResourceIndexes(db);
  await seedDatabase(db, { scale: 'test', now: SEED_NOW });
  const dump = await db.dump();
  await db.close();
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-test-'));
  const file = join(dir, 'snapshot.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
