import { randomBytes } from 'node:crypto';
import { type PlatformContext, PlatformNotFoundError } from '../types';

// The Box API 2.0 subset we use (https://developer.box.com/reference/), typed. Every call goes through ctx.http, so
// refresh (Box rotates refresh tokens: the shared refresher keeps the new one), rate limits and outages behave as
// for every other platform.

export const API = '/2.0';
/** Box's root folder is always `0`. */
export const ROOT_FOLDER = '0';

/** The free-form `global.properties` metadata instance: any string keys, plus Box's own `$` keys. */
export type Properties = Record<string, unknown>;

export interface BoxItem {
  type: 'file' | 'folder' | 'web_link';
  id: string;
  name: string;
  description?: string;
  extension?: string;
  created_at?: string;
  content_created_at?: string | null;
  parent?: { id: string } | null;
  metadata?: { global?: { properties?: Properties } };
}

interface MarkerPage {
  entries: BoxItem[];
  next_marker?: string | null;
}

interface OffsetPage {
  entries: BoxItem[];
  total_count: number;
  offset: number;
}

/** One page of a folder's items with marker paging (`usemarker=true`), which stays stable while files change. */
export function folderItems(
  ctx: PlatformContext,
  folderId: string,
  options: { fields: string; limit: number; marker?: string },
): Promise<MarkerPage> {
  return ctx.http.json<MarkerPage>(`${API}/folders/${encodeURIComponent(folderId)}/items`, {
    query: { fields: options.fields, usemarker: true, limit: options.limit, marker: options.marker },
  });
}

/**
 * Box search treats upper-case `AND`, `OR`, `NOT` as operators and double quotes as an exact phrase. People type
 * words, so operators are lower-cased (Box reads those as words) and quotes dropped.
 */
export function boxSearchQuery(query: string): string {
  return query
    .replace(/"/g, ' ')
    .replace(/\b(AND|OR|NOT)\b/g, (operator) => operator.toLowerCase())
    .replace(/\s+/g, ' ')
    .trim();
}

/** One page of files found by name or description (offset paging: search has no markers). */
export function searchFiles(
  ctx: PlatformContext,
  options: {
    query: string;
    extensions: readonly string[];
    folderId?: string;
    fields: string;
    limit: number;
    offset: number;
  },
): Promise<OffsetPage> {
  return ctx.http.json<OffsetPage>(`${API}/search`, {
    query: {
      query: boxSearchQuery(options.query),
      type: 'file',
      file_extensions: options.extensions.join(','),
      content_types: 'name,description',
      ancestor_folder_ids: options.folderId,
      fields: options.fields,
      limit: options.limit,
      offset: options.offset,
    },
  });
}

export function getFile(ctx: PlatformContext, fileId: string, fields: string): Promise<BoxItem> {
  return ctx.http.json<BoxItem>(`${API}/files/${encodeURIComponent(fileId)}`, { query: { fields } });
}

/** The file's bytes as text (Box answers 302 to a short-lived download URL, which fetch follows). */
export function fileText(ctx: PlatformContext, fileId: string): Promise<string> {
  return ctx.http.text(`${API}/files/${encodeURIComponent(fileId)}/content`);
}

export function contentUrl(ctx: PlatformContext, fileId: string): string {
  return ctx.http.url(`${API}/files/${encodeURIComponent(fileId)}/content`);
}

/**
 * Uploads go to `upload.box.com`. When `BOX_API_BASE_URL` points elsewhere (a fake), uploads go there too, so one
 * override serves both hosts.
 */
function uploadUrl(ctx: PlatformContext, path: string): string {
  const origin = new URL(ctx.http.url('/')).origin;
  return `${origin === 'https://api.box.com' ? 'https://upload.box.com' : origin}/api/2.0${path}`;
}

/**
 * A new file (`POST /files/content`), or a new version of `fileId` (`POST /files/{id}/content`), as
 * `multipart/form-data`: the `attributes` JSON first, then the file, as Box requires.
 */
export async function uploadFile(
  ctx: PlatformContext,
  options: { fileId?: string; name: string; parentId?: string; content: string; contentType: string },
): Promise<BoxItem> {
  const boundary = `media-access-${randomBytes(8).toString('hex')}`;
  const attributes = { name: options.name, ...(options.parentId ? { parent: { id: options.parentId } } : {}) };
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="attributes"',
    '',
    JSON.stringify(attributes),
    `--${boundary}`,
    // The attributes name the file; this name only has to be a safe one.
    'Content-Disposition: form-data; name="file"; filename="captions.vtt"',
    `Content-Type: ${options.contentType}`,
    '',
    options.content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const path = options.fileId ? `/files/${encodeURIComponent(options.fileId)}/content` : '/files/content';
  const answer = await ctx.http.json<{ entries: BoxItem[] }>(uploadUrl(ctx, path), {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return answer.entries[0]!;
}

/**
 * Sets keys of the file's `global.properties` metadata: a JSON Patch whose `add` operations set each key whether or
 * not it exists, or, when the file has no such metadata yet (404), a new instance with `POST`.
 */
export async function setProperties(
  ctx: PlatformContext,
  fileId: string,
  values: Record<string, string>,
  mayExist: boolean,
): Promise<void> {
  const path = `${API}/files/${encodeURIComponent(fileId)}/metadata/global/properties`;
  if (mayExist) {
    const patch = Object.entries(values).map(([key, value]) => ({ op: 'add', path: `/${key}`, value }));
    try {
      await ctx.http.request(path, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json-patch+json' },
        body: JSON.stringify(patch),
      });
      return;
    } catch (error) {
      if (!(error instanceof PlatformNotFoundError)) throw error;
    }
  }
  await ctx.http.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
}
