import { z } from 'zod';
import type { FileSort } from '@shared/schemas/file-list';
import { type FileListPosition, sortKeyType } from '../db/queries/file-list';
import { ApiHttpError } from '../http/errors';

// The list's cursor is opaque to clients: base64url of the sort it was made for and the last row's key and id.

const cursorSchema = z.object({ s: z.string(), k: z.union([z.string().max(400), z.number().int()]), i: z.string() });

export function encodeFileCursor(sort: FileSort, position: FileListPosition): string {
  return Buffer.from(JSON.stringify({ s: sort, k: position.key, i: position.id })).toString('base64url');
}

/** The position a cursor names, or a 400 when it is not one of ours or was made for another order. */
export function decodeFileCursor(sort: FileSort, cursor: string | undefined): FileListPosition | null {
  if (cursor === undefined) return null;
  let parsed: z.infer<typeof cursorSchema> | undefined;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    parsed = undefined;
  }
  const valid =
    parsed && parsed.s === sort && typeof parsed.k === sortKeyType(sort) && !String(parsed.k).includes('\u0000');
  if (!valid || !parsed) {
    throw new ApiHttpError(400, 'validation_error', 'cursor: Not a cursor of this list; start again without it', [
      { path: 'cursor', message: 'Not a cursor of this list', code: 'custom' },
    ]);
  }
  if (sort.endsWith('updated') && Number.isNaN(Date.parse(String(parsed.k)))) {
    throw new ApiHttpError(400, 'validation_error', 'cursor: Not a cursor of this list; start again without it');
  }
  return { key: parsed.k, id: parsed.i };
}
