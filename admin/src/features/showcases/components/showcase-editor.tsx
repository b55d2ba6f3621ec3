import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@shared/api/client';
import { useFileNames } from '../api/get-file-names';
import { useShowcase } from '../api/get-showcase';
import { useSetShowcaseFiles } from '../api/set-showcase-files';
import { AddFilesDialog } from './add-files-dialog';
import { DeleteShowcaseButton } from './delete-showcase-button';
import { describeError } from './describe-error';
import { EmbedSnippets } from './embed-snippets';
import { PublishControls } from './publish-controls';
import { ShowcaseDetailsForm } from './showcase-details-form';
import { ShowcasePreview } from './showcase-preview';
import { SortableFiles } from './sortable-files';

/** `settings/showcases/:showcaseId`: everything about one showcase on one page. */
export function ShowcaseEditor({ workspaceId, showcaseId }: { workspaceId: string; showcaseId: string }) {
  const showcase = useShowcase(workspaceId, showcaseId);
  const back = (
    <Link to={paths.workspaceSettings(workspaceId, 'showcases')} className="text-sm underline underline-offset-4">
      All showcases
    </Link>
  );
  if (showcase.isPending) {
    return (
      <section className="mx-auto max-w-4xl space-y-4" aria-busy="true">
        <h1 className="text-2xl font-semibold">Showcase</h1>
        <p>Loading the showcase…</p>
      </section>
    );
  }
  if (showcase.isError) {
    const missing = showcase.error instanceof ApiError && showcase.error.status === 404;
    return (
      <section className="mx-auto max-w-4xl space-y-4">
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
    <section className="mx-auto max-w-4xl space-y-8">
      <div className="space-y-1">
        {back}
        <h1 className="text-2xl font-semibold">{data.title}</h1>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <ShowcaseDetailsForm key={data.updatedAt} showcase={data} />
          <ShowcaseFiles workspaceId={workspaceId} showcaseId={showcaseId} fileIds={data.fileIds} />
        </div>
        <div className="space-y-8">
          <PublishControls showcase={data} />
          <EmbedSnippets workspaceId={workspaceId} showcaseId={showcaseId} />
          <section aria-labelledby="showcase-delete-title" className="grid gap-2">
            <h2 id="showcase-delete-title" className="text-lg font-semibold">
              Delete
            </h2>
            <div>
              <DeleteShowcaseButton showcase={data} />
            </div>
          </section>
        </div>
      </div>
      <ShowcasePreview showcase={data} />
    </section>
  );
}

function ShowcaseFiles({
  workspaceId,
  showcaseId,
  fileIds,
}: {
  workspaceId: string;
  showcaseId: string;
  fileIds: string[];
}) {
  const names = useFileNames(workspaceId, fileIds);
  const setFiles = useSetShowcaseFiles(workspaceId, showcaseId);
  const nameOf = (id: string) => {
    const name = names.get(id);
    return name === undefined ? 'Loading…' : name === null ? `Missing file ${id}` : name;
  };
  const save = (next: string[], done: string) =>
    setFiles.mutate(next, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(`Could not change the files. ${describeError(error)}`),
    });
  return (
    <section aria-labelledby="showcase-files-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="showcase-files-title" className="text-lg font-semibold">
          Files
        </h2>
        <AddFilesDialog
          workspaceId={workspaceId}
          present={fileIds}
          disabled={setFiles.isPending}
          onAdd={(added) =>
            save([...fileIds, ...added], added.length === 1 ? 'File added' : `${added.length} files added`)
          }
        />
      </div>
      {fileIds.length === 0 ? (
        <p>No files yet. Add files from your library; they appear in the embed in this order.</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Drag a file by its handle, or focus the handle and press Space, then the arrow keys, to change the order.
          </p>
          <SortableFiles
            fileIds={fileIds}
            nameOf={nameOf}
            disabled={setFiles.isPending}
            onReorder={(next) => save(next, 'Order saved')}
            onRemove={(id) =>
              save(
                fileIds.filter((f) => f !== id),
                `Removed ${nameOf(id)}`,
              )
            }
          />
        </>
      )}
    </section>
  );
}
