import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@shared/schemas/api-keys';
import { createdAt, users, workspaces } from './schema';

/**
 * A workspace's API key (issue 34; docs/api.md, "API keys"). The id is also a row in `users`, the principal the key
 * acts as, so every `created_by`-style column names the key. The secret itself is never stored.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole secret: enough for 190 random bits, where a slow hash buys nothing. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().$type<ApiKeyScope[]>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_workspace_idx').on(t.workspaceId, t.createdAt),
    check(
      'api_keys_scopes_check',
      sql`${t.scopes} <@ array['read', 'write', 'jobs', 'admin']::text[] and cardinality(${t.scopes}) > 0`,
    ),
  ],
);
