import { useSearchParams } from 'react-router-dom';
import type { ManagedFile } from '@shared/schemas/media';

const PLATFORM_NAMES: Record<string, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * Plays a ready file: `<video>` or `<audio>` on its media address (private media loads with the session
 * cookie), or says where platform media plays. A `?t=<ms>` in the page's address (a search result)
 * starts it there, through the media fragment `#t=<seconds>`.
 */
export function MediaPlayer({ file }: { file: ManagedFile }) {
  const startMs = Number(useSearchParams()[0].get('t'));
  const media = file.media;
  if (!media) return <p className="text-muted-foreground">This file has no media yet.</p>;
  if (media.type === 'platform') {
    const platform = PLATFORM_NAMES[media.platformType] ?? media.platformType;
    return (
      <p className="text-muted-foreground">
        Plays from {platform} (video {media.videoId}) in embeds.
      </p>
    );
  }
  const type = media.mimeType ?? file.mimeType ?? '';
  const label = `Media of ${file.name}`;
  const src = startMs > 0 ? `${media.url}#t=${startMs / 1000}` : media.url;
  return type.startsWith('video/') ? (
    <video controls preload="metadata" src={src} aria-label={label} className="w-full max-w-2xl rounded-md bg-black" />
  ) : (
    <audio controls preload="metadata" src={src} aria-label={label} className="w-full max-w-2xl" />
  );
}
