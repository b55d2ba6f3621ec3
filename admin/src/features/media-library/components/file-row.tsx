import { FileAudioIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FileListItem } from '@shared/schemas/file-list';
import { paths } from '@/config/paths';
import { formatMediaDuration } from '@/lib/media-format';
import { formatUpdated } from '../format';
import { FileRowActions, type FileRowActionHandlers } from './file-row-actions';
import { FileState, type JobProgress } from './file-state';
import { LabelChips } from './label-chips';
import { TrackChips } from './track-chips';

export interface FileRowProps {
  workspaceId: string;
  file: FileListItem;
  /** 1-based position among all matching files, header row included (`aria-rowindex`). */
  rowIndex: number;
  height: number;
  progress?: JobProgress;
  /** Present for file managers: selection, row actions and Retry. */
  manage:
    (FileRowActionHandlers & { selected: boolean; onSelect: (selected: boolean) => void; onRetry: () => void }) | null;
}

/** One file in the Transcripts table. */
export function FileRow({ workspaceId, file, rowIndex, height, progress, manage }: FileRowProps) {
  return (
    <tr aria-rowindex={rowIndex} className="border-b" style={{ height }}>
      {manage ? (
        <td className="px-2">
          <input
            type="checkbox"
            className="size-4"
            checked={manage.selected}
            aria-label={`Select ${file.name}`}
            onChange={(event) => manage.onSelect(event.target.checked)}
          />
        </td>
      ) : null}
      <td className="px-2">
        {file.thumbnailUrl ? (
          <img src={file.thumbnailUrl} alt="" loading="lazy" className="h-10 w-16 rounded object-cover" />
        ) : (
          <span className="bg-muted flex h-10 w-16 items-center justify-center rounded">
            <FileAudioIcon aria-hidden="true" className="text-muted-foreground size-5" />
          </span>
        )}
      </td>
      <td className="truncate px-2 font-medium">
        <Link
          to={paths.workspaceFile(workspaceId, file.id)}
          className="text-primary underline-offset-4 hover:underline"
        >
          {file.name}
        </Link>
      </td>
      <td className="px-2 text-sm tabular-nums">
        {file.durationMs === null ? '—' : formatMediaDuration(file.durationMs)}
      </td>
      <td className="overflow-hidden px-2">
        <TrackChips tracks={file.tracks} />
      </td>
      <td className="px-2">
        <FileState
          name={file.name}
          status={file.status}
          error={file.error}
          progress={progress}
          onRetry={manage?.onRetry}
        />
      </td>
      <td className="overflow-hidden px-2">
        <LabelChips labels={file.labels} />
      </td>
      <td className="px-2 text-sm tabular-nums">{file.openAssignments}</td>
      <td className="px-2 text-sm">{formatUpdated(file.updatedAt)}</td>
      <td className="px-2 text-right">
        <FileRowActions workspaceId={workspaceId} file={file} actions={manage} />
      </td>
    </tr>
  );
}
