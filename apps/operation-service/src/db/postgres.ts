import pg from 'pg';
import type { Database, Queryable, QueryResult, SqlValue } from './types';

// bigint (int8) and numeric counts as numbers: ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

export interface PostgresOptions {
  readonly connectionString: string;
  /** Connections in the pool. Default 10. */
  readonly max?: number;
  /**
   * How long a statement may run before the server cancels it, in milliseconds (a request then
   * answers 503 instead of hanging). Default 30 s.
   */
  readonly statementTimeoutMs?: number;
  /** How long to wait for a connection (a database that does not answer). Default 5 s. */
  readonly connectTimeoutMs?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  });
  // An idle connection the server ends (a restart, a dropped database) is removed from the pool;
  // without a listener its error would crash the process.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the database cannot be reached.
  const client = await pool.connect();
  client.release();
  const base = wrap(pool);
  return {
    driver: 'postgres',
    query: base.query,
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work(wrap(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
