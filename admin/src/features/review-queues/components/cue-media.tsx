import { useRef } from 'react';
import type { MediaSource } from '@shared/schemas/embed';
import { Button } from '@/components/ui/button';
import { formatCueTime } from '../labels';

/**
 * The file's media, opened at the cue (a media fragment `#t=` seeks there), with a button that plays the cue from
 * its start. Platform media (YouTube, Vimeo…) cannot play here; the reviewer gets the cue time instead.
 */
export function CueMedia({
  media,
  startMs,
  fileName,
}: {
  media: MediaSource | null;
  startMs: number;
  fileName: string;
}) {
  const element = useRef<HTMLMediaElement | null>(null);
  const keep = (node: HTMLMediaElement | null) => {
    element.current = node;
  };
  if (media?.type !== 'url') {
    return (
      <p className="text-muted-foreground text-sm">
        This media plays on its platform; the cue starts at {formatCueTime(startMs)}.
      </p>
    );
  }
  const src = `${media.url}#t=${(startMs / 1000).toFixed(1)}`;
  const label = `${fileName}, from the cue`;
  function playCue() {
    const player = element.current;
    if (!player) return;
    player.currentTime = startMs / 1000;
    void player.play().catch(() => undefined);
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {media.mimeType?.startsWith('video/') ? (
        // The cue's text, the one under review, is on screen beside the player.
        <video ref={keep} src={src} controls preload="metadata" aria-label={label} className="max-h-64 max-w-full" />
      ) : (
        <audio ref={keep} src={src} controls preload="metadata" aria-label={label} />
      )}
      <Button type="button" variant="outline" size="sm" onClick={playCue}>
        Play from {formatCueTime(startMs)}
      </Button>
    </div>
  );
}
