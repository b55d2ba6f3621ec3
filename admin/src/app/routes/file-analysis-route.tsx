import { useParams } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';
import { FileAnalysisScreen } from '@/features/file-analysis/components/file-analysis-screen';

/** `/workspaces/:workspaceId/files/:fileId/analysis` */
export function FileAnalysisRoute() {
  const { workspaceId = '', fileId = '' } = useParams();
  return (
    <TitledPage title="File analysis">
      <FileAnalysisScreen workspaceId={workspaceId} fileId={fileId} />
    </TitledPage>
  );
}
