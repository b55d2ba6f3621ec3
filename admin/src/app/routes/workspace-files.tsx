import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { canOrderEngineJobs } from '@shared/permissions/credit';
import { TitledPage } from '@/components/titled-page';
import { FileAssignmentsPanel } from '@/features/assignments/components/file-assignments-panel';
import { FileAnalysisScreen } from '@/features/file-analysis/components/file-analysis-screen';
import { fileQueryOptions } from '@/features/media-library/api/get-file';
import { FileOverview } from '@/features/media-library/components/file-overview';
import { MediaLibrary } from '@/features/media-library/components/media-library';
import { MediaJobs } from '@/features/media-jobs/components/media-jobs';
import { useAssignmentUser } from '../use-assignment-user';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/files`: the Transcripts tab. */
export function WorkspaceFilesRoute() {
  const { workspace, role } = useWorkspaceOutlet();
  return (
    <section className="grid gap-2">
      <h1 className="text-2xl font-semibold">{workspace.workspaceName}</h1>
      <MediaLibrary workspaceId={workspace.workspaceId} role={role} />
    </section>
  );
}

/** `/workspaces/:workspaceId/files/:fileId`: the file's header and player (the editor comes with issue 14). */
export function FileRoute() {
  const { fileId = '' } = useParams();
  const { workspace, role } = useWorkspaceOutlet();
  const currentUser = useAssignmentUser();
  return (
    <section className="mx-auto grid max-w-4xl gap-8">
      <FileOverview workspaceId={workspace.workspaceId} fileId={fileId} role={role} />
      {canOrderEngineJobs(role) ? <FileMediaJobs workspaceId={workspace.workspaceId} fileId={fileId} /> : null}
      <FileAssignmentsPanel workspaceId={workspace.workspaceId} fileId={fileId} currentUser={currentUser} />
    </section>
  );
}

/** Ordering machine work on the file; a finished job's track shows in the overview's track list. */
function FileMediaJobs({ workspaceId, fileId }: { workspaceId: string; fileId: string }) {
  const queryClient = useQueryClient();
  const options = fileQueryOptions(workspaceId, fileId);
  // The same query as the overview's: shared from the cache, not fetched twice.
  const { data } = useQuery(options);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
    [queryClient, options.queryKey],
  );
  if (!data) return null;
  return (
    <MediaJobs
      workspaceId={workspaceId}
      fileId={fileId}
      durationMs={data.file.status === 'ready' ? data.file.durationMs : null}
      tracks={data.tracks}
      onJobFinished={refresh}
    />
  );
}

/** `/workspaces/:workspaceId/files/:fileId/analysis` */
export function FileAnalysisRoute() {
  const { workspaceId = '', fileId = '' } = useParams();
  return (
    <TitledPage title="File analysis">
      <FileAnalysisScreen workspaceId={workspaceId} fileId={fileId} />
    </TitledPage>
  );
}
