import type { CaptionFormat } from '@shared/captions/model';
import type { TrackKind } from '@shared/constants';
import { type PlatformAdapter, PlatformError, type PlatformItem } from '../types';
import {
  idOfUri,
  type VimeoTextTrackType,
  type VimeoVideo,
  vimeoAddTextTrack,
  vimeoDeleteTextTrack,
  vimeoFolders,
  vimeoPulledVideo,
  vimeoTextTrack,
  vimeoTextTracks,
  vimeoVideo,
  vimeoVideos,
} from './vimeo-api';

/** The formats Vimeo's text track upload takes (it serves every track back as WebVTT). */
const UPLOAD_FORMATS = new Set<CaptionFormat>(['webvtt', 'srt', 'ttml', 'scc', 'sami']);
/** Vimeo's track types that are ours too; `metadata` tracks are not for people and are left out. */
const KINDS = new Set<string>(['captions', 'subtitles', 'chapters', 'descriptions'] satisfies TrackKind[]);
/** A thumbnail about as wide as the picker shows it. */
const THUMBNAIL_WIDTH = 295;

function thumbnailOf(video: VimeoVideo): string | null {
  const sizes = [...(video.pictures?.sizes ?? [])].sort((a, b) => a.width - b.width);
  return (sizes.find((s) => s.width >= THUMBNAIL_WIDTH) ?? sizes.at(-1))?.link ?? null;
}

const toItem = (video: VimeoVideo): PlatformItem => {
  const captions = video.metadata?.connections?.texttracks?.total;
  return {
    id: idOfUri(video.uri),
    title: video.name,
    ...(video.description ? { description: video.description } : {}),
    durationMs: Number.isFinite(video.duration) ? video.duration * 1000 : null,
    thumbnailUrl: thumbnailOf(video),
    url: video.link,
    createdAt: video.created_time,
    ...(captions === undefined ? {} : { captions }),
  };
};

/** The original file when Vimeo offers it, else the largest rendition. */
function bestDownload(video: VimeoVideo) {
  const files = video.download ?? [];
  return (
    files.find((f) => f.quality === 'source') ?? [...files].sort((a, b) => b.width * b.height - a.width * a.height)[0]
  );
}

/**
 * Vimeo: the account's videos with its folders, search, downloads where allowed, text tracks read and written, and
 * new videos pulled from a link (the extended version, beside the original).
 */
export const vimeoAdapter: PlatformAdapter = {
  platform: 'vimeo',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    const page = cursor ? Number(cursor) : 1;
    const videos = await vimeoVideos(ctx, { folderId, query, page });
    // Folders are shown once, above the first page of the whole library.
    const folders =
      !folderId && !query && !cursor
        ? (await vimeoFolders(ctx)).data.map((f) => ({
            id: idOfUri(f.uri),
            title: f.name,
            itemCount: f.metadata?.connections?.videos?.total ?? null,
          }))
        : [];
    return { folders, items: videos.data.map(toItem), nextCursor: videos.paging.next ? String(page + 1) : null };
  },

  get: async (ctx, itemId) => toItem(await vimeoVideo(ctx, itemId)),

  async mediaSource(ctx, itemId) {
    const file = bestDownload(await vimeoVideo(ctx, itemId));
    // Download links are signed and expire; without them (no `video_files` scope, or a plan without downloads)
    // the file plays through Vimeo's player, as a pasted Vimeo link does.
    return file ? { type: 'download', url: file.link } : { type: 'player', videoId: itemId };
  },

  async listCaptions(ctx, itemId) {
    const tracks = await vimeoTextTracks(ctx, itemId);
    return tracks
      .filter((t) => KINDS.has(t.type))
      .map((t) => ({
        id: String(t.id),
        language: t.language,
        label: t.name || t.language,
        kind: t.type as TrackKind,
        format: 'webvtt' as const,
      }));
  },

  async downloadCaption(ctx, itemId, captionId) {
    const track = await vimeoTextTrack(ctx, itemId, captionId);
    return { text: await ctx.http.text(track.link), format: 'webvtt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    if (!UPLOAD_FORMATS.has(caption.format)) {
      throw new PlatformError('vimeo', `Vimeo does not take ${caption.format} captions`);
    }
    const type: VimeoTextTrackType = caption.kind;
    const track = await vimeoAddTextTrack(ctx, itemId, {
      type,
      language: caption.language,
      name: caption.label,
      text: caption.text,
    });
    // A track's file cannot be uploaded twice: the new track replaces the old one, removed only once the new
    // one is in place so a failure never leaves the video without captions.
    if (caption.replaceId) await vimeoDeleteTextTrack(ctx, itemId, caption.replaceId);
    return { id: String(track.id) };
  },

  async publishVideo(ctx, video) {
    // The account's default privacy applies: the original's may need its password, which the API never gives.
    const made = await vimeoPulledVideo(ctx, {
      link: video.url,
      size: video.size,
      name: video.title,
      description: video.description,
    });
    return { id: idOfUri(made.uri), link: made.link };
  },
};
