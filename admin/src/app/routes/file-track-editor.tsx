import { useQuery } from '@tanstack/react-query';
import type { Role } from '@shared/constants';
import { canEditCues } from '@shared/permissions/track';
import type { PlayerAdapter } from '@shared/players/player';
import type { TrackSummary } from '@shared/schemas/embed';
import { speechTrackFor } from '@shared/describability/fit';
import type { ManagedFile } from '@shared/schemas/media';
import { Alert } from '@/components/ui/alert';
import { trackCuesQueryOptions } from '@/features/track-editor/api/get-track-cues';
import { fileQueryOptions } from '@/features/media-library/api/get-file';
import { TrackEditor } from '@/features/track-editor/components/track-editor';
import { settingsQueryOptions } from '@/features/workspace-settings/api/get-settings';

/** Where the file page's "Edit" next step moves focus. */
export const EDITOR_HEADING_ID = 'file-editor-heading';

/** The editor's section, named after the track it shows; loads the cues and the caption rules first. */
export function FileTrackEditor({
  workspaceId,
  file,
  track,
  role,
  player,
}: {
  workspaceId: string;
  file: ManagedFile;
  track: TrackSummary;
  role: Role;
  player: PlayerAdapter | null;
}) {
  return (
    <section aria-labelledby={EDITOR_HEADING_ID} className="grid min-w-0 gap-3">
      <h2 id={EDITOR_HEADING_ID} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold focus:outline-none">
        {canEditCues(role) ? 'Editing' : 'Reading'} {track.label} ({track.language} {track.kind})
      </h2>
      <LoadedEditor workspaceId={workspaceId} file={file} trackId={track.id} role={role} player={player} />
    </section>
  );
}

function LoadedEditor({
  workspaceId,
  file,
  trackId,
  role,
  player,
}: {
  workspaceId: string;
  file: ManagedFile;
  trackId: string;
  role: Role;
  player: PlayerAdapter | null;
}) {
  const track = useQuery(trackCuesQueryOptions({ workspaceId, fileId: file.id, trackId }));
  const settings = useQuery(settingsQueryOptions(workspaceId));
  // The file page's own query, from the cache: its tracks name the captions a description is measured against.
  const fileTracks = useQuery(fileQueryOptions(workspaceId, file.id));
  const failure = track.error ?? settings.error;
  if (failure) return <Alert variant="destructive">The editor could not load: {failure.message}</Alert>;
  if (!track.data || !settings.data) return <p role="status">Loading the track…</p>;
  return (
    <TrackEditor
      workspaceId={workspaceId}
      fileId={file.id}
      track={track.data}
      role={role}
      player={player}
      mediaUrl={file.media?.type === 'url' ? file.media.url : null}
      durationMs={file.durationMs ?? player?.durationMs() ?? 0}
      captionRules={settings.data.settings.captionRules}
      speechTrackId={speechTrackFor(fileTracks.data?.tracks ?? [], track.data.language)?.id ?? null}
    />
  );
}
