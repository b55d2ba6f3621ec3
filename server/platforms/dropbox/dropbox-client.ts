import { PlatformError, PlatformNotFoundError, type PlatformContext } from '../types';

// Dropbox API v2 (https://www.dropbox.com/developers/documentation/http/documentation): every call is a POST.
// RPC endpoints (api.dropboxapi.com) take and answer JSON; content endpoints (content.dropboxapi.com) take their
// arguments as JSON in the `Dropbox-API-Arg` header and the file as the body. Path errors are HTTP 409 with an
// `error_summary` such as `path/not_found/..`, which the shared client reports as a refusal (the body kept as its
// upstreamDetail): read here as not found.

export interface DropboxEntry {
  '.tag': 'file' | 'folder' | 'deleted';
  id: string;
  name: string;
  path_display?: string;
  path_lower?: string;
  client_modified?: string;
  server_modified?: string;
  size?: number;
  /** Deprecated by Dropbox but still answered when asked for: photos' and videos' metadata. */
  media_info?: { '.tag': 'pending' } | { '.tag': 'metadata'; metadata: { '.tag': string; duration?: number } };
}

export interface FolderPage {
  entries: DropboxEntry[];
  cursor: string;
  has_more: boolean;
}

export interface SearchPage {
  matches: { metadata: { '.tag': 'metadata'; metadata: DropboxEntry } }[];
  has_more: boolean;
  cursor?: string;
}

/** Content calls go to content.dropboxapi.com, or to the same place as the RPC calls when that was overridden. */
function contentUrl(ctx: PlatformContext, path: string): string {
  const origin = new URL(ctx.http.url('/')).origin;
  return `${origin === 'https://api.dropboxapi.com' ? 'https://content.dropboxapi.com' : origin}${path}`;
}

/** JSON that is safe in an HTTP header: Dropbox asks for non-ASCII characters escaped as `\uXXXX`. */
export const headerJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A path error (`…/not_found/…`) is not found; every other refusal stays what it was. */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof PlatformError &&
      error.constructor === PlatformError &&
      /not_found/.test(error.upstreamDetail ?? '')
    ) {
      throw new PlatformNotFoundError('dropbox', 'Not found on Dropbox');
    }
    throw error;
  }
}

/** One RPC call: JSON in, JSON out. */
export const rpc = <T>(ctx: PlatformContext, endpoint: string, args: unknown) =>
  translated(() =>
    ctx.http.json<T>(`/2/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    }),
  );

/** A file's content as text (`files/download`). */
export const downloadText = (ctx: PlatformContext, path: string) =>
  translated(() =>
    ctx.http.text(contentUrl(ctx, '/2/files/download'), {
      method: 'POST',
      headers: { 'Dropbox-API-Arg': headerJson({ path }) },
    }),
  );

/** Writes a file at `path`, replacing what is there (`files/upload`, mode overwrite: the file keeps its id). */
export const uploadText = (ctx: PlatformContext, path: string, text: string) =>
  translated(() =>
    ctx.http.json<DropboxEntry>(contentUrl(ctx, '/2/files/upload'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Dropbox-API-Arg': headerJson({ path, mode: 'overwrite', mute: true }),
      },
      body: text,
    }),
  );
