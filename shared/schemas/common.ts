import { z } from 'zod';
import { ERROR_CODES } from '../constants';

/** Ids appear in URLs and embed snippets, so they are restricted to URL-safe characters. */
export const idSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(64, 'Must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, "-" and "_" are allowed');

export const emailSchema = z
  .string({ error: 'Required' })
  .trim()
  .toLowerCase()
  .max(254, 'Must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const workspaceQuerySchema = z.object({ workspaceId: idSchema });
