import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ComplianceActor } from '@shared/schemas/compliance';
import type { Cue } from '@shared/schemas/embed';
import type { StartedVerification, VerificationResult } from '@shared/schemas/track-verifications';
import { DEFAULT_VERIFICATION_TARGET, measuredAccuracy, sampleWords, totalErrors } from '@shared/verification/accuracy';
import { wordErrors } from '@shared/verification/alignment';
import { stratifiedSample } from '@shared/verification/sample';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';
import { workspaceSettings } from '../schema-settings';
import { trackVerifications, trackVerificationSegments } from '../schema-verifications';
import { trackEvent } from './compliance-changes';
import { cuesOfTrack, emitTrackEvent, lockedTrack, trackWithCues, writtenCues } from './tracks';

// Verification by sampling (issue 30; docs/editor-api.md, "Verification"). Starting draws the sample and stores
// it; reviewing records what a person heard; completing measures, applies the corrections as one new version and,
// when the interval reaches the target, marks the track verified through the same evidence path as a review.

interface TrackRef {
  workspaceId: string;
  fileId: string;
  trackId: string;
}
type VerificationRef = TrackRef & { verificationId: string };

/** The workspace's target: its setting, else the default. */
async function verificationTarget(db: Db | Tx, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ target: workspaceSettings.verificationTarget })
    .from(workspaceSettings)
    .where(eq(workspaceSettings.workspaceId, workspaceId));
  return row?.target ?? DEFAULT_VERIFICATION_TARGET;
}

/**
 * A new verification of the track with its sample, `'nothing_to_verify'` when the track has no timed words, or
 * null when the workspace has no such track.
 */
export async function startedVerification(
  db: Db,
  ref: TrackRef,
  authorId: string,
): Promise<StartedVerification | 'nothing_to_verify' | null> {
  return db.transaction(async (tx) => {
    const track = await trackWithCues(tx, ref.workspaceId, ref.fileId, ref.trackId);
    if (!track) return null;
    const target = await verificationTarget(tx, ref.workspaceId);
    const seed = randomInt(2 ** 31 - 1);
    const sample = track.timed ? stratifiedSample(track.cues, sampleWords(target), seed) : [];
    if (sample.length === 0) return 'nothing_to_verify';
    const id = newId();
    await tx.insert(trackVerifications).values({
      id,
      workspaceId: ref.workspaceId,
      fileId: ref.fileId,
      trackId: ref.trackId,
      trackVersion: track.version,
      target,
      seed,
      createdBy: authorId,
    });
    const segments = sample.map(({ id: cueId, startMs, endMs, text }) => ({ id: cueId, startMs, endMs, text }));
    await tx
      .insert(trackVerificationSegments)
      .values(segments.map(({ id: cueId, ...s }, position) => ({ verificationId: id, cueId, position, ...s })));
    return { id, segments, target, trackVersion: track.version };
  });
}

/** The verification of that track, locked until the transaction ends, or null. */
async function lockedVerification(tx: Tx, ref: VerificationRef) {
  const [row] = await tx
    .select()
    .from(trackVerifications)
    .where(
      and(
        eq(trackVerifications.id, ref.verificationId),
        eq(trackVerifications.workspaceId, ref.workspaceId),
        eq(trackVerifications.fileId, ref.fileId),
        eq(trackVerifications.trackId, ref.trackId),
      ),
    )
    .for('update');
  return row ?? null;
}

export type SegmentOutcome = 'recorded' | 'completed' | 'not_in_sample' | null;

/** Records the text a person heard for one sampled cue; null when there is no such verification. */
export async function reviewedSegment(
  db: Db,
  ref: VerificationRef,
  segmentId: string,
  text: string,
): Promise<SegmentOutcome> {
  return db.transaction(async (tx) => {
    const verification = await lockedVerification(tx, ref);
    if (!verification) return null;
    if (verification.completedAt) return 'completed';
    const updated = await tx
      .update(trackVerificationSegments)
      .set({ reviewedText: text })
      .where(
        and(
          eq(trackVerificationSegments.verificationId, verification.id),
          eq(trackVerificationSegments.cueId, segmentId),
        ),
      )
      .returning({ cueId: trackVerificationSegments.cueId });
    return updated.length > 0 ? 'recorded' : 'not_in_sample';
  });
}

export type CompleteOutcome =
  { result: VerificationResult } | { conflict: 'completed' } | { conflict: 'unreviewed'; unreviewed: number } | null;

/**
 * Measures the sample, applies the corrections to the track (a cue someone changed since it was sampled keeps
 * their text) and, when the lower bound reaches the target, marks the track verified at the new version. Null
 * when there is no such verification.
 */
export async function completedVerification(
  db: Db,
  ref: VerificationRef,
  actor: ComplianceActor & { id: string },
): Promise<CompleteOutcome> {
  return db.transaction(async (tx) => {
    const verification = await lockedVerification(tx, ref);
    if (!verification) return null;
    if (verification.completedAt) return { conflict: 'completed' };
    const segments = await tx
      .select()
      .from(trackVerificationSegments)
      .where(eq(trackVerificationSegments.verificationId, verification.id))
      .orderBy(asc(trackVerificationSegments.position));
    const unreviewed = segments.filter((s) => s.reviewedText === null).length;
    if (unreviewed > 0) return { conflict: 'unreviewed', unreviewed };

    // The verification goes with its track (cascade), so the track is there.
    const track = (await lockedTrack(tx, ref.workspaceId, ref.fileId, ref.trackId))!;
    const measured = measuredAccuracy(
      totalErrors(segments.map((s) => wordErrors(s.text, s.reviewedText!))),
      verification.target,
    );
    const version = await correctedVersion(tx, track, segments, actor.id);
    if (measured.verified) {
      await tx
        .update(tracks)
        .set({
          verifiedBy: actor.id,
          verifiedAt: sql`now()`,
          verifiedAccuracy: measured.accuracy,
          verifiedVersion: version,
        })
        .where(eq(tracks.id, track.id));
      const { id, kind, language, label, origin } = track;
      const event = { id, version, kind, language, label, origin };
      await trackEvent(tx, ref.workspaceId, track.fileId, event, 'track_verified', actor);
      await emitTrackEvent(tx, 'track.verified', track.id);
    }
    const result = { ...measured, version };
    await tx
      .update(trackVerifications)
      .set({ completedAt: sql`now()`, result })
      .where(and(eq(trackVerifications.id, verification.id), isNull(trackVerifications.completedAt)));
    return { result };
  });
}

/** Writes the corrected texts as one version through the editor's save path; the version the track is then at. */
async function correctedVersion(
  tx: Tx,
  track: NonNullable<Awaited<ReturnType<typeof lockedTrack>>>,
  segments: (typeof trackVerificationSegments.$inferSelect)[],
  authorId: string,
): Promise<number> {
  const corrections = new Map(
    segments.filter((s) => s.reviewedText !== s.text).map((s) => [s.cueId, { sampled: s.text, text: s.reviewedText! }]),
  );
  if (corrections.size === 0) return track.version;
  const before = await cuesOfTrack(tx, track.id);
  let changed = false;
  const after = before.map((cue): Cue => {
    const correction = corrections.get(cue.id);
    // Someone else changed the cue since the sample was drawn: their text stands.
    if (!correction || cue.text !== correction.sampled) return cue;
    changed = true;
    return { ...cue, text: correction.text };
  });
  if (!changed) return track.version;
  const { version } = await writtenCues(tx, track, before, after, track.timed, { source: 'edit', authorId });
  return version;
}
