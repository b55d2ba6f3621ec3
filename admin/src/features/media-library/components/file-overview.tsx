import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import type { Role } from '@shared/constants';
import { canManageFiles } from '@shared/permissions/file';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useFile } from '../api/get-file';
import { useFileDetail } from '../api/get-file-detail';
import { useRetryFile } from '../api/retry-file';
import { formatMediaDuration } from '@/lib/media-format';
import { useLiveFiles } from '../hooks/use-live-files';
import { FileState } from './file-state';

interface FileOverviewProps {
  workspaceId: string;
  fileId: string;
  role: Role;
}

/**
 * The file page's header: its name from the file's detail (`GET /file_detail_get`, as the specification lists),
 * processing state (live, with Retry), duration and whether it is embeddable; "File not found" when there is no
 * such file. The page places the player and the rest.
 */
export function FileOverview({ workspaceId, fileId, role }: FileOverviewProps) {
  const live = useLiveFiles(workspaceId);
  const detail = useFileDetail(workspaceId, fileId);
  const query = useFile(workspaceId, fileId, !live.streamOpen);
  const retry = useRetryFile(workspaceId);
  const failure = detail.error ?? query.error;

  if (failure) {
    const notFound = failure instanceof ApiError && failure.status === 404;
    return (
      <div className="grid gap-3">
        <h1 className="text-2xl font-semibold">{notFound ? 'File not found' : 'File'}</h1>
        {notFound ? (
          <p>
            It may have been deleted.{' '}
            <Link to={paths.workspaceFiles(workspaceId)} className="text-primary underline underline-offset-4">
              Back to Transcripts
            </Link>
          </p>
        ) : (
          <Alert variant="destructive">The file could not be loaded: {failure.message}</Alert>
        )}
      </div>
    );
  }
  if (!detail.data || !query.data) return <p role="status">Loading the file…</p>;

  const { file } = query.data;
  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-semibold break-words">{detail.data.name}</h1>
      <div className="text-muted-foreground flex flex-wrap items-start gap-x-6 gap-y-2 text-sm">
        <FileState
          name={file.name}
          status={file.status}
          error={file.error}
          progress={live.progress[file.id]}
          retrying={retry.isPending}
          onRetry={
            canManageFiles(role)
              ? () =>
                  retry.mutate(file.id, {
                    onError: (error) => toast.error(`Could not retry: ${error.message}`),
                  })
              : undefined
          }
        />
        {file.durationMs !== null ? <p>Duration {formatMediaDuration(file.durationMs)}</p> : null}
        <p>{file.embeddable ? 'Embeddable' : 'Private'}</p>
      </div>
    </header>
  );
}
