import { html5Player } from './html5-player';
import type { PlayerAdapter } from './player';

export type PlatformPlayer = 'youtube' | 'vimeo';

/** Which adapter an iframe needs, from its address; null for anything else. */
export function iframePlatform(iframe: HTMLIFrameElement): PlatformPlayer | null {
  const host = new URL(iframe.src || 'about:blank', location.href).hostname;
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(host)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(host)) return 'vimeo';
  return null;
}

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

/** The player iframe URL for a platform video, with its postMessage API switched on. */
export function platformEmbedUrl(platform: PlatformPlayer, videoId: string): string {
  const id = encodeURIComponent(videoId);
  if (platform === 'vimeo') return `https://player.vimeo.com/video/${id}?api=1&dnt=1`;
  const params = new URLSearchParams({ enablejsapi: '1', playsinline: '1', origin: location.origin });
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}
