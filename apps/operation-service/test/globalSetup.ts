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
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
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
