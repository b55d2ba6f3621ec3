import { useParams } from 'react-router-dom';
import { NotConnected } from '@/features/platforms/components/not-connected';
import { PlatformBrowser } from '@/features/platforms/components/platform-browser';
import { PlatformItemPage } from '@/features/platforms/components/platform-item-page';
import { PLATFORM_LABELS, type TabPlatform } from '@/lib/access';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/files/<platform>`: the platform's library; `…/:videoId`: one item on it. */
export function IntegrationRoute({ platform }: { platform: TabPlatform }) {
  const { workspace, role } = useWorkspaceOutlet();
  const { videoId } = useParams();
  const workspaceId = workspace.workspaceId;
  if (!workspace.activeIntegrations.some((i) => i.platformType === platform)) {
    return (
      <section className="mx-auto grid max-w-3xl gap-2">
        <h1 className="text-2xl font-semibold">{PLATFORM_LABELS[platform]}</h1>
        <NotConnected workspaceId={workspaceId} label={PLATFORM_LABELS[platform]} />
      </section>
    );
  }
  return videoId ? (
    <PlatformItemPage key={videoId} workspaceId={workspaceId} platform={platform} itemId={videoId} role={role} />
  ) : (
    <PlatformBrowser workspaceId={workspaceId} platform={platform} role={role} />
  );
}
