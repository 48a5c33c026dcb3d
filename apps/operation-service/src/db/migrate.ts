import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serviceRoot } from '../root';
import type { Database } from './types';

export const migrationsDir = join(serviceRoot, 'migrations');

/** Any number works, as long as every instance uses the same: it serialises migrations across instances. */
const MIGRATION_LOCK = 727_100_001;

/**
 * Applies the SQL files of `migrations/` not applied yet, in name order, each in its own
 * transaction, under an advisory lock so that instances starting together migrate once.
 * Returns the names applied.
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('select 1 from schema_migration where name = $1', [file]);
      if (seen.rowCount > 0) return false;
      await runStatements(tx, sql);
      await tx.query('insert into schema_migration (name) values ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/** Runs a file of statements separated by `;` at line ends (no dollar-quoted bodies in our migrations). */
async function runStatements(tx: { query: Database['query'] }, sql: string): Promise<void> {
  const statements = sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await tx.query(statement);
}
