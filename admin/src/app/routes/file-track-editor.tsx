import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Role } from '@shared/constants';
import { canEditCues } from '@shared/permissions/track';
import type { PlayerAdapter } from '@shared/players/player';
import type { TrackSummary } from '@shared/schemas/embed';
import { speechTrackFor } from '@shared/describability/fit';
import type { ManagedFile } from '@shared/schemas/media';
import { Alert } from '@/components/ui/alert';
import { NativeSelect } from '@/components/ui/native-select';
import { trackCuesQueryOptions } from '@/features/track-editor/api/get-track-cues';
import { fileQueryOptions } from '@/features/media-library/api/get-file';
import type { SideTab } from '@/features/track-editor/components/editor-side-panel';
import { TrackEditor } from '@/features/track-editor/components/track-editor';
import { settingsQueryOptions } from '@/features/workspace-settings/api/get-settings';

/** Where the file page's "Edit" next step moves focus. */
export const EDITOR_HEADING_ID = 'file-editor-heading';

interface FileTrackEditorProps {
  workspaceId: string;
  file: ManagedFile;
  tracks: readonly TrackSummary[];
  track: TrackSummary;
  role: Role;
  player: PlayerAdapter | null;
  /** The page's player, shown in the workspace's player pane. */
  stage: ReactNode;
  sideTabs: readonly SideTab[];
  onSelectTrack(trackId: string): void;
}

/** The editing workspace, named after the track it shows, with a picker for the file's other tracks. */
export function FileTrackEditor(props: FileTrackEditorProps) {
  const { workspaceId, file, tracks, track, role, player, stage, sideTabs, onSelectTrack } = props;
  const heading = (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <h2 id={EDITOR_HEADING_ID} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {canEditCues(role) ? 'Editing' : 'Reading'} {track.label} ({track.language} {track.kind})
      </h2>
      {tracks.length > 1 ? (
        <label className="flex items-center gap-1 text-sm">
          <span className="text-muted-foreground">Track</span>
          <NativeSelect className="h-8 w-48" value={track.id} onChange={(event) => onSelectTrack(event.target.value)}>
            {tracks.map((each) => (
              <option key={each.id} value={each.id}>
                {each.label} ({each.language} {each.kind})
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby={EDITOR_HEADING_ID} className="min-w-0">
      <LoadedEditor
        workspaceId={workspaceId}
        file={file}
        trackId={track.id}
        role={role}
        player={player}
        stage={stage}
        heading={heading}
        sideTabs={sideTabs}
      />
    </section>
  );
}

function LoadedEditor({
  workspaceId,
  file,
  trackId,
  role,
  player,
  stage,
  heading,
  sideTabs,
}: {
  workspaceId: string;
  file: ManagedFile;
  trackId: string;
  role: Role;
  player: PlayerAdapter | null;
  stage: ReactNode;
  heading: ReactNode;
  sideTabs: readonly SideTab[];
}) {
  const track = useQuery(trackCuesQueryOptions({ workspaceId, fileId: file.id, trackId }));
  const settings = useQuery(settingsQueryOptions(workspaceId));
  // The file page's own query, from the cache: its tracks name the captions a description is measured against.
  const fileTracks = useQuery(fileQueryOptions(workspaceId, file.id));
  const failure = track.error ?? settings.error;
  if (failure) return <Alert variant="destructive">The editor could not load: {failure.message}</Alert>;
  if (!track.data || !settings.data)
    return (
      <div className="grid gap-2">
        {heading}
        <p role="status">Loading the track…</p>
      </div>
    );
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
      stage={stage}
      overVideo={showsPicture(file)}
      toolbarStart={heading}
      sideTabs={sideTabs}
    />
  );
}

/** A video or a platform's player: the caption goes over the picture. */
function showsPicture(file: ManagedFile): boolean {
  if (!file.media) return false;
  if (file.media.type === 'platform') return true;
  return (file.media.mimeType ?? file.mimeType ?? '').startsWith('video/');
}
