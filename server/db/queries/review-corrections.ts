import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ProposedCorrection } from '@shared/schemas/contributions';
import type { Cue } from '@shared/schemas/embed';
import type { CorrectionDetail, TrackVersion } from '@shared/schemas/review';
import type { Db, Tx } from '../open-database';
import { cues, files, tracks, users } from '../schema';
import { contributionBlocks, corrections, trackVersions } from '../schema-contributions';
import type { Actor } from './activity';
import { correctionById } from './contributions';

type Queryable = Db | Tx;
/** How many cues either side of the corrected one the detail shows. */
const CONTEXT = 2;

const toCue = ({
  id,
  startMs,
  endMs,
  text,
  speaker,
}: {
  id: string;
  startMs: number;
  endMs: number;
  text: string;
  speaker: string | null;
}): Cue => (speaker === null ? { id, startMs, endMs, text } : { id, startMs, endMs, text, speaker });

/** The correction with its file, track, the cue as it is now and its neighbours; null when not in the workspace. */
export async function correctionDetail(
  db: Queryable,
  workspaceId: string,
  correctionId: string,
): Promise<CorrectionDetail | null> {
  const correction = await correctionById(db, workspaceId, correctionId);
  if (!correction) return null;
  const [file] = await db
    .select({ id: files.id, name: files.name, media: files.media, durationMs: files.durationMs })
    .from(files)
    .where(eq(files.id, correction.fileId));
  const [track] = await db
    .select({
      id: tracks.id,
      language: tracks.language,
      kind: tracks.kind,
      label: tracks.label,
      version: tracks.version,
    })
    .from(tracks)
    .where(and(eq(tracks.id, correction.trackId), eq(tracks.fileId, correction.fileId)));
  const cueColumns = { id: cues.id, startMs: cues.startMs, endMs: cues.endMs, text: cues.text, speaker: cues.speaker };
  const [cueRow] = track
    ? await db
        .select({ ...cueColumns, position: cues.position })
        .from(cues)
        .where(and(eq(cues.trackId, track.id), eq(cues.id, correction.cueId)))
    : [];
  const neighbours = (side: 'before' | 'after') =>
    db
      .select(cueColumns)
      .from(cues)
      .where(
        and(
          eq(cues.trackId, track!.id),
          side === 'before' ? lt(cues.position, cueRow!.position) : gt(cues.position, cueRow!.position),
        ),
      )
      .orderBy(side === 'before' ? desc(cues.position) : asc(cues.position))
      .limit(CONTEXT);
  // Positions are sparse: the neighbours are the nearest rows either side, not position ± 1.
  const [before, after] = cueRow ? [(await neighbours('before')).reverse(), await neighbours('after')] : [[], []];
  return {
    correction,
    file: file!,
    track: track ? { ...track, kind: track.kind as NonNullable<CorrectionDetail['track']>['kind'] } : null,
    cue: cueRow ? toCue(cueRow) : null,
    before: before.map(toCue),
    after: after.map(toCue),
    stale: cueRow ? cueRow.text !== correction.originalText : false,
  };
}

/** Why a decision was refused; the route turns it into an answer. */
export type CorrectionRefusal =
  | { refusal: 'not_found' }
  | { refusal: 'already_decided'; correction: ProposedCorrection }
  | { refusal: 'cue_gone' }
  | { refusal: 'conflict'; currentText: string; originalText: string; proposedText: string };

/** Locks a correction of the workspace for a decision; null when it is not there. */
async function lockedCorrection(tx: Tx, workspaceId: string, correctionId: string) {
  const [row] = await tx
    .select()
    .from(corrections)
    .where(and(eq(corrections.workspaceId, workspaceId), eq(corrections.id, correctionId)))
    .for('update');
  return row ?? null;
}

const decided = async (tx: Tx, workspaceId: string, correctionId: string) =>
  ({ refusal: 'already_decided', correction: (await correctionById(tx, workspaceId, correctionId))! }) as const;

/**
 * Applies a pending correction to its cue as a new track version ("from a viewer correction"), recording who
 * decided, when and why. The track row is locked like every cue edit, so the check that the cue still reads
 * `originalText` and the write cannot interleave with an editor's save.
 */
export function acceptedCorrection(
  db: Db,
  input: {
    workspaceId: string;
    correctionId: string;
    text?: string;
    overrideCurrent: boolean;
    reason?: string;
    actor: Actor;
  },
): Promise<{ correction: ProposedCorrection; cue: Cue; trackVersion: number } | CorrectionRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockedCorrection(tx, input.workspaceId, input.correctionId);
    if (!row) return { refusal: 'not_found' as const };
    if (row.status !== 'pending') return decided(tx, input.workspaceId, input.correctionId);
    const [track] = await tx
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(eq(tracks.id, row.trackId), eq(tracks.fileId, row.fileId)))
      .for('update');
    const [cue] = track
      ? await tx
          .select()
          .from(cues)
          .where(and(eq(cues.trackId, track.id), eq(cues.id, row.cueId)))
      : [];
    if (!track || !cue) return { refusal: 'cue_gone' as const };
    if (cue.text !== row.originalText && !input.overrideCurrent) {
      return {
        refusal: 'conflict' as const,
        currentText: cue.text,
        originalText: row.originalText,
        proposedText: row.proposedText,
      };
    }
    const text = input.text ?? row.proposedText;
    await tx
      .update(cues)
      .set({ text })
      .where(and(eq(cues.trackId, track.id), eq(cues.id, cue.id)));
    const [bumped] = await tx
      .update(tracks)
      .set({ version: sql`${tracks.version} + 1`, updatedAt: sql`now()` })
      .where(eq(tracks.id, track.id))
      .returning({ version: tracks.version });
    await tx.insert(trackVersions).values({
      trackId: track.id,
      version: bumped!.version,
      source: 'viewer_correction',
      correctionId: row.id,
      cueId: cue.id,
      previousText: cue.text,
      text,
      createdBy: input.actor.id,
    });
    await tx
      .update(corrections)
      .set({
        status: 'accepted',
        decidedBy: input.actor.id,
        decidedAt: sql`now()`,
        reason: input.reason || null,
        appliedText: text,
      })
      .where(eq(corrections.id, row.id));
    return {
      correction: (await correctionById(tx, input.workspaceId, row.id))!,
      cue: toCue({ ...cue, text }),
      trackVersion: bumped!.version,
    };
  });
}

/** Pauses contributions from these addresses to the workspace for `hours`, never shortening a longer pause. */
async function blockAddresses(
  tx: Tx,
  workspaceId: string,
  blocks: { clientAddress: string; correctionId: string }[],
  hours: number,
  actor: Actor,
): Promise<Date | null> {
  if (blocks.length === 0) return null;
  const until = sql`now() + make_interval(secs => ${hours * 3600})`;
  const unique = [...new Map(blocks.map((b) => [b.clientAddress, b])).values()];
  const rows = await tx
    .insert(contributionBlocks)
    .values(unique.map((b) => ({ workspaceId, ...b, blockedUntil: until, createdBy: actor.id })))
    .onConflictDoUpdate({
      target: [contributionBlocks.workspaceId, contributionBlocks.clientAddress],
      set: {
        blockedUntil: sql`greatest(${contributionBlocks.blockedUntil}, excluded.blocked_until)`,
        correctionId: sql`excluded.correction_id`,
        createdBy: sql`excluded.created_by`,
      },
    })
    .returning({ until: contributionBlocks.blockedUntil });
  return rows[0]?.until ?? null;
}

/**
 * Rejects or marks as spam the pending corrections among `ids` (spam also pauses their senders' addresses for
 * `blockHours`); answers which it decided and why it skipped the others.
 */
export function decidedCorrections(
  db: Db,
  input: {
    workspaceId: string;
    ids: string[];
    status: 'rejected' | 'spam';
    reason?: string;
    blockHours: number;
    actor: Actor;
  },
): Promise<{
  decided: string[];
  skipped: { id: string; reason: 'not_found' | 'already_decided' }[];
  blockedUntil: Date | null;
}> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.ids)];
    const updated = await tx
      .update(corrections)
      .set({ status: input.status, decidedBy: input.actor.id, decidedAt: sql`now()`, reason: input.reason || null })
      .where(
        and(
          eq(corrections.workspaceId, input.workspaceId),
          inArray(corrections.id, ids),
          eq(corrections.status, 'pending'),
        ),
      )
      .returning({ id: corrections.id, clientAddress: corrections.clientAddress });
    const decidedIds = new Set(updated.map((r) => r.id));
    const rest = ids.filter((id) => !decidedIds.has(id));
    const existing = rest.length
      ? new Set(
          (
            await tx
              .select({ id: corrections.id })
              .from(corrections)
              .where(and(eq(corrections.workspaceId, input.workspaceId), inArray(corrections.id, rest)))
          ).map((r) => r.id),
        )
      : new Set<string>();
    const blockedUntil =
      input.status === 'spam'
        ? await blockAddresses(
            tx,
            input.workspaceId,
            updated.map((r) => ({ clientAddress: r.clientAddress, correctionId: r.id })),
            input.blockHours,
            input.actor,
          )
        : null;
    return {
      decided: ids.filter((id) => decidedIds.has(id)),
      skipped: rest.map((id) => ({
        id,
        reason: existing.has(id) ? ('already_decided' as const) : ('not_found' as const),
      })),
      blockedUntil,
    };
  });
}

/** The recorded versions of a track of the workspace, newest first; null when the workspace has no such track. */
export async function trackVersionsOf(
  db: Queryable,
  workspaceId: string,
  trackId: string,
): Promise<TrackVersion[] | null> {
  const [track] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(and(eq(tracks.id, trackId), eq(files.workspaceId, workspaceId)));
  if (!track) return null;
  const rows = await db
    .select({
      version: trackVersions.version,
      source: trackVersions.source,
      correctionId: trackVersions.correctionId,
      cueId: trackVersions.cueId,
      previousText: trackVersions.previousText,
      text: trackVersions.text,
      createdBy: trackVersions.createdBy,
      createdAt: trackVersions.createdAt,
      name: users.name,
      email: users.email,
    })
    .from(trackVersions)
    .leftJoin(users, eq(users.id, trackVersions.createdBy))
    .where(and(eq(trackVersions.trackId, trackId), eq(trackVersions.source, 'viewer_correction')))
    .orderBy(desc(trackVersions.version));
  return rows.map(({ createdBy, name, email, createdAt, source, ...rest }) => ({
    ...rest,
    source: source as TrackVersion['source'],
    createdBy: createdBy ? { id: createdBy, name: name || email || createdBy } : null,
    createdAt: createdAt.toISOString(),
  }));
}
