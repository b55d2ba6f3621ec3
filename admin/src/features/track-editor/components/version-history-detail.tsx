import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@shared/api/client';
import type { Cue } from '@shared/schemas/embed';
import type { ManagedTrack } from '@shared/schemas/media';
import { QueryErrorAlert } from '@/components/query-error-alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useTrackVersion } from '../api/get-track-version';
import type { TrackRef } from '../api/keys';
import { useRestoreTrackVersion } from '../api/restore-track-version';
import { VersionHistoryDiff } from './version-history-diff';

interface VersionHistoryDetailProps {
  track: TrackRef;
  version: number;
  /** The newest version: a restore is refused if the track moved past it meanwhile. */
  latestVersion: number;
  currentCues: Cue[];
  canRestore: boolean;
  onRestored: (track: ManagedTrack) => void;
}

/** One version compared with the cues now, and (for editors) Restore after a confirmation. */
export function VersionHistoryDetail(props: VersionHistoryDetailProps) {
  const { track, version, latestVersion, currentCues, canRestore, onRestored } = props;
  const chosen = useTrackVersion(track, version);
  const restore = useRestoreTrackVersion(track);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Choosing a version moves focus to what it shows, so a screen reader reads on from there.
  useEffect(() => heading.current?.focus(), [version]);

  const restoreFailure =
    restore.error instanceof ApiError && restore.error.code === 'version_conflict'
      ? 'Someone saved the track meanwhile. Look at the newest version and try again.'
      : restore.error
        ? `The version was not restored: ${restore.error.message}`
        : null;

  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="version-detail-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="version-detail-heading" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          Version {version} compared with now
        </h3>
        {canRestore && version !== latestVersion && (
          <Button size="sm" onClick={() => setConfirming(true)} disabled={restore.isPending || !chosen.data}>
            Restore version {version}
          </Button>
        )}
      </div>
      {restoreFailure && (
        <p role="alert" className="text-sm font-medium">
          {restoreFailure}
        </p>
      )}
      {chosen.isPending && <p role="status">Loading version {version}…</p>}
      {chosen.isError && <QueryErrorAlert error={chosen.error} onRetry={() => void chosen.refetch()} />}
      {chosen.data && <VersionHistoryDiff versionCues={chosen.data.cues} currentCues={currentCues} />}

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Restore version {version}?</AlertDialogTitle>
          <AlertDialogDescription>
            The track’s cues become version {version}’s again, saved as a new version, so this restore can itself be
            undone from the history. Changes in the editor that are not saved yet are dropped.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                restore.mutate(
                  { version, baseVersion: latestVersion },
                  { onSuccess: (restored) => onRestored(restored) },
                )
              }
            >
              Restore
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
