import { ApiError } from '@shared/api/client';

/** A failed call in words a reviewer can act on. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'Your role may not do this.';
    if (error.status === 404) return 'It no longer exists, or is not in this workspace.';
    return error.message;
  }
  return 'The server could not be reached. Try again.';
}
