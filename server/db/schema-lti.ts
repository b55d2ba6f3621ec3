import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, workspaces } from './schema';

/** An LMS (LTI 1.3 platform) a workspace admin registered: where its sign-in, tokens and keys live. */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** 'canvas' or 'generic': only which defaults the form offered. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: jsonb('deployment_ids').$type<string[]>().notNull(),
    authUrl: text('auth_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lti_platforms_workspace_idx').on(t.workspaceId),
    // Unique per workspace only: another workspace registering the same client first must not lock anyone out.
    uniqueIndex('lti_platforms_workspace_issuer_client_idx').on(t.workspaceId, t.issuer, t.clientId),
    // A login or launch finds its candidates by issuer and client id, then picks by deployment id.
    index('lti_platforms_issuer_client_idx').on(t.issuer, t.clientId),
  ],
);

/** Our tool's signing key: made once, the private half encrypted with INTEGRATIONS_KEY. */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  encryptedPrivateKey: text('encrypted_private_key').notNull(),
  createdAt: createdAt(),
});

/** OIDC logins we started: the `state` the launch must bring back once, with the `nonce` its token must carry. */
export const ltiLoginStates = pgTable(
  'lti_login_states',
  {
    state: text('state').primaryKey(),
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lti_login_states_expires_idx').on(t.expiresAt)],
);

/** Nonces of id_tokens already accepted, kept until the token expires, so none is accepted twice. */
export const ltiUsedNonces = pgTable(
  'lti_used_nonces',
  {
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.nonce] }), index('lti_used_nonces_expires_idx').on(t.expiresAt)],
);

/** A deep-linking request waiting for the instructor's choice: what the signed answer must echo. */
export const ltiDeepLinkSessions = pgTable(
  'lti_deep_link_sessions',
  {
    id: text('id').primaryKey(),
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    returnUrl: text('return_url').notNull(),
    /** The request settings' opaque `data`, echoed back; null when the platform sent none. */
    data: text('data'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lti_deep_link_sessions_expires_idx').on(t.expiresAt)],
);
