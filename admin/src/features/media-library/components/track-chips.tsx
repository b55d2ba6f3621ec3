import type { FileListItem } from '@shared/schemas/file-list';
import { Badge } from '@/components/ui/badge';

/** A file's tracks as `en · captions` chips; none says so in words. */
export function TrackChips({ tracks }: { tracks: FileListItem['tracks'] }) {
  if (tracks.length === 0) return <span className="text-muted-foreground text-sm">No tracks</span>;
  return (
    <ul aria-label="Tracks" className="flex flex-wrap gap-1">
      {tracks.map((track) => (
        <li key={`${track.language}-${track.kind}`}>
          <Badge variant="outline">
            {track.language} · {track.kind}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
