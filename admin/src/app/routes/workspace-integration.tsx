import { Link, useParams } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';
import { paths } from '@/config/paths';
import { PLATFORM_LABELS, type TabPlatform } from '@/lib/access';
import { useWorkspaceOutlet } from './workspace-layout';

/** `/workspaces/:workspaceId/files/<platform>` and `…/<platform>/:videoId`: media on a connected platform. */
export function IntegrationRoute({ platform }: { platform: TabPlatform }) {
  const { workspace } = useWorkspaceOutlet();
  const { videoId } = useParams();
  const label = PLATFORM_LABELS[platform];
  const connected = workspace.activeIntegrations.some((i) => i.platformType === platform);
  if (!connected) {
    return (
      <TitledPage title={label}>
        <p>{label} is not connected to this workspace.</p>
        <Link
          to={paths.workspaceSettings(workspace.workspaceId, 'integrations')}
          className="text-foreground underline underline-offset-4"
        >
          Connect it in the workspace settings
        </Link>
      </TitledPage>
    );
  }
  return (
    <TitledPage title={videoId ? `${label} video` : label}>
      <p>
        {videoId
          ? `Video ${videoId} from ${label}, ready to transcribe and caption, will be here.`
          : `Your ${label} media, ready to import and transcribe, will be listed here.`}
      </p>
    </TitledPage>
  );
}
