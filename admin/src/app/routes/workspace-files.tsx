import { MediaLibrary } from '@/features/media-library/components/media-library';
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
