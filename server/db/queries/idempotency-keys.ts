import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { idempotencyKeys } from '../schema-idempotency';

/** How long a first answer is replayed (docs/api.md, "Idempotent writes"); older rows count as absent. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const expiredBefore = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;
/** A first request still unanswered after this long died with its process (requests time out long before). */
const ABANDONED_AFTER_MINUTES = 10;

/** Whose key it is: the same key from another caller, workspace or operation is another key. */
export interface IdempotencyScope {
  callerId: string;
  workspaceId: string;
  operation: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** What a key holds: the request it was first used for and, once that finished, its answer. */
export interface IdempotencyRecord {
  requestHash: string;
  answer: StoredAnswer | null;
}

const ofScope = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.callerId, scope.callerId),
    eq(idempotencyKeys.workspaceId, scope.workspaceId),
    eq(idempotencyKeys.operation, scope.operation),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Claims the key for a request about to run, in one statement so that of two concurrent claims exactly one wins:
 * true when it was free, expired or abandoned (its row then starts afresh), false when another request holds it.
 */
export async function claimedIdempotencyKey(db: Db, scope: IdempotencyScope, requestHash: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.callerId, idempotencyKeys.workspaceId, idempotencyKeys.operation, idempotencyKeys.key],
      set: { requestHash, status: null, contentType: null, body: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore} or (${idempotencyKeys.status} is null
        and ${idempotencyKeys.createdAt} < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES}))`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The key's record if it is in use and not expired, else null. */
export async function idempotencyRecord(db: Db, scope: IdempotencyScope): Promise<IdempotencyRecord | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      contentType: idempotencyKeys.contentType,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(ofScope(scope), sql`${idempotencyKeys.createdAt} >= ${expiredBefore}`));
  if (!row) return null;
  const answer =
    row.status === null ? null : { status: row.status, contentType: row.contentType, body: row.body ?? '' };
  return { requestHash: row.requestHash, answer };
}

/** Keeps the first request's answer, for its duplicates to replay. */
export async function storeIdempotentAnswer(db: Db, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
    .where(and(ofScope(scope), isNull(idempotencyKeys.status)));
}

/** Frees a claimed key whose request failed on our side, so that a retry with it runs again. */
export async function releaseIdempotencyKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(ofScope(scope), isNull(idempotencyKeys.status)));
}

/** Removes keys past their 24 hours (they are already ignored); returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${expiredBefore}`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
