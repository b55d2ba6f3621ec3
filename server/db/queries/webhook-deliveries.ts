import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@shared/schemas/webhooks';
import type { Db } from '../open-database';
import { memberships, users, workspaces } from '../schema';
import { insertedMail, type NewMail } from './outbox';
import { webhookDeliveries, webhookEndpoints } from '../schema-webhooks';

/** A delivery taken by one worker, with what it needs to sign and send it. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  payload: WebhookEvent;
  /** Including this one. */
  attempts: number;
  createdAt: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes up to `limit` due deliveries of enabled endpoints, holding them for `leaseMs`. A delivery waits while an
 * earlier one for the same resource and endpoint is pending (order per resource); `SKIP LOCKED` keeps two workers
 * from taking the same row, and the lease hands a crashed worker's rows to the next.
 */
export async function claimedDeliveries(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update ${webhookDeliveries} set claimed_until = ${at}::timestamptz + make_interval(secs => ${leaseMs / 1000}),
      attempts = attempts + 1
    where id in (
      select d.id from ${webhookDeliveries} d join ${webhookEndpoints} e on e.id = d.endpoint_id
      -- \`now\` has milliseconds, PostgreSQL's clock microseconds: a row written in the same millisecond is due.
      where d.status = 'pending' and e.enabled and d.next_attempt_at < ${at}::timestamptz + interval '1 millisecond'
        and (d.claimed_until is null or d.claimed_until < ${at}::timestamptz)
        and not exists (
          select 1 from ${webhookDeliveries} earlier
          where earlier.endpoint_id = d.endpoint_id and earlier.ordering_key = d.ordering_key
            and earlier.status = 'pending' and earlier.seq < d.seq)
      order by d.seq limit ${limit}
      for update of d skip locked)
    returning seq, id, endpoint_id as "endpointId", payload, attempts, created_at as "createdAt"`);
  // RETURNING keeps no order: oldest first, as claimed.
  return rowsOf<ClaimedDelivery & { seq: number | string; createdAt: Date | string }>(result)
    .sort((a, b) => Number(a.seq) - Number(b.seq))
    .map(({ seq: _seq, ...row }) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Where and with which secrets the endpoints of these deliveries are signed for. */
export async function signingEndpoints(db: Db, endpointIds: string[]) {
  if (endpointIds.length === 0) return [];
  return db
    .select({
      id: webhookEndpoints.id,
      workspaceId: webhookEndpoints.workspaceId,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, endpointIds));
}

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

const attemptColumns = (now: Date, outcome: AttemptOutcome) => ({
  claimedUntil: null,
  lastAttemptAt: now,
  lastStatusCode: outcome.statusCode,
  latencyMs: outcome.latencyMs,
  responseExcerpt: outcome.responseExcerpt,
  lastError: outcome.error,
});

/** Records a 2xx answer; the endpoint is no longer failing. */
export async function deliverySucceeded(db: Db, delivery: ClaimedDelivery, now: Date, outcome: AttemptOutcome) {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ ...attemptColumns(now, outcome), status: 'succeeded', deliveredAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, delivery.endpointId));
  });
}

export interface DisabledEndpoint {
  url: string;
  workspaceId: string;
  workspaceName: string;
}

/**
 * Records a failed attempt: retried at `retryAt`, or failed for good when that is past `giveUpAt`. An endpoint
 * failing since `disableBefore` or earlier is disabled, and its admins are mailed in the same transaction.
 */
export async function deliveryFailed(
  db: Db,
  delivery: ClaimedDelivery,
  now: Date,
  outcome: AttemptOutcome,
  schedule: { retryAt: Date; giveUpAt: Date; disableBefore: Date },
  mailTo: (email: string, endpoint: DisabledEndpoint) => NewMail,
): Promise<{ disabled: (DisabledEndpoint & { adminEmails: string[] }) | null }> {
  return db.transaction(async (tx) => {
    const givesUp = schedule.retryAt > schedule.giveUpAt;
    await tx
      .update(webhookDeliveries)
      .set({
        ...attemptColumns(now, outcome),
        ...(givesUp ? { status: 'failed' as const } : { nextAttemptAt: schedule.retryAt }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.failingSince)));
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now, disabledReason: 'failing' })
      .where(
        and(
          eq(webhookEndpoints.id, delivery.endpointId),
          eq(webhookEndpoints.enabled, true),
          lte(webhookEndpoints.failingSince, schedule.disableBefore),
        ),
      )
      .returning({ url: webhookEndpoints.url, workspaceId: webhookEndpoints.workspaceId });
    if (!disabled) return { disabled: null };
    const admins = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, disabled.workspaceId), eq(memberships.role, 'admin')));
    const [workspace] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, disabled.workspaceId));
    const told = {
      url: disabled.url,
      workspaceId: disabled.workspaceId,
      workspaceName: workspace?.name ?? disabled.workspaceId,
    };
    const emails = admins.map((a) => a.email).filter(Boolean);
    for (const email of emails) await insertedMail(tx, mailTo(email, told));
    return { disabled: { ...told, adminEmails: emails } };
  });
}
