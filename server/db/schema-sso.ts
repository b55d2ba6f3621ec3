import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, workspaces } from './schema';

/** A workspace's SAML identity provider (issue 17). */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    entityId: text('entity_id').notNull(),
    ssoUrl: text('sso_url').notNull(),
    /** Base64 DER of the IdP's signing certificates; a response signed by any of them is accepted. */
    certificates: jsonb('certificates').$type<string[]>().notNull(),
    defaultRole: text('default_role').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('sso_providers_workspace_idx').on(t.workspaceId),
    check(
      'sso_providers_role_check',
      sql`${t.defaultRole} in ('admin', 'content-manager', 'transcript-editor', 'viewer')`,
    ),
  ],
);

/** An email domain a provider claims; it signs people in only once verified (DNS TXT record or an operator). */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.domain] }),
    // A domain signs in through one provider only: the first to verify it.
    uniqueIndex('sso_domains_verified_domain_idx')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
    check('sso_domains_verified_by_check', sql`${t.verifiedBy} is null or ${t.verifiedBy} in ('dns', 'operator')`),
  ],
);

/** AuthnRequest ids we issued and not yet seen answered: a response's InResponseTo must be one of them. */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_requests_expires_idx').on(t.expiresAt)],
);

/** Assertion ids already used to sign in, kept until the assertion expires, so none is accepted twice. */
export const ssoUsedAssertions = pgTable(
  'sso_used_assertions',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.assertionId] }),
    index('sso_used_assertions_expires_idx').on(t.expiresAt),
  ],
);
