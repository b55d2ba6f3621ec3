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
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end
    returning count, extract(epoch from (window_start + ${window} - now()))::float8 as remaining`);
  const row = (result as unknown as { rows: { count: number; remaining: number }[] }).rows[0]!;
  return row.count > limit.max ? Math.max(1, Math.ceil(row.remaining)) : null;
}
