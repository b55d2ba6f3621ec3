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
  /** `ACTIVE` (playable) or `INACTIVE`. */
  state?: string;
  /** When the video may play; outside it players refuse it. */
  schedule?: { starts_at?: string | null; ends_at?: string | null } | null;
  /** Countries it may (or, with `exclude_countries`, may not) play in, when `restricted`. */
  geo?: { countries?: string[] | null; exclude_countries?: boolean; restricted?: boolean } | null;
  /** `dynamic_origin` for Dynamic Delivery; `static_origin` (legacy), `remote`, `live_origin` otherwise. */
  delivery_type?: string;
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

/** A text track as the Dynamic Ingest API takes it: Brightcove fetches `url` later, in a queued job. */
export interface IngestTextTrack {
  url: string;
  srclang: string;
  kind: 'captions' | 'subtitles';
  label: string;
  default: boolean;
}

/**
 * The Dynamic Ingest host (ingest.api.brightcove.com) for the same account paths. When BRIGHTCOVE_API_BASE_URL
 * points elsewhere (a fake), that server stands in for the ingest host too.
 */
function ingestUrl(ctx: PlatformContext, path: string): string {
  const cms = new URL(ctx.http.url('/'));
  return cms.hostname === 'cms.api.brightcove.com' ? `https://ingest.api.brightcove.com${path}` : ctx.http.url(path);
}

/** An ingest request for an existing video (images, text tracks, audio tracks); answers the ingest job's id. */
function ingestRequest(ctx: PlatformContext, videoId: string, body: unknown) {
  const path = `${account(ctx)}/videos/${encodeURIComponent(videoId)}/ingest-requests`;
  return ctx.http.json<{ id: string }>(ingestUrl(ctx, path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Asks Brightcove to ingest text tracks for an existing video. */
export const ingestTextTracks = (ctx: PlatformContext, videoId: string, tracks: IngestTextTrack[]) =>
  ingestRequest(ctx, videoId, { text_tracks: tracks });

/**
 * An extra audio track as Dynamic Ingest takes it (multiple audio tracks): Brightcove fetches `url` later, in a
 * queued job. A track is named by its language and variant (the CMS API's id `<language>_<variant>`), so a second
 * ingest of the same pair replaces the first.
 */
export interface IngestAudioTrack {
  url: string;
  /** An IANA language subtag (BCP-47), as the track's language. */
  language: string;
  /** Brightcove's audio service type; `descriptive` marks audio description. */
  variant: 'descriptive';
}

/** Adds audio tracks to an existing video, keeping its others (`merge_with_existing`). */
export const ingestAudioTracks = (ctx: PlatformContext, videoId: string, masters: IngestAudioTrack[]) =>
  ingestRequest(ctx, videoId, { audio_tracks: { merge_with_existing: true, masters } });

/** Brightcove's longest short description; the rest goes in `long_description` (5000). */
export const BRIGHTCOVE_DESCRIPTION_MAX = 250;
export const BRIGHTCOVE_LONG_DESCRIPTION_MAX = 5000;

/** A video as the CMS API's create call takes it: only metadata, its media comes from an ingest request. */
export interface NewVideo {
  name: string;
  description: string;
  long_description: string;
  state: 'ACTIVE' | 'INACTIVE';
  schedule?: Video['schedule'];
  geo?: Video['geo'];
}

/** `POST /videos`: the first of Brightcove's two steps for a video from a URL (the second ingests its master). */
export const createdVideo = (ctx: PlatformContext, video: NewVideo) =>
  ctx.http.json<Video>(`${account(ctx)}/videos`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(video),
  });

export async function deleteVideo(ctx: PlatformContext, videoId: string): Promise<void> {
  await ctx.http.request(`${account(ctx)}/videos/${encodeURIComponent(videoId)}`, { method: 'DELETE' });
}

/**
 * Has Brightcove fetch the video's master file from `url` (later, in a queued job) with the account's default
 * ingest profile, capturing a poster and thumbnail from it.
 */
export const ingestMaster = (ctx: PlatformContext, videoId: string, url: string) =>
  ingestRequest(ctx, videoId, { master: { url }, 'capture-images': true });

/** Sets the video's whole text track list (the CMS API's way of removing one: send the others back). */
export const setTextTracks = (ctx: PlatformContext, videoId: string, tracks: TextTrack[]) =>
  ctx.http.json<Video>(`${account(ctx)}/videos/${encodeURIComponent(videoId)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text_tracks: tracks }),
  });
