import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { canOrderEngineJobs } from '@shared/permissions/credit';
import type { PlayerAdapter } from '@shared/players/player';
import type { TrackSummary } from '@shared/schemas/embed';
import type { ManagedFile } from '@shared/schemas/media';
import { FileAssignmentsPanel } from '@/features/assignments/components/file-assignments-panel';
import { DescriptionAnalysisPanel } from '@/features/description-analysis/components/description-analysis-panel';
import { FileEmbedPanel } from '@/features/file-tracks/components/file-embed-panel';
import { FileTracksPanel } from '@/features/file-tracks/components/file-tracks-panel';
import { fileQueryOptions } from '@/features/media-library/api/get-file';
import { FileOverview } from '@/features/media-library/components/file-overview';
import { MediaPlayer } from '@/features/media-library/components/media-player';
import { MediaJobs } from '@/features/media-jobs/components/media-jobs';
import { RevOrdersPanel } from '@/features/rev/components/rev-orders-panel';
import { useAssignmentUser } from '../use-assignment-user';
import { FileNextStep } from './file-next-step';
import { FileTrackEditor } from './file-track-editor';
import { useWorkspaceOutlet } from './workspace-layout';

/**
 * `/workspaces/:workspaceId/files/:fileId?track=&cue=&t=`. Its sections, each its own component: the header;
 * the media beside the next step for this file (Transcribe while it has no track, else the editor) and the other
 * orders, the paid Rev order last; the tracks; the editor for the chosen track (default: the first captions
 * track); the audio description analysis (video only); embedding (snippets once there is a track) beside the
 * assignments.
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
  // A description added from the analysis opens in the editor, on its track at its cue.
  const showDescription = (trackId: string, cueId: string) => {
    refreshFile();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('track', trackId);
      next.set('cue', cueId);
      return next;
    });
  };
  const ready = data?.file.status === 'ready';
  const transcribeLeads = ready && data?.tracks.length === 0 && canOrderEngineJobs(role);
  return (
    <section className="mx-auto grid max-w-7xl gap-8">
      <FileOverview workspaceId={workspaceId} fileId={fileId} role={role} />
      {data ? (
        <>
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="grid min-w-0 gap-8">
              {ready ? (
                <MediaPlayer file={data.file} onPlayer={setPlayer} speedControl={!selected} />
              ) : (
                <p className="text-muted-foreground bg-muted grid aspect-video place-items-center rounded-md p-4 text-center">
                  The player appears once the media is processed.
                </p>
              )}
              <FileTracksPanel
                workspaceId={workspaceId}
                file={data.file}
                tracks={data.tracks}
                role={role}
                selectedTrackId={selected?.id ?? null}
                onSelect={select}
                onTracksChanged={refreshFile}
              />
            </div>
            <div className="bg-card grid min-w-0 gap-8 rounded-lg border p-4">
              {transcribeLeads ? null : <FileNextStep ready={ready} track={selected} role={role} />}
              {canOrderEngineJobs(role) ? (
                <MediaJobs
                  workspaceId={workspaceId}
                  fileId={fileId}
                  durationMs={ready ? data.file.durationMs : null}
                  tracks={data.tracks}
                  onJobFinished={refreshFile}
                  lead={transcribeLeads}
                />
              ) : null}
              <RevOrdersPanel workspaceId={workspaceId} fileId={fileId} role={role} onReceived={refreshFile} />
            </div>
          </div>
          {selected ? (
            <FileTrackEditor workspaceId={workspaceId} file={data.file} track={selected} role={role} player={player} />
          ) : null}
          {analysableVideo(data.file) ? (
            <DescriptionAnalysisPanel
              workspaceId={workspaceId}
              fileId={fileId}
              role={role}
              durationMs={ready ? data.file.durationMs : null}
              tracks={data.tracks}
              onDescriptionAdded={showDescription}
            />
          ) : null}
          <div className="grid items-start gap-8 lg:grid-cols-2">
            <FileEmbedPanel
              workspaceId={workspaceId}
              fileId={fileId}
              role={role}
              hasTracks={data.tracks.length > 0}
              onFileChanged={refreshFile}
            />
            <div className="min-w-0">
              <FileAssignmentsPanel workspaceId={workspaceId} fileId={fileId} currentUser={currentUser} />
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Media the server reads (a stored or linked file, not a platform's player) that is not sound alone. */
function analysableVideo(file: ManagedFile): boolean {
  if (file.media?.type !== 'url') return false;
  return !(file.mimeType ?? file.media.mimeType ?? '').startsWith('audio/');
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
