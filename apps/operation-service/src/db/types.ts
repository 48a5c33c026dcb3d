/** A value a query parameter may take. Arrays become PostgreSQL arrays; objects become jsonb. */
export type SqlValue =
  string | number | bigint | boolean | Date | null | Uint8Array | readonly unknown[] | object;

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/**
 * The one query interface of the service, with two drivers: PGlite (embedded) and node-postgres.
 * SQL is PostgreSQL with `$1` parameters; rows come back as plain objects, bigint columns as
 * numbers (ids stay far below 2^53), timestamps as Date.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
}
