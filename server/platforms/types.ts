import type { CaptionFormat } from '@shared/captions/model';
import type { PlatformType, TrackKind } from '@shared/constants';
import type { PlatformCaption, PlatformFolder, PlatformItem } from '@shared/schemas/platforms';
import type { PlatformHttp } from './http';

export type { PlatformCaption, PlatformFolder, PlatformItem };

/** What an adapter call works with: the connection's credentials, an HTTP client bound to the platform, a clock. */
export interface PlatformContext {
  workspaceId: string;
  /** The decrypted credential fields (see PLATFORM_CREDENTIALS); refreshed tokens replace them in place. */
  credentials: Record<string, string>;
  /** Requests relative to the platform's base URL, with auth, refresh, rate-limit waits and typed errors. */
  http: PlatformHttp;
  now(): number;
}

export interface ListOptions {
  folderId?: string;
  query?: string;
  cursor?: string;
}

export interface ListPage {
  folders: PlatformFolder[];
  items: PlatformItem[];
  nextCursor: string | null;
}

export type MediaSource =
  { type: 'download'; url: string; headers?: Record<string, string> } | { type: 'player'; videoId: string };

export interface CaptionUpload {
  language: string;
  label: string;
  kind: TrackKind;
  format: CaptionFormat;
  text: string;
  /** Replace this platform caption instead of adding one. */
  replaceId?: string;
  /**
   * A short-lived public link serving this version as WebVTT (publish-tracks always supplies it), for platforms
   * that take captions only as a URL they fetch later (Brightcove, Mux); others send `text` and ignore it.
   */
  url?: string;
}

/** An extra audio track for an item (the described audio beside the original), as a link the platform fetches. */
export interface AudioTrackUpload {
  /** A short-lived public link serving the audio (AAC in MP4). */
  url: string;
  /** BCP-47. */
  language: string;
  /**
   * What players list it as, where the platform names tracks (Mux: its track of the same name is replaced);
   * Brightcove names a track by language and variant instead, and replaces the one of the same language.
   */
  name: string;
}

/**
 * A new video beside the original (the extended version, whose picture holds while descriptions play), made from
 * a link the platform fetches itself. Never a replacement: the pauses would reach every viewer of the original.
 */
export interface VideoUpload {
  /** A short-lived public link serving the MP4. */
  url: string;
  /** The MP4's size in bytes (Vimeo's pull upload states it). */
  size: number;
  title: string;
  description: string;
  /** The item it is an alternate version of: adapters copy where it is filed and who may play it. */
  originalId: string;
}

/** One platform behind the common interface; every method throws the typed errors below. */
export interface PlatformAdapter {
  readonly platform: PlatformType;
  readonly capabilities: {
    browse: boolean;
    folders: boolean;
    search: boolean;
    download: boolean;
    captionsRead: boolean;
    captionsWrite: boolean;
  };
  list(ctx: PlatformContext, options: ListOptions): Promise<ListPage>;
  get(ctx: PlatformContext, itemId: string): Promise<PlatformItem>;
  /** Where the media comes from: a URL our pipeline downloads (with headers), or the platform's player. */
  mediaSource(ctx: PlatformContext, itemId: string): Promise<MediaSource>;
  listCaptions(ctx: PlatformContext, itemId: string): Promise<PlatformCaption[]>;
  downloadCaption(
    ctx: PlatformContext,
    itemId: string,
    captionId: string,
  ): Promise<{ text: string; format: CaptionFormat }>;
  uploadCaption(ctx: PlatformContext, itemId: string, caption: CaptionUpload): Promise<{ id: string }>;
  /** Adds an alternate audio track to the item; only platforms whose API takes one have it (Mux, Brightcove). */
  publishAudioTrack?(ctx: PlatformContext, itemId: string, track: AudioTrackUpload): Promise<{ id: string }>;
  /**
   * Creates a new item from a video link; only platforms that fetch a video from a URL have it (Mux, Vimeo,
   * Wistia, Brightcove). `link` is where people watch it, when the platform says (on Brightcove, which has no
   * watch page: the video in Studio).
   */
  publishVideo?(ctx: PlatformContext, video: VideoUpload): Promise<{ id: string; link?: string }>;
}

/**
 * Base of the typed errors; `platform` names the platform for messages people read. `message` is always in our
 * words; `upstreamDetail` is the platform's own (the start of its error body), for the server log and for adapters
 * that read a platform's error codes, and never part of an answer or a stored error.
 */
export class PlatformError extends Error {
  constructor(
    readonly platform: PlatformType,
    message: string,
    readonly upstreamDetail?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The connection no longer works (refresh token revoked or expired, key withdrawn): the person must reconnect. */
export class PlatformAuthError extends PlatformError {}

/** The platform failed (5xx, timeout, unreachable); trying again later may work. */
export class PlatformUnavailableError extends PlatformError {}

/** The platform kept answering 429 beyond what we are willing to wait. */
export class PlatformRateLimitError extends PlatformError {
  constructor(
    platform: PlatformType,
    message: string,
    /** Seconds the platform last asked us to wait. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(platform, message);
  }
}

/** The item or caption does not exist on the platform, or this account cannot see it. */
export class PlatformNotFoundError extends PlatformError {}
