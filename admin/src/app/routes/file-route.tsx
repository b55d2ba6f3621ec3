import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { canOrderEngineJobs } from '@shared/permissions/credit';
import { canManageFiles } from '@shared/permissions/file';
import { canEditCues } from '@shared/permissions/track';
import type { PlayerAdapter } from '@shared/players/player';
import type { TrackSummary } from '@shared/schemas/embed';
import type { ManagedFile } from '@shared/schemas/media';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FileAssignmentsPanel } from '@/features/assignments/components/file-assignments-panel';
import { DescriptionAnalysisPanel } from '@/features/description-analysis/components/description-analysis-panel';
import { FileEmbedPanel } from '@/features/file-tracks/components/file-embed-panel';
import { FileTracksPanel } from '@/features/file-tracks/components/file-tracks-panel';
import { fileQueryOptions } from '@/features/media-library/api/get-file';
import { FileOverview } from '@/features/media-library/components/file-overview';
import { MediaPlayer } from '@/features/media-library/components/media-player';
import { FileRenders } from '@/features/media-jobs/components/file-renders';
import { MediaJobs } from '@/features/media-jobs/components/media-jobs';
import { RevOrdersPanel } from '@/features/rev/components/rev-orders-panel';
import { cn } from '@/lib/utils';
import { useAssignmentUser } from '../use-assignment-user';
import { FileNextStep } from './file-next-step';
import { EDITOR_HEADING_ID, FileTrackEditor } from './file-track-editor';
import { useWorkspaceOutlet } from './workspace-layout';

/** The file page's tabs, named in `?tab=`. */
type FileTab = 'edit' | 'overview';

/**
 * `/workspaces/:workspaceId/files/:fileId?tab=&track=&cue=&t=`. The header, then two tabs: "Edit", the editing
 * workspace on the chosen track (default: the first captions track) with the player, and "Overview", the rest:
 * the next step and the orders with their renders (the paid Rev order last), the tracks, the audio description
 * analysis (video only), embedding beside the assignments. Editors and readers, and anyone following a link to a track, open on "Edit";
 * managers on "Overview". The workspace mounts when first shown and stays, so going to the overview loses nothing.
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
  const [arrivedWithTrack] = useState(() => params.has('track'));
  const selected = data ? chosenTrack(data.tracks, params.get('track')) : null;
  const wanted = params.get('tab');
  const tab: FileTab = !selected
    ? 'overview'
    : wanted === 'edit' || wanted === 'overview'
      ? wanted
      : arrivedWithTrack || !canManageFiles(role)
        ? 'edit'
        : 'overview';
  const [editVisited, setEditVisited] = useState(false);
  if (tab === 'edit' && !editVisited) setEditVisited(true);
  const change = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true },
    );
  const openTab = (value: FileTab) => {
    if (value === 'overview') player?.pause();
    change((next) => next.set('tab', value));
  };
  const select = (trackId: string) =>
    change((next) => {
      next.set('track', trackId);
      // A cue id belongs to the track it came with.
      next.delete('cue');
    });
  const editTrack = () => {
    openTab('edit');
    // The workspace renders with the tab and its track loads after: focus its heading once the workspace shows it.
    let frames = 300;
    const focusHeading = () => {
      const heading = document.getElementById(EDITOR_HEADING_ID);
      if (heading?.closest('[data-testid="editor-workspace"]')) heading.focus();
      else if (--frames > 0) requestAnimationFrame(focusHeading);
    };
    requestAnimationFrame(focusHeading);
  };
  // A description added from the analysis opens in the editor, on its track at its cue.
  const showDescription = (trackId: string, cueId: string) => {
    refreshFile();
    change((next) => {
      next.set('track', trackId);
      next.set('cue', cueId);
      next.set('tab', 'edit');
    });
  };
  const ready = data?.file.status === 'ready';
  const transcribeLeads = ready && data?.tracks.length === 0 && canOrderEngineJobs(role);
  const mediaPlayer = (speedControl: boolean) =>
    data && ready ? (
      <MediaPlayer file={data.file} onPlayer={setPlayer} speedControl={speedControl} />
    ) : (
      <p className="text-muted-foreground bg-muted grid aspect-video place-items-center rounded-md p-4 text-center">
        The player appears once the media is processed.
      </p>
    );
  return (
    <section
      className={cn('mx-auto grid grid-cols-[minmax(0,1fr)] gap-3', tab === 'edit' ? 'max-w-[120rem]' : 'max-w-7xl')}
    >
      <Tabs
        value={tab}
        onValueChange={(value) => openTab(value as FileTab)}
        className="grid grid-cols-[minmax(0,1fr)] gap-3"
      >
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <FileOverview workspaceId={workspaceId} fileId={fileId} role={role} />
          {selected ? (
            <TabsList aria-label="File page">
              <TabsTrigger value="edit">{canEditCues(role) ? 'Edit' : 'Read'}</TabsTrigger>
              <TabsTrigger value="overview">Overview</TabsTrigger>
            </TabsList>
          ) : null}
        </div>
        {data && selected && editVisited ? (
          <TabsContent value="edit" forceMount className="mt-0 data-[state=inactive]:hidden">
            <FileTrackEditor
              workspaceId={workspaceId}
              file={data.file}
              tracks={data.tracks}
              track={selected}
              role={role}
              player={player}
              stage={mediaPlayer(false)}
              onSelectTrack={select}
              sideTabs={[
                {
                  value: 'assignments',
                  label: 'Assignments',
                  content: <FileAssignmentsPanel workspaceId={workspaceId} fileId={fileId} currentUser={currentUser} />,
                },
              ]}
            />
          </TabsContent>
        ) : null}
        {data ? (
          <TabsContent value="overview" className="mt-0 grid gap-8">
            <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className="grid min-w-0 gap-8">
                {/* The workspace has the player once it is mounted; one player on the page. */}
                {editVisited && selected ? null : mediaPlayer(true)}
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
                {transcribeLeads ? null : (
                  <FileNextStep ready={ready} track={selected} role={role} onEdit={editTrack} />
                )}
                {canOrderEngineJobs(role) ? (
                  <MediaJobs
                    workspaceId={workspaceId}
                    fileId={fileId}
                    durationMs={ready ? data.file.durationMs : null}
                    tracks={data.tracks}
                    onJobFinished={refreshFile}
                    lead={transcribeLeads}
                    audioOnly={audioOnly(data.file)}
                  />
                ) : null}
                {/* Under the work that makes them, for every member: readers download renders they cannot order. */}
                <FileRenders workspaceId={workspaceId} fileId={fileId} tracks={data.tracks} />
                <RevOrdersPanel workspaceId={workspaceId} fileId={fileId} role={role} onReceived={refreshFile} />
              </div>
            </div>
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
                hasDescriptions={data.tracks.some((t) => t.kind === 'descriptions')}
                onFileChanged={refreshFile}
              />
              <div className="min-w-0">
                <FileAssignmentsPanel workspaceId={workspaceId} fileId={fileId} currentUser={currentUser} />
              </div>
            </div>
          </TabsContent>
        ) : null}
      </Tabs>
    </section>
  );
}

/** Media the server reads (a stored or linked file, not a platform's player) that is not sound alone. */
/** Sound without a picture, by the media's type. */
function audioOnly(file: ManagedFile): boolean {
  const type = file.mimeType ?? (file.media?.type === 'url' ? file.media.mimeType : undefined) ?? '';
  return type.startsWith('audio/');
}

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
