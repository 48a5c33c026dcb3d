import type { Queryable } from '../db';
import { must } from '../must';

export interface RateLimitResult {
  readonly allowed: boolean;
  /** Seconds until the window ends. */
  readonly retryAfter: number;
}

/**
 * Counts one hit of `key` in a fixed window kept in the database, so that every instance of the
 * service shares the count. Allowed while the window holds at most `limit` hits.
 */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
  const { rows } = await db.query<{ hits: number; window_start: Date }>(
    `insert into rate_limit (key, window_start, hits) values ($1, $2, 1)
     on conflict (key) do update set
       hits = case when rate_limit.window_start <= $3 then 1 else rate_limit.hits + 1 end,
       window_start = case when rate_limit.window_start <= $3 then $2 else rate_limit.window_start end
     returning hits, window_start`,
    [key, now, windowStartFloor],
  );
  const row = must(rows[0], 'the rate limit counter');
  const retryAfter = Math.max(
    1,
    Math.ceil((row.window_start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: row.hits <= limit, retryAfter };
}

/** The hits `key` has in its current window, without counting one (0 once the window is over). */
export async function rateLimitHits(
  db: Queryable,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    'select hits from rate_limit where key = $1 and window_start > $2',
    [key, new Date(now.getTime() - windowSeconds * 1000)],
  );
  return rows[0]?.hits ?? 0;
}
