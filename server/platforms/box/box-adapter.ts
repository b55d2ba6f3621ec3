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
  type BoxItem,
  contentUrl,
  fileText,
  folderItems,
  getFile,
  type Properties,
  ROOT_FOLDER,
  searchFiles,
  setProperties,
  uploadFile,
} from './box-client';

const PAGE_SIZE = 100;
/** A page of only documents shows nothing; read on (a few pages at most) until there is something to show. */
const MAX_PAGES_PER_LIST = 5;
const ITEM_FIELDS = 'type,id,name,description,extension,created_at,content_created_at';
const SIDECAR_FIELDS = 'type,id,name,created_at,metadata.global.properties';
/** What Box files count as media (Box has no media type field; search filters by these too). */
// prettier-ignore
export const MEDIA_EXTENSIONS = [
  'mp4', 'mov', 'm4v', 'webm', 'mkv', 'avi', 'wmv', 'mpg', 'mpeg', '3gp', 'flv',
  'mp3', 'm4a', 'wav', 'aac', 'ogg', 'oga', 'opus', 'flac', 'wma',
] as const;
/** Keys we write in a published sidecar's `global.properties` metadata, so its label and kind survive. */
const LABELS = { language: 'mediaAccessLanguage', label: 'mediaAccessLabel', kind: 'mediaAccessKind' } as const;

const isMedia = (item: BoxItem) =>
  item.type === 'file' && (MEDIA_EXTENSIONS as readonly string[]).includes((item.extension ?? '').toLowerCase());

// Box's file object has no duration (only Box Skills cards carry one), and its thumbnails and representations need
// the bearer token, so there is no plain URL a browser could show: both are null.
const toItem = (item: BoxItem): PlatformItem => ({
  id: item.id,
  title: item.name,
  ...(item.description ? { description: item.description } : {}),
  durationMs: null,
  thumbnailUrl: null,
  url: `https://app.box.com/file/${encodeURIComponent(item.id)}`,
  createdAt: item.content_created_at ?? item.created_at ?? null,
});

async function mediaFile(ctx: PlatformContext, itemId: string, fields: string): Promise<BoxItem> {
  const item = await getFile(ctx, itemId, `${fields},type,extension`);
  if (!isMedia(item)) throw new PlatformNotFoundError('box', 'This Box file is not video or audio');
  return item;
}

interface Sidecar {
  caption: PlatformCaption;
  file: BoxItem;
}

const textOf = (properties: Properties | undefined, key: string) =>
  typeof properties?.[key] === 'string' ? properties[key] : undefined;

/** The item's sidecar caption files in its folder, oldest first (so a new one comes last). */
async function sidecars(ctx: PlatformContext, itemId: string): Promise<{ item: BoxItem; sidecars: Sidecar[] }> {
  const item = await mediaFile(ctx, itemId, 'id,name,parent');
  if (!item.parent) return { item, sidecars: [] };
  const found: Sidecar[] = [];
  let marker: string | undefined;
  do {
    const page = await folderItems(ctx, item.parent.id, { fields: SIDECAR_FIELDS, limit: 1000, marker });
    for (const file of page.entries) {
      const sidecar = file.type === 'file' ? sidecarOf(item.name, file.name) : null;
      if (!sidecar) continue;
      const properties = file.metadata?.global?.properties;
      const labels = {
        language: textOf(properties, LABELS.language),
        label: textOf(properties, LABELS.label),
        kind: textOf(properties, LABELS.kind),
      };
      found.push({ file, caption: sidecarCaption(file.id, file.name, sidecar, labels) });
    }
    marker = page.next_marker || undefined;
  } while (marker);
  found.sort((a, b) => (a.file.created_at ?? '').localeCompare(b.file.created_at ?? ''));
  return { item, sidecars: found };
}

async function sidecar(ctx: PlatformContext, itemId: string, captionId: string): Promise<Sidecar> {
  const match = (await sidecars(ctx, itemId)).sidecars.find((s) => s.file.id === captionId);
  if (!match) throw new PlatformNotFoundError('box', 'This caption file is not next to the Box item');
  return match;
}

/**
 * Box: folders as on Box, video and audio files as items, downloads through `files/{id}/content`. Box has no
 * caption API for uploaded files, so captions are sidecar `.vtt`/`.srt` files beside the media (sidecar-captions.ts).
 */
export const boxAdapter: PlatformAdapter = {
  platform: 'box',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    if (query) {
      const offset = cursor ? Number(cursor) : 0;
      const page = await searchFiles(ctx, {
        query,
        extensions: MEDIA_EXTENSIONS,
        folderId,
        fields: ITEM_FIELDS,
        limit: PAGE_SIZE,
        offset,
      });
      const next = offset + page.entries.length;
      return {
        folders: [],
        items: page.entries.filter(isMedia).map(toItem),
        nextCursor: page.entries.length > 0 && next < page.total_count ? String(next) : null,
      };
    }
    const entries: BoxItem[] = [];
    let marker = cursor;
    for (let pages = 0; pages < MAX_PAGES_PER_LIST; pages += 1) {
      const page = await folderItems(ctx, folderId ?? ROOT_FOLDER, { fields: ITEM_FIELDS, limit: PAGE_SIZE, marker });
      entries.push(...page.entries.filter((e) => e.type === 'folder' || isMedia(e)));
      marker = page.next_marker || undefined;
      if (entries.length > 0 || !marker) break;
    }
    return {
      folders: entries.filter((e) => e.type === 'folder').map((f) => ({ id: f.id, title: f.name, itemCount: null })),
      items: entries.filter(isMedia).map(toItem),
      nextCursor: marker ?? null,
    };
  },

  async get(ctx, itemId) {
    return toItem(await mediaFile(ctx, itemId, ITEM_FIELDS));
  },

  async mediaSource(ctx, itemId) {
    await mediaFile(ctx, itemId, 'id');
    // Box answers 302 to a download URL that lasts minutes; the import job asks for this when it runs and follows
    // the redirect (fetch drops the Authorization header on the way to Box's download host).
    return {
      type: 'download',
      url: contentUrl(ctx, itemId),
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
    const labels = { [LABELS.language]: caption.language, [LABELS.label]: caption.label, [LABELS.kind]: caption.kind };
    const content = asWebVtt(caption);
    const { item, sidecars: existing } = await sidecars(ctx, itemId);
    const name = sidecarName(item.name, caption.language);
    // Box refuses a second file of the same name in a folder: publishing a language again is a new version.
    const target = caption.replaceId
      ? existing.find((s) => s.file.id === caption.replaceId)
      : existing.find((s) => s.file.name === name);
    if (caption.replaceId && !target) {
      throw new PlatformNotFoundError('box', 'This caption file is not next to the Box item');
    }
    if (!target && !item.parent) {
      throw new PlatformError('box', 'This Box file is in no folder we can see, so captions cannot go beside it');
    }
    const file = await uploadFile(ctx, {
      fileId: target?.file.id,
      // A replaced `.srt` sidecar becomes `.vtt`, so its name keeps saying what it holds.
      name: target ? target.file.name.replace(/\.[^.]+$/, '.vtt') : name,
      parentId: target ? undefined : item.parent!.id,
      content,
      contentType: 'text/vtt',
    });
    // A new version of an existing sidecar may carry metadata the listing did not show: patch first, then create.
    await setProperties(ctx, file.id, labels, Boolean(target));
    return { id: file.id };
  },
};
