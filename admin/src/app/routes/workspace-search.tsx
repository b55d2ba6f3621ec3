import { WorkspaceSearch } from '@/features/workspace-search/components/workspace-search';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/search?q=` */
export function WorkspaceSearchRoute() {
  const { workspace } = useWorkspaceOutlet();
  return <WorkspaceSearch workspaceId={workspace.workspaceId} />;
}
