import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { MediaRequestKind } from '@shared/constants';
import type { MediaRequest, ProposedCorrection } from '@shared/schemas/contributions';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { files } from '../schema';
import { corrections, mediaRequests } from '../schema-contributions';

type Queryable = Db | Tx;

/** One page of a pending list: `seq` orders it exactly and keys the next page. */
export interface PendingPage<T> {
  items: T[];
  /** The `seq` of the last item when more follow, else null. */
  lastSeq: number | null;
}

function pageOf<T extends { seq: number }, U>(rows: T[], limit: number, toItem: (row: T) => U): PendingPage<U> {
  return {
    items: rows.slice(0, limit).map(toItem),
    lastSeq: rows.length > limit ? rows[limit - 1]!.seq : null,
  };
}

/** Drops nulls so optional fields are absent rather than null, as the schemas say. */
function withoutNulls<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** A workspace's pending corrections, newest first, older than `beforeSeq` when given. */
export async function pendingCorrections(
  db: Queryable,
  workspaceId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<PendingPage<ProposedCorrection>> {
  const rows = await db
    .select({
      seq: corrections.seq,
      id: corrections.id,
      fileId: corrections.fileId,
      fileName: files.name,
      status: corrections.status,
      createdAt: corrections.createdAt,
      trackId: corrections.trackId,
      cueId: corrections.cueId,
      originalText: corrections.originalText,
      proposedText: corrections.proposedText,
      note: corrections.note,
    })
    .from(corrections)
    .innerJoin(files, eq(files.id, corrections.fileId))
    .where(
      and(
        eq(corrections.workspaceId, workspaceId),
        eq(corrections.status, 'pending'),
        beforeSeq === undefined ? undefined : lt(corrections.seq, beforeSeq),
      ),
    )
    .orderBy(desc(corrections.seq))
    .limit(limit + 1);
  return pageOf(rows, limit, ({ seq: _seq, createdAt, ...rest }) => ({
    ...withoutNulls(rest),
    status: 'pending' as const,
    createdAt: createdAt.toISOString(),
  }));
}

/** A workspace's pending accessibility requests, newest first, older than `beforeSeq` when given. */
export async function pendingMediaRequests(
  db: Queryable,
  workspaceId: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<PendingPage<MediaRequest>> {
  const rows = await db
    .select({
      seq: mediaRequests.seq,
      id: mediaRequests.id,
      fileId: mediaRequests.fileId,
      fileName: files.name,
      status: mediaRequests.status,
      createdAt: mediaRequests.createdAt,
      kind: mediaRequests.kind,
      language: mediaRequests.language,
      email: mediaRequests.email,
      message: mediaRequests.message,
    })
    .from(mediaRequests)
    .innerJoin(files, eq(files.id, mediaRequests.fileId))
    .where(
      and(
        eq(mediaRequests.workspaceId, workspaceId),
        eq(mediaRequests.status, 'pending'),
        beforeSeq === undefined ? undefined : lt(mediaRequests.seq, beforeSeq),
      ),
    )
    .orderBy(desc(mediaRequests.seq))
    .limit(limit + 1);
  return pageOf(rows, limit, ({ seq: _seq, createdAt, ...rest }) => ({
    ...withoutNulls(rest),
    status: 'pending' as const,
    kind: rest.kind as MediaRequestKind,
    createdAt: createdAt.toISOString(),
  }));
}

/** Whether the file has a track `trackId` with a cue `cueId`. */
export async function hasCue(db: Queryable, fileId: string, trackId: string, cueId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from cues c join tracks t on t.id = c.track_id
    where t.id = ${trackId} and t.file_id = ${fileId} and c.id = ${cueId}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Inserts in a transaction that first locks the file row against deletion, so a file deleted a moment
 * ago is a null (the caller's 404) rather than a foreign-key error.
 */
async function insertedForFile(db: Db, fileId: string, insert: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [file] = await tx.select({ id: files.id }).from(files).where(eq(files.id, fileId)).for('key share');
    if (!file) return false;
    await insert(tx);
    return true;
  });
}

/** The id of the stored pending correction, or null when the file is gone. */
export async function insertedCorrection(
  db: Db,
  values: {
    workspaceId: string;
    fileId: string;
    trackId: string;
    cueId: string;
    originalText: string;
    proposedText: string;
    note: string | null;
    clientAddress: string;
  },
): Promise<string | null> {
  const id = newId();
  const stored = await insertedForFile(db, values.fileId, (tx) => tx.insert(corrections).values({ id, ...values }));
  return stored ? id : null;
}

/** The id of the stored pending accessibility request, or null when the file is gone. */
export async function insertedMediaRequest(
  db: Db,
  values: {
    workspaceId: string;
    fileId: string;
    kind: MediaRequestKind;
    language: string | null;
    email: string | null;
    message: string | null;
    clientAddress: string;
  },
): Promise<string | null> {
  const id = newId();
  const stored = await insertedForFile(db, values.fileId, (tx) => tx.insert(mediaRequests).values({ id, ...values }));
  return stored ? id : null;
}
