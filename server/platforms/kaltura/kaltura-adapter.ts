import type { CaptionFormat } from '@shared/captions/model';
import { type PlatformAdapter, PlatformError, type PlatformItem, PlatformNotFoundError } from '../types';
import { kalturaCall } from './kaltura-client';

const PAGE_SIZE = 50;

interface ListResponse<T> {
  objects: T[];
  totalCount: number;
}
interface MediaEntry {
  id: string;
  name: string;
  description?: string;
  /** Milliseconds; `duration` is whole seconds. */
  msDuration?: number;
  thumbnailUrl?: string;
  /** Unix seconds. */
  createdAt?: number;
}
interface Category {
  id: number;
  name: string;
  entriesCount?: number;
}
interface CaptionAsset {
  id: string;
  languageCode?: string;
  language: string;
  label?: string;
  /** KalturaCaptionType: 1 SRT, 2 DFXP, 3 WEBVTT, 4 CAP, 5 SCC. */
  format: string;
}
interface FlavorAsset {
  id: string;
  isOriginal?: boolean;
  bitrate?: number;
  status?: number;
}

const CAPTION_TYPES: Partial<Record<CaptionFormat, string>> = { srt: '1', ttml: '2', webvtt: '3', scc: '5' };
const FORMAT_OF_TYPE = Object.fromEntries(Object.entries(CAPTION_TYPES).map(([f, t]) => [t, f])) as Record<
  string,
  CaptionFormat
>;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

const toItem = (e: MediaEntry): PlatformItem => ({
  id: e.id,
  title: e.name,
  ...(e.description ? { description: e.description } : {}),
  durationMs: e.msDuration ?? null,
  thumbnailUrl: e.thumbnailUrl ?? null,
  url: null,
  createdAt: e.createdAt ? new Date(e.createdAt * 1000).toISOString() : null,
});

/** Kaltura: media entries with categories as folders, original flavors downloaded, caption assets read and written. */
export const kalturaAdapter: PlatformAdapter = {
  platform: 'kaltura',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    const pageIndex = cursor ? Number(cursor) : 1;
    const page = await kalturaCall<ListResponse<MediaEntry>>(ctx, 'media', 'list', {
      'filter:objectType': 'KalturaMediaEntryFilter',
      'filter:orderBy': '+createdAt',
      'filter:categoriesIdsMatchOr': folderId,
      'filter:freeText': query,
      'pager:objectType': 'KalturaFilterPager',
      'pager:pageSize': PAGE_SIZE,
      'pager:pageIndex': pageIndex,
    });
    // Categories are shown once, above the first page of the whole library.
    const folders =
      !folderId && !query && !cursor
        ? (
            await kalturaCall<ListResponse<Category>>(ctx, 'category', 'list', {
              'filter:objectType': 'KalturaCategoryFilter',
              'pager:pageSize': 500,
            })
          ).objects.map((c) => ({ id: String(c.id), title: c.name, itemCount: c.entriesCount ?? null }))
        : [];
    const seen = (pageIndex - 1) * PAGE_SIZE + page.objects.length;
    return {
      folders,
      items: page.objects.map(toItem),
      nextCursor: page.objects.length > 0 && seen < page.totalCount ? String(pageIndex + 1) : null,
    };
  },

  async get(ctx, itemId) {
    return toItem(await kalturaCall<MediaEntry>(ctx, 'media', 'get', { entryId: itemId }));
  },

  async mediaSource(ctx, itemId) {
    const flavors = await kalturaCall<ListResponse<FlavorAsset>>(ctx, 'flavorAsset', 'list', {
      'filter:objectType': 'KalturaAssetFilter',
      'filter:entryIdEqual': itemId,
    });
    const best =
      flavors.objects.find((f) => f.isOriginal) ??
      [...flavors.objects].sort((a, b) => (b.bitrate ?? 0) - (a.bitrate ?? 0))[0];
    if (!best) throw new PlatformNotFoundError('kaltura', 'This Kaltura entry has no media to download');
    return { type: 'download', url: await kalturaCall<string>(ctx, 'flavorAsset', 'getUrl', { id: best.id }) };
  },

  async listCaptions(ctx, itemId) {
    const assets = await kalturaCall<ListResponse<CaptionAsset>>(ctx, 'caption_captionAsset', 'list', {
      'filter:objectType': 'KalturaAssetFilter',
      'filter:entryIdEqual': itemId,
    });
    return assets.objects.map((a) => ({
      id: a.id,
      language: a.languageCode ?? a.language,
      label: a.label || a.language,
      kind: 'captions' as const,
      format: FORMAT_OF_TYPE[a.format] ?? 'srt',
    }));
  },

  async downloadCaption(ctx, itemId, captionId) {
    const caption = (await kalturaAdapter.listCaptions(ctx, itemId)).find((c) => c.id === captionId);
    if (!caption) throw new PlatformNotFoundError('kaltura', 'This caption is not on the Kaltura entry');
    const url = await kalturaCall<string>(ctx, 'caption_captionAsset', 'getUrl', { id: captionId });
    return { text: await ctx.http.text(url), format: caption.format };
  },

  async uploadCaption(ctx, itemId, caption) {
    const type = CAPTION_TYPES[caption.format];
    if (!type) throw new PlatformError('kaltura', `Kaltura does not take ${caption.format} captions`);
    const id =
      caption.replaceId ??
      (
        await kalturaCall<CaptionAsset>(ctx, 'caption_captionAsset', 'add', {
          entryId: itemId,
          'captionAsset:objectType': 'KalturaCaptionAsset',
          // Kaltura names languages (KalturaLanguage is "French", not "fr").
          'captionAsset:language': languageNames.of(caption.language) ?? caption.language,
          'captionAsset:label': caption.label,
          'captionAsset:format': type,
        })
      ).id;
    await kalturaCall(ctx, 'caption_captionAsset', 'setContent', {
      id,
      'contentResource:objectType': 'KalturaStringResource',
      'contentResource:content': caption.text,
    });
    return { id };
  },
};
