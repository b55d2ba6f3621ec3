import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '@shared/schemas/webhooks';
import { createdAt, users, workspaces } from './schema';

/** A workspace's webhook endpoint (issue 34; docs/api.md, "Webhooks"). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEventType[]>(),
    /** Kept readable: every delivery is signed with it (an HMAC key, unlike an API key, cannot be a hash). */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signed with until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success; three days of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_endpoints_workspace_idx').on(t.workspaceId, t.createdAt),
    check('webhook_endpoints_events_check', sql`cardinality(${t.events}) > 0`),
  ],
);

/** The outbox: one row per event and endpoint, written in the transaction of the change it reports. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: text('id').primaryKey(),
    /** The event's id, the same for every endpoint it goes to and for every attempt (receivers dedupe by it). */
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    type: text('type').notNull().$type<WebhookEventType>(),
    /** The resource's id: deliveries with the same key to the same endpoint go out one after another. */
    orderingKey: text('ordering_key').notNull(),
    /** The whole event body as sent: `{ id, type, createdAt, workspaceId, data }`. */
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending').$type<WebhookDeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; after it (a crash), another may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    latencyMs: integer('latency_ms'),
    /** The receiver's answer, at most 1 KB of it. */
    responseExcerpt: text('response_excerpt'),
    /** Ours, when no answer came (timeout, refused address). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.orderingKey, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.seq),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
