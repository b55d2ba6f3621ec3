import { sql } from 'drizzle-orm';
import type { Db } from './open-database';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window, in one atomic statement so concurrent requests
 * and other processes share the count. Returns the seconds to wait when over the limit, else null.
 */
export async function consumeRateLimit(db: Db, key: string, limit: RateLimit): Promise<number | null> {
  const { count, resetSeconds } = await countRateLimit(db, key, limit);
  return count > limit.max ? resetSeconds : null;
}

/** Counts one attempt as `consumeRateLimit` does; answers the window's count so far and the seconds left in it. */
export async function countRateLimit(
  db: Db,
  key: string,
  limit: RateLimit,
): Promise<{ count: number; resetSeconds: number }> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
    returning count, extract(epoch from (window_start + ${window} - now()))::float8 as remaining`);
  const row = (result as unknown as { rows: { count: number; remaining: number }[] }).rows[0]!;
  return { count: Number(row.count), resetSeconds: Math.max(1, Math.ceil(row.remaining)) };
}

/** No limit uses a window longer than this, so older counters only take space. */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

/** Removes counters whose window ended long ago; returns how many went. */
export async function deleteStaleRateLimits(db: Db, olderThanSeconds = RATE_LIMIT_RETENTION_SECONDS): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds}) returning key`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
