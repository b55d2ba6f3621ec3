import { ApiError } from '@shared/api/client';

/** What went wrong, in the API's words when it answered. */
export function describeError(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Check your connection and try again.';
}
