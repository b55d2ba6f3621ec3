import { MoreHorizontalIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FileListItem } from '@shared/schemas/file-list';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';

/** What a file manager may do to one row; readers get none of these. */
export interface FileRowActionHandlers {
  onRename: (file: FileListItem) => void;
  onToggleEmbeddable: (file: FileListItem) => void;
  onDelete: (file: FileListItem) => void;
}

/** The row's menu: open for everyone, rename / embeddable / delete for file managers. */
export function FileRowActions({
  workspaceId,
  file,
  actions,
}: {
  workspaceId: string;
  file: FileListItem;
  actions: FileRowActionHandlers | null;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Actions for ${file.name}`}>
          <MoreHorizontalIcon aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={paths.workspaceFile(workspaceId, file.id)}>Open</Link>
        </DropdownMenuItem>
        {actions ? (
          <>
            <DropdownMenuItem onSelect={() => actions.onRename(file)}>Rename…</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => actions.onToggleEmbeddable(file)}>
              {file.embeddable ? 'Stop embedding' : 'Allow embedding'}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => actions.onDelete(file)}>
              Delete…
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
