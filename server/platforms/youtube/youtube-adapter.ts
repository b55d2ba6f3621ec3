import { multipartRelated } from '../multipart-related';
import type { PlatformAdapter, PlatformCaption, PlatformContext, PlatformFolder, PlatformItem } from '../types';
import { PlatformNotFoundError } from '../types';
import { isoDurationMs } from './iso-duration';

// The YouTube Data API v3 subset we use; field names as in Google's reference.
const API = '/youtube/v3';
const UPLOAD = '/upload/youtube/v3/captions';
const PAGE_SIZE = 50;

interface Thumbnails {
  default?: { url: string };
  medium?: { url: string };
  high?: { url: string };
}
interface Snippet {
  title: string;
  description?: string;
  publishedAt?: string;
  thumbnails?: Thumbnails;
}
interface Page<T> {
  items: T[];
  nextPageToken?: string;
}
interface Video {
  id: string;
  snippet: Snippet;
  contentDetails?: { duration?: string };
}
interface PlaylistItem {
  snippet: Snippet;
  contentDetails: { videoId: string; videoPublishedAt?: string };
}
interface SearchResult {
  id: { videoId: string };
  snippet: Snippet;
}
interface Playlist {
  id: string;
  snippet: { title: string };
  contentDetails?: { itemCount?: number };
}
interface Caption {
  id: string;
  snippet: { language: string; name: string; trackKind: string };
}

const thumbnailOf = (t: Thumbnails | undefined) => t?.medium?.url ?? t?.high?.url ?? t?.default?.url ?? null;

const toItem = (id: string, snippet: Snippet, durationMs: number | null, createdAt?: string): PlatformItem => ({
  id,
  title: snippet.title,
  ...(snippet.description ? { description: snippet.description } : {}),
  durationMs,
  thumbnailUrl: thumbnailOf(snippet.thumbnails),
  url: `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
  createdAt: createdAt ?? snippet.publishedAt ?? null,
});

/** Durations come only from `videos.list`: one call for the whole page. */
async function durations(ctx: PlatformContext, ids: string[]): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  const page = await ctx.http.json<Page<Video>>(`${API}/videos`, {
    query: { part: 'contentDetails', id: ids.join(','), maxResults: PAGE_SIZE },
  });
  return new Map(page.items.map((v) => [v.id, isoDurationMs(v.contentDetails?.duration)]));
}

async function uploadsPlaylist(ctx: PlatformContext): Promise<string | null> {
  const page = await ctx.http.json<Page<{ contentDetails: { relatedPlaylists: { uploads: string } } }>>(
    `${API}/channels`,
    { query: { part: 'contentDetails', mine: true } },
  );
  return page.items[0]?.contentDetails.relatedPlaylists.uploads ?? null;
}

async function playlists(ctx: PlatformContext): Promise<PlatformFolder[]> {
  const folders: PlatformFolder[] = [];
  let pageToken: string | undefined;
  do {
    const page = await ctx.http.json<Page<Playlist>>(`${API}/playlists`, {
      query: { part: 'snippet,contentDetails', mine: true, maxResults: PAGE_SIZE, pageToken },
    });
    folders.push(
      ...page.items.map((p) => ({ id: p.id, title: p.snippet.title, itemCount: p.contentDetails?.itemCount ?? null })),
    );
    pageToken = page.nextPageToken;
  } while (pageToken);
  return folders;
}

const captionKind = (trackKind: string): PlatformCaption['kind'] => (trackKind === 'forced' ? 'subtitles' : 'captions');

/** YouTube: the channel's uploads, its playlists as folders, search, and caption tracks read and written. */
export const youtubeAdapter: PlatformAdapter = {
  platform: 'youtube',
  capabilities: { browse: true, folders: true, search: true, download: false, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    let entries: { id: string; snippet: Snippet; createdAt?: string }[];
    let nextPageToken: string | undefined;
    if (query) {
      const page = await ctx.http.json<Page<SearchResult>>(`${API}/search`, {
        query: { part: 'snippet', forMine: true, type: 'video', q: query, maxResults: PAGE_SIZE, pageToken: cursor },
      });
      entries = page.items.map((r) => ({ id: r.id.videoId, snippet: r.snippet }));
      nextPageToken = page.nextPageToken;
    } else {
      const playlistId = folderId ?? (await uploadsPlaylist(ctx));
      if (!playlistId) return { folders: [], items: [], nextCursor: null };
      const page = await ctx.http.json<Page<PlaylistItem>>(`${API}/playlistItems`, {
        query: { part: 'snippet,contentDetails', playlistId, maxResults: PAGE_SIZE, pageToken: cursor },
      });
      entries = page.items.map((p) => ({
        id: p.contentDetails.videoId,
        snippet: p.snippet,
        createdAt: p.contentDetails.videoPublishedAt,
      }));
      nextPageToken = page.nextPageToken;
    }
    const lengths = await durations(
      ctx,
      entries.map((e) => e.id),
    );
    // Playlists are shown once, above the first page of the channel's uploads.
    const folders = !folderId && !query && !cursor ? await playlists(ctx) : [];
    return {
      folders,
      items: entries.map((e) => toItem(e.id, e.snippet, lengths.get(e.id) ?? null, e.createdAt)),
      nextCursor: nextPageToken ?? null,
    };
  },

  async get(ctx, itemId) {
    const page = await ctx.http.json<Page<Video>>(`${API}/videos`, {
      query: { part: 'snippet,contentDetails', id: itemId },
    });
    const video = page.items[0];
    if (!video) throw new PlatformNotFoundError('youtube', 'This video is not on the connected YouTube channel');
    return toItem(video.id, video.snippet, isoDurationMs(video.contentDetails?.duration));
  },

  // YouTube's terms allow no downloads: the file plays through YouTube's player.
  mediaSource: async (_ctx, itemId) => ({ type: 'player', videoId: itemId }),

  async listCaptions(ctx, itemId) {
    const page = await ctx.http.json<Page<Caption>>(`${API}/captions`, { query: { part: 'snippet', videoId: itemId } });
    return page.items.map((c) => ({
      id: c.id,
      language: c.snippet.language,
      label: c.snippet.name || c.snippet.language,
      kind: captionKind(c.snippet.trackKind),
      format: 'webvtt' as const,
      ...(c.snippet.trackKind === 'asr' ? { machine: true } : {}),
    }));
  },

  async downloadCaption(ctx, _itemId, captionId) {
    const text = await ctx.http.text(`${API}/captions/${encodeURIComponent(captionId)}`, { query: { tfmt: 'vtt' } });
    return { text, format: 'webvtt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    const snippet = { videoId: itemId, language: caption.language, name: caption.label, isDraft: false };
    const { body, contentType } = multipartRelated(
      caption.replaceId ? { id: caption.replaceId, snippet } : { snippet },
      caption.text,
    );
    const answer = await ctx.http.json<{ id: string }>(UPLOAD, {
      method: caption.replaceId ? 'PUT' : 'POST',
      query: { part: 'snippet', uploadType: 'multipart' },
      headers: { 'Content-Type': contentType },
      body,
    });
    return { id: answer.id };
  },
};
