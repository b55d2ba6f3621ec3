import type { Credentials } from '../http';
import type { PlatformContext } from '../types';

// A typed client for the Vimeo API 3.4 subset the adapter uses (https://developer.vimeo.com/api/reference),
// field names as in Vimeo's reference. Requests go through ctx.http, so 429 waits, outages and a revoked token
// behave as on every other platform.

/** Every request names the API version; without it Vimeo answers with its latest, whose shapes may differ. */
export const VIMEO_ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';

/** Vimeo's headers: the (personal or OAuth) access token and the pinned version. */
export const vimeoHeaders = (credentials: Credentials): Record<string, string> => ({
  ...(credentials.accessToken ? { Authorization: `Bearer ${credentials.accessToken}` } : {}),
  Accept: VIMEO_ACCEPT,
});

export interface VimeoPage<T> {
  total: number;
  page: number;
  per_page: number;
  paging: { next: string | null; previous: string | null; first: string; last: string };
  data: T[];
}

export interface VimeoVideo {
  /** `/videos/{video_id}` */
  uri: string;
  name: string;
  description: string | null;
  /** Where people watch it. */
  link: string;
  /** Seconds. */
  duration: number;
  created_time: string;
  pictures?: { sizes: { width: number; height: number; link: string }[] } | null;
  /** Only with the `video_files` scope on a plan that allows downloads. */
  download?: { quality: string; type: string; width: number; height: number; size: number; link: string }[];
  metadata?: { connections?: { texttracks?: { total: number } } };
}

export interface VimeoFolder {
  /** `/users/{user_id}/projects/{project_id}` */
  uri: string;
  name: string;
  metadata?: { connections?: { videos?: { total: number } } };
}

export type VimeoTextTrackType = 'captions' | 'subtitles' | 'chapters' | 'descriptions' | 'metadata';

export interface VimeoTextTrack {
  /** `/videos/{video_id}/texttracks/{texttrack_id}` */
  uri: string;
  id: number;
  active: boolean;
  type: VimeoTextTrackType;
  language: string;
  name: string | null;
  /** The WebVTT file; on a track just created, the address to upload the file to. */
  link: string;
}

const PER_PAGE = 50;
const VIDEO_FIELDS =
  'uri,name,description,link,duration,created_time,pictures.sizes,download,metadata.connections.texttracks.total';

/** The last segment of a Vimeo `uri`, which is the resource's id. */
export const idOfUri = (uri: string) => uri.slice(uri.lastIndexOf('/') + 1);

const videoPath = (videoId: string) => `/videos/${encodeURIComponent(videoId)}`;
const json = { 'Content-Type': 'application/json' };

/** One page of the account's videos, or of one folder's, optionally matching `query`. */
export function vimeoVideos(ctx: PlatformContext, options: { folderId?: string; query?: string; page: number }) {
  const path = options.folderId ? `/me/projects/${encodeURIComponent(options.folderId)}/videos` : '/me/videos';
  return ctx.http.json<VimeoPage<VimeoVideo>>(path, {
    query: { page: options.page, per_page: PER_PAGE, query: options.query, fields: VIDEO_FIELDS },
  });
}

export const vimeoVideo = (ctx: PlatformContext, videoId: string) =>
  ctx.http.json<VimeoVideo>(videoPath(videoId), { query: { fields: VIDEO_FIELDS } });

/** The account's folders (Vimeo's API still calls them projects), first 100. */
export const vimeoFolders = (ctx: PlatformContext) =>
  ctx.http.json<VimeoPage<VimeoFolder>>('/me/projects', { query: { per_page: 100 } });

/** Every text track of a video, across pages. */
export async function vimeoTextTracks(ctx: PlatformContext, videoId: string): Promise<VimeoTextTrack[]> {
  const tracks: VimeoTextTrack[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await ctx.http.json<VimeoPage<VimeoTextTrack>>(`${videoPath(videoId)}/texttracks`, {
      query: { page, per_page: 100 },
    });
    tracks.push(...answer.data);
    if (!answer.paging.next) return tracks;
  }
}

export const vimeoTextTrack = (ctx: PlatformContext, videoId: string, trackId: string) =>
  ctx.http.json<VimeoTextTrack>(`${videoPath(videoId)}/texttracks/${encodeURIComponent(trackId)}`);

/** Vimeo's three-step upload: create the track (its `link` is where the file goes), put the file, activate it. */
export async function vimeoAddTextTrack(
  ctx: PlatformContext,
  videoId: string,
  track: { type: VimeoTextTrackType; language: string; name: string; text: string },
): Promise<VimeoTextTrack> {
  const created = await ctx.http.json<VimeoTextTrack>(`${videoPath(videoId)}/texttracks`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: track.type, language: track.language, name: track.name }),
  });
  try {
    await ctx.http.request(created.link, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: track.text,
    });
  } catch (error) {
    // An empty track left behind would show in Vimeo's player menu; remove it if Vimeo lets us.
    await vimeoDeleteTextTrack(ctx, videoId, String(created.id)).catch(() => undefined);
    throw error;
  }
  return ctx.http.json<VimeoTextTrack>(`${videoPath(videoId)}/texttracks/${created.id}`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ active: true }),
  });
}

/**
 * A new video Vimeo pulls from a link itself (`POST /me/videos` with `upload.approach: "pull"`): the answer is the
 * video, whose upload is then `in_progress`; Vimeo downloads and transcodes it afterwards.
 */
export const vimeoPulledVideo = (
  ctx: PlatformContext,
  video: { link: string; size: number; name: string; description: string },
) =>
  ctx.http.json<VimeoVideo>('/me/videos', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      upload: { approach: 'pull', size: video.size, link: video.link },
      name: video.name,
      description: video.description,
    }),
  });

export async function vimeoDeleteTextTrack(ctx: PlatformContext, videoId: string, trackId: string) {
  await ctx.http.request(`${videoPath(videoId)}/texttracks/${encodeURIComponent(trackId)}`, { method: 'DELETE' });
}
