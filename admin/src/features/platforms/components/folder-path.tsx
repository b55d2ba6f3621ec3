import { Link } from 'react-router-dom';

interface FolderPathProps {
  label: string;
  /** The open folder's name, or null at the top of the library. */
  folderTitle: string | null;
  /** The address of the top of the library (search kept out). */
  rootHref: string;
}

/** Where in the platform's library the listing is: the library, then the open folder (a breadcrumb). */
export function FolderPath({ label, folderTitle, rootHref }: FolderPathProps) {
  return (
    <nav aria-label="Folder path">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {folderTitle === null ? (
            <span aria-current="page" className="font-medium">
              All {label} media
            </span>
          ) : (
            <Link to={rootHref} className="text-primary underline-offset-4 hover:underline">
              All {label} media
            </Link>
          )}
        </li>
        {folderTitle !== null ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="text-muted-foreground">
              /
            </span>
            <span aria-current="page" className="font-medium">
              {folderTitle}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
