import type { ManagedFile } from '@shared/schemas/media';

const PLATFORM_NAMES: Record<string, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * Plays a ready file: `<video>` or `<audio>` on its media address (private media loads with the session
 * cookie), or says where platform media plays.
 */
export function MediaPlayer({ file }: { file: ManagedFile }) {
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
  return type.startsWith('video/') ? (
    <video
      controls
      preload="metadata"
      src={media.url}
      aria-label={label}
      className="w-full max-w-2xl rounded-md bg-black"
    />
  ) : (
    <audio controls preload="metadata" src={media.url} aria-label={label} className="w-full max-w-2xl" />
  );
}
