import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { LIMITS, type Role } from '@shared/constants';
import { canManageFiles } from '@shared/permissions/file';
import type { FileListItem } from '@shared/schemas/file-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PromptDialog } from '@/components/ui/prompt-dialog';
import { toast } from '@/components/ui/toast';
import { useBulkUpdateFiles } from '../api/bulk-update-files';
import { useFiles } from '../api/get-files';
import { useRetryFile } from '../api/retry-file';
import { useUpdateFile } from '../api/update-file';
import { useFileListParams } from '../hooks/use-file-list-params';
import { useLiveFiles } from '../hooks/use-live-files';
import { useStatusAnnouncement } from '../hooks/use-status-announcement';
import { addToUploader, useUploader } from '../hooks/use-uploader';
import { AddMediaDialog } from './add-media-dialog';
import { BulkActionsBar } from './bulk-actions-bar';
import { DeleteFilesDialog } from './delete-files-dialog';
import { EmptyLibrary } from './empty-library';
import { FilesTable } from './files-table';
import { FilesToolbar } from './files-toolbar';

interface MediaLibraryProps {
  workspaceId: string;
  role: Role;
}

/** The Transcripts tab: every file of the workspace, its state, and the ways to add more. */
export function MediaLibrary({ workspaceId, role }: MediaLibraryProps) {
  const canManage = canManageFiles(role);
  const { params, update } = useFileListParams();
  const live = useLiveFiles(workspaceId);
  const query = useFiles(workspaceId, params, !live.streamOpen);
  const uploader = useUploader(canManage ? workspaceId : null);
  const updateFile = useUpdateFile(workspaceId);
  const bulk = useBulkUpdateFiles(workspaceId);
  const retry = useRetryFile(workspaceId);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<FileListItem | null>(null);
  const [deleting, setDeleting] = useState<FileListItem[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const files = query.data?.pages.flatMap((page) => page.files) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const announcement = useStatusAnnouncement(files);
  const filtered = Boolean(params.q || params.status || params.language || params.labelId);
  const empty = query.isSuccess && total === 0 && !filtered;
  const selectedIds = files.filter((f) => selected.has(f.id)).map((f) => f.id);

  const runBulk = (change: Parameters<typeof bulk.mutate>[0]['change'], fileIds: string[], done: string) =>
    bulk.mutate(
      { fileIds, change },
      {
        onSuccess: (updated) => {
          toast.success(`${done}: ${updated} ${updated === 1 ? 'file' : 'files'}`);
          setSelected(new Set());
          setDeleting([]);
        },
        onError: (error) => toast.error(`Could not change the files: ${error.message}`),
      },
    );

  const addDroppedFiles = (dropped: File[]) => {
    setAdding(true);
    void addToUploader(workspaceId, dropped);
  };

  const manage = canManage
    ? {
        selected,
        onSelectedChange: setSelected,
        onRename: setRenaming,
        onDelete: (file: FileListItem) => setDeleting([file]),
        onToggleEmbeddable: (file: FileListItem) =>
          updateFile.mutate(
            { fileId: file.id, body: { embeddable: !file.embeddable } },
            {
              onSuccess: () =>
                toast.success(
                  file.embeddable ? `“${file.name}” is no longer embeddable` : `“${file.name}” is embeddable`,
                ),
              onError: (error) => toast.error(`Could not change “${file.name}”: ${error.message}`),
            },
          ),
        onRetry: (file: FileListItem) =>
          retry.mutate(file.id, {
            onError: (error) => toast.error(`Could not retry “${file.name}”: ${error.message}`),
          }),
      }
    : null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-medium">Transcripts</h2>
        {canManage && !empty ? (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" className="size-4" />
            Add media
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {query.isError ? (
        <Alert variant="destructive">The files could not be loaded: {query.error.message}</Alert>
      ) : query.isPending ? (
        <p role="status">Loading files…</p>
      ) : empty ? (
        <EmptyLibrary canAdd={canManage} onAdd={() => setAdding(true)} onDropFiles={addDroppedFiles} />
      ) : (
        <>
          <FilesToolbar params={params} onChange={update} files={files} />
          <p role="status" className="text-muted-foreground text-sm">
            {total === 1 ? '1 file' : `${total.toLocaleString()} files`}
            {filtered ? ' match' : null}
          </p>
          {manage && selectedIds.length > 0 ? (
            <BulkActionsBar
              count={selectedIds.length}
              pending={bulk.isPending}
              onEmbeddable={(embeddable) =>
                runBulk(
                  { action: 'set_embeddable', embeddable },
                  selectedIds,
                  embeddable ? 'Embedding allowed' : 'Embedding stopped',
                )
              }
              onDelete={() => setDeleting(files.filter((f) => selected.has(f.id)))}
              onClear={() => setSelected(new Set())}
            />
          ) : null}
          {total === 0 ? (
            <div className="grid justify-items-start gap-2">
              <p>No files match.</p>
              <Button variant="outline" onClick={() => update({ q: '', status: null, language: null, labelId: null })}>
                Clear search and filters
              </Button>
            </div>
          ) : (
            <FilesTable
              workspaceId={workspaceId}
              files={files}
              total={total}
              sort={params.sort}
              onSort={(sort) => update({ sort })}
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={() => void query.fetchNextPage()}
              progress={live.progress}
              manage={manage}
            />
          )}
        </>
      )}
      {canManage ? (
        <AddMediaDialog
          workspaceId={workspaceId}
          files={files}
          uploader={uploader}
          open={adding}
          onOpenChange={setAdding}
        />
      ) : null}
      <PromptDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename file"
        label="Name"
        defaultValue={renaming?.name}
        maxLength={LIMITS.fileName}
        submitLabel="Rename"
        onSubmit={async (name) => {
          if (renaming) await updateFile.mutateAsync({ fileId: renaming.id, body: { name } });
        }}
      />
      <DeleteFilesDialog
        names={deleting.map((f) => f.name)}
        pending={bulk.isPending}
        onCancel={() => setDeleting([])}
        onConfirm={() =>
          runBulk(
            { action: 'delete' },
            deleting.map((f) => f.id),
            'Deleted',
          )
        }
      />
    </div>
  );
}
