import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Cue, TrackSummary } from '@shared/schemas/embed';
import { OPEN_REV_ORDER_STATUSES, type RevOrder, type RevOrderStatus } from '@shared/schemas/rev';
import type { Db, Tx } from '../open-database';
import { files, users } from '../schema';
import { revOrders } from '../schema-rev';
import { systemActor } from './compliance-changes';
import { insertedTrack, replaceCues } from './tracks';

/** A `submitting` row older than this belongs to a request that died mid-way: it no longer blocks a new order. */
const STALE_SUBMISSION = sql`now() - interval '10 minutes'`;

const orderColumns = {
  id: revOrders.id,
  fileId: revOrders.fileId,
  revOrderNumber: revOrders.revOrderNumber,
  status: revOrders.status,
  revStatus: revOrders.revStatus,
  error: revOrders.error,
  trackId: revOrders.trackId,
  orderedBy: sql<string | null>`nullif(coalesce(nullif(${users.name}, ''), ${users.email}), '')`,
  createdAt: revOrders.createdAt,
  completedAt: revOrders.completedAt,
};

type OrderRow = Omit<RevOrder, 'createdAt' | 'completedAt'> & { createdAt: Date; completedAt: Date | null };
const toOrder = (row: OrderRow): RevOrder => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** The file's Rev orders, newest first (another workspace's file has none). */
export async function revOrdersOfFile(db: Db, workspaceId: string, fileId: string): Promise<RevOrder[]> {
  const rows = await db
    .select(orderColumns)
    .from(revOrders)
    .leftJoin(users, eq(users.id, revOrders.orderedBy))
    .where(and(eq(revOrders.workspaceId, workspaceId), eq(revOrders.fileId, fileId)))
    .orderBy(desc(revOrders.createdAt), desc(revOrders.id));
  return rows.map(toOrder);
}

/** One order as the API shows it, or null. */
export async function revOrderOfWorkspace(db: Db, workspaceId: string, orderId: string): Promise<RevOrder | null> {
  const [row] = await db
    .select(orderColumns)
    .from(revOrders)
    .leftJoin(users, eq(users.id, revOrders.orderedBy))
    .where(and(eq(revOrders.workspaceId, workspaceId), eq(revOrders.id, orderId)));
  return row ? toOrder(row) : null;
}

/**
 * A new `submitting` order for the file, or null when the file already has an open one (the partial unique index
 * decides, so two people ordering at once get one order). A submission abandoned long ago is marked failed first.
 */
export async function startedRevOrder(
  db: Db,
  order: {
    id: string;
    workspaceId: string;
    fileId: string;
    mediaTokenHash: string;
    mediaExpiresAt: Date;
    orderedBy: string;
  },
): Promise<boolean> {
  await db
    .update(revOrders)
    .set({ status: 'failed', error: 'The order was never confirmed by Rev', updatedAt: sql`now()` })
    .where(
      and(
        eq(revOrders.fileId, order.fileId),
        eq(revOrders.status, 'submitting'),
        lt(revOrders.createdAt, STALE_SUBMISSION),
      ),
    );
  const inserted = await db
    .insert(revOrders)
    .values({ ...order, status: 'submitting' })
    .onConflictDoNothing()
    .returning({ id: revOrders.id });
  return inserted.length > 0;
}

/** Rev accepted the order: it is open until delivered or cancelled. */
export async function placedRevOrder(db: Db | Tx, orderId: string, revOrderNumber: string) {
  await db
    .update(revOrders)
    .set({ status: 'in_progress', revOrderNumber, updatedAt: sql`now()` })
    .where(eq(revOrders.id, orderId));
}

/** Rev refused or could not be reached: the order never existed, so nothing of it is kept. */
export async function abandonedRevOrder(db: Db, orderId: string) {
  await db.delete(revOrders).where(and(eq(revOrders.id, orderId), eq(revOrders.status, 'submitting')));
}

/** What the poll job needs of an order. */
export async function revOrderForPoll(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: revOrders.id,
      workspaceId: revOrders.workspaceId,
      fileId: revOrders.fileId,
      revOrderNumber: revOrders.revOrderNumber,
      status: revOrders.status,
    })
    .from(revOrders)
    .where(eq(revOrders.id, orderId));
  return row ?? null;
}

/** Records Rev's status word of an order still open. */
export async function polledRevOrder(db: Db, orderId: string, revStatus: string) {
  await db
    .update(revOrders)
    .set({ revStatus, updatedAt: sql`now()` })
    .where(and(eq(revOrders.id, orderId), inArray(revOrders.status, [...OPEN_REV_ORDER_STATUSES])));
}

/** An open order ends without a transcript (`cancelled` by Rev, or `failed` with a reason). */
export async function endedRevOrder(
  db: Db | Tx,
  orderId: string,
  end: { status: Extract<RevOrderStatus, 'cancelled' | 'failed'>; revStatus?: string; error?: string },
) {
  await db
    .update(revOrders)
    .set({
      status: end.status,
      revStatus: end.revStatus,
      error: end.error ?? null,
      updatedAt: sql`now()`,
      completedAt: sql`now()`,
    })
    .where(and(eq(revOrders.id, orderId), inArray(revOrders.status, [...OPEN_REV_ORDER_STATUSES])));
}

/** The file's open order (there is at most one) fails: its job gave up or was cancelled. */
export async function failedOpenRevOrderOfFile(db: Db | Tx, workspaceId: string, fileId: string, error: string) {
  await db
    .update(revOrders)
    .set({ status: 'failed', error, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(
      and(eq(revOrders.workspaceId, workspaceId), eq(revOrders.fileId, fileId), eq(revOrders.status, 'in_progress')),
    );
}

/**
 * The delivered transcript becomes a track of the order's file, once: the order row is locked and only an
 * `in_progress` order gets a track, in the same transaction that marks it complete. Answers the order's track id
 * (the existing one when another run got there first), or null when the order or its file is gone.
 */
export async function receivedRevOrder(
  db: Db,
  orderId: string,
  delivery: { track: TrackSummary; cues: Cue[]; revStatus: string },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: revOrders.status,
        trackId: revOrders.trackId,
        workspaceId: revOrders.workspaceId,
        fileId: revOrders.fileId,
      })
      .from(revOrders)
      .where(eq(revOrders.id, orderId))
      .for('update');
    if (!order) return null;
    if (order.status !== 'in_progress') return order.trackId;
    const created = await insertedTrack(tx, order.workspaceId, order.fileId, delivery.track, {
      origin: 'human',
      actor: systemActor('Rev'),
    });
    if (!created) return null;
    await replaceCues(tx, delivery.track, delivery.cues);
    await tx
      .update(revOrders)
      .set({
        status: 'complete',
        revStatus: delivery.revStatus,
        trackId: delivery.track.id,
        error: null,
        updatedAt: sql`now()`,
        completedAt: sql`now()`,
      })
      .where(eq(revOrders.id, orderId));
    return delivery.track.id;
  });
}

/** The stored original behind an order's media link, while the link is valid; null otherwise. */
export async function revOrderMedia(db: Db, orderId: string) {
  const [row] = await db
    .select({
      mediaTokenHash: revOrders.mediaTokenHash,
      mediaExpiresAt: revOrders.mediaExpiresAt,
      status: revOrders.status,
      storageKey: files.storageKey,
      mimeType: files.mimeType,
    })
    .from(revOrders)
    .innerJoin(files, eq(files.id, revOrders.fileId))
    .where(eq(revOrders.id, orderId));
  return row ?? null;
}
