import { readCaptions, writeCaptions } from '@shared/captions/api';
import type { CaptionFormat } from '@shared/captions/model';
import {
  type PlatformAdapter,
  type PlatformCaption,
  type PlatformContext,
  PlatformError,
  type PlatformFolder,
  type PlatformItem,
  PlatformNotFoundError,
} from '../types';
import {
  childFolders,
  deleteSessionCaptions,
  type Folder,
  folderSessions,
  isPanoptoId,
  ROOT_FOLDER,
  type Session,
  searchFolders,
  searchSessions,
  sessionById,
  uploadSessionCaptions,
} from './panopto-client';
import { contentLanguageFrom, contentLanguageOf, languageLabelOf, languageTagOf } from './panopto-languages';

/** The file types Panopto's caption upload takes (`POST sessions/{id}/captions`: "SRT or VTT"). */
const UPLOAD_TYPES: Partial<Record<CaptionFormat, { name: string; type: string }>> = {
  srt: { name: 'captions.srt', type: 'application/x-subrip' },
  webvtt: { name: 'captions.vtt', type: 'text/vtt' },
};

const toFolder = (f: Folder): PlatformFolder => ({ id: f.Id, title: f.Name, itemCount: null });

function toItem(ctx: PlatformContext, s: Session): PlatformItem {
  return {
    id: s.Id,
    title: s.Name,
    ...(s.Description ? { description: s.Description } : {}),
    durationMs: typeof s.Duration === 'number' ? Math.round(s.Duration * 1000) : null,
    // Panopto may answer with a host-relative thumbnail path.
    thumbnailUrl: s.Urls?.ThumbnailUrl ? ctx.http.url(s.Urls.ThumbnailUrl) : null,
    url: s.Urls?.ViewerUrl ?? null,
    createdAt: s.StartTime ?? null,
  };
}

function session(ctx: PlatformContext, itemId: string): Promise<Session> {
  if (!isPanoptoId(itemId)) throw new PlatformNotFoundError('panopto', 'No such Panopto session');
  return sessionById(ctx, itemId);
}

/**
 * The session's captions as its `Urls.CaptionDownloadUrl` offers them: Panopto's REST API lists no caption
 * tracks, so this is the one track it can read (in the language the URL names; English (US) when it names none).
 */
function captionOf(session: Session): (PlatformCaption & { url: string }) | undefined {
  const url = session.Urls?.CaptionDownloadUrl;
  if (!url) return undefined;
  const language = contentLanguageFrom(new URL(url, 'https://panopto.invalid').searchParams.get('language'));
  const id = language ?? 'English_USA';
  return {
    id,
    language: languageTagOf(id),
    label: languageLabelOf(id),
    kind: 'captions',
    format: 'srt',
    url,
  };
}

/** Panopto: folders and their sessions, search, one-time download URLs, captions read and uploaded per language. */
export const panoptoAdapter: PlatformAdapter = {
  platform: 'panopto',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    if (folderId && !isPanoptoId(folderId)) throw new PlatformNotFoundError('panopto', 'No such Panopto folder');
    const pageNumber = cursor ? Number(cursor) : 0;
    // Without a folder, the library is every session the connection can see (a search for nothing), newest first.
    const sessions = folderId
      ? await folderSessions(ctx, folderId, pageNumber, query)
      : await searchSessions(ctx, query ?? '', pageNumber).catch((error: unknown) => {
          // Panopto's reference marks the query required yet nullable: a site that refuses an empty one still
          // shows its folders at the top, and only the list of every session is missing.
          if (!query && Object.getPrototypeOf(error) === PlatformError.prototype) return [];
          throw error;
        });
    // Folders are shown once, above the first page: the children of the open folder, or those matching a search.
    let folders: PlatformFolder[] = [];
    if (!cursor && query && !folderId) folders = (await searchFolders(ctx, query)).map(toFolder);
    else if (!cursor && !query) folders = (await childFolders(ctx, folderId ?? ROOT_FOLDER)).map(toFolder);
    return {
      folders,
      items: sessions.map((s) => toItem(ctx, s)),
      // Panopto's paging ends with an empty page; it does not say how many remain.
      nextCursor: sessions.length > 0 ? String(pageNumber + 1) : null,
    };
  },

  async get(ctx, itemId) {
    return toItem(ctx, await session(ctx, itemId));
  },

  async mediaSource(ctx, itemId) {
    const download = (await session(ctx, itemId)).Urls?.DownloadUrl;
    // Blank when the session's settings forbid downloads: it then plays through Panopto's own player.
    if (!download) return { type: 'player', videoId: itemId };
    const url = ctx.http.url(download);
    // The download needs the connection's token, which only goes back to the Panopto host that issued it.
    const sameHost = new URL(url).origin === new URL(ctx.http.url('/')).origin;
    return {
      type: 'download',
      url,
      ...(sameHost && ctx.credentials.accessToken
        ? { headers: { Authorization: `Bearer ${ctx.credentials.accessToken}` } }
        : {}),
    };
  },

  async listCaptions(ctx, itemId) {
    const caption = captionOf(await session(ctx, itemId));
    if (!caption) return [];
    const { url: _url, ...listed } = caption;
    return [listed];
  },

  async downloadCaption(ctx, itemId, captionId) {
    const caption = captionOf(await session(ctx, itemId));
    if (!caption || caption.id !== captionId) {
      throw new PlatformNotFoundError('panopto', 'Panopto offers no download of this caption track');
    }
    const text = await ctx.http.text(caption.url);
    return { text, format: text.trimStart().startsWith('WEBVTT') ? 'webvtt' : 'srt' };
  },

  async uploadCaption(ctx, itemId, caption) {
    const language = contentLanguageOf(caption.language);
    if (!language) throw new PlatformError('panopto', `Panopto does not take captions in "${caption.language}"`);
    // Panopto takes SRT or WebVTT; any other format is converted to WebVTT first.
    const file = UPLOAD_TYPES[caption.format] ?? UPLOAD_TYPES.webvtt!;
    const text = UPLOAD_TYPES[caption.format]
      ? caption.text
      : writeCaptions(readCaptions(caption.text, { format: caption.format }).track, 'webvtt').text;
    if (!isPanoptoId(itemId)) throw new PlatformNotFoundError('panopto', 'No such Panopto session');
    // A track is a language on Panopto: replacing one removes that language's captions before the new upload.
    const replaced = caption.replaceId ? contentLanguageFrom(caption.replaceId) : undefined;
    if (replaced) await deleteSessionCaptions(ctx, itemId, replaced);
    await uploadSessionCaptions(ctx, itemId, language, { ...file, text });
    return { id: language };
  },
};
