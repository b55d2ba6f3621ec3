import type { Credentials } from '../http';
import type { PlatformContext } from '../types';

// A typed client for the Wistia Data API v1 subset the adapter uses (https://docs.wistia.com/reference), field
// names as in Wistia's reference. Requests go through ctx.http, so 429 waits, outages and a withdrawn token behave
// as on every other platform.

/** Wistia's API tokens are bearer tokens that do not expire (until deleted in the account settings). */
export const wistiaHeaders = (credentials: Credentials): Record<string, string> =>
  credentials.apiToken ? { Authorization: `Bearer ${credentials.apiToken}` } : {};

export type WistiaMediaType = 'Video' | 'Audio' | 'Image' | 'PdfDocument' | 'MicrosoftOfficeDocument' | 'Swf' | string;

export interface WistiaAsset {
  /** `OriginalFile`, `HdMp4VideoFile`, `MdMp4VideoFile`, `IphoneVideoFile`, `StillImageFile`, … */
  type: string;
  url: string;
  width?: number;
  height?: number;
  fileSize?: number;
  contentType?: string;
}

export interface WistiaMedia {
  id: number;
  hashed_id: string;
  name: string;
  type: WistiaMediaType;
  /** HTML. */
  description?: string | null;
  /** Seconds, with decimals. */
  duration?: number | null;
  created?: string;
  thumbnail?: { url: string; width: number; height: number } | null;
  project?: { id: number; name: string; hashed_id: string } | null;
  /** Given by `medias/{hashed_id}.json`. */
  assets?: WistiaAsset[];
}

export interface WistiaProject {
  id: number;
  name: string;
  mediaCount?: number;
  hashedId?: string;
}

export interface WistiaCaption {
  /** ISO 639-2 (three letters), which is also the caption's key: a media has one caption per language. */
  language: string;
  english_name?: string;
  native_name?: string;
  /** SRT. */
  text?: string | null;
}

export const WISTIA_PER_PAGE = 100;
const mediaPath = (hashedId: string) => `/v1/medias/${encodeURIComponent(hashedId)}`;
const json = { 'Content-Type': 'application/json' };

/** One page of medias, oldest first; Wistia's `name` filter matches whole names only. */
export const wistiaMedias = (ctx: PlatformContext, options: { projectId?: string; name?: string; page: number }) =>
  ctx.http.json<WistiaMedia[]>('/v1/medias.json', {
    query: {
      page: options.page,
      per_page: WISTIA_PER_PAGE,
      sort_by: 'created',
      sort_direction: 1,
      project_id: options.projectId,
      name: options.name,
    },
  });

export const wistiaMedia = (ctx: PlatformContext, hashedId: string) =>
  ctx.http.json<WistiaMedia>(`${mediaPath(hashedId)}.json`);

export const wistiaProjects = (ctx: PlatformContext) =>
  ctx.http.json<WistiaProject[]>('/v1/projects.json', { query: { per_page: WISTIA_PER_PAGE } });

export const wistiaCaptions = (ctx: PlatformContext, hashedId: string) =>
  ctx.http.json<WistiaCaption[]>(`${mediaPath(hashedId)}/captions.json`);

export const wistiaCaption = (ctx: PlatformContext, hashedId: string, language: string) =>
  ctx.http.json<WistiaCaption>(`${mediaPath(hashedId)}/captions/${encodeURIComponent(language)}.json`);

/** Adds captions in a language the media has none in (Wistia refuses a second one with 400). */
export async function wistiaAddCaption(ctx: PlatformContext, hashedId: string, language: string, srt: string) {
  await ctx.http.request(`${mediaPath(hashedId)}/captions.json`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ caption_file: srt, language }),
  });
}

export async function wistiaReplaceCaption(ctx: PlatformContext, hashedId: string, language: string, srt: string) {
  await ctx.http.request(`${mediaPath(hashedId)}/captions/${encodeURIComponent(language)}.json`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ caption_file: srt }),
  });
}

/**
 * The Upload API's host (upload.wistia.com). When WISTIA_API_BASE_URL points elsewhere (a fake), that server stands
 * in for the upload host too, so one override serves both.
 */
function uploadUrl(ctx: PlatformContext): string {
  const origin = new URL(ctx.http.url('/')).origin;
  return `${origin === 'https://api.wistia.com' ? 'https://upload.wistia.com' : origin}/`;
}

/**
 * A new media Wistia imports from a link (the Upload API's import: a form-encoded `POST` with `url`, which must end
 * in the file's extension); the answer is the media, which Wistia then processes.
 */
export const wistiaImportedMedia = (
  ctx: PlatformContext,
  media: { url: string; name: string; description: string; projectId?: string },
) =>
  ctx.http.json<WistiaMedia>(uploadUrl(ctx), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      url: media.url,
      name: media.name,
      description: media.description,
      ...(media.projectId ? { project_id: media.projectId } : {}),
    }).toString(),
  });
