import { ApiHttpError } from '../http/errors';

// Lists ordered by a sequence number page with the last item's number, opaque to clients.

export const encodeCursor = (seq: number | null) =>
  seq === null ? null : Buffer.from(String(seq)).toString('base64url');

/** The sequence number a cursor names, or a 400 when it is not one of ours. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const seq = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isSafeInteger(seq) || seq < 1) {
    throw new ApiHttpError(400, 'validation_error', 'cursor: Use the nextCursor of a previous answer');
  }
  return seq;
}
