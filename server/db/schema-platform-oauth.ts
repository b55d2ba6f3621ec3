import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, users, workspaces } from './schema';

/**
 * OAuth connect flows we started (authorization code + PKCE): what the callback's `state` must bring back.
 * A row is claimed once (`used_at`) rather than deleted, so a reused or late callback can be told apart from a
 * forged one and still be sent back to its workspace's settings with a clear message.
 */
export const platformOAuthStates = pgTable(
  'platform_oauth_states',
  {
    /** Random, 32 bytes base64url; the `state` parameter. */
    state: text('state').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platformType: text('platform_type').notNull(),
    /** The admin who started it: the connection is made in their name, if they are still an admin then. */
    startedBy: text('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The PKCE code_verifier (RFC 7636), sent only to the token endpoint. */
    codeVerifier: text('code_verifier').notNull(),
    /** SHA-256 of the browser's binding cookie, so a link started by someone else cannot be completed here. */
    browserBinding: text('browser_binding').notNull(),
    /** Sent again with the code, which the token endpoint compares. */
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('platform_oauth_states_expires_idx').on(t.expiresAt)],
);
