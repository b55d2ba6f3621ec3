import {
  type PlatformAdapter,
  type PlatformCaption,
  type PlatformContext,
  PlatformError,
  type PlatformItem,
  PlatformNotFoundError,
} from '../types';
import {
  BRIGHTCOVE_PAGE_SIZE,
  folderVideos,
  listFolders,
  listVideos,
  type Source,
  type TextTrack,
  textTrackFile,
  type Video,
  videoById,
  videoSources,
} from './brightcove-client';

/** Text tracks a person reads; chapters and metadata tracks are not captions. */
const CAPTION_KINDS = new Set(['captions', 'subtitles']);

const toItem = (v: Video): PlatformItem => ({
  id: v.id,
  title: v.name,
  ...(v.description ? { description: v.description } : {}),
  durationMs: v.duration ?? null,
  thumbnailUrl: v.images?.thumbnail?.src ?? v.images?.poster?.src ?? null,
  // Brightcove has no public watch page: this is the video in Video Cloud Studio, for the account's people.
  url: `https://studio.brightcove.com/products/videocloud/media/videos/${encodeURIComponent(v.id)}`,
  createdAt: v.created_at ?? null,
  captions: (v.text_tracks ?? []).filter((t) => CAPTION_KINDS.has(t.kind)).length,
});

const toCaption = (t: TextTrack): PlatformCaption => ({
  id: t.id,
  language: t.srclang,
  label: t.label || t.srclang,
  kind: t.kind === 'captions' ? 'captions' : 'subtitles',
  format: 'webvtt',
});

/** The largest MP4 file that is not DRM-protected: the nearest thing to the original the CMS API hands out. */
function bestDownload(sources: Source[]): string | undefined {
  return sources
    .filter((s) => s.src?.startsWith('https://') && s.container === 'MP4' && !s.key_systems)
    .sort((a, b) => (b.size ?? b.encoding_rate ?? 0) - (a.size ?? a.encoding_rate ?? 0))[0]?.src;
}

async function captionTracks(ctx: PlatformContext, itemId: string): Promise<TextTrack[]> {
  return ((await videoById(ctx, itemId)).text_tracks ?? []).filter((t) => CAPTION_KINDS.has(t.kind));
}

/**
 * Brightcove Video Cloud: the account's videos (newest first), folders, search, MP4 renditions downloaded and
 * WebVTT text tracks read. Publishing back is not offered: the Dynamic Ingest API only fetches text tracks from a
 * URL, which would need a public, short-lived address for the file on our server (see docs/platforms.md).
 */
export const brightcoveAdapter: PlatformAdapter = {
  platform: 'brightcove',
  capabilities: {
    browse: true,
    folders: true,
    search: true,
    download: true,
    captionsRead: true,
    captionsWrite: false,
  },

  async list(ctx, { folderId, query, cursor }) {
    const offset = cursor ? Number(cursor) : 0;
    // The CMS API lists a folder's videos without searching them, so a search covers the whole account.
    const videos =
      folderId && !query ? await folderVideos(ctx, folderId, offset) : await listVideos(ctx, offset, query);
    // Folders are one level deep on Brightcove, shown once above the first page of the whole library.
    const folders =
      !folderId && !query && !cursor
        ? (await listFolders(ctx)).map((f) => ({ id: f.id, title: f.name, itemCount: f.video_count ?? null }))
        : [];
    return {
      folders,
      items: videos.map(toItem),
      // Brightcove's lists say nothing of what follows: a full page offers the next one.
      nextCursor: videos.length === BRIGHTCOVE_PAGE_SIZE ? String(offset + BRIGHTCOVE_PAGE_SIZE) : null,
    };
  },

  get: async (ctx, itemId) => toItem(await videoById(ctx, itemId)),

  async mediaSource(ctx, itemId) {
    const url = bestDownload(await videoSources(ctx, itemId));
    // Only HLS/DASH or DRM sources (or none yet): the video plays through Brightcove's player instead.
    return url ? { type: 'download', url } : { type: 'player', videoId: itemId };
  },

  listCaptions: async (ctx, itemId) => (await captionTracks(ctx, itemId)).map(toCaption),

  async downloadCaption(ctx, itemId, captionId) {
    const track = (await captionTracks(ctx, itemId)).find((t) => t.id === captionId);
    if (!track) throw new PlatformNotFoundError('brightcove', 'This text track is not on the Brightcove video');
    // `sources` holds the https delivery URLs; `src` may be plain http on older accounts.
    const src = track.sources?.find((s) => s.src.startsWith('https://'))?.src ?? track.src;
    return { text: await textTrackFile(ctx, src), format: 'webvtt' };
  },

  uploadCaption: async () => {
    throw new PlatformError(
      'brightcove',
      'Publishing captions to Brightcove is not available: Brightcove only ingests text tracks from a URL',
    );
  },
};
