import { openPglite } from './pglite';
import { openPgliteInWorker, openPgliteOverSocket } from './pgliteWorker';
import { openPostgres } from './postgres';
import type { Database } from './types';

export type { Database, Queryable, QueryResult, SqlValue } from './types';
export { migrate } from './migrate';

/** PostgreSQL when `databaseUrl` is set; PGlite in `dataDir` otherwise (in memory without it), on a thread of its own. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  databaseStatementTimeoutMs?: number | undefined;
  databaseConnectTimeoutMs?: number | undefined;
  /** Where PGlite runs (see `ServiceConfig.pgliteThread`); a worker thread by default. */
  pgliteThread?: 'worker' | 'socket' | 'main' | undefined;
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
    : { worker: openPgliteInWorker, socket: openPgliteOverSocket, main: openPglite }[
        options.pgliteThread ?? 'worker'
      ]({ dataDir: options.dataDir });
}
