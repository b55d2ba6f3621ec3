import { Link } from 'react-router-dom';
import type { ListPlatformItemsResponse } from '@shared/schemas/platforms';
import { formatMediaDuration } from '@/lib/media-format';
import { formatDate } from '../format';
import { ImportedState } from './imported-state';
import { ItemThumbnail } from './item-thumbnail';

export type ListedItem = ListPlatformItemsResponse['items'][number];

interface ItemRowProps {
  workspaceId: string;
  item: ListedItem;
  /** Where the item's own page is. */
  href: string;
  /** Present when the caller may import: the row's checkbox. */
  select: { selected: boolean; onSelect: (selected: boolean) => void } | null;
}

/** One video on the platform: thumbnail, title (to its page), duration, date, captions, library state. */
export function ItemRow({ workspaceId, item, href, select }: ItemRowProps) {
  return (
    <tr className="border-b" data-item-id={item.id}>
      {select ? (
        <td className="px-2">
          <input
            type="checkbox"
            className="size-4"
            checked={select.selected}
            aria-label={`Select ${item.title}`}
            onChange={(event) => select.onSelect(event.target.checked)}
          />
        </td>
      ) : null}
      <td className="px-2 py-2">
        <ItemThumbnail url={item.thumbnailUrl} />
      </td>
      <th scope="row" className="truncate px-2 text-left font-medium">
        <Link to={href} className="text-primary underline-offset-4 hover:underline">
          {item.title}
        </Link>
      </th>
      <td className="px-2 text-sm tabular-nums">
        {item.durationMs === null ? '—' : formatMediaDuration(item.durationMs)}
      </td>
      <td className="px-2 text-sm">{item.createdAt ? formatDate(item.createdAt) : '—'}</td>
      <td className="px-2 text-sm tabular-nums">{item.captions ?? '—'}</td>
      <td className="px-2">
        <ImportedState workspaceId={workspaceId} imported={item.imported} title={item.title} />
      </td>
    </tr>
  );
}
