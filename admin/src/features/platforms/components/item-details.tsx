import type { PlatformItem } from '@shared/schemas/platforms';
import { formatMediaDuration } from '@/lib/media-format';
import { formatDate } from '../format';
import { ItemThumbnail } from './item-thumbnail';

/** What the platform says about the item: thumbnail, duration, date, description and where to watch it. */
export function ItemDetails({ item, label }: { item: PlatformItem; label: string }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ItemThumbnail url={item.thumbnailUrl} className="h-36 w-64" />
      <div className="grid min-w-64 flex-1 gap-2">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Duration</dt>
          <dd className="tabular-nums">
            {item.durationMs === null ? 'Unknown' : formatMediaDuration(item.durationMs)}
          </dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd>{item.createdAt ? formatDate(item.createdAt) : 'Unknown'}</dd>
          <dt className="text-muted-foreground">{label} id</dt>
          <dd className="font-mono break-all">{item.id}</dd>
        </dl>
        {item.description ? <p className="text-sm whitespace-pre-line">{item.description}</p> : null}
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noreferrer"
            className="text-primary w-fit text-sm underline-offset-4 hover:underline"
          >
            Watch on {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
