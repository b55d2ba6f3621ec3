import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Webhook, WebhookDelivery, WebhookEventType } from '@shared/schemas/webhooks';
import type { Db, Tx } from '../open-database';
import { users } from '../schema';
import { webhookDeliveries, webhookEndpoints } from '../schema-webhooks';

type Queryable = Db | Tx;

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledAt: webhookEndpoints.disabledAt,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  createdById: webhookEndpoints.createdBy,
  createdByName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  createdAt: webhookEndpoints.createdAt,
};

const selectEndpoints = (db: Queryable) =>
  db.select(endpointColumns).from(webhookEndpoints).leftJoin(users, eq(users.id, webhookEndpoints.createdBy));
type EndpointRow = Awaited<ReturnType<typeof selectEndpoints>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

const toWebhook = (row: EndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledAt: iso(row.disabledAt),
  disabledReason: row.disabledReason,
  failingSince: iso(row.failingSince),
  previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
  createdBy: { id: row.createdById, name: row.createdByName ?? 'A former member' },
  createdAt: row.createdAt.toISOString(),
});

const ofWorkspace = (workspaceId: string, webhookId: string) =>
  and(eq(webhookEndpoints.workspaceId, workspaceId), eq(webhookEndpoints.id, webhookId));

/** The workspace's endpoints, newest first. */
export async function webhooksOfWorkspace(db: Db, workspaceId: string): Promise<Webhook[]> {
  const rows = await selectEndpoints(db)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toWebhook);
}

/** One of the workspace's endpoints, or null. */
export async function webhookOfWorkspace(db: Queryable, workspaceId: string, webhookId: string) {
  const [row] = await selectEndpoints(db).where(ofWorkspace(workspaceId, webhookId));
  return row ? toWebhook(row) : null;
}

export async function createdWebhook(
  db: Db,
  input: {
    id: string;
    workspaceId: string;
    url: string;
    events: WebhookEventType[];
    secret: string;
    createdBy: string;
  },
): Promise<Webhook> {
  await db.insert(webhookEndpoints).values(input);
  return (await webhookOfWorkspace(db, input.workspaceId, input.id))!;
}

/** Changes an endpoint; enabling it clears why it was disabled and how long it had been failing. */
export async function updatedWebhook(
  db: Db,
  workspaceId: string,
  webhookId: string,
  changes: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<Webhook | null> {
  const state =
    changes.enabled === true
      ? { enabled: true, disabledAt: null, disabledReason: null, failingSince: null }
      : changes.enabled === false
        ? { enabled: false, disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())`, disabledReason: 'manual' }
        : {};
  const rows = await db
    .update(webhookEndpoints)
    .set({
      ...(changes.url === undefined ? {} : { url: changes.url }),
      ...(changes.events === undefined ? {} : { events: changes.events }),
      ...state,
    })
    .where(ofWorkspace(workspaceId, webhookId))
    .returning({ id: webhookEndpoints.id });
  return rows.length ? webhookOfWorkspace(db, workspaceId, webhookId) : null;
}

export async function deletedWebhook(db: Db, workspaceId: string, webhookId: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ofWorkspace(workspaceId, webhookId))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Makes `secret` current and keeps the one it replaces valid until `previousExpiresAt`. */
export async function rotatedWebhookSecret(
  db: Db,
  workspaceId: string,
  webhookId: string,
  secret: string,
  previousExpiresAt: Date,
): Promise<Webhook | null> {
  const rows = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: previousExpiresAt,
      secret,
    })
    .where(ofWorkspace(workspaceId, webhookId))
    .returning({ id: webhookEndpoints.id });
  return rows.length ? webhookOfWorkspace(db, workspaceId, webhookId) : null;
}

/** Enabled endpoints of the workspace that subscribe to `type`. */
export async function subscribedEndpoints(db: Queryable, workspaceId: string, type: WebhookEventType) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workspaceId, workspaceId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    );
}

export type NewDelivery = typeof webhookDeliveries.$inferInsert;

export async function insertedDeliveries(db: Queryable, rows: NewDelivery[]): Promise<void> {
  if (rows.length) await db.insert(webhookDeliveries).values(rows);
}

const deliveryColumns = {
  seq: webhookDeliveries.seq,
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  type: webhookDeliveries.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  latencyMs: webhookDeliveries.latencyMs,
  responseExcerpt: sql<string | null>`coalesce(${webhookDeliveries.responseExcerpt}, ${webhookDeliveries.lastError})`,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
};
const selectDeliveries = (db: Queryable) => db.select(deliveryColumns).from(webhookDeliveries);
type DeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];

const toDelivery = ({ seq: _seq, ...row }: DeliveryRow): WebhookDelivery => ({
  ...row,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
});

/** A page of an endpoint's deliveries, newest first, before `beforeSeq`. */
export async function deliveriesPage(
  db: Db,
  endpointId: string,
  page: { beforeSeq?: number; limit: number },
): Promise<{ deliveries: WebhookDelivery[]; lastSeq: number | null }> {
  const rows = await selectDeliveries(db)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        page.beforeSeq === undefined ? undefined : lt(webhookDeliveries.seq, page.beforeSeq),
      ),
    )
    .orderBy(desc(webhookDeliveries.seq))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { deliveries: shown.map(toDelivery), lastSeq: more ? shown.at(-1)!.seq : null };
}

/** Queues a delivery's event again to the same endpoint, as a new delivery; null when there is no such delivery. */
export async function redelivery(
  db: Db,
  endpointId: string,
  deliveryId: string,
  newDeliveryId: string,
): Promise<WebhookDelivery | null> {
  const [source] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)));
  if (!source) return null;
  await db.insert(webhookDeliveries).values({
    id: newDeliveryId,
    eventId: source.eventId,
    endpointId,
    workspaceId: source.workspaceId,
    type: source.type,
    orderingKey: source.orderingKey,
    payload: source.payload,
  });
  const [row] = await selectDeliveries(db).where(eq(webhookDeliveries.id, newDeliveryId));
  return toDelivery(row!);
}
