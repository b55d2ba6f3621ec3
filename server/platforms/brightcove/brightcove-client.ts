import type { PlatformContext } from '../types';

// The Brightcove CMS API v1 subset we use (https://apis.support.brightcove.com/cms/references/reference.html), on
// `https://cms.api.brightcove.com/v1/accounts/{account_id}`. Lists are bare JSON arrays paged by `limit` (at most
// 100) and `offset`; field names snake_case as in the reference.

/** Videos asked for per page (the CMS API's maximum is 100). */
export const BRIGHTCOVE_PAGE_SIZE = 50;

export interface TextTrack {
  id: string;
  src: string;
  srclang: string;
  label?: string | null;
  /** captions, subtitles, descriptions, chapters or metadata (as HTML's track kinds). */
  kind: string;
  mime_type?: string | null;
  default?: boolean;
  sources?: { src: string }[] | null;
}

export interface Video {
  id: string;
  name: string;
  description?: string | null;
  /** Milliseconds. */
  duration?: number | null;
  created_at?: string | null;
  folder_id?: string | null;
  state?: string;
  images?: {
    thumbnail?: { src?: string } | null;
    poster?: { src?: string } | null;
  } | null;
  text_tracks?: TextTrack[];
}

export interface Folder {
  id: string;
  name: string;
  video_count?: number;
}

/** One rendition or stream as `GET videos/{id}/sources` lists them; MP4 files carry `container` and `size`. */
export interface Source {
  src?: string;
  container?: string;
  type?: string;
  size?: number;
  encoding_rate?: number;
  /** Present on DRM-protected sources, which cannot be downloaded as a file. */
  key_systems?: Record<string, unknown>;
}

const account = (ctx: PlatformContext) => `/v1/accounts/${encodeURIComponent(ctx.credentials.accountId ?? '')}`;

export function listVideos(ctx: PlatformContext, offset: number, query?: string) {
  return ctx.http.json<Video[]>(`${account(ctx)}/videos`, {
    query: { q: query, sort: '-created_at', limit: BRIGHTCOVE_PAGE_SIZE, offset },
  });
}

export function folderVideos(ctx: PlatformContext, folderId: string, offset: number) {
  return ctx.http.json<Video[]>(`${account(ctx)}/folders/${encodeURIComponent(folderId)}/videos`, {
    query: { limit: BRIGHTCOVE_PAGE_SIZE, offset },
  });
}

export const listFolders = (ctx: PlatformContext) => ctx.http.json<Folder[]>(`${account(ctx)}/folders`);

export const videoById = (ctx: PlatformContext, id: string) =>
  ctx.http.json<Video>(`${account(ctx)}/videos/${encodeURIComponent(id)}`);

export const videoSources = (ctx: PlatformContext, id: string) =>
  ctx.http.json<Source[]>(`${account(ctx)}/videos/${encodeURIComponent(id)}/sources`);

/** A text track's WebVTT file, from Brightcove's delivery host: the CMS token is not sent there. */
export const textTrackFile = (ctx: PlatformContext, src: string) =>
  ctx.http.text(src, { headers: { Authorization: '' } });
