import { Link } from 'react-router-dom';
import type { ImportedState as Imported } from '@shared/schemas/platforms';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { FILE_STATUS_LABELS } from '@/lib/media-format';

interface ImportedStateProps {
  workspaceId: string;
  imported: Imported;
  /** Names the link for screen readers when several rows have one. */
  title: string;
}

/** Whether an item is in the library: a link to its file, the file's state and how many tracks it has. */
export function ImportedState({ workspaceId, imported, title }: ImportedStateProps) {
  if (!imported) return <span className="text-muted-foreground text-sm">Not imported</span>;
  const tracks = imported.tracks === 1 ? '1 track' : `${imported.tracks} tracks`;
  return (
    <div className="grid gap-0.5 text-sm" data-status={imported.status}>
      <Link
        to={paths.workspaceFile(workspaceId, imported.fileId)}
        aria-label={`${title} in the library`}
        className="text-primary w-fit font-medium underline-offset-4 hover:underline"
      >
        In the library
      </Link>
      <span className={cn('text-muted-foreground', imported.status === 'failed' && 'text-destructive')}>
        {FILE_STATUS_LABELS[imported.status]} · {tracks}
      </span>
    </div>
  );
}
