import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PlatformPlayer, platformEmbedUrl } from '@shared/players/platforms';
import { html5Player } from '@shared/players/html5-player';
import type { PlayerAdapter } from '@shared/players/player';
import { vimeoPlayer } from '@shared/players/vimeo-player';
import { youtubePlayer } from '@shared/players/youtube-player';
import type { ManagedFile } from '@shared/schemas/media';
import { Alert } from '@/components/ui/alert';
import { NativeSelect } from '@/components/ui/native-select';

const PLATFORM_NAMES: Record<string, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
const isPlayable = (platform: string): platform is PlatformPlayer => platform === 'youtube' || platform === 'vimeo';
/** The speeds offered: what YouTube and Vimeo accept too. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

interface MediaPlayerProps {
  file: ManagedFile;
  /** Receives the player's adapter once it can be controlled, and null when it goes away or fails to load. */
  onPlayer?: (player: PlayerAdapter | null) => void;
  /** Off when the page shows the editor, whose playback controls have their own speed. */
  speedControl?: boolean;
}

/**
 * Plays a ready file through the SDK's own adapters (shared/players): `<video>`/`<audio>` on its media address
 * (private media loads with the session cookie), or the YouTube/Vimeo player. A `?t=<ms>` in the page's address
 * (a search result) starts it there, through the media fragment `#t=<seconds>`.
 */
export function MediaPlayer({ file, onPlayer, speedControl = true }: MediaPlayerProps) {
  const startMs = Number(useSearchParams()[0].get('t'));
  const [player, setPlayer] = useState<PlayerAdapter | null>(null);
  const [failed, setFailed] = useState(false);
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const media = file.media;
  const platform = media?.type === 'platform' && isPlayable(media.platformType) ? media.platformType : null;
  const src = media && media.type !== 'platform' ? media.url : null;
  const announce = useEffectEvent((adapter: PlayerAdapter | null) => onPlayer?.(adapter));

  useEffect(() => {
    const adapter = platform
      ? platform === 'youtube'
        ? youtubePlayer(frameRef.current!)
        : vimeoPlayer(frameRef.current!)
      : mediaRef.current
        ? html5Player(mediaRef.current)
        : null;
    if (!adapter) return;
    let live = true;
    adapter.ready.then(
      () => {
        if (!live) return;
        setPlayer(adapter);
        announce(adapter);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      adapter.destroy();
      setPlayer(null);
      setFailed(false);
      announce(null);
    };
  }, [platform, src]);

  if (!media) return <p className="text-muted-foreground">This file has no media yet.</p>;
  const label = `Media of ${file.name}`;
  let element;
  if (media.type === 'platform' && !platform) {
    const name = PLATFORM_NAMES[media.platformType] ?? media.platformType;
    return (
      <p className="text-muted-foreground">
        Plays from {name} (video {media.videoId}) in embeds; the page has no player for {name}.
      </p>
    );
  }
  if (platform && media.type === 'platform') {
    element = (
      <iframe
        ref={frameRef}
        src={platformEmbedUrl(platform, media.videoId)}
        title={`${label} (${PLATFORM_NAMES[platform]})`}
        allow="autoplay; fullscreen; picture-in-picture"
        className="aspect-video w-full rounded-md bg-black"
      />
    );
  } else if (media.type !== 'platform') {
    const type = media.mimeType ?? file.mimeType ?? '';
    const at = startMs > 0 ? `${media.url}#t=${startMs / 1000}` : media.url;
    element = type.startsWith('video/') ? (
      <video
        ref={(el) => void (mediaRef.current = el)}
        controls
        preload="metadata"
        src={at}
        aria-label={label}
        className="w-full rounded-md bg-black"
      />
    ) : (
      <audio
        ref={(el) => void (mediaRef.current = el)}
        controls
        preload="metadata"
        src={at}
        aria-label={label}
        className="w-full"
      />
    );
  }
  return (
    <div className="grid gap-2">
      {element}
      {failed ? (
        <Alert variant="destructive">
          The {platform ? PLATFORM_NAMES[platform] : 'media'} player could not load. Check the connection and reload the
          page; the tracks can still be edited.
        </Alert>
      ) : null}
      {speedControl ? <SpeedControl player={player} /> : null}
    </div>
  );
}

const noSubscription = () => () => undefined;

/** Playback speed, 0.5–2×, through the adapter so every player kind behaves the same. */
function SpeedControl({ player }: { player: PlayerAdapter | null }) {
  const id = useId();
  const rate = useSyncExternalStore(player ? player.subscribe : noSubscription, () => player?.playbackRate() ?? 1);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>Speed</label>
      <NativeSelect
        id={id}
        className="h-8 w-24"
        value={String(rate)}
        disabled={!player}
        onChange={(event) => {
          player?.setPlaybackRate(Number(event.target.value));
        }}
      >
        {PLAYBACK_RATES.map((value) => (
          <option key={value} value={String(value)}>
            {value}×
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
