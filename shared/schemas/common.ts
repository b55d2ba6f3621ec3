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

/** The latest time a JavaScript Date can hold; PostgreSQL's timestamptz reaches further, so this is the bound. */
export const MAX_EPOCH_MS = 8_640_000_000_000_000;
/** The largest value of a PostgreSQL `integer` column. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** A time as milliseconds since 1970, bounded so it always fits a Date and a timestamp column. */
export const epochMsSchema = z
  .number({ error: 'Must be a time in milliseconds' })
  .int('Must be a whole number of milliseconds')
  .nonnegative('Must not be before 1970')
  .max(MAX_EPOCH_MS, 'Must be a time a date can hold (at most 8640000000000000)');
