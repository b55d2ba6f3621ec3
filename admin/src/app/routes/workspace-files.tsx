import { useParams } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';
import { FileAssignmentsPanel } from '@/features/assignments/components/file-assignments-panel';
import { FileOverview } from '@/features/media-library/components/file-overview';
import { MediaLibrary } from '@/features/media-library/components/media-library';
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
      <FileAssignmentsPanel workspaceId={workspace.workspaceId} fileId={fileId} currentUser={currentUser} />
    </section>
  );
}

/** `/workspaces/:workspaceId/files/:fileId/analysis` */
export function FileAnalysisRoute() {
  const { fileId = '' } = useParams();
  return (
    <TitledPage title="File analysis">
      <p>Viewing and engagement figures for file {fileId} will be here.</p>
    </TitledPage>
  );
}
