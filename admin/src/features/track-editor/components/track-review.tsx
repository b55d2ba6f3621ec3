import type { Role } from '@shared/constants';
import { canReviewTracks } from '@shared/permissions/compliance';
import { Button } from '@/components/ui/button';
import { useTrackReview } from '../api/get-track-review';
import type { TrackRef } from '../api/keys';
import { useReviewTrack } from '../api/review-track';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * Who reviewed the track and when, and "Mark as reviewed" for reviewers: the compliance ledger counts a machine
 * track as captions only once a person has reviewed it (docs/compliance.md).
 */
export function TrackReview({
  trackRef,
  role,
  savedVersion,
}: {
  trackRef: TrackRef;
  role: Role;
  savedVersion: number;
}) {
  const review = useTrackReview(trackRef);
  const mark = useReviewTrack(trackRef);
  if (!review.data) return null;
  const { reviewed, origin } = review.data;
  // The saved version may be ahead of the fetched one while the person edits.
  const changed = reviewed !== null && Math.max(savedVersion, review.data.version) > reviewed.version;
  const state = reviewed
    ? `Reviewed by ${reviewed.by?.name || 'a former member'} on ${day(reviewed.at)}${changed ? ' (changed since)' : ''}`
    : origin === 'machine'
      ? 'Machine-made, not reviewed yet'
      : 'Not reviewed';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-muted-foreground text-sm" role="status">
        {mark.isError ? `Could not mark it reviewed: ${mark.error.message}` : state}
      </p>
      {canReviewTracks(role) && (!reviewed || changed) ? (
        <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => mark.mutate()}>
          {mark.isPending ? 'Marking as reviewed…' : reviewed ? 'Mark as reviewed again' : 'Mark as reviewed'}
        </Button>
      ) : null}
    </div>
  );
}
