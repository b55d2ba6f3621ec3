import type { Context } from 'hono';
import { ApiHttpError } from './errors';

/**
 * The answer to a request over a rate limit: 429 in the standard error shape, with Retry-After in seconds (set on
 * the context, so it survives the throw).
 */
export function tooManyRequests(c: Context, retryAfterSeconds: number, what: string): ApiHttpError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new ApiHttpError(429, 'rate_limited', `Too many ${what}: try again in ${retryAfterSeconds} seconds`);
}
