import { FolderIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PlatformFolder } from '@shared/schemas/platforms';

interface FolderListProps {
  /** "Playlists", "Categories": what the platform calls its folders. */
  heading: string;
  folders: readonly PlatformFolder[];
  hrefOf: (folder: PlatformFolder) => string;
}

/** The platform's folders (playlists, categories) as links into each. */
export function FolderList({ heading, folders, hrefOf }: FolderListProps) {
  if (folders.length === 0) return null;
  return (
    <section aria-labelledby="platform-folders" className="grid gap-2">
      <h2 id="platform-folders" className="text-base font-medium">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {folders.map((folder) => (
          <li key={folder.id}>
            <Link
              to={hrefOf(folder)}
              className="hover:bg-muted flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium"
            >
              <FolderIcon aria-hidden="true" className="text-muted-foreground size-4" />
              {folder.title}
              {folder.itemCount === null ? null : (
                <span className="text-muted-foreground font-normal">
                  ({folder.itemCount === 1 ? '1 item' : `${folder.itemCount} items`})
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
