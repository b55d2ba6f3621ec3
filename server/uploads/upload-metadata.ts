import { z } from 'zod';
import { LIMITS } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';

/** What a tus client must say about an upload in `Upload-Metadata`. */
export const uploadMetadataSchema = z.object({
  workspaceId: idSchema,
  filename: z
    .string({ error: 'Required' })
    // Some browsers send a path; the name is its last part.
    .transform((name) => name.split(/[\\/]/).pop()!.trim())
    .pipe(
      z
        .string()
        .min(1, 'Required')
        .max(LIMITS.fileName, `At most ${LIMITS.fileName} characters`)
        .refine((name) => !name.includes('\u0000'), 'Must not contain NUL characters'),
    ),
  /** The browser's guess; the server sniffs the bytes and never trusts it. */
  filetype: z.string().max(255, 'At most 255 characters').optional(),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/**
 * The tus `Upload-Metadata` header as an object: comma-separated `key base64value` pairs (a key alone means an
 * empty value). Null when the header is not in that form.
 */
export function parseUploadMetadata(header: string | undefined): Record<string, string> | null {
  const result: Record<string, string> = {};
  if (!header?.trim()) return result;
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key || extra !== undefined) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    result[key] = value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');
  }
  return result;
}
