import { useMemo } from 'react';
import type { Role } from '@shared/constants';
import { canReviewTracks } from '@shared/permissions/compliance';
import type { TrackReview as Review } from '@shared/schemas/compliance';
import type { Cue } from '@shared/schemas/embed';
import { changedWordShare } from '@shared/verification/alignment';
import { Button } from '@/components/ui/button';
import { useTrackReview } from '../api/get-track-review';
import { useTrackVersion } from '../api/get-track-version';
import type { TrackRef } from '../api/keys';
import { useReviewTrack } from '../api/review-track';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * Who reviewed the track and when, and "Mark as reviewed" for reviewers: the compliance ledger counts a machine
 * track as captions only once a person has reviewed it (docs/compliance.md). Likewise who verified it, with the
 * measured accuracy and the share of words changed since.
 */
export function TrackReview({
  trackRef,
  role,
  savedVersion,
  currentCues,
}: {
  trackRef: TrackRef;
  role: Role;
  savedVersion: number;
  /** The editor's cues now; read when a save moves the track past its verified version. */
  currentCues(): readonly Cue[];
}) {
  const review = useTrackReview(trackRef);
  const mark = useReviewTrack(trackRef);
  const verification = useVerifiedState(trackRef, review.data, savedVersion, currentCues);
  if (!review.data) return null;
  const { reviewed, origin } = review.data;
  // The saved version may be ahead of the fetched one while the person edits.
  const changed = reviewed !== null && Math.max(savedVersion, review.data.version) > reviewed.version;
  // A verification is a review with a measurement: a verified track says only that.
  const verifiedOnly = !reviewed && review.data.verified !== null;
  const verifiedChanged = verifiedOnly && Math.max(savedVersion, review.data.version) > review.data.verified!.version;
  const state = reviewed
    ? `Reviewed by ${reviewed.by?.name || 'a former member'} on ${day(reviewed.at)}${changed ? ' (changed since)' : ''}`
    : verifiedOnly
      ? ''
      : origin === 'machine'
        ? 'Machine-made, not reviewed yet'
        : 'Not reviewed';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-muted-foreground text-sm" role="status">
        {mark.isError ? `Could not mark it reviewed: ${mark.error.message}` : state}
        {verification ? <span className={state ? 'block' : undefined}>{verification}</span> : null}
      </p>
      {canReviewTracks(role) && ((!reviewed && (!verifiedOnly || verifiedChanged)) || changed) ? (
        <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => mark.mutate()}>
          {mark.isPending ? 'Marking as reviewed…' : reviewed ? 'Mark as reviewed again' : 'Mark as reviewed'}
        </Button>
      ) : null}
    </div>
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * "Verified by … on … (accuracy 99.4 %)", with "changed since verified (N % of words)" once a save moved the
 * track past the verified version (its cues fetched once, compared cue by cue), or null when never verified.
 */
function useVerifiedState(
  trackRef: TrackRef,
  review: Review | undefined,
  savedVersion: number,
  currentCues: () => readonly Cue[],
): string | null {
  const verified = review?.verified ?? null;
  const now = Math.max(savedVersion, review?.version ?? 0);
  const changed = verified !== null && now > verified.version;
  const then = useTrackVersion(trackRef, changed ? verified.version : null);
  // Recomputed per save, not per keystroke: `now` moves only when a save lands.
  const share = useMemo(() => {
    if (!then.data || now <= then.data.version.version) return null;
    return changedWordShare(then.data.cues, currentCues());
  }, [then.data, now, currentCues]);
  if (!verified) return null;
  const accuracy = verified.accuracy === null ? '' : ` (accuracy ${percent(verified.accuracy)})`;
  const since = !changed
    ? ''
    : share === null
      ? ', changed since verified'
      : `, changed since verified (${percent(share)} of words)`;
  return `Verified by ${verified.by?.name || 'a former member'} on ${day(verified.at)}${accuracy}${since}`;
}
