import { z } from 'zod';
import { LIMITS } from '../constants';

/**
 * What an API key may do (issue 34). A key has exactly the scopes it was given, none implies another, and even all
 * four never reach past what a workspace admin may do. Which operation needs which is declared once, in
 * server/auth/api-key-scopes.ts.
 */
export const API_KEY_SCOPES = ['read', 'write', 'jobs', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

/** A key as the list shows it: never its secret, which only the answer to its creation holds. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart and match a leaked secret to its key. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z.object({
  name: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(LIMITS.apiKeyName, `Must be at most ${LIMITS.apiKeyName} characters`),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Use a time like 2027-01-31T00:00:00Z' })
    .refine((at) => Date.parse(at) > Date.now(), 'Must be in the future')
    .optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The whole secret: shown this once and never stored (only its hash is). */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
