import { useRef, useState } from 'react';
import type { Cue } from '@shared/schemas/embed';
import type { ManagedTrack } from '@shared/schemas/media';
import type { VersionSummary } from '@shared/schemas/track-versions';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { useTrackVersions } from '../api/get-track-versions';
import type { TrackRef } from '../api/keys';
import { VersionHistoryDetail } from './version-history-detail';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function sourceLabel(version: VersionSummary): string {
  switch (version.source) {
    case 'edit':
      return 'Edited';
    case 'restore':
      return version.restoredFrom ? `Restored version ${version.restoredFrom}` : 'Restored';
    case 'import':
      return 'Imported';
    case 'job':
      return 'Automatic';
    case 'viewer_correction':
      return 'Viewer correction';
  }
}

function changeCounts({ changed, added, removed }: VersionSummary): string {
  const parts = [
    changed > 0 && `${changed} changed`,
    added > 0 && `${added} added`,
    removed > 0 && `${removed} removed`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no cue changes';
}

interface VersionHistoryProps extends TrackRef {
  /** The editor's cues now, to compare a version with. */
  currentCues: Cue[];
  /** False for viewers: they compare but do not restore. */
  canRestore?: boolean;
  /** The restore is saved: reset the editor to these cues and this version. */
  onRestored: (track: ManagedTrack) => void;
}

/**
 * The side panel's History tab: every saved version of the track, newest first; choose one to see how it differs
 * from now and restore it. Mounted only while the tab is open, so the versions are fetched when someone looks.
 */
export function VersionHistory({ currentCues, canRestore = true, onRestored, ...track }: VersionHistoryProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [restoredNote, setRestoredNote] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const versions = useTrackVersions(track);
  const list = versions.data?.pages.flatMap((page) => page.versions) ?? [];
  const latest = list[0]?.version;

  return (
    <section aria-labelledby="version-history-heading" className="grid min-w-0 gap-2">
      <h2 id="version-history-heading" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        Version history
      </h2>
      <p className="text-muted-foreground text-xs">
        Every save is a version. Choose one to see how it differs from the cues now
        {canRestore ? ' and to restore it' : ''}.
      </p>
      <p role="status" className="text-sm font-medium empty:hidden">
        {restoredNote}
      </p>
      {versions.isPending && <p role="status">Loading versions…</p>}
      {versions.isError && <QueryErrorAlert error={versions.error} onRetry={() => void versions.refetch()} />}
      {versions.data && (
        <>
          <div className="flex flex-col gap-1">
            <h3 className="sr-only">Versions</h3>
            <ul className="flex max-h-[40vh] flex-col gap-0.5 overflow-y-auto" aria-label="Versions">
              {list.map((version) => (
                <li key={version.version}>
                  <Button
                    variant={chosen === version.version ? 'default' : 'ghost'}
                    aria-pressed={chosen === version.version}
                    className="h-auto w-full flex-col items-start gap-0 px-2 py-1 text-left text-xs whitespace-normal"
                    onClick={() => {
                      setChosen(version.version);
                      setRestoredNote('');
                    }}
                  >
                    <span className="font-semibold">
                      Version {version.version}
                      {version.version === latest ? ' (current)' : ''}
                    </span>
                    <span>
                      {version.author?.name ?? 'No author'}, {whenFormat.format(new Date(version.createdAt))}
                    </span>
                    <span>
                      {sourceLabel(version)}: {changeCounts(version)}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
            {versions.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                disabled={versions.isFetchingNextPage}
                onClick={() => void versions.fetchNextPage()}
              >
                Show older versions
              </Button>
            )}
          </div>
          {chosen !== null && latest !== undefined ? (
            <VersionHistoryDetail
              track={track}
              version={chosen}
              latestVersion={latest}
              currentCues={currentCues}
              canRestore={canRestore}
              onRestored={(restored) => {
                setChosen(null);
                setRestoredNote(`Version ${chosen} restored as version ${restored.version}.`);
                // The compared version is gone from the panel: focus goes back to its top, not to the page.
                heading.current?.focus();
                onRestored(restored);
              }}
            />
          ) : (
            <p className="text-muted-foreground text-sm">Choose a version to compare it with the cues now.</p>
          )}
        </>
      )}
    </section>
  );
}
