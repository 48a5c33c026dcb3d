import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, Queryable, QueryResult, SqlValue } from './types';
export { migrate } from './migrate';

/** PostgreSQL when `databaseUrl` is set; PGlite in `dataDir` otherwise (in memory without it). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres({ connectionString: options.databaseUrl })
    : openPglite({ dataDir: options.dataDir });
}
