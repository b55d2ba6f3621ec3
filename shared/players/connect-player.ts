import { html5Player } from './html5-player';
import type { PlayerAdapter } from './player';
import { iframePlatform, type PlatformPlayer } from './platforms';

/** Adapter for a media element, or for a YouTube/Vimeo iframe (those adapters load only now). */
export async function connectPlayer(
  target: Element,
  platform: PlatformPlayer | null = target instanceof HTMLIFrameElement ? iframePlatform(target) : null,
): Promise<PlayerAdapter | null> {
  if (target instanceof HTMLMediaElement) return html5Player(target);
  if (!(target instanceof HTMLIFrameElement) || !platform) return null;
  if (platform === 'youtube') return (await import('./youtube-player')).youtubePlayer(target);
  return (await import('./vimeo-player')).vimeoPlayer(target);
}
