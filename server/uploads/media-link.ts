import type { PlatformType } from '@shared/constants';

/** What a pasted link is: a video on a platform the SDK plays, a direct address to probe, or neither. */
export type MediaLink =
  | { kind: 'platform'; platformType: Extract<PlatformType, 'youtube' | 'vimeo'>; videoId: string }
  | { kind: 'direct'; url: URL }
  | { kind: 'invalid'; message: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export const UNSUPPORTED_LINK = 'Use a YouTube or Vimeo link, or a direct https:// link to an audio or video file';

/**
 * Reads a pasted link: YouTube (watch, youtu.be, embed, shorts, live) and Vimeo (plain, channels, groups, player)
 * become platform media; any other http(s) address is a direct link to probe (the caller decides which schemes it
 * accepts); anything else is invalid.
 */
export function parseMediaLink(input: string): MediaLink {
  const url = URL.parse(input.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { kind: 'invalid', message: UNSUPPORTED_LINK };
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') {
    const candidate =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'watch'
          ? url.searchParams.get('v')
          : ['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')
            ? segments[1]
            : null;
    return candidate && YOUTUBE_ID.test(candidate)
      ? { kind: 'platform', platformType: 'youtube', videoId: candidate }
      : { kind: 'invalid', message: 'This YouTube link does not name a video' };
  }
  if (VIMEO_HOSTS.has(host)) {
    // player.vimeo.com/video/ID, vimeo.com/ID, vimeo.com/channels/x/ID, vimeo.com/groups/x/videos/ID, …/ID/hash
    const candidate = segments.find((s) => VIMEO_ID.test(s));
    return candidate
      ? { kind: 'platform', platformType: 'vimeo', videoId: candidate }
      : { kind: 'invalid', message: 'This Vimeo link does not name a video' };
  }
  return { kind: 'direct', url };
}
