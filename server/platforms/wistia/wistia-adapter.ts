import { readCaptions, writeCaptions } from '@shared/captions/api';
import { type PlatformAdapter, PlatformError, type PlatformItem } from '../types';
import {
  WISTIA_PER_PAGE,
  type WistiaMedia,
  wistiaAddCaption,
  wistiaCaption,
  wistiaCaptions,
  wistiaImportedMedia,
  wistiaMedia,
  wistiaMedias,
  wistiaProjects,
  wistiaReplaceCaption,
} from './wistia-api';
import { languageTagOf, wistiaLanguageOf } from './wistia-languages';

/** Wistia also hosts images and documents; only what plays is offered. */
const PLAYABLE = new Set(['Video', 'Audio']);
/** Renditions to download when the original is not offered, best first. */
const RENDITIONS = [
  'OriginalFile',
  'HdMp4VideoFile',
  'MdMp4VideoFile',
  'Mp4VideoFile',
  'IphoneVideoFile',
  'Mp3AudioFile',
];

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Wistia's own pages are on each account's subdomain; its player page needs none.
const playerUrl = (hashedId: string) => `https://fast.wistia.net/embed/iframe/${encodeURIComponent(hashedId)}`;

const toItem = (media: WistiaMedia): PlatformItem => {
  const description = plainText(media.description ?? '');
  return {
    id: media.hashed_id,
    title: media.name,
    ...(description ? { description } : {}),
    durationMs: typeof media.duration === 'number' ? Math.round(media.duration * 1000) : null,
    thumbnailUrl: media.thumbnail?.url ?? null,
    url: playerUrl(media.hashed_id),
    createdAt: media.created ?? null,
  };
};

/**
 * Wistia: medias with projects as folders, whole-name search, the original file downloaded, SRT captions, and new
 * medias imported from a link (the extended version, in the original's project).
 */
export const wistiaAdapter: PlatformAdapter = {
  platform: 'wistia',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    const page = cursor ? Number(cursor) : 1;
    const medias = await wistiaMedias(ctx, { projectId: folderId, name: query, page });
    // Projects are shown once, above the first page of the whole library.
    const folders =
      !folderId && !query && !cursor
        ? (await wistiaProjects(ctx)).map((p) => ({ id: String(p.id), title: p.name, itemCount: p.mediaCount ?? null }))
        : [];
    return {
      folders,
      items: medias.filter((m) => PLAYABLE.has(m.type)).map(toItem),
      // Wistia's v1 pages say nothing of what follows: a full page may have a next one.
      nextCursor: medias.length === WISTIA_PER_PAGE ? String(page + 1) : null,
    };
  },

  get: async (ctx, itemId) => toItem(await wistiaMedia(ctx, itemId)),

  async mediaSource(ctx, itemId) {
    const assets = (await wistiaMedia(ctx, itemId)).assets ?? [];
    const asset = RENDITIONS.map((type) => assets.find((a) => a.type === type)).find((a) => a !== undefined);
    // Asset URLs are delivery links that need no token.
    return asset ? { type: 'download', url: asset.url } : { type: 'player', videoId: itemId };
  },

  async listCaptions(ctx, itemId) {
    return (await wistiaCaptions(ctx, itemId)).map((c) => ({
      id: c.language,
      language: languageTagOf(c.language),
      label: c.native_name || c.english_name || c.language,
      kind: 'captions' as const,
      format: 'srt' as const,
    }));
  },

  async downloadCaption(ctx, itemId, captionId) {
    return { text: (await wistiaCaption(ctx, itemId, captionId)).text ?? '', format: 'srt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    const language = caption.replaceId ?? wistiaLanguageOf(caption.language);
    if (!language) throw new PlatformError('wistia', `Wistia has no language code for "${caption.language}"`);
    // Wistia takes SRT only.
    const srt =
      caption.format === 'srt'
        ? caption.text
        : writeCaptions(readCaptions(caption.text, { format: caption.format }).track, 'srt').text;
    // One caption per language: one that exists already is replaced rather than refused.
    const exists = (await wistiaCaptions(ctx, itemId)).some((c) => c.language === language);
    if (exists) await wistiaReplaceCaption(ctx, itemId, language, srt);
    else await wistiaAddCaption(ctx, itemId, language, srt);
    return { id: language };
  },

  async publishVideo(ctx, video) {
    const original = await wistiaMedia(ctx, video.originalId);
    const media = await wistiaImportedMedia(ctx, {
      url: video.url,
      name: video.title,
      description: video.description,
      projectId: original.project?.hashed_id,
    });
    return { id: media.hashed_id, link: playerUrl(media.hashed_id) };
  },
};
