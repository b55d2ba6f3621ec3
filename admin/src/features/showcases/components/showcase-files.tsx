import { toast } from '@/components/ui/toast';
import { useFileNames } from '../api/get-file-names';
import { useSetShowcaseFiles } from '../api/set-showcase-files';
import { AddFilesDialog } from './add-files-dialog';
import { describeError } from './describe-error';
import { SortableFiles } from './sortable-files';

/** The showcase's files in display order: add from the library, reorder, remove; each change saved at once. */
export function ShowcaseFiles({
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
    <section aria-labelledby="showcase-files-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
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
