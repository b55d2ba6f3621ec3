import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@shared/constants';

/** An error the client should see as `{ error: { code, message, details? } }` with this status. */
export class ApiHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiHttpError(404, 'not_found', what);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiHttpError(403, 'forbidden', message);
export const conflict = (message: string, details?: unknown) => new ApiHttpError(409, 'conflict', message, details);
export const unauthenticated = (message: string) => new ApiHttpError(401, 'unauthenticated', message);

export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  return c.json({ error: details === undefined ? { code, message } : { code, message, details } }, status);
}
