import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the Box API 2.0 subset the adapter uses, with bodies shaped as Box's reference
// (https://developer.box.com/reference/: file and folder objects, `next_marker` and offset pages, the
// `search_results_items` page, the `{ type: 'error', status, code, message, request_id }` error), Box's token
// endpoint (`/oauth2/token`, which rotates refresh tokens: each works once), the 302 to a download URL, and the
// upload host's paths (`/api/2.0/files/content`) on the same server.

export interface FakeBoxEntry {
  type: 'file' | 'folder';
  id: string;
  name: string;
  parentId: string;
  createdAt: string;
  description?: string;
  /** The `global.properties` metadata instance, when one was applied. */
  properties?: Record<string, string>;
  content?: string;
  /** File versions uploaded after the first. */
  versions?: number;
}

export interface FakeBox extends FakeServer {
  tokenUrl: string;
  entries: FakeBoxEntry[];
  accessTokens: Set<string>;
  /** Refresh tokens that still work; using one replaces it with a new one (Box rotates them). */
  refreshTokens: Set<string>;
  clientId: string;
  clientSecret: string;
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
}

const ROOT = '0';
const vtt = (text: string) => `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`;

function fixtures(): FakeBoxEntry[] {
  let minute = 0;
  const entry = (type: FakeBoxEntry['type'], id: string, name: string, parentId = ROOT, content?: string) => ({
    type,
    id,
    name,
    parentId,
    createdAt: new Date(Date.UTC(2026, 0, 6, 10, minute++)).toISOString().replace('.000Z', '-00:00'),
    ...(type === 'file' ? { content: content ?? `bytes of ${name}` } : {}),
  });
  return [
    entry('folder', '1101', 'Seminars'),
    { ...entry('file', '2001', 'Seminar 1.mp4'), description: 'Opening seminar' },
    entry('file', '2002', 'Seminar 2.mov'),
    entry('file', '2003', 'Seminar 3.m4a'),
    entry('file', '2004', 'Seminar 4.mp4'),
    entry('file', '2005', 'Final rehearsal.mp4'),
    // Sidecars of Seminar 1 and a document: not items.
    entry('file', '2006', 'Seminar 1.en.vtt', ROOT, vtt('Welcome')),
    entry('file', '2007', 'Seminar 1.srt', ROOT, '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n'),
    entry('file', '2008', 'Agenda.docx'),
    entry('file', '3001', 'Guest talk.mp4', '1101'),
  ];
}

const boxError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: {
    type: 'error',
    status,
    code,
    message,
    help_url: 'https://developer.box.com/guides/api-calls/permissions-and-errors/common-errors/',
    request_id: randomBytes(6).toString('hex'),
  },
});
/** Box answers an expired or unknown token with an empty 401 and a `WWW-Authenticate` header. */
const unauthorized: FakeAnswer = {
  status: 401,
  headers: {
    'WWW-Authenticate':
      'Bearer realm="Service", error="invalid_token", error_description="The access token provided is invalid."',
  },
};
const notFound = boxError(404, 'not_found', 'Not Found');

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '');

/** The parts of a `multipart/form-data` body, by field name. */
function formParts(request: FakeRequest): Map<string, string> | undefined {
  const boundary = /boundary=([^;]+)/.exec(String(request.headers['content-type']))?.[1];
  if (!boundary) return undefined;
  const parts = new Map<string, string>();
  for (const part of request.body.split(`--${boundary}`).slice(1, -1)) {
    const trimmed = part.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(trimmed.slice(0, trimmed.indexOf('\r\n\r\n')))?.[1];
    if (name) parts.set(name, trimmed.slice(trimmed.indexOf('\r\n\r\n') + 4));
  }
  return parts;
}

/** Starts the fake: a folder and five media files in All Files, two sidecars of Seminar 1, a document. */
export async function startFakeBox(options: { pageSize?: number } = {}): Promise<FakeBox> {
  const pageSize = options.pageSize ?? 1000;
  const entries = fixtures();
  const accessTokens = new Set(['box-fake-access-token']);
  const refreshTokens = new Set(['box-fake-refresh-token']);
  const clientId = 'fake-box-client-id';
  const clientSecret = 'fake-box-client-secret';
  const downloads = new Map<string, string>();
  let nextId = 5000;
  let clock = Date.UTC(2026, 1, 1);

  const folderOf = (id: string) =>
    id === ROOT ? { name: 'All Files' } : entries.find((e) => e.id === id && e.type === 'folder');

  /** The mini representation plus the fields asked for, as Box answers a `fields` query. */
  function resource(e: FakeBoxEntry, fields: string[] | null) {
    const full: Record<string, unknown> = {
      type: e.type,
      id: e.id,
      etag: String(e.versions ?? 0),
      sequence_id: String(e.versions ?? 0),
      name: e.name,
      description: e.description ?? '',
      created_at: e.createdAt,
      modified_at: e.createdAt,
      content_created_at: e.createdAt,
      parent: { type: 'folder', id: e.parentId, sequence_id: '0', etag: '0', name: folderOf(e.parentId)?.name },
      item_status: 'active',
      ...(e.type === 'file' ? { extension: extensionOf(e.name), size: e.content?.length ?? 0 } : {}),
    };
    if (!fields) return full;
    const mini = ['type', 'id', 'etag', 'sequence_id', 'name'];
    const shown = Object.fromEntries(Object.entries(full).filter(([k]) => mini.includes(k) || fields.includes(k)));
    if (fields.includes('metadata.global.properties') && e.properties) {
      shown.metadata = {
        global: {
          properties: {
            ...e.properties,
            $parent: `file_${e.id}`,
            $template: 'properties',
            $scope: 'global',
            $version: 0,
          },
        },
      };
    }
    return shown;
  }
  const fieldsOf = (request: FakeRequest) => request.url.searchParams.get('fields')?.split(',') ?? null;

  function token(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.body);
    const refreshToken = form.get('refresh_token') ?? '';
    const known =
      form.get('grant_type') === 'refresh_token' &&
      refreshTokens.has(refreshToken) &&
      form.get('client_id') === clientId &&
      form.get('client_secret') === clientSecret;
    if (!known) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
    refreshTokens.delete(refreshToken);
    const next = {
      access: `box-${randomBytes(8).toString('hex')}`,
      refresh: `box-r-${randomBytes(8).toString('hex')}`,
    };
    accessTokens.add(next.access);
    refreshTokens.add(next.refresh);
    return {
      status: 200,
      body: {
        access_token: next.access,
        expires_in: 3600,
        restricted_to: [],
        refresh_token: next.refresh,
        token_type: 'bearer',
      },
    };
  }

  function folderItems(request: FakeRequest, folderId: string): FakeAnswer | undefined {
    const q = request.url.searchParams;
    if (q.get('usemarker') !== 'true' || !q.get('fields')) return undefined;
    if (!folderOf(folderId)) return notFound;
    // Folders before files, then by id; markers are opaque to callers, the fake's carry an offset.
    const children = entries
      .filter((e) => e.parentId === folderId)
      .sort((a, b) => Number(b.type === 'folder') - Number(a.type === 'folder') || a.id.localeCompare(b.id));
    const marker = q.get('marker');
    const offset = marker ? Number(Buffer.from(marker, 'base64url').toString()) : 0;
    const limit = Math.min(Number(q.get('limit') ?? 100), pageSize);
    const next = offset + limit < children.length ? Buffer.from(String(offset + limit)).toString('base64url') : null;
    const page = children.slice(offset, offset + limit).map((e) => resource(e, fieldsOf(request)));
    return { status: 200, body: { entries: page, limit, next_marker: next, prev_marker: null, order: [] } };
  }

  function search(request: FakeRequest): FakeAnswer | undefined {
    const q = request.url.searchParams;
    const query = q.get('query');
    if (!query || q.get('type') !== 'file' || !q.get('file_extensions')) return undefined;
    const extensions = q.get('file_extensions')!.split(',');
    const ancestor = q.get('ancestor_folder_ids');
    const within = (e: FakeBoxEntry): boolean =>
      !ancestor || e.parentId === ancestor || entries.some((f) => f.id === e.parentId && within(f));
    // Box's operators: upper-case NOT excludes the next word, AND and OR join, quotes make a phrase; otherwise any
    // word may match (multi-word queries are an implicit OR).
    if (query.includes('"')) return boxError(400, 'bad_request', 'The fake does not search exact phrases');
    const words = query.split(/\s+/);
    const excluded = words.flatMap((w, i) => (words[i - 1] === 'NOT' ? [w.toLowerCase()] : []));
    const wanted = words
      .filter((w, i) => !['AND', 'OR', 'NOT'].includes(w) && words[i - 1] !== 'NOT')
      .map((w) => w.toLowerCase());
    const hits = entries.filter((e) => {
      const text = `${e.name} ${e.description ?? ''}`.toLowerCase();
      return (
        e.type === 'file' &&
        extensions.includes(extensionOf(e.name)) &&
        within(e) &&
        wanted.some((w) => text.includes(w)) &&
        !excluded.some((w) => text.includes(w))
      );
    });
    const offset = Number(q.get('offset') ?? 0);
    const limit = Math.min(Number(q.get('limit') ?? 30), pageSize);
    const page = hits.slice(offset, offset + limit).map((e) => resource(e, fieldsOf(request)));
    return {
      status: 200,
      body: { type: 'search_results_items', total_count: hits.length, limit, offset, entries: page },
    };
  }

  function upload(request: FakeRequest, fileId: string | undefined): FakeAnswer | undefined {
    const parts = formParts(request);
    const attributes = parts?.get('attributes');
    const content = parts?.get('file');
    if (attributes === undefined || content === undefined) return undefined;
    const { name, parent } = JSON.parse(attributes) as { name?: string; parent?: { id: string } };
    let file: FakeBoxEntry;
    if (fileId) {
      const existing = entries.find((e) => e.id === fileId && e.type === 'file');
      if (!existing) return notFound;
      Object.assign(existing, { content, versions: (existing.versions ?? 0) + 1, ...(name ? { name } : {}) });
      file = existing;
    } else {
      if (!name || !parent || !folderOf(parent.id)) return boxError(404, 'not_found', 'Not Found');
      if (entries.some((e) => e.parentId === parent.id && e.name === name)) {
        return boxError(409, 'item_name_in_use', 'Item with the same name already exists');
      }
      const createdAt = new Date((clock += 60_000)).toISOString().replace('.000Z', '-00:00');
      file = { type: 'file', id: String(nextId++), name, parentId: parent.id, createdAt, content };
      entries.push(file);
    }
    return { status: 201, body: { total_count: 1, entries: [resource(file, null)] } };
  }

  function properties(request: FakeRequest, fileId: string): FakeAnswer | undefined {
    const file = entries.find((e) => e.id === fileId && e.type === 'file');
    if (!file) return notFound;
    if (request.method === 'POST' && request.headers['content-type'] === 'application/json') {
      if (file.properties) return boxError(409, 'tuple_already_exists', 'A metadata instance already exists');
      file.properties = JSON.parse(request.body) as Record<string, string>;
    } else if (request.method === 'PUT' && request.headers['content-type'] === 'application/json-patch+json') {
      if (!file.properties) return boxError(404, 'instance_not_found', 'Instance not found');
      for (const op of JSON.parse(request.body) as { op: string; path: string; value: string }[]) {
        if (op.op !== 'add' && op.op !== 'replace') return undefined;
        file.properties[op.path.slice(1)] = op.value;
      }
    } else {
      return undefined;
    }
    return {
      status: request.method === 'POST' ? 201 : 200,
      body: { ...file.properties, $parent: `file_${file.id}`, $template: 'properties', $scope: 'global', $version: 1 },
    };
  }

  function api(request: FakeRequest): FakeAnswer | undefined {
    const path = request.url.pathname;
    const route = (pattern: RegExp, method: string) =>
      request.method === method ? pattern.exec(path)?.[1] : undefined;
    const folder = route(/^\/2\.0\/folders\/([^/]+)\/items$/, 'GET');
    if (folder) return folderItems(request, decodeURIComponent(folder));
    if (request.method === 'GET' && path === '/2.0/search') return search(request);
    const file = route(/^\/2\.0\/files\/([^/]+)$/, 'GET');
    if (file) {
      const found = entries.find((e) => e.id === decodeURIComponent(file) && e.type === 'file');
      return found ? { status: 200, body: resource(found, fieldsOf(request)) } : notFound;
    }
    const content = route(/^\/2\.0\/files\/([^/]+)\/content$/, 'GET');
    if (content) {
      const found = entries.find((e) => e.id === decodeURIComponent(content) && e.type === 'file');
      if (!found) return notFound;
      const key = randomBytes(12).toString('hex');
      downloads.set(key, found.content ?? '');
      return { status: 302, headers: { Location: `/d/1/${key}/download` } };
    }
    if (request.method === 'POST' && path === '/api/2.0/files/content') return upload(request, undefined);
    const version = route(/^\/api\/2\.0\/files\/([^/]+)\/content$/, 'POST');
    if (version) return upload(request, decodeURIComponent(version));
    const metadata = /^\/2\.0\/files\/([^/]+)\/metadata\/global\/properties$/.exec(path)?.[1];
    if (metadata) return properties(request, decodeURIComponent(metadata));
    return undefined;
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.url.pathname === '/oauth2/token') return token(request);
    // Download URLs work without the token, as dl.boxcloud.com's do.
    const download = /^\/d\/1\/([^/]+)\/download$/.exec(request.url.pathname)?.[1];
    if (request.method === 'GET' && download && downloads.has(download)) {
      return { status: 200, headers: { 'Content-Type': 'application/octet-stream' }, body: downloads.get(download) };
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !accessTokens.has(bearer)) return unauthorized;
    return api(request);
  });
  return Object.assign(server, {
    tokenUrl: `${server.baseUrl}/oauth2/token`,
    entries,
    accessTokens,
    refreshTokens,
    clientId,
    clientSecret,
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
  });
}
