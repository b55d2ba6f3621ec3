import { type PlatformAdapter, PlatformError, type PlatformItem, PlatformNotFoundError } from '../types';
import {
  createdMuxAsset,
  createdMuxTrack,
  deleteMuxTrack,
  type MuxAsset,
  muxAsset,
  muxAssets,
  muxStreamUrl,
  muxTextTrack,
} from './mux-api';

/** MP4 renditions to download when there is no master file, best first. */
const RENDITIONS = ['highest.mp4', 'capped-1080p.mp4', 'high.mp4', 'medium.mp4', 'low.mp4', 'audio.m4a'];

const publicPlaybackId = (asset: MuxAsset) => asset.playback_ids?.find((p) => p.policy === 'public')?.id ?? null;
const playerUrl = (playbackId: string) => `https://player.mux.com/${playbackId}`;

function toItem(asset: MuxAsset): PlatformItem {
  const playbackId = publicPlaybackId(asset);
  const created = Number(asset.created_at);
  return {
    id: asset.id,
    // Mux keeps no name unless one was given (`meta.title`, or an app's `passthrough`).
    title: asset.meta?.title || asset.passthrough || `Asset ${asset.id.slice(0, 12)}`,
    durationMs: typeof asset.duration === 'number' ? Math.round(asset.duration * 1000) : null,
    thumbnailUrl: playbackId ? `https://image.mux.com/${playbackId}/thumbnail.jpg?width=320` : null,
    url: playbackId ? playerUrl(playbackId) : null,
    createdAt: Number.isFinite(created) ? new Date(created * 1000).toISOString() : null,
    captions: textTracks(asset).length,
  };
}

const textTracks = (asset: MuxAsset) =>
  (asset.tracks ?? []).filter((t) => t.type === 'text' && t.text_type === 'subtitles' && t.status === 'ready');

/**
 * Mux: the environment's assets (no folders, no search in its API), downloaded from the master file or an MP4
 * rendition when the asset has one, else streamed; text tracks read and published. Mux takes a caption only as a
 * URL it downloads, so publishing hands it our signed caption link (see docs/platforms.md); a described audio goes
 * the same way, as an alternate audio track from our signed rendition link, and an extended video as a new asset.
 */
export const muxAdapter: PlatformAdapter = {
  platform: 'mux',
  capabilities: {
    browse: true,
    folders: false,
    search: false,
    download: true,
    captionsRead: true,
    captionsWrite: true,
  },

  async list(ctx, { folderId, query, cursor }) {
    if (folderId) throw new PlatformNotFoundError('mux', 'Mux has no folders');
    const page = await muxAssets(ctx, cursor);
    const words = query?.toLowerCase();
    const items = page.data.map(toItem);
    return {
      folders: [],
      // Mux's API has no search: a query can only narrow each page.
      items: words ? items.filter((i) => i.title.toLowerCase().includes(words)) : items,
      nextCursor: page.next_cursor || null,
    };
  },

  get: async (ctx, itemId) => toItem(await muxAsset(ctx, itemId)),

  async mediaSource(ctx, itemId) {
    const asset = await muxAsset(ctx, itemId);
    // The master (temporary master access) is the original quality; its URL lasts 24 hours.
    if (asset.master?.status === 'ready' && asset.master.url) return { type: 'download', url: asset.master.url };
    const playbackId = publicPlaybackId(asset);
    if (!playbackId) {
      throw new PlatformError('mux', 'This Mux asset has only signed playback IDs; add a public one to import it');
    }
    const ready = new Set(
      (asset.static_renditions?.files ?? []).filter((f) => f.status === 'ready' || !f.status).map((f) => f.name),
    );
    const rendition = RENDITIONS.find((name) => ready.has(name));
    if (rendition) return { type: 'download', url: muxStreamUrl(ctx, `/${playbackId}/${rendition}`) };
    // Without a file to download, the asset plays as HLS: https://stream.mux.com/{videoId}.m3u8.
    return { type: 'player', videoId: playbackId };
  },

  async listCaptions(ctx, itemId) {
    return textTracks(await muxAsset(ctx, itemId)).map((t) => ({
      id: t.id,
      language: t.language_code ?? 'und',
      label: t.name || t.language_code || 'Subtitles',
      kind: t.closed_captions ? ('captions' as const) : ('subtitles' as const),
      format: 'webvtt' as const,
    }));
  },

  async downloadCaption(ctx, itemId, captionId) {
    const asset = await muxAsset(ctx, itemId);
    if (!textTracks(asset).some((t) => t.id === captionId)) {
      throw new PlatformNotFoundError('mux', 'This text track is not on the Mux asset');
    }
    const playbackId = publicPlaybackId(asset);
    if (!playbackId) throw new PlatformError('mux', 'This Mux asset has only signed playback IDs');
    return { text: await muxTextTrack(ctx, playbackId, captionId), format: 'webvtt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    if (!caption.url) throw new PlatformError('mux', 'Mux takes captions only as a link to fetch');
    // Mux cannot change a track's file: replacing deletes it and adds one (track names must stay unique, so first).
    if (caption.replaceId) await deleteMuxTrack(ctx, itemId, caption.replaceId);
    const track = await createdMuxTrack(ctx, itemId, {
      url: caption.url,
      type: 'text',
      text_type: 'subtitles',
      language_code: caption.language,
      name: caption.label,
      closed_captions: caption.kind === 'captions',
    });
    return { id: track.id };
  },

  async publishAudioTrack(ctx, itemId, audio) {
    const asset = await muxAsset(ctx, itemId);
    if (asset.status !== 'ready')
      throw new PlatformError('mux', 'The Mux asset is not ready yet: try again once it is');
    // A republish replaces the alternate track of the same name (never the primary one) rather than adding a twin.
    for (const old of asset.tracks ?? []) {
      if (old.type === 'audio' && !old.primary && old.name === audio.name) await deleteMuxTrack(ctx, itemId, old.id);
    }
    const track = await createdMuxTrack(ctx, itemId, {
      url: audio.url,
      type: 'audio',
      language_code: audio.language,
      name: audio.name,
    });
    return { id: track.id };
  },

  async publishVideo(ctx, video) {
    // Played as the original is, never more openly: its public and signed policies (a DRM-only original: signed).
    const original = await muxAsset(ctx, video.originalId);
    const policies = new Set((original.playback_ids ?? []).flatMap((p) => (p.policy === 'drm' ? [] : [p.policy])));
    // Mux keeps a title (`meta.title`) but no description.
    const asset = await createdMuxAsset(ctx, {
      inputs: [{ url: video.url }],
      playback_policies: policies.size > 0 ? [...policies] : ['signed'],
      meta: { title: video.title },
    });
    const playbackId = publicPlaybackId(asset);
    return { id: asset.id, ...(playbackId ? { link: playerUrl(playbackId) } : {}) };
  },
};
