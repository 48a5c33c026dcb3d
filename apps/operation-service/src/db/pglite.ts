import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult, SqlValue } from './types';

// bigint (int8) columns as numbers: identity ids and counts stay far below 2^53.
const parsers = { [types.INT8]: (value: string) => Number(value) };

function wrap(db: Pick<PGlite | Transaction, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult<Row>> {
      const result = await db.query<Row>(sql, params as unknown[], { parsers });
      // affectedRows counts writes only; a SELECT's count is its rows.
      return {
        rows: result.rows,
        rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0),
      };
    },
  };
}

export interface PgliteOptions {
  /** A data directory on disk; in memory when absent. */
  readonly dataDir?: string | undefined;
  /** A dump made by `dumpDataDir`, to start from (tests start from a migrated snapshot). */
  readonly loadDataDir?: Blob | undefined;
}

/** A PGlite with the service's extensions, in its data directory (created when missing). */
export async function createPglite(options: PgliteOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    extensions: { pg_trgm },
  });
}

/** PGlite on the calling thread (tests, tools); the service runs it on a thread of its own (`pgliteWorker.ts`). */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { dump(): Promise<Blob> }> {
  const pg = await createPglite(options);
  const base = wrap(pg);
  return {
    driver: 'pglite',
    query: base.query,
    // PGlite runs one statement at a time; its transaction() serialises with other queries.
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    dump: async () => {
      const dump = await pg.dumpDataDir('none');
      return dump;
    },
  };
}
