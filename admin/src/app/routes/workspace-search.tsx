import { useSearchParams } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';

/** `/workspaces/:workspaceId/search?q=` */
export function WorkspaceSearchRoute() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <TitledPage title="Search transcripts">
      <p>
        {query ? `Transcripts that mention “${query}” will be listed here.` : 'Search results will be listed here.'}
      </p>
    </TitledPage>
  );
}
