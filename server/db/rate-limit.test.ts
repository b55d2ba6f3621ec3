import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { consumeRateLimit, deleteStaleRateLimits } from './rate-limit';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const keys = async () => {
  const result = await env.database.db.execute(sql`select key from rate_limits order by key`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
};

describe('deleteStaleRateLimits', () => {
  it('removes counters from windows long past and keeps current ones', async () => {
    const limit = { max: 5, windowSeconds: 600 };
    await consumeRateLimit(env.database.db, 'fresh', limit);
    await consumeRateLimit(env.database.db, 'stale', limit);
    await env.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 days' where key = 'stale'`,
    );

    expect(await deleteStaleRateLimits(env.database.db)).toBe(1);
    expect(await keys()).toEqual(['fresh']);
  });
});
