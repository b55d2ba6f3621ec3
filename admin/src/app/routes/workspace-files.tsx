import { useParams } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';
import { FileAssignmentsPanel } from '@/features/assignments/components/file-assignments-panel';
import { useAssignmentUser } from '../use-assignment-user';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/files`: the Transcripts tab (the listing comes with the files issue). */
export function WorkspaceFilesRoute() {
  const { workspace } = useWorkspaceOutlet();
  return (
    <TitledPage title={workspace.workspaceName}>
      <h2 className="text-foreground text-lg font-medium">Files</h2>
      <p>Your media files and their transcripts will be listed here.</p>
    </TitledPage>
  );
}

/** `/workspaces/:workspaceId/files/:fileId` */
export function FileRoute() {
  const { fileId = '' } = useParams();
  const { workspace } = useWorkspaceOutlet();
  const currentUser = useAssignmentUser();
  return (
    <TitledPage title="File">
      <p>The media player, transcript editor and captions of file {fileId} will be here.</p>
      <FileAssignmentsPanel workspaceId={workspace.workspaceId} fileId={fileId} currentUser={currentUser} />
    </TitledPage>
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
