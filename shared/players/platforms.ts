// Which platform players exist and how their iframes are addressed; no adapter code, so importing this loads none.

/** The platforms whose own player our players drive (anything else must be downloaded to play). */
export const PLAYER_PLATFORMS = ['youtube', 'vimeo'] as const;
export type PlatformPlayer = (typeof PLAYER_PLATFORMS)[number];

export const hasPlayer = (platform: string): platform is PlatformPlayer =>
  (PLAYER_PLATFORMS as readonly string[]).includes(platform);

/** Which adapter an iframe needs, from its address; null for anything else. */
export function iframePlatform(iframe: HTMLIFrameElement): PlatformPlayer | null {
  const host = new URL(iframe.src || 'about:blank', location.href).hostname;
  if (/(^|\.)youtube(-nocookie)?\.com$/.test(host)) return 'youtube';
  if (/(^|\.)vimeo\.com$/.test(host)) return 'vimeo';
  return null;
}

/** The player iframe URL for a platform video, with its postMessage API switched on. */
export function platformEmbedUrl(platform: PlatformPlayer, videoId: string): string {
  const id = encodeURIComponent(videoId);
  if (platform === 'vimeo') return `https://player.vimeo.com/video/${id}?api=1&dnt=1`;
  const params = new URLSearchParams({ enablejsapi: '1', playsinline: '1', origin: location.origin });
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}
