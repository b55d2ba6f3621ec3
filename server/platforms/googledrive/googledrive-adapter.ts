import { asWebVtt, sidecarCaption, sidecarName, sidecarOf } from '../sidecar-captions';
import {
  type PlatformAdapter,
  type PlatformCaption,
  type PlatformContext,
  PlatformError,
  type PlatformItem,
  PlatformNotFoundError,
} from '../types';
import {
  type DriveFile,
  driveLiteral,
  fileText,
  FOLDER_MIME,
  getFile,
  listFiles,
  mediaUrl,
  uploadFile,
} from './drive-client';

const PAGE_SIZE = 100;
const ITEM_FIELDS =
  'id,name,mimeType,description,createdTime,thumbnailLink,webViewLink,videoMediaMetadata(durationMillis)';
/** What the browser shows: media and the folders that lead to more. Sidecars and documents stay out. */
const BROWSABLE = `(mimeType contains 'video/' or mimeType contains 'audio/' or mimeType = '${FOLDER_MIME}')`;
/** Sidecar candidates: every other file in the folder (names are matched here, not by Drive's word search). */
const NOT_MEDIA = `mimeType != '${FOLDER_MIME}' and not mimeType contains 'video/' and not mimeType contains 'audio/'`;
/** Keys of the `appProperties` (private to our OAuth client) we write on a published sidecar. */
const LABELS = { language: 'mediaAccessLanguage', label: 'mediaAccessLabel', kind: 'mediaAccessKind' } as const;

const toItem = (file: DriveFile): PlatformItem => ({
  id: file.id,
  title: file.name,
  ...(file.description ? { description: file.description } : {}),
  durationMs: file.videoMediaMetadata?.durationMillis ? Number(file.videoMediaMetadata.durationMillis) : null,
  thumbnailUrl: file.thumbnailLink ?? null,
  url: file.webViewLink ?? null,
  createdAt: file.createdTime ?? null,
});

async function mediaFile(ctx: PlatformContext, itemId: string, fields: string): Promise<DriveFile> {
  const file = await getFile(ctx, itemId, `${fields},mimeType`);
  if (file.mimeType === FOLDER_MIME) throw new PlatformNotFoundError('googledrive', 'This is a Google Drive folder');
  return file;
}

interface Sidecar {
  caption: PlatformCaption;
  file: DriveFile;
}

/** The item's sidecar caption files in its folder, oldest first (so a new one comes last). */
async function sidecars(ctx: PlatformContext, itemId: string): Promise<{ item: DriveFile; sidecars: Sidecar[] }> {
  const item = await mediaFile(ctx, itemId, 'id,name,parents');
  const folderId = item.parents?.[0];
  if (!folderId) return { item, sidecars: [] };
  const found: Sidecar[] = [];
  let pageToken: string | undefined;
  do {
    const page = await listFiles(ctx, {
      q: `${driveLiteral(folderId)} in parents and trashed = false and ${NOT_MEDIA}`,
      fields: 'nextPageToken,files(id,name,mimeType,createdTime,appProperties)',
      orderBy: 'createdTime',
      pageSize: 1000,
      pageToken,
    });
    for (const file of page.files) {
      const sidecar = sidecarOf(item.name, file.name);
      if (!sidecar) continue;
      const stored = file.appProperties ?? {};
      const labels = { language: stored[LABELS.language], label: stored[LABELS.label], kind: stored[LABELS.kind] };
      found.push({ file, caption: sidecarCaption(file.id, file.name, sidecar, labels) });
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  return { item, sidecars: found };
}

async function sidecar(ctx: PlatformContext, itemId: string, captionId: string): Promise<Sidecar> {
  const match = (await sidecars(ctx, itemId)).sidecars.find((s) => s.file.id === captionId);
  if (!match) throw new PlatformNotFoundError('googledrive', 'This caption file is not next to the Google Drive item');
  return match;
}

/**
 * Google Drive: folders as on Drive, media files (video and audio) as items, downloads with the bearer token.
 * Drive has no caption API, so captions are sidecar `.vtt`/`.srt` files beside the media (see sidecar-captions.ts).
 */
export const googleDriveAdapter: PlatformAdapter = {
  platform: 'googledrive',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    // Drive cannot search below a folder, only in it: without a folder, search looks through the whole Drive.
    const where = [
      ...(query ? [`name contains ${driveLiteral(query)}`] : []),
      ...(folderId || !query ? [`${driveLiteral(folderId ?? 'root')} in parents`] : []),
      'trashed = false',
      BROWSABLE,
    ];
    const page = await listFiles(ctx, {
      q: where.join(' and '),
      fields: `nextPageToken,files(${ITEM_FIELDS})`,
      orderBy: 'folder,name',
      pageSize: PAGE_SIZE,
      pageToken: cursor,
    });
    return {
      folders: page.files
        .filter((f) => f.mimeType === FOLDER_MIME)
        .map((f) => ({ id: f.id, title: f.name, itemCount: null })),
      items: page.files.filter((f) => f.mimeType !== FOLDER_MIME).map(toItem),
      nextCursor: page.nextPageToken ?? null,
    };
  },

  async get(ctx, itemId) {
    return toItem(await mediaFile(ctx, itemId, ITEM_FIELDS));
  },

  async mediaSource(ctx, itemId) {
    await mediaFile(ctx, itemId, 'id');
    // The token is the one just used (refreshed if it had expired); Google's access tokens last about an hour.
    return {
      type: 'download',
      url: mediaUrl(ctx, itemId),
      headers: { Authorization: `Bearer ${ctx.credentials.accessToken}` },
    };
  },

  async listCaptions(ctx, itemId) {
    return (await sidecars(ctx, itemId)).sidecars.map((s) => s.caption);
  },

  async downloadCaption(ctx, itemId, captionId) {
    const { caption } = await sidecar(ctx, itemId, captionId);
    return { text: await fileText(ctx, captionId), format: caption.format };
  },

  async uploadCaption(ctx, itemId, caption) {
    const appProperties = {
      [LABELS.language]: caption.language,
      [LABELS.label]: caption.label,
      [LABELS.kind]: caption.kind,
    };
    const media = asWebVtt(caption);
    if (caption.replaceId) {
      const existing = await sidecar(ctx, itemId, caption.replaceId);
      // An `.srt` sidecar becomes `.vtt`, so its name keeps saying what it holds.
      const name = existing.file.name.replace(/\.[^.]+$/, '.vtt');
      const file = await uploadFile(ctx, {
        fileId: caption.replaceId,
        metadata: { name, mimeType: 'text/vtt', appProperties },
        media,
        mediaType: 'text/vtt',
      });
      return { id: file.id };
    }
    const item = await mediaFile(ctx, itemId, 'id,name,parents');
    const folderId = item.parents?.[0];
    if (!folderId) {
      throw new PlatformError(
        'googledrive',
        'This Google Drive item is in no folder we can see, so captions cannot go beside it',
      );
    }
    const file = await uploadFile(ctx, {
      metadata: {
        name: sidecarName(item.name, caption.language),
        parents: [folderId],
        mimeType: 'text/vtt',
        appProperties,
      },
      media,
      mediaType: 'text/vtt',
    });
    return { id: file.id };
  },
};
