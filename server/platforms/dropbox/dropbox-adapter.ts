import { asWebVtt, sidecarCaption, sidecarName, sidecarOf, type SidecarLabels } from '../sidecar-captions';
import {
  type PlatformAdapter,
  type PlatformCaption,
  type PlatformContext,
  type PlatformItem,
  PlatformNotFoundError,
} from '../types';
import { type DropboxEntry, downloadText, type FolderPage, rpc, type SearchPage, uploadText } from './dropbox-client';

const PAGE_SIZE = 100;
/** A page of only documents shows nothing; read on (a few pages at most) until there is something to show. */
const MAX_PAGES_PER_LIST = 5;
/** What Dropbox files count as media (search filters by Dropbox's own video and audio categories). */
// prettier-ignore
const MEDIA_EXTENSIONS = new Set([
  'mp4', 'mov', 'm4v', 'webm', 'mkv', 'avi', 'wmv', 'mpg', 'mpeg', '3gp', 'flv',
  'mp3', 'm4a', 'wav', 'aac', 'ogg', 'oga', 'opus', 'flac', 'wma',
]);
/**
 * Dropbox keeps no labels on a file, so a sidecar we publish carries them in a WebVTT comment (ignored by players):
 * `NOTE media-access {"language":"fr","label":"Français","kind":"captions"}`.
 */
const LABEL_NOTE = /^NOTE media-access (\{.*\})$/m;

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const isMedia = (entry: DropboxEntry) =>
  entry['.tag'] === 'file' && entry.name.includes('.') && MEDIA_EXTENSIONS.has(extension(entry.name));
const parentPath = (entry: DropboxEntry) => (entry.path_display ?? '').replace(/\/[^/]*$/, '');

function durationOf(entry: DropboxEntry): number | null {
  const info = entry.media_info;
  return info?.['.tag'] === 'metadata' && typeof info.metadata.duration === 'number' ? info.metadata.duration : null;
}

const toItem = (entry: DropboxEntry): PlatformItem => ({
  id: entry.id,
  title: entry.name,
  durationMs: durationOf(entry),
  // Dropbox thumbnails need the bearer token (`files/get_thumbnail_v2`): no plain URL a browser could show.
  thumbnailUrl: null,
  url: entry.path_display
    ? `https://www.dropbox.com/home${encodeURI(parentPath(entry))}?preview=${encodeURIComponent(entry.name)}`
    : null,
  createdAt: entry.client_modified ?? entry.server_modified ?? null,
});

async function mediaFile(ctx: PlatformContext, itemId: string): Promise<DropboxEntry> {
  const entry = await rpc<DropboxEntry>(ctx, 'files/get_metadata', { path: itemId, include_media_info: true });
  if (!isMedia(entry)) throw new PlatformNotFoundError('dropbox', 'This Dropbox file is not video or audio');
  return entry;
}

interface Sidecar {
  caption: PlatformCaption;
  file: DropboxEntry;
}

function labelsOf(text: string): SidecarLabels {
  const note = LABEL_NOTE.exec(text)?.[1];
  if (!note) return {};
  try {
    return JSON.parse(note) as SidecarLabels;
  } catch {
    return {};
  }
}

/** The item's sidecar caption files in its folder, by name; the labels we wrote are read from the `.vtt` ones. */
async function sidecars(ctx: PlatformContext, itemId: string): Promise<{ item: DropboxEntry; sidecars: Sidecar[] }> {
  const item = await mediaFile(ctx, itemId);
  const files: { file: DropboxEntry; found: NonNullable<ReturnType<typeof sidecarOf>> }[] = [];
  let page = await rpc<FolderPage>(ctx, 'files/list_folder', { path: parentPath(item), limit: 2000 });
  for (;;) {
    for (const file of page.entries) {
      const found = file['.tag'] === 'file' ? sidecarOf(item.name, file.name) : null;
      if (found) files.push({ file, found });
    }
    if (!page.has_more) break;
    page = await rpc<FolderPage>(ctx, 'files/list_folder/continue', { cursor: page.cursor });
  }
  files.sort((a, b) => a.file.name.localeCompare(b.file.name));
  const found = await Promise.all(
    files.map(async ({ file, found: sidecar }) => {
      const labels = sidecar.format === 'webvtt' ? labelsOf(await downloadText(ctx, file.id)) : {};
      return { file, caption: sidecarCaption(file.id, file.name, sidecar, labels) };
    }),
  );
  return { item, sidecars: found };
}

/** WebVTT with our labels in a NOTE block right after the header. */
function labelled(webvtt: string, labels: SidecarLabels): string {
  const body = webvtt.replace(LABEL_NOTE, '').replace(/^WEBVTT[^\n]*\n/, '');
  return `WEBVTT\n\nNOTE media-access ${JSON.stringify(labels)}\n${body}`;
}

/** Where a list or search goes on: its kind and Dropbox's own cursor. */
const encodeCursor = (kind: 'folder' | 'search', cursor: string) => `${kind}:${cursor}`;

/**
 * Dropbox: folders as on Dropbox, video and audio files (by extension) as items, downloads through a temporary
 * link. Dropbox has no caption API, so captions are sidecar `.vtt`/`.srt` files beside the media (sidecar-captions.ts).
 */
export const dropboxAdapter: PlatformAdapter = {
  platform: 'dropbox',
  capabilities: { browse: true, folders: true, search: true, download: true, captionsRead: true, captionsWrite: true },

  async list(ctx, { folderId, query, cursor }) {
    if (query || cursor?.startsWith('search:')) {
      const page = cursor
        ? await rpc<SearchPage>(ctx, 'files/search/continue_v2', { cursor: cursor.slice('search:'.length) })
        : await rpc<SearchPage>(ctx, 'files/search_v2', {
            query,
            options: {
              ...(folderId ? { path: folderId } : {}),
              max_results: PAGE_SIZE,
              file_status: 'active',
              file_categories: ['video', 'audio'],
            },
          });
      return {
        folders: [],
        items: page.matches
          .map((m) => m.metadata.metadata)
          .filter(isMedia)
          .map(toItem),
        nextCursor: page.has_more && page.cursor ? encodeCursor('search', page.cursor) : null,
      };
    }
    const entries: DropboxEntry[] = [];
    let page: FolderPage | null = null;
    for (let pages = 0; pages < MAX_PAGES_PER_LIST; pages += 1) {
      page =
        pages === 0 && cursor
          ? await rpc<FolderPage>(ctx, 'files/list_folder/continue', { cursor: cursor.slice('folder:'.length) })
          : pages === 0
            ? await rpc<FolderPage>(ctx, 'files/list_folder', {
                path: folderId ?? '',
                limit: PAGE_SIZE,
                include_media_info: true,
              })
            : await rpc<FolderPage>(ctx, 'files/list_folder/continue', { cursor: page!.cursor });
      entries.push(...page.entries.filter((e) => e['.tag'] === 'folder' || isMedia(e)));
      if (entries.length > 0 || !page.has_more) break;
    }
    return {
      folders: entries.filter((e) => e['.tag'] === 'folder').map((f) => ({ id: f.id, title: f.name, itemCount: null })),
      items: entries.filter(isMedia).map(toItem),
      nextCursor: page?.has_more ? encodeCursor('folder', page.cursor) : null,
    };
  },

  async get(ctx, itemId) {
    return toItem(await mediaFile(ctx, itemId));
  },

  async mediaSource(ctx, itemId) {
    await mediaFile(ctx, itemId);
    // A link that works without the token for four hours: the import job asks for it when it runs.
    const { link } = await rpc<{ link: string }>(ctx, 'files/get_temporary_link', { path: itemId });
    return { type: 'download', url: link };
  },

  async listCaptions(ctx, itemId) {
    return (await sidecars(ctx, itemId)).sidecars.map((s) => s.caption);
  },

  async downloadCaption(ctx, itemId, captionId) {
    const match = (await sidecars(ctx, itemId)).sidecars.find((s) => s.file.id === captionId);
    if (!match) throw new PlatformNotFoundError('dropbox', 'This caption file is not next to the Dropbox item');
    return { text: await downloadText(ctx, captionId), format: match.caption.format };
  },

  async uploadCaption(ctx, itemId, caption) {
    const { item, sidecars: existing } = await sidecars(ctx, itemId);
    const target = caption.replaceId ? existing.find((s) => s.file.id === caption.replaceId) : undefined;
    if (caption.replaceId && !target) {
      throw new PlatformNotFoundError('dropbox', 'This caption file is not next to the Dropbox item');
    }
    // Overwriting a `.vtt` keeps its id; a replaced `.srt` keeps its name but says `.vtt`, so it is a new file.
    const path =
      target && target.caption.format === 'webvtt'
        ? target.file.path_display!
        : `${parentPath(item)}/${target ? target.file.name.replace(/\.[^.]+$/, '.vtt') : sidecarName(item.name, caption.language)}`;
    const labels = { language: caption.language, label: caption.label, kind: caption.kind };
    const file = await uploadText(ctx, path, labelled(asWebVtt(caption), labels));
    if (target && target.file.id !== file.id) await rpc(ctx, 'files/delete_v2', { path: target.file.id });
    return { id: file.id };
  },
};
