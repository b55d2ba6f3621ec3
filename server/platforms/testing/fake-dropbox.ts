import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the Dropbox API v2 subset the adapter uses, RPC and content endpoints on one origin: list_folder (+
// continue), search_v2 (+ continue_v2), get_metadata, get_temporary_link, download, upload, delete_v2, and the
// OAuth token endpoint's refresh grant. Errors are shaped as Dropbox's: 401 `expired_access_token`, 409 path errors.

export interface FakeDropboxEntry {
  tag: 'file' | 'folder';
  id: string;
  /** As displayed, from the root: `/Seminars/Seminar 6.mp4`. */
  path: string;
  content?: string;
  durationMs?: number;
  modified: string;
}

export interface FakeDropbox extends FakeServer {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
  entries: FakeDropboxEntry[];
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
}

const SIDECAR = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to the seminar\n';

function fixtures(): FakeDropboxEntry[] {
  const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`;
  const file = (id: string, path: string, day: number, extra: Partial<FakeDropboxEntry> = {}): FakeDropboxEntry => ({
    tag: 'file',
    id,
    path,
    content: `bytes of ${path}`,
    modified: at(day),
    ...extra,
  });
  return [
    { tag: 'folder', id: 'id:fold1', path: '/Seminars', modified: at(1) },
    file('id:media1', '/Seminar 1.mp4', 2, { durationMs: 61_000 }),
    file('id:side1', '/Seminar 1.en.vtt', 2, { content: SIDECAR }),
    file('id:media2', '/Seminar 2.mov', 3, { durationMs: 122_000 }),
    file('id:doc1', '/Notes.pdf', 3),
    file('id:media3', '/Seminar 3.mp3', 4),
    file('id:media4', '/Seminar 4.mp4', 5, { durationMs: 244_000 }),
    file('id:media5', '/Seminar 5.m4a', 6),
    file('id:media6', '/Seminars/Guest lecture.mp4', 7, { durationMs: 3_600_000 }),
  ];
}

const MEDIA = /\.(mp4|mov|m4v|webm|mkv|mp3|m4a|wav|ogg|opus|flac)$/i;
const parentOf = (path: string) => path.replace(/\/[^/]*$/, '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const notFound: FakeAnswer = {
  status: 409,
  body: { error_summary: 'path/not_found/..', error: { '.tag': 'path', path: { '.tag': 'not_found' } } },
};
const cursorOf = (state: object) => Buffer.from(JSON.stringify(state)).toString('base64url');
const stateOf = <T>(cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString()) as T;

/** Starts the fake: five media files, a sidecar and a document at the root, a folder with one more video. */
export async function startFakeDropbox(options: { pageSize?: number } = {}): Promise<FakeDropbox> {
  const pageSize = options.pageSize ?? 100;
  const entries = fixtures();
  const accessTokens = new Set([`sl.${randomBytes(6).toString('hex')}`]);
  const refreshTokens = new Set([`rt-${randomBytes(6).toString('hex')}`]);
  const client = { id: 'fake-app-key', secret: 'fake-app-secret' };
  let baseUrl = '';

  const find = (path: string) =>
    path.startsWith('id:')
      ? entries.find((e) => e.id === path)
      : entries.find((e) => e.path.toLowerCase() === path.toLowerCase());
  const metadata = (e: FakeDropboxEntry, mediaInfo = false) => ({
    '.tag': e.tag,
    name: nameOf(e.path),
    id: e.id,
    path_lower: e.path.toLowerCase(),
    path_display: e.path,
    ...(e.tag === 'file'
      ? {
          client_modified: e.modified,
          server_modified: e.modified,
          rev: `015${randomBytes(4).toString('hex')}`,
          size: Buffer.byteLength(e.content ?? ''),
          ...(mediaInfo && e.durationMs !== undefined
            ? { media_info: { '.tag': 'metadata', metadata: { '.tag': 'video', duration: e.durationMs } } }
            : {}),
        }
      : {}),
  });

  function folderPage(folder: string, offset: number, limit: number, mediaInfo: boolean): FakeAnswer {
    const children = entries.filter((e) => parentOf(e.path).toLowerCase() === folder.toLowerCase());
    const page = children.slice(offset, offset + limit);
    const next = offset + page.length;
    return {
      status: 200,
      body: {
        entries: page.map((e) => metadata(e, mediaInfo)),
        cursor: cursorOf({ folder, offset: next, limit, mediaInfo }),
        has_more: next < children.length,
      },
    };
  }

  function searchPage(query: string, under: string, offset: number, limit: number): FakeAnswer {
    const found = entries.filter(
      (e) =>
        e.tag === 'file' &&
        MEDIA.test(e.path) &&
        nameOf(e.path).toLowerCase().includes(query.toLowerCase()) &&
        e.path.toLowerCase().startsWith(`${under.toLowerCase()}/`),
    );
    const page = found.slice(offset, offset + limit);
    const next = offset + page.length;
    return {
      status: 200,
      body: {
        matches: page.map((e) => ({
          match_type: { '.tag': 'filename' },
          metadata: { '.tag': 'metadata', metadata: metadata(e) },
        })),
        has_more: next < found.length,
        ...(next < found.length ? { cursor: cursorOf({ query, under, offset: next, limit }) } : {}),
      },
    };
  }

  function rpc(endpoint: string, args: Record<string, unknown>, request: FakeRequest): FakeAnswer | undefined {
    const path = typeof args.path === 'string' ? args.path : '';
    switch (endpoint) {
      case 'files/list_folder': {
        const folder = path === '' ? '' : find(path);
        if (folder === undefined || (folder !== '' && folder.tag !== 'folder')) return notFound;
        const limit = Math.min(Number(args.limit ?? pageSize), pageSize);
        return folderPage(folder === '' ? '' : folder.path, 0, limit, args.include_media_info === true);
      }
      case 'files/list_folder/continue': {
        const s = stateOf<{ folder: string; offset: number; limit: number; mediaInfo: boolean }>(String(args.cursor));
        return folderPage(s.folder, s.offset, s.limit, s.mediaInfo);
      }
      case 'files/search_v2': {
        const opts = (args.options ?? {}) as { path?: string; max_results?: number };
        const under = opts.path ? find(opts.path)?.path : '';
        if (under === undefined) return notFound;
        return searchPage(String(args.query ?? ''), under, 0, Math.min(opts.max_results ?? 100, pageSize));
      }
      case 'files/search/continue_v2': {
        const s = stateOf<{ query: string; under: string; offset: number; limit: number }>(String(args.cursor));
        return searchPage(s.query, s.under, s.offset, s.limit);
      }
      case 'files/get_metadata': {
        const entry = find(path);
        return entry ? { status: 200, body: metadata(entry, args.include_media_info === true) } : notFound;
      }
      case 'files/get_temporary_link': {
        const entry = find(path);
        if (!entry || entry.tag !== 'file') return notFound;
        return { status: 200, body: { metadata: metadata(entry), link: `${baseUrl}/temporary/${entry.id}` } };
      }
      case 'files/delete_v2': {
        const entry = find(path);
        if (!entry) return notFound;
        entries.splice(entries.indexOf(entry), 1);
        return { status: 200, body: { metadata: metadata(entry) } };
      }
      case 'files/download': {
        const entry = find(path);
        if (!entry || entry.tag !== 'file') return notFound;
        return {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Dropbox-API-Result': JSON.stringify(metadata(entry)),
          },
          body: entry.content ?? '',
        };
      }
      case 'files/upload': {
        if (args.mode !== 'overwrite' || request.headers['content-type'] !== 'application/octet-stream')
          return undefined;
        const existing = find(path);
        if (existing && existing.tag !== 'file') return notFound;
        const folder = parentOf(path);
        if (folder !== '' && find(folder)?.tag !== 'folder') return notFound;
        const entry = existing ?? {
          tag: 'file' as const,
          id: `id:${randomBytes(5).toString('hex')}`,
          path,
          modified: '',
        };
        entry.content = request.body;
        entry.modified = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
        if (!existing) entries.push(entry);
        return { status: 200, body: metadata(entry) };
      }
      default:
        return undefined;
    }
  }

  const server = await startFakeServer((request) => {
    const { pathname } = request.url;
    if (request.method === 'POST' && pathname === '/oauth2/token') {
      const form = new URLSearchParams(request.body);
      const refreshToken = form.get('refresh_token') ?? '';
      if (form.get('grant_type') !== 'refresh_token') return undefined;
      if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) {
        return {
          status: 400,
          body: { error: 'invalid_client', error_description: 'Invalid client_id or client_secret' },
        };
      }
      if (!refreshTokens.has(refreshToken)) {
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'refresh token is invalid or revoked' },
        };
      }
      const accessToken = `sl.${randomBytes(6).toString('hex')}`;
      accessTokens.add(accessToken);
      return { status: 200, body: { access_token: accessToken, token_type: 'bearer', expires_in: 14_400 } };
    }
    const temporary = /^\/temporary\/(.+)$/.exec(pathname);
    if (request.method === 'GET' && temporary) {
      const entry = find(decodeURIComponent(temporary[1]!));
      return entry ? { status: 200, headers: { 'Content-Type': 'video/mp4' }, body: entry.content ?? '' } : undefined;
    }
    const endpoint = /^\/2\/(.+)$/.exec(pathname)?.[1];
    if (request.method !== 'POST' || !endpoint) return undefined;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !accessTokens.has(token)) {
      return {
        status: 401,
        body: { error_summary: 'expired_access_token/..', error: { '.tag': 'expired_access_token' } },
      };
    }
    const headerArg = request.headers['dropbox-api-arg'];
    const args = (
      typeof headerArg === 'string' ? JSON.parse(headerArg) : request.body ? JSON.parse(request.body) : {}
    ) as Record<string, unknown>;
    return rpc(endpoint, args, request);
  });
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    tokenUrl: `${server.baseUrl}/oauth2/token`,
    clientId: client.id,
    clientSecret: client.secret,
    accessTokens,
    refreshTokens,
    entries,
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
  });
}
