import type { Credentials } from '../http';
import type { PlatformContext } from '../types';

// A typed client for the Mux Video API subset the adapter uses (https://www.mux.com/docs/api-reference/video),
// field names as in Mux's reference. Requests go through ctx.http, so 429 waits, outages and a revoked token behave
// as on every other platform.

/** Mux authenticates with an access token id and secret as HTTP basic credentials; they do not expire. */
export const muxHeaders = (credentials: Credentials): Record<string, string> =>
  credentials.tokenId && credentials.tokenSecret
    ? { Authorization: `Basic ${Buffer.from(`${credentials.tokenId}:${credentials.tokenSecret}`).toString('base64')}` }
    : {};

export interface MuxPlaybackId {
  id: string;
  policy: 'public' | 'signed' | 'drm';
}

export interface MuxTrack {
  id: string;
  type: 'video' | 'audio' | 'text';
  status?: 'preparing' | 'ready' | 'errored' | 'deleted';
  text_type?: 'subtitles';
  text_source?: string;
  language_code?: string;
  name?: string;
  closed_captions?: boolean;
  /** Audio tracks: the one the asset was made with; added tracks are alternates. */
  primary?: boolean;
}

export interface MuxStaticRendition {
  /** `highest.mp4`, `capped-1080p.mp4`, `high.mp4`, `audio.m4a`, … */
  name: string;
  status?: 'ready' | 'preparing' | 'skipped' | 'errored';
}

export interface MuxAsset {
  id: string;
  /** Unix seconds, as a string. */
  created_at: string;
  status: 'preparing' | 'ready' | 'errored';
  /** Seconds. */
  duration?: number;
  playback_ids?: MuxPlaybackId[];
  tracks?: MuxTrack[];
  passthrough?: string;
  meta?: { title?: string };
  /** Present while `master_access` is `temporary`; `url` is a download link valid for 24 hours. */
  master?: { status: 'ready' | 'preparing' | 'errored'; url?: string };
  /** MP4 renditions, when the asset has them. */
  static_renditions?: { status?: string; files?: MuxStaticRendition[] };
}

const PAGE_LIMIT = 100;
const assetPath = (assetId: string) => `/video/v1/assets/${encodeURIComponent(assetId)}`;

/** One page of assets, newest first; `next_cursor` is null on the last. */
export const muxAssets = (ctx: PlatformContext, cursor?: string) =>
  ctx.http.json<{ data: MuxAsset[]; next_cursor?: string | null }>('/video/v1/assets', {
    query: { limit: PAGE_LIMIT, cursor },
  });

export const muxAsset = async (ctx: PlatformContext, assetId: string) =>
  (await ctx.http.json<{ data: MuxAsset }>(assetPath(assetId))).data;

/**
 * An address on Mux's delivery host (stream.mux.com). When MUX_API_BASE_URL points elsewhere (a fake), that
 * server stands in for the delivery host too, under `/stream`.
 */
export function muxStreamUrl(ctx: PlatformContext, path: string): string {
  const api = new URL(ctx.http.url('/'));
  return api.hostname === 'api.mux.com' ? `https://stream.mux.com${path}` : ctx.http.url(`/stream${path}`);
}

/** A ready text track's WebVTT, from the delivery host (public, so the API secret is not sent there). */
export const muxTextTrack = (ctx: PlatformContext, playbackId: string, trackId: string) =>
  ctx.http.text(muxStreamUrl(ctx, `/${encodeURIComponent(playbackId)}/text/${encodeURIComponent(trackId)}.vtt`), {
    headers: { Authorization: '' },
  });

/** `POST /video/v1/assets/{ASSET_ID}/tracks` for a text track: Mux downloads `url` itself (WebVTT or SRT). */
export interface NewMuxTextTrack {
  url: string;
  type: 'text';
  text_type: 'subtitles';
  language_code: string;
  /** Unique among the asset's text tracks: the name players show. */
  name: string;
  closed_captions: boolean;
}

/** The same call for an alternate audio track (multi-track audio): Mux downloads `url` (an audio file such as M4A). */
export interface NewMuxAudioTrack {
  url: string;
  type: 'audio';
  /** BCP-47. */
  language_code: string;
  /** The name players list the track under. */
  name: string;
}

export const createdMuxTrack = async (
  ctx: PlatformContext,
  assetId: string,
  track: NewMuxTextTrack | NewMuxAudioTrack,
) =>
  (
    await ctx.http.json<{ data: MuxTrack }>(`${assetPath(assetId)}/tracks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(track),
    })
  ).data;

/** `POST /video/v1/assets`: a new asset from a file Mux downloads itself (`inputs[].url`, e.g. an MP4). */
export interface NewMuxAsset {
  inputs: { url: string }[];
  /** Without one the asset has no playback ID and cannot be played. */
  playback_policies: ('public' | 'signed')[];
  meta: { title: string };
}

export const createdMuxAsset = async (ctx: PlatformContext, asset: NewMuxAsset) =>
  (
    await ctx.http.json<{ data: MuxAsset }>('/video/v1/assets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(asset),
    })
  ).data;

export const deleteMuxTrack = async (ctx: PlatformContext, assetId: string, trackId: string) => {
  await ctx.http.request(`${assetPath(assetId)}/tracks/${encodeURIComponent(trackId)}`, { method: 'DELETE' });
};
