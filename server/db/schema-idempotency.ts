import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, users } from './schema';

/**
 * The first answer to a POST sent with an `Idempotency-Key` (issue 34; docs/api.md, "Idempotent writes"), by caller
 * (a person or an API key's principal), workspace, operation (`POST /files`) and key. `status` is null while that
 * first request is still running. Rows older than 24 hours are ignored and removed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    callerId: text('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request's path, query and body, so a different request under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.callerId, t.workspaceId, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
