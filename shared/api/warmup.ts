import type { ApiClient } from './client';

const WARMUP_INTERVAL_MS = 60_000;
const lastWarmup = new Map<string, number>();

/**
 * Wakes a scaled-to-zero API host before the user needs it. Runs at most once per 60 s per API base,
 * never when the app runs locally, and never throws.
 */
export async function warmup(client: ApiClient, now: () => number = Date.now): Promise<boolean> {
  if (client.isLocal) return false;
  const last = lastWarmup.get(client.baseUrl);
  const time = now();
  if (last !== undefined && time - last < WARMUP_INTERVAL_MS) return false;
  lastWarmup.set(client.baseUrl, time);
  try {
    await client.request<void>('GET', '/warmup');
  } catch {
    // A failed warmup changes nothing for the user; the real call will report its own error.
  }
  return true;
}
