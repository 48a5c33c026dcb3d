import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, Queryable, QueryResult, SqlValue } from './types';
export { migrate } from './migrate';

/** PostgreSQL when `databaseUrl` is set; PGlite in `dataDir` otherwise (in memory without it). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  databaseStatementTimeoutMs?: number | undefined;
  databaseConnectTimeoutMs?: number | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres({
        connectionString: options.databaseUrl,
        ...(options.databaseStatementTimeoutMs !== undefined && {
          statementTimeoutMs: options.databaseStatementTimeoutMs,
        }),
        ...(options.databaseConnectTimeoutMs !== undefined && {
          connectTimeoutMs: options.databaseConnectTimeoutMs,
        }),
      })
    : openPglite({ dataDir: options.dataDir });
}
