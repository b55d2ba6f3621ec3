import {
  type PlatformAdapter,
  type PlatformCaption,
  type PlatformContext,
  PlatformError,
  type PlatformItem,
  PlatformNotFoundError,
} from '../types';
import {
  BRIGHTCOVE_DESCRIPTION_MAX,
  BRIGHTCOVE_LONG_DESCRIPTION_MAX,
  BRIGHTCOVE_PAGE_SIZE,
  createdVideo,
  deleteVideo,
  folderVideos,
  ingestAudioTracks,
  ingestMaster,
  ingestTextTracks,
  listFolders,
  listVideos,
  setTextTracks,
  type Source,
  type TextTrack,
  textTrackFile,
  type Video,
  videoById,
  videoSources,
} from './brightcove-client';

/** Text tracks a person reads; chapters and metadata tracks are not captions. */
const CAPTION_KINDS = new Set(['captions', 'subtitles']);

// Brightcove has no public watch page: this is the video in Video Cloud Studio, for the account's people.
const studioUrl = (id: string) =>
  `https://studio.brightcove.com/products/videocloud/media/videos/${encodeURIComponent(id)}`;

const shortened = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const toItem = (v: Video): PlatformItem => ({
  id: v.id,
  title: v.name,
  ...(v.description ? { description: v.description } : {}),
  durationMs: v.duration ?? null,
  thumbnailUrl: v.images?.thumbnail?.src ?? v.images?.poster?.src ?? null,
  url: studioUrl(v.id),
  createdAt: v.created_at ?? null,
  captions: (v.text_tracks ?? []).filter((t) => CAPTION_KINDS.has(t.kind)).length,
});

/**
 * A caption's id here is its kind, language and label (`captions:en:English`), not Brightcove's track id: an
 * ingested track gets its id only when Brightcove's queued job runs, so publishing can answer only this, and the
 * next publish replaces by it. Where two tracks share all three, the last (the newest) has the key, the others
 * their Brightcove ids; either kind of id is accepted everywhere.
 */
const keyOf = (t: { kind: string; srclang: string; label?: string | null }) =>
  [t.kind, t.srclang, t.label ?? ''].map(encodeURIComponent).join(':');

function withCaptionIds(tracks: TextTrack[]): { id: string; track: TextTrack }[] {
  const last = new Map(tracks.map((t) => [keyOf(t), t]));
  return tracks.map((track) => ({ id: last.get(keyOf(track)) === track ? keyOf(track) : track.id, track }));
}

const toCaption = ({ id, track: t }: { id: string; track: TextTrack }): PlatformCaption => ({
  id,
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

const captionNamed = (tracks: TextTrack[], captionId: string) =>
  withCaptionIds(tracks).find(({ id, track }) => id === captionId || track.id === captionId)?.track;

/** Removes the replaced track first: an ingest only adds, and a PATCH after it could drop the new track. */
async function removeTextTrack(ctx: PlatformContext, itemId: string, captionId: string): Promise<TextTrack> {
  const all = (await videoById(ctx, itemId)).text_tracks ?? [];
  const old = captionNamed(
    all.filter((t) => CAPTION_KINDS.has(t.kind)),
    captionId,
  );
  if (!old) throw new PlatformNotFoundError('brightcove', 'This text track is not on the Brightcove video');
  await setTextTracks(
    ctx,
    itemId,
    all.filter((t) => t !== old),
  );
  return old;
}

/**
 * Brightcove Video Cloud: the account's videos (newest first), folders, search, MP4 renditions downloaded and
 * WebVTT text tracks read and published. Publishing hands the Dynamic Ingest API our signed caption link, which
 * Brightcove fetches in a queued job (see docs/platforms.md); a described audio goes the same way, as a
 * `descriptive` audio track from our signed rendition link, and an extended video as a new video ingested from one.
 */
export const brightcoveAdapter: PlatformAdapter = {
  platform: 'brightcove',
  capabilities: {
    browse: true,
    folders: true,
    search: true,
    download: true,
    captionsRead: true,
    captionsWrite: true,
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

  listCaptions: async (ctx, itemId) => withCaptionIds(await captionTracks(ctx, itemId)).map(toCaption),

  async downloadCaption(ctx, itemId, captionId) {
    const track = captionNamed(await captionTracks(ctx, itemId), captionId);
    if (!track) throw new PlatformNotFoundError('brightcove', 'This text track is not on the Brightcove video');
    // `sources` holds the https delivery URLs; `src` may be plain http on older accounts.
    const src = track.sources?.find((s) => s.src.startsWith('https://'))?.src ?? track.src;
    return { text: await textTrackFile(ctx, src), format: 'webvtt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    if (!caption.url) throw new PlatformError('brightcove', 'Brightcove takes captions only as a link to fetch');
    const replaced = caption.replaceId ? await removeTextTrack(ctx, itemId, caption.replaceId) : undefined;
    const track = {
      url: caption.url,
      srclang: caption.language,
      kind: caption.kind === 'captions' ? ('captions' as const) : ('subtitles' as const),
      label: caption.label,
      default: replaced?.default ?? false,
    };
    await ingestTextTracks(ctx, itemId, [track]);
    return { id: keyOf(track) };
  },

  async publishAudioTrack(ctx, itemId, audio) {
    // Multiple audio tracks exist only on Dynamic Delivery: a legacy or remote video would only be refused.
    const { delivery_type: delivery } = await videoById(ctx, itemId);
    if (delivery && delivery !== 'dynamic_origin') {
      throw new PlatformError(
        'brightcove',
        'This Brightcove video is not on Dynamic Delivery, which extra audio tracks need: move it there (retranscode it, or ask Brightcove) and publish again',
      );
    }
    // Brightcove's audio tracks have no name: players list them by language and variant, which also identify
    // the track, so publishing the same language again replaces it.
    const track = { url: audio.url, language: audio.language, variant: 'descriptive' as const };
    await ingestAudioTracks(ctx, itemId, [track]);
    return { id: `${track.language}_${track.variant}` };
  },

  async publishVideo(ctx, video) {
    // Played where and when the original is, never more openly: its state, schedule and geo restriction.
    const original = await videoById(ctx, video.originalId);
    const made = await createdVideo(ctx, {
      name: video.title,
      description: shortened(video.description, BRIGHTCOVE_DESCRIPTION_MAX),
      long_description: shortened(video.description, BRIGHTCOVE_LONG_DESCRIPTION_MAX),
      state: original.state === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
      ...(original.schedule ? { schedule: original.schedule } : {}),
      ...(original.geo ? { geo: original.geo } : {}),
    });
    try {
      await ingestMaster(ctx, made.id, video.url);
    } catch (error) {
      // A video without media would only clutter the library: the failed publish leaves nothing behind.
      await deleteVideo(ctx, made.id).catch(() => {});
      throw error;
    }
    return { id: made.id, link: studioUrl(made.id) };
  },
};
