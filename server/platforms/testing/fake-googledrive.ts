import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';
import { DriveQueryError, parseDriveQuery } from './fake-drive-query';

// A fake of the Google Drive API v3 subset the adapter uses, with bodies shaped as Google's reference
// (https://developers.google.com/drive/api/reference/rest/v3/files: `drive#fileList`, `drive#file`, int64 as
// strings, Google's error shape) and Google's OAuth token endpoint at `/token` for refreshes.

export interface FakeDriveFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  createdTime: string;
  description?: string;
  durationMillis?: number;
  appProperties?: Record<string, string>;
  /** The bytes `alt=media` answers with. */
  content: string;
}

export interface FakeGoogleDrive extends FakeServer {
  tokenUrl: string;
  rootId: string;
  files: FakeDriveFile[];
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
  clientId: string;
  clientSecret: string;
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
}

const FOLDER = 'application/vnd.google-apps.folder';
const ROOT = '0AFakeRootFolderUk9PVA';
const vtt = (text: string) => `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`;
const srt = (text: string) => `1\n00:00:00,000 --> 00:00:02,000\n${text}\n`;

function fixtures(): FakeDriveFile[] {
  let minute = 0;
  const file = (f: Omit<FakeDriveFile, 'trashed' | 'createdTime' | 'content'> & Partial<FakeDriveFile>) => ({
    trashed: false,
    content: `bytes of ${f.name}`,
    createdTime: new Date(Date.UTC(2026, 0, 5, 9, minute++)).toISOString(),
    ...f,
  });
  return [
    file({ id: 'fldLectures', name: 'Lectures', mimeType: FOLDER, parents: [ROOT] }),
    ...['Lecture 1.mp4', 'Lecture 2.mov', 'Lecture 3.webm', 'Lecture 4.mp4'].map((name, i) =>
      file({
        id: `vidLecture${i + 1}`,
        name,
        mimeType: name.endsWith('.mov') ? 'video/quicktime' : name.endsWith('.webm') ? 'video/webm' : 'video/mp4',
        parents: [ROOT],
        description: `Week ${i + 1}`,
        durationMillis: [90_000, 3_723_000, 45_000, 600_000][i],
      }),
    ),
    file({ id: 'audPodcast', name: 'Podcast.mp3', mimeType: 'audio/mpeg', parents: [ROOT] }),
    // Sidecars of Lecture 1, a document and a trashed video: none of them is an item.
    file({
      id: 'capLecture1En',
      name: 'Lecture 1.en.vtt',
      mimeType: 'text/vtt',
      parents: [ROOT],
      content: vtt('Hello'),
    }),
    file({
      id: 'capLecture1',
      name: 'Lecture 1.srt',
      mimeType: 'application/x-subrip',
      parents: [ROOT],
      content: srt('Hi'),
    }),
    file({ id: 'docNotes', name: 'Lecture 1 notes.pdf', mimeType: 'application/pdf', parents: [ROOT] }),
    file({ id: 'vidTrashed', name: 'Lecture 0.mp4', mimeType: 'video/mp4', parents: [ROOT], trashed: true }),
    file({ id: 'vidInterview', name: "O'Brien \\ interview.mp4", mimeType: 'video/mp4', parents: ['fldLectures'] }),
  ];
}

const googleError = (code: number, message: string, reason: string, location?: string): FakeAnswer => ({
  status: code,
  body: {
    error: {
      code,
      message,
      errors: [{ message, domain: 'global', reason, ...(location ? { locationType: 'parameter', location } : {}) }],
    },
  },
});
const unauthenticated = googleError(401, 'Invalid Credentials', 'authError', 'Authorization');
const notFound = (id: string) => googleError(404, `File not found: ${id}.`, 'notFound', 'fileId');

const resource = (f: FakeDriveFile) => ({
  kind: 'drive#file',
  id: f.id,
  name: f.name,
  mimeType: f.mimeType,
  ...(f.description ? { description: f.description } : {}),
  parents: f.parents,
  trashed: f.trashed,
  createdTime: f.createdTime,
  modifiedTime: f.createdTime,
  webViewLink: `https://drive.google.com/file/d/${f.id}/view?usp=drivesdk`,
  ...(f.mimeType.startsWith('video/')
    ? {
        thumbnailLink: `https://lh3.googleusercontent.com/drive-storage/${f.id}=s220`,
        videoMediaMetadata: { width: 1280, height: 720, durationMillis: String(f.durationMillis ?? 0) },
      }
    : {}),
  ...(f.appProperties ? { appProperties: f.appProperties } : {}),
});

/** `folder` sorts folders first; `name` and `createdTime` ascending, as the adapter asks. */
const ORDERS: Record<string, (a: FakeDriveFile, b: FakeDriveFile) => number> = {
  folder: (a, b) => Number(b.mimeType === FOLDER) - Number(a.mimeType === FOLDER),
  name: (a, b) => a.name.localeCompare(b.name),
  createdTime: (a, b) => a.createdTime.localeCompare(b.createdTime),
};

/** The two parts of a `multipart/related` upload: the JSON metadata and the content. */
function multipartParts(request: FakeRequest): { metadata: Partial<FakeDriveFile>; media: string } | undefined {
  const boundary = /boundary=([^;]+)/.exec(String(request.headers['content-type']))?.[1];
  if (!boundary) return undefined;
  const parts = request.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
  if (parts.length !== 2) return undefined;
  const [meta, media] = parts.map((p) => p.slice(p.indexOf('\r\n\r\n') + 4));
  return { metadata: JSON.parse(meta!) as Partial<FakeDriveFile>, media: media! };
}

/** Starts the fake with fixtures: a folder, five media files in My Drive, two sidecars of Lecture 1. */
export async function startFakeGoogleDrive(options: { pageSize?: number } = {}): Promise<FakeGoogleDrive> {
  const pageSize = options.pageSize ?? 1000;
  const files = fixtures();
  const accessTokens = new Set(['ya29.fake-drive-access-token']);
  const refreshTokens = new Set(['1//fake-drive-refresh-token']);
  const clientId = 'fake-drive-client.apps.googleusercontent.com';
  const clientSecret = 'fake-drive-client-secret';
  let clock = Date.UTC(2026, 1, 1);

  function token(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.body);
    const known =
      form.get('grant_type') === 'refresh_token' &&
      refreshTokens.has(form.get('refresh_token') ?? '') &&
      form.get('client_id') === clientId &&
      form.get('client_secret') === clientSecret;
    if (!known)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
    const accessToken = `ya29.${randomBytes(6).toString('hex')}`;
    accessTokens.add(accessToken);
    const scope = 'https://www.googleapis.com/auth/drive';
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, scope, token_type: 'Bearer' } };
  }

  function list(request: FakeRequest): FakeAnswer | undefined {
    const q = request.url.searchParams;
    const orderBy = (q.get('orderBy') ?? 'name').split(',');
    if (!q.get('fields') || orderBy.some((key) => !ORDERS[key])) return undefined;
    let matches: (f: FakeDriveFile) => boolean;
    try {
      matches = parseDriveQuery(q.get('q') ?? 'trashed = false', ROOT);
    } catch (error) {
      if (error instanceof DriveQueryError) return googleError(400, 'Invalid Value', 'invalid', 'q');
      throw error;
    }
    const sorted = files
      .filter(matches)
      .sort((a, b) => orderBy.reduce((result, key) => result || ORDERS[key]!(a, b), 0));
    // Page tokens are opaque to callers; the fake's carry an offset.
    const token = q.get('pageToken');
    const offset = token ? Number(Buffer.from(token, 'base64url').toString()) : 0;
    const size = Math.min(Number(q.get('pageSize') ?? 100), pageSize);
    const next = offset + size < sorted.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
    return {
      status: 200,
      body: {
        kind: 'drive#fileList',
        incompleteSearch: false,
        ...(next ? { nextPageToken: next } : {}),
        files: sorted.slice(offset, offset + size).map(resource),
      },
    };
  }

  function upload(request: FakeRequest, fileId: string | undefined): FakeAnswer | undefined {
    const parts = multipartParts(request);
    if (!parts || request.url.searchParams.get('uploadType') !== 'multipart') return undefined;
    const { metadata, media } = parts;
    if (fileId) {
      const existing = files.find((f) => f.id === fileId && !f.trashed);
      if (!existing) return notFound(fileId);
      // `parents` cannot be set by update (addParents/removeParents do that).
      if (metadata.parents) return googleError(403, 'The parents field is not directly writable.', 'fieldNotWritable');
      Object.assign(existing, metadata, { content: media });
      return { status: 200, body: resource(existing) };
    }
    if (!metadata.name || !metadata.parents?.every((p) => files.some((f) => f.id === p) || p === ROOT)) {
      return googleError(404, `File not found: ${String(metadata.parents)}.`, 'notFound', 'fileId');
    }
    const created: FakeDriveFile = {
      id: `upl${randomBytes(6).toString('hex')}`,
      name: metadata.name,
      mimeType: metadata.mimeType ?? 'application/octet-stream',
      parents: metadata.parents,
      trashed: false,
      createdTime: new Date((clock += 60_000)).toISOString(),
      ...(metadata.appProperties ? { appProperties: metadata.appProperties } : {}),
      content: media,
    };
    files.push(created);
    return { status: 200, body: resource(created) };
  }

  function api(request: FakeRequest): FakeAnswer | undefined {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/drive/v3/files') return list(request);
    const one = /^\/drive\/v3\/files\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const id = decodeURIComponent(one[1]!);
      const file = files.find((f) => f.id === id);
      if (!file) return notFound(id);
      if (request.url.searchParams.get('alt') === 'media') {
        return { status: 200, headers: { 'Content-Type': file.mimeType }, body: file.content };
      }
      return request.url.searchParams.get('fields') ? { status: 200, body: resource(file) } : undefined;
    }
    if (request.method === 'POST' && path === '/upload/drive/v3/files') return upload(request, undefined);
    const patch = /^\/upload\/drive\/v3\/files\/([^/]+)$/.exec(path);
    if (request.method === 'PATCH' && patch) return upload(request, decodeURIComponent(patch[1]!));
    return undefined;
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.url.pathname === '/token') return token(request);
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !accessTokens.has(bearer)) return unauthenticated;
    return api(request);
  });
  return Object.assign(server, {
    tokenUrl: `${server.baseUrl}/token`,
    rootId: ROOT,
    files,
    accessTokens,
    refreshTokens,
    clientId,
    clientSecret,
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
  });
}
