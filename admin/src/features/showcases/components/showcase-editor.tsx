import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useShowcase } from '../api/get-showcase';
import { describeError } from './describe-error';
import { EmbedSnippets } from './embed-snippets';
import { PublishControls } from './publish-controls';
import { ShowcaseDangerZone } from './showcase-danger-zone';
import { ShowcaseDetailsForm } from './showcase-details-form';
import { ShowcaseFiles } from './showcase-files';
import { ShowcasePreview } from './showcase-preview';

/**
 * `settings/showcases/:showcaseId`: everything about one showcase on one page — details and files beside
 * publishing and the embed code, then the preview (a draft one before publishing), then the danger zone.
 */
export function ShowcaseEditor({ workspaceId, showcaseId }: { workspaceId: string; showcaseId: string }) {
  const showcase = useShowcase(workspaceId, showcaseId);
  const back = (
    <Link to={paths.workspaceSettings(workspaceId, 'showcases')} className="text-sm underline underline-offset-4">
      All showcases
    </Link>
  );
  if (showcase.isPending) {
    return (
      <section className="mx-auto max-w-6xl space-y-4" aria-busy="true">
        <h1 className="text-2xl font-semibold">Showcase</h1>
        <p>Loading the showcase…</p>
      </section>
    );
  }
  if (showcase.isError) {
    const missing = showcase.error instanceof ApiError && showcase.error.status === 404;
    return (
      <section className="mx-auto max-w-6xl space-y-4">
        {back}
        <h1 className="text-2xl font-semibold">{missing ? 'Showcase not found' : 'Showcase'}</h1>
        {missing ? (
          <p>There is no such showcase in this workspace; it may have been deleted.</p>
        ) : (
          <Alert variant="destructive">The showcase could not be loaded. {describeError(showcase.error)}</Alert>
        )}
      </section>
    );
  }
  const data = showcase.data;
  return (
    <section className="mx-auto grid max-w-6xl gap-8">
      <div className="grid gap-1">
        {back}
        <h1 className="text-2xl font-semibold break-words">{data.title}</h1>
      </div>
      {/* Two columns from 1024 px; min-w-0 lets long file names and snippets wrap inside their column. */}
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div className="grid min-w-0 gap-8">
          <ShowcaseDetailsForm key={data.updatedAt} showcase={data} />
          <ShowcaseFiles workspaceId={workspaceId} showcaseId={showcaseId} fileIds={data.fileIds} />
        </div>
        <div className="grid min-w-0 gap-8">
          <PublishControls showcase={data} />
          <EmbedSnippets showcase={data} />
        </div>
      </div>
      <ShowcasePreview showcase={data} />
      <ShowcaseDangerZone showcase={data} />
    </section>
  );
}
