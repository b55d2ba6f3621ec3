import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { CorrectionStatus, MediaRequestKind, MediaRequestStatus } from '@shared/constants';
import type { Decision, MediaRequest, ProposedCorrection } from '@shared/schemas/contributions';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { cues, files, tracks, users } from '../schema';
import { contributionBlocks, corrections, mediaRequests } from '../schema-contributions';
import { emitEvent } from '../../webhooks/emit-event';

type Queryable = Db | Tx;

/** One page of a list: `seq` orders it exactly and keys the next page. */
export interface Page<T> {
  items: T[];
  /** The `seq` of the last item when more follow, else null. */
  lastSeq: number | null;
}

function pageOf<T extends { seq: number }, U>(rows: T[], limit: number, toItem: (row: T) => U): Page<U> {
  return {
    items: rows.slice(0, limit).map(toItem),
    lastSeq: rows.length > limit ? rows[limit - 1]!.seq : null,
  };
}

const iso = (date: Date | null) => date?.toISOString();

/** Who decided, named as the people list names them; undefined while undecided. */
function decisionOf(row: {
  decidedAt: Date | null;
  decidedBy: string | null;
  deciderName: string | null;
  deciderEmail: string | null;
  reason: string | null;
  appliedText?: string | null;
}): Decision | undefined {
  if (!row.decidedAt) return undefined;
  return {
    decidedBy: { id: row.decidedBy ?? '', name: row.deciderName || row.deciderEmail || 'A former member' },
    decidedAt: row.decidedAt.toISOString(),
    ...(row.reason === null ? {} : { reason: row.reason }),
    ...(row.appliedText == null ? {} : { appliedText: row.appliedText }),
  };
}

const decider = { deciderName: users.name, deciderEmail: users.email };

const correctionColumns = {
  seq: corrections.seq,
  id: corrections.id,
  fileId: corrections.fileId,
  fileName: files.name,
  status: corrections.status,
  createdAt: corrections.createdAt,
  trackId: corrections.trackId,
  language: tracks.language,
  cueId: corrections.cueId,
  cueStartMs: cues.startMs,
  cueEndMs: cues.endMs,
  originalText: corrections.originalText,
  proposedText: corrections.proposedText,
  note: corrections.note,
  decidedBy: corrections.decidedBy,
  decidedAt: corrections.decidedAt,
  reason: corrections.reason,
  appliedText: corrections.appliedText,
  ...decider,
};
type CorrectionRow = { [K in keyof typeof correctionColumns]: (typeof correctionColumns)[K]['_']['data'] | null };

function toCorrection(r: CorrectionRow): ProposedCorrection {
  const decision = decisionOf(r as Parameters<typeof decisionOf>[0]);
  return {
    id: r.id!,
    fileId: r.fileId!,
    fileName: r.fileName!,
    status: r.status as CorrectionStatus,
    createdAt: r.createdAt!.toISOString(),
    trackId: r.trackId!,
    language: r.language ?? '',
    cueId: r.cueId!,
    cueStartMs: r.cueStartMs,
    cueEndMs: r.cueEndMs,
    originalText: r.originalText!,
    proposedText: r.proposedText!,
    ...(r.note === null ? {} : { note: r.note }),
    ...(decision ? { decision } : {}),
  };
}

/** Corrections with their file, track language, the cue's current times and the decider's name. */
function selectCorrections(db: Queryable) {
  return db
    .select(correctionColumns)
    .from(corrections)
    .innerJoin(files, eq(files.id, corrections.fileId))
    .leftJoin(tracks, and(eq(tracks.id, corrections.trackId), eq(tracks.fileId, corrections.fileId)))
    .leftJoin(cues, and(eq(cues.trackId, tracks.id), eq(cues.id, corrections.cueId)))
    .leftJoin(users, eq(users.id, corrections.decidedBy));
}

export interface CorrectionFilter {
  status: CorrectionStatus;
  fileId?: string;
  language?: string;
  beforeSeq?: number;
  limit: number;
}

/** A workspace's corrections in one status, newest first, older than `beforeSeq` when given. */
export async function correctionsPage(
  db: Queryable,
  workspaceId: string,
  filter: CorrectionFilter,
): Promise<Page<ProposedCorrection>> {
  const rows = await selectCorrections(db)
    .where(
      and(
        eq(corrections.workspaceId, workspaceId),
        eq(corrections.status, filter.status),
        filter.fileId === undefined ? undefined : eq(corrections.fileId, filter.fileId),
        filter.language === undefined ? undefined : sql`lower(${tracks.language}) = lower(${filter.language})`,
        filter.beforeSeq === undefined ? undefined : lt(corrections.seq, filter.beforeSeq),
      ),
    )
    .orderBy(desc(corrections.seq))
    .limit(filter.limit + 1);
  return pageOf(rows as CorrectionRow[] as (CorrectionRow & { seq: number })[], filter.limit, toCorrection);
}

/** One correction of the workspace, or null. */
export async function correctionById(
  db: Queryable,
  workspaceId: string,
  correctionId: string,
): Promise<ProposedCorrection | null> {
  const [row] = await selectCorrections(db).where(
    and(eq(corrections.workspaceId, workspaceId), eq(corrections.id, correctionId)),
  );
  return row ? toCorrection(row as CorrectionRow) : null;
}

const requestColumns = {
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
  assignmentId: mediaRequests.assignmentId,
  startedAt: mediaRequests.startedAt,
  fulfilledAt: mediaRequests.fulfilledAt,
  decidedBy: mediaRequests.decidedBy,
  decidedAt: mediaRequests.decidedAt,
  reason: mediaRequests.reason,
  ...decider,
};
type RequestRow = { [K in keyof typeof requestColumns]: (typeof requestColumns)[K]['_']['data'] | null };

function toMediaRequest(r: RequestRow): MediaRequest {
  const decision = decisionOf(r as Parameters<typeof decisionOf>[0]);
  const optional = {
    language: r.language,
    email: r.email,
    message: r.message,
    assignmentId: r.assignmentId,
    startedAt: iso(r.startedAt),
    fulfilledAt: iso(r.fulfilledAt),
  };
  return {
    id: r.id!,
    fileId: r.fileId!,
    fileName: r.fileName!,
    status: r.status as MediaRequestStatus,
    createdAt: r.createdAt!.toISOString(),
    kind: r.kind as MediaRequestKind,
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v != null)) as Record<string, string>),
    ...(decision ? { decision } : {}),
  };
}

function selectMediaRequests(db: Queryable) {
  return db
    .select(requestColumns)
    .from(mediaRequests)
    .innerJoin(files, eq(files.id, mediaRequests.fileId))
    .leftJoin(users, eq(users.id, mediaRequests.decidedBy));
}

export interface MediaRequestFilter {
  status: MediaRequestStatus;
  kind?: MediaRequestKind;
  fileId?: string;
  beforeSeq?: number;
  limit: number;
}

/** A workspace's accessibility requests in one status, newest first, older than `beforeSeq` when given. */
export async function mediaRequestsPage(
  db: Queryable,
  workspaceId: string,
  filter: MediaRequestFilter,
): Promise<Page<MediaRequest>> {
  const rows = await selectMediaRequests(db)
    .where(
      and(
        eq(mediaRequests.workspaceId, workspaceId),
        eq(mediaRequests.status, filter.status),
        filter.kind === undefined ? undefined : eq(mediaRequests.kind, filter.kind),
        filter.fileId === undefined ? undefined : eq(mediaRequests.fileId, filter.fileId),
        filter.beforeSeq === undefined ? undefined : lt(mediaRequests.seq, filter.beforeSeq),
      ),
    )
    .orderBy(desc(mediaRequests.seq))
    .limit(filter.limit + 1);
  return pageOf(rows as (RequestRow & { seq: number })[], filter.limit, toMediaRequest);
}

/** One accessibility request of the workspace, or null. */
export async function mediaRequestById(
  db: Queryable,
  workspaceId: string,
  requestId: string,
): Promise<MediaRequest | null> {
  const [row] = await selectMediaRequests(db).where(
    and(eq(mediaRequests.workspaceId, workspaceId), eq(mediaRequests.id, requestId)),
  );
  return row ? toMediaRequest(row as RequestRow) : null;
}

/** Pending counts for the nav badges, each read no further than `cap` rows (null: not asked for). */
export async function pendingCounts(
  db: Queryable,
  workspaceId: string,
  ask: { corrections: boolean; requests: boolean },
  cap: number,
): Promise<{ corrections: number | null; requests: number | null }> {
  const count = async (table: typeof corrections | typeof mediaRequests) => {
    const result = await db.execute(sql`
      select count(*)::int as n from (
        select 1 from ${table} where workspace_id = ${workspaceId} and status = 'pending' limit ${cap}) capped`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  return {
    corrections: ask.corrections ? await count(corrections) : null,
    requests: ask.requests ? await count(mediaRequests) : null,
  };
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
  const stored = await insertedForFile(db, values.fileId, async (tx) => {
    await tx.insert(corrections).values({ id, ...values });
    await emitEvent(tx, values.workspaceId, 'correction.created', id, () => correctionById(tx, values.workspaceId, id));
  });
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
  const stored = await insertedForFile(db, values.fileId, async (tx) => {
    await tx.insert(mediaRequests).values({ id, ...values });
    await emitEvent(tx, values.workspaceId, 'request.created', id, () => mediaRequestById(tx, values.workspaceId, id));
  });
  return stored ? id : null;
}

/** Until when the address may not contribute to the workspace (it sent spam), or null when it may. */
export async function contributionBlockedUntil(
  db: Queryable,
  workspaceId: string,
  clientAddress: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: contributionBlocks.blockedUntil })
    .from(contributionBlocks)
    .where(
      and(
        eq(contributionBlocks.workspaceId, workspaceId),
        eq(contributionBlocks.clientAddress, clientAddress),
        sql`${contributionBlocks.blockedUntil} > now()`,
      ),
    );
  return row?.until ?? null;
}
