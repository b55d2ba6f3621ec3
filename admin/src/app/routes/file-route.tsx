import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Role } from '@shared/constants';
import { canOrderEngineJobs } from '@shared/permissions/credit';
import type { PlayerAdapter } from '@shared/players/player';
import type { TrackSummary } from '@shared/schemas/embed';
import type { ManagedFile } from '@shared/schemas/media';
import { Alert } from '@/components/ui/alert';
import { FileAssignmentsPanel } from '@/features/assignments/components/file-assignments-panel';
import { FileEmbedPanel } from '@/features/file-tracks/components/file-embed-panel';
import { FileTracksPanel } from '@/features/file-tracks/components/file-tracks-panel';
import { fileQueryOptions } from '@/features/media-library/api/get-file';
import { FileOverview } from '@/features/media-library/components/file-overview';
import { MediaJobs } from '@/features/media-jobs/components/media-jobs';
import { RevOrdersPanel } from '@/features/rev/components/rev-orders-panel';
import { trackCuesQueryOptions } from '@/features/track-editor/api/get-track-cues';
import { TrackEditor } from '@/features/track-editor/components/track-editor';
import { settingsQueryOptions } from '@/features/workspace-settings/api/get-settings';
import { useAssignmentUser } from '../use-assignment-user';
import { useWorkspaceOutlet } from './workspace-layout';

/**
 * `/workspaces/:workspaceId/files/:fileId?track=&cue=&t=`: the file's header and player, its tracks, the editor
 * for the chosen track (default: the first captions track), embedding, machine work and assignments.
 */
export function FileRoute() {
  const { fileId = '' } = useParams();
  const { workspace, role } = useWorkspaceOutlet();
  const workspaceId = workspace.workspaceId;
  const currentUser = useAssignmentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [player, setPlayer] = useState<PlayerAdapter | null>(null);
  const options = fileQueryOptions(workspaceId, fileId);
  // The same query as the overview's: shared from the cache, not fetched twice.
  const { data } = useQuery(options);
  const refreshFile = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
    [queryClient, options.queryKey],
  );
  const selected = data ? chosenTrack(data.tracks, params.get('track')) : null;
  const select = (trackId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('track', trackId);
      // A cue id belongs to the track it came with.
      next.delete('cue');
      return next;
    });
  return (
    <section className="mx-auto grid max-w-6xl gap-8">
      <FileOverview
        workspaceId={workspaceId}
        fileId={fileId}
        role={role}
        onPlayer={setPlayer}
        speedControl={!selected}
      />
      {data ? (
        <>
          <FileTracksPanel
            workspaceId={workspaceId}
            file={data.file}
            tracks={data.tracks}
            role={role}
            selectedTrackId={selected?.id ?? null}
            onSelect={select}
            onTracksChanged={refreshFile}
          />
          {selected ? (
            <FileTrackEditor
              workspaceId={workspaceId}
              file={data.file}
              trackId={selected.id}
              role={role}
              player={player}
            />
          ) : null}
          <FileEmbedPanel workspaceId={workspaceId} fileId={fileId} role={role} onFileChanged={refreshFile} />
          {canOrderEngineJobs(role) ? (
            <MediaJobs
              workspaceId={workspaceId}
              fileId={fileId}
              durationMs={data.file.status === 'ready' ? data.file.durationMs : null}
              tracks={data.tracks}
              onJobFinished={refreshFile}
            />
          ) : null}
          <RevOrdersPanel workspaceId={workspaceId} fileId={fileId} role={role} onReceived={refreshFile} />
        </>
      ) : null}
      <FileAssignmentsPanel workspaceId={workspaceId} fileId={fileId} currentUser={currentUser} />
    </section>
  );
}

const KIND_ORDER: readonly TrackSummary['kind'][] = ['captions', 'subtitles', 'descriptions', 'chapters'];

/** The track `?track=` names, else the first captions track (then subtitles, descriptions, chapters). */
function chosenTrack(tracks: readonly TrackSummary[], wanted: string | null): TrackSummary | null {
  return (
    tracks.find((track) => track.id === wanted) ??
    [...tracks].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))[0] ??
    null
  );
}

/** Loads the chosen track's cues and the workspace's caption rules, then mounts the editor. */
function FileTrackEditor({
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
    />
  );
}
