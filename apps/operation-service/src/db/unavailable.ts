/**
 * Whether an error says the database cannot answer now (as opposed to a query that is wrong): a
 * connection refused, reset or cut, the server shutting down or refusing connections, too many
 * connections, or a statement cancelled by its timeout. Such a request answers 503 and may be
 * retried; the pool replaces the connections it lost, so the service recovers without a restart.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE classes 08 (connection exception) and 57 (operator intervention: admin shutdown,
    // crash shutdown, cannot connect now, query cancelled by statement_timeout); 53300 too many
    // connections.
    if (/^08/.test(code) || /^57(P0[1-3]|014)$/.test(code) || code === '53300') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
      return true;
  }
  // node-postgres's own words for a connection lost or not obtained in time.
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/**
 * Whether an error says the database's disk is full (SQLSTATE 53100, disk_full): the statement
 * failed and its transaction was rolled back, nothing of it is stored. The service answers 503 in
 * words and logs an error, since someone has to free space; it needs no restart once there is room.
 */
export function isStorageFull(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as { code?: unknown };
  return code === '53100' || code === 'ENOSPC';
}
