import { readCaptions, writeCaptions } from '@shared/captions/api';
import type { TrackKind } from '@shared/constants';
import {
  type PlatformAdapter,
  type PlatformCaption,
  type PlatformContext,
  PlatformError,
  type PlatformItem,
  PlatformNotFoundError,
} from '../types';
import { type CanvasCourse, type CanvasFile, type CanvasTrack, checkedCursor, page } from './canvas-client';
import { CAPTION_MAX_BYTES } from '../http';

const PER_PAGE = 50;
const KINDS: readonly string[] = ['captions', 'subtitles', 'descriptions', 'chapters'] satisfies TrackKind[];
/** Canvas tracks have no label: the language's own name, as Canvas's player menu shows it ("Français"). */
function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

const isMedia = (file: CanvasFile) => /^(video|audio)\//.test(file['content-type'] ?? '');

const toItem = (file: CanvasFile): PlatformItem => ({
  id: String(file.id),
  title: file.display_name,
  // Canvas files carry no duration.
  durationMs: null,
  thumbnailUrl: file.thumbnail_url ?? null,
  url: null,
  createdAt: file.created_at ?? null,
});

/** `content_types[]` twice (video and audio) does not fit a query record, so it is part of the path. */
const filesPath = (owner: string) =>
  `/api/v1/${owner}/files?content_types[]=video&content_types[]=audio&sort=created_at&per_page=${PER_PAGE}`;

async function mediaFile(ctx: PlatformContext, itemId: string): Promise<CanvasFile> {
  if (!/^\d+$/.test(itemId)) throw new PlatformNotFoundError('canvas', 'Not found on Canvas');
  const file = await ctx.http.json<CanvasFile>(`/api/v1/files/${itemId}`);
  if (!isMedia(file)) throw new PlatformNotFoundError('canvas', 'This Canvas file is not video or audio');
  return file;
}

const tracksPath = (itemId: string) => `/api/v1/media_attachments/${encodeURIComponent(itemId)}/media_tracks`;

async function tracks(ctx: PlatformContext, itemId: string, include?: string): Promise<CanvasTrack[]> {
  await mediaFile(ctx, itemId);
  // With `webvtt_content` the list carries whole caption files, so it may weigh what they do.
  return ctx.http.json<CanvasTrack[]>(
    tracksPath(itemId),
    include ? { query: { 'include[]': include }, maxBytes: CAPTION_MAX_BYTES } : {},
  );
}

const toCaption = (track: CanvasTrack): PlatformCaption => ({
  id: String(track.id),
  language: track.locale,
  label: nativeName(track.locale),
  kind: KINDS.includes(track.kind) ? (track.kind as TrackKind) : 'captions',
  format: 'webvtt',
});

/**
 * Canvas: the connected user's own video and audio files at the top, courses as folders (their files inside),
 * downloads by the file's verifier URL, captions as the file's media tracks (one per language).
 */
export const canvasAdapter: PlatformAdapter = {
  platform: 'canvas',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    if (folderId && !/^\d+$/.test(folderId)) throw new PlatformNotFoundError('canvas', 'Not found on Canvas');
    const owner = folderId ? `courses/${folderId}` : 'users/self';
    const first = `${filesPath(owner)}${query ? `&search_term=${encodeURIComponent(query)}` : ''}`;
    const files = await page<CanvasFile>(ctx, cursor ? checkedCursor(ctx, cursor) : first);
    // Courses are shown once, above the first page of the user's own files.
    const folders =
      !folderId && !query && !cursor
        ? (await page<CanvasCourse>(ctx, '/api/v1/courses', { per_page: 100 })).items.map((c) => ({
            id: String(c.id),
            title: c.name,
            itemCount: null,
          }))
        : [];
    return { folders, items: files.items.filter(isMedia).map(toItem), nextCursor: files.next };
  },

  async get(ctx, itemId) {
    return toItem(await mediaFile(ctx, itemId));
  },

  async mediaSource(ctx, itemId) {
    const file = await mediaFile(ctx, itemId);
    if (!file.url) throw new PlatformError('canvas', 'Canvas gives no download link for this file');
    return { type: 'download', url: file.url };
  },

  async listCaptions(ctx, itemId) {
    return (await tracks(ctx, itemId)).map(toCaption);
  },

  async downloadCaption(ctx, itemId, captionId) {
    const track = (await tracks(ctx, itemId, 'webvtt_content')).find((t) => String(t.id) === captionId);
    if (!track) throw new PlatformNotFoundError('canvas', 'This caption is not on the Canvas file');
    return { text: track.webvtt_content ?? '', format: 'webvtt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    const existing = await tracks(ctx, itemId);
    const replaced = caption.replaceId ? existing.find((t) => String(t.id) === caption.replaceId) : undefined;
    if (caption.replaceId && !replaced) {
      throw new PlatformNotFoundError('canvas', 'This caption is not on the Canvas file');
    }
    const locale = replaced?.locale ?? caption.language;
    // Canvas stores a track's content as SRT (and answers it as WebVTT too).
    const srt = writeCaptions(readCaptions(caption.text, { format: caption.format }).track, 'srt').text;
    // The PUT replaces the whole list: tracks listed without content stay as they are, others are deleted.
    const body = [
      ...existing.filter((t) => t.locale !== locale).map((t) => ({ locale: t.locale, kind: t.kind })),
      { locale, kind: caption.kind, content: srt },
    ];
    const after = await ctx.http.json<CanvasTrack[]>(tracksPath(itemId), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const track = after.find((t) => t.locale === locale);
    if (!track) throw new PlatformError('canvas', 'Canvas did not keep the caption track');
    return { id: String(track.id) };
  },
};
