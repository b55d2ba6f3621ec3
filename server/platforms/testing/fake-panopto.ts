import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the Panopto Public API v1 subset the adapter uses, shaped as its OpenAPI document
// (https://<host>/Panopto/api/docs: ListResponseOfSession/ListResponseOfFolder `{ Results }`, Session with
// `Duration` in seconds and `Urls`, APIError `{ Error: { ErrorCode, Message, Success } }`), paging by
// `pageNumber` from 0 until an empty page, and the host's OAuth token endpoint (client credentials, scope `api`).

export interface FakeFolder {
  Id: string;
  Name: string;
  parentId: string | null;
}

export interface FakeSession {
  Id: string;
  Name: string;
  Description: string;
  StartTime: string;
  Duration: number;
  folderId: string;
  /** Caption files by Panopto language (ContentLanguage), as uploaded. */
  captions: Map<string, string>;
  downloadable: boolean;
}

export interface FakePanopto extends FakeServer {
  clientId: string;
  /** The secret the connection was made with (rotateClientSecret replaces it on the fake only). */
  clientSecret: string;
  folders: FakeFolder[];
  sessions: FakeSession[];
  accessTokens: Set<string>;
  /** Every access token stops working (they last an hour on Panopto). */
  expireAccessTokens(): void;
  /** The API client's secret is regenerated on the Panopto host: the stored one is refused. */
  rotateClientSecret(): void;
}

const LANGUAGES = ['English_USA', 'English_GBR', 'Spanish_MEX', 'Spanish_ESP', 'German', 'French'];
const ROOT = '00000000-0000-0000-0000-000000000000';
const guid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const srt = (text: string) => `1\n00:00:00,000 --> 00:00:02,500\n${text}\n`;

const apiError = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { Error: { ErrorCode: code, Message: message, Success: false } },
});

function fixtures(sessionCount: number) {
  const folders: FakeFolder[] = [
    { Id: guid('f01de700', 1), Name: 'Biology 101', parentId: null },
    { Id: guid('f01de700', 2), Name: 'Chemistry 201', parentId: null },
    { Id: guid('f01de700', 3), Name: 'Week 1', parentId: guid('f01de700', 1) },
  ];
  // Newest first, as the adapter asks (sortField=CreatedDate, sortOrder=Desc).
  const sessions: FakeSession[] = Array.from({ length: sessionCount }, (_, i) => ({
    Id: guid('5e551011', i + 1),
    Name: `Lecture ${i + 1}`,
    Description: i === 0 ? 'Cells and membranes' : '',
    StartTime: new Date(Date.UTC(2026, 9, 30) - i * 86_400_000).toISOString(),
    Duration: 600 + i * 30.5,
    folderId: folders[i % 2 === 0 ? 0 : 1]!.Id,
    captions: new Map(i === 0 ? [['English_USA', srt('Welcome to biology')]] : []),
    downloadable: i !== 1,
  }));
  return { folders, sessions };
}

/** Starts the fake: three folders (one nested), `sessionCount` sessions (default 5), English captions on the first. */
export async function startFakePanopto(
  /** `refuseEmptySearch`: answer `sessions/search` with an empty query 400, as a site might (the reference is unclear). */
  options: { sessionCount?: number; pageSize?: number; refuseEmptySearch?: boolean } = {},
): Promise<FakePanopto> {
  const pageSize = options.pageSize ?? 25;
  const { folders, sessions } = fixtures(options.sessionCount ?? 5);
  const clientId = 'fake-panopto-client-id';
  const state = { clientSecret: 'fake-panopto-client-secret' };
  const accessTokens = new Set(['panopto-fake-access-token']);
  let baseUrl = '';

  /** `Urls`: listings in a folder carry only ViewerUrl, search adds ThumbnailUrl, one session carries all. */
  const urls = (s: FakeSession, detail: 'folder' | 'search' | 'full') => {
    const viewer = { ViewerUrl: `${baseUrl}/Panopto/Pages/Viewer.aspx?id=${s.Id}` };
    if (detail === 'folder') return viewer;
    const thumbnail = {
      ThumbnailUrl: `/Panopto/Services/FrameGrabber.svc/FrameRedirect?objectId=${s.Id}&mode=Delivery`,
    };
    if (detail === 'search') return { ...viewer, ...thumbnail };
    const captionLanguage = [...s.captions.keys()][0];
    return {
      ...viewer,
      ...thumbnail,
      EmbedUrl: `${baseUrl}/Panopto/Pages/Embed.aspx?id=${s.Id}`,
      ShareSettingsUrl: `${baseUrl}/Panopto/Pages/Sessions/Share.aspx?id=${s.Id}`,
      DownloadUrl: s.downloadable ? `${baseUrl}/Panopto/Podcast/Download/${s.Id}.mp4?mediaTargetType=videoPodcast` : '',
      CaptionDownloadUrl: captionLanguage
        ? `${baseUrl}/Panopto/Pages/Transcription/GenerateSRT.ashx?id=${s.Id}&language=${LANGUAGES.indexOf(captionLanguage)}`
        : '',
      EditorUrl: `${baseUrl}/Panopto/Pages/Editor.aspx?id=${s.Id}`,
    };
  };
  const sessionObject = (s: FakeSession, detail: 'folder' | 'search' | 'full') => ({
    Id: s.Id,
    Name: s.Name,
    Description: s.Description || null,
    StartTime: s.StartTime,
    Duration: s.Duration,
    MostRecentViewPosition: null,
    CreatedBy: detail === 'full' ? { Id: guid('05e40000', 1), Username: 'api-client' } : null,
    Urls: urls(s, detail),
    Folder: s.folderId,
    FolderDetails: { Id: s.folderId, Name: folders.find((f) => f.Id === s.folderId)?.Name ?? '' },
    Context: null,
    PercentCompleted: null,
  });
  const folderObject = (f: FakeFolder) => ({
    Id: f.Id,
    Name: f.Name,
    Description: null,
    ParentFolder: f.parentId ? { Id: f.parentId, Name: folders.find((p) => p.Id === f.parentId)!.Name } : null,
    Urls: {
      FolderUrl: `${baseUrl}/Panopto/Pages/Sessions/List.aspx#folderID="${f.Id}"`,
      EmbedUrl: '',
      ShareSettingsUrl: '',
    },
  });

  function page<T>(all: T[], q: URLSearchParams): FakeAnswer {
    const pageNumber = Number(q.get('pageNumber') ?? 0);
    return { status: 200, body: { Results: all.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize) } };
  }
  function sorted(list: FakeSession[], q: URLSearchParams): FakeSession[] {
    const field = q.get('sortField') ?? 'Name';
    const out = [...list].sort((a, b) =>
      field === 'CreatedDate' ? a.StartTime.localeCompare(b.StartTime) : a.Name.localeCompare(b.Name),
    );
    return q.get('sortOrder') === 'Desc' ? out.reverse() : out;
  }
  const matches = (s: FakeSession, words: string) => `${s.Name} ${s.Description}`.toLowerCase().includes(words);

  function token(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.body);
    const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
    if (form.get('grant_type') !== 'client_credentials' || form.get('scope') !== 'api') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (id !== clientId || secret !== state.clientSecret) return { status: 400, body: { error: 'invalid_client' } };
    const accessToken = `panopto-${randomBytes(6).toString('hex')}`;
    accessTokens.add(accessToken);
    return { status: 200, body: { access_token: accessToken, expires_in: 3600, token_type: 'Bearer', scope: 'api' } };
  }

  async function uploadCaptions(request: FakeRequest, target: FakeSession): Promise<FakeAnswer | undefined> {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'Content-Type': String(request.headers['content-type']) },
      body: request.body,
    })
      .formData()
      .catch(() => undefined);
    const language = form?.get('language');
    const file = form?.get('file');
    if (typeof language !== 'string' || !(file instanceof Blob)) return undefined;
    if (!LANGUAGES.includes(language)) return apiError(400, 'BadRequest', `Unsupported language ${language}`);
    target.captions.set(language, await file.text());
    return { status: 200 };
  }

  async function api(request: FakeRequest): Promise<FakeAnswer | undefined> {
    const { pathname: path, searchParams: q } = request.url;
    const get = request.method === 'GET';
    if (get && path === '/Panopto/api/v1/sessions/search' && q.has('searchQuery')) {
      const words = q.get('searchQuery')!.toLowerCase();
      if (!words && options.refuseEmptySearch) return apiError(400, 'BadRequest', 'searchQuery is required');
      return page(
        sorted(
          sessions.filter((s) => matches(s, words)),
          q,
        ).map((s) => sessionObject(s, 'search')),
        q,
      );
    }
    if (get && path === '/Panopto/api/v1/folders/search' && q.get('searchQuery')) {
      const words = q.get('searchQuery')!.toLowerCase();
      return page(folders.filter((f) => f.Name.toLowerCase().includes(words)).map(folderObject), q);
    }
    const folderRoute = /^\/Panopto\/api\/v1\/folders\/([^/]+)\/(children|sessions|sessions\/search)$/.exec(path);
    if (get && folderRoute) {
      const [, id, what] = folderRoute;
      if (what === 'children') {
        const parent = id === ROOT ? null : id;
        if (parent && !folders.some((f) => f.Id === parent)) return apiError(404, 'NotFound', 'Folder not found');
        return page(folders.filter((f) => f.parentId === parent).map(folderObject), q);
      }
      if (!folders.some((f) => f.Id === id)) return apiError(404, 'NotFound', 'Folder not found');
      const words = what === 'sessions/search' ? q.get('searchQuery')?.toLowerCase() : '';
      if (words === undefined) return undefined;
      const inFolder = sessions.filter((s) => s.folderId === id && matches(s, words));
      return page(
        sorted(inFolder, q).map((s) => sessionObject(s, 'folder')),
        q,
      );
    }
    const sessionRoute = /^\/Panopto\/api\/v1\/sessions\/([^/]+)(\/captions(?:\/languages\/([^/]+))?)?$/.exec(path);
    if (sessionRoute) {
      const [, id, captions, language] = sessionRoute;
      const target = sessions.find((s) => s.Id === id);
      if (!target) return apiError(404, 'NotFound', 'The requested session was not found');
      if (get && !captions) return { status: 200, body: sessionObject(target, 'full') };
      if (request.method === 'POST' && captions && !language) return uploadCaptions(request, target);
      if (request.method === 'DELETE' && language) {
        target.captions.delete(language);
        return { status: 200 };
      }
    }
    if (get && path === '/Panopto/Pages/Transcription/GenerateSRT.ashx') {
      const target = sessions.find((s) => s.Id === q.get('id'));
      const text = target?.captions.get(LANGUAGES[Number(q.get('language') ?? 0)] ?? '');
      return text === undefined
        ? { status: 404 }
        : { status: 200, headers: { 'Content-Type': 'text/plain' }, body: text };
    }
    return undefined;
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.url.pathname === '/Panopto/oauth2/connect/token') return token(request);
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    // ASP.NET Web API's answer to a missing or expired token.
    if (!bearer || !accessTokens.has(bearer)) {
      return { status: 401, body: { Message: 'Authorization has been denied for this request.' } };
    }
    return api(request);
  });
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    clientId,
    clientSecret: state.clientSecret,
    folders,
    sessions,
    accessTokens,
    expireAccessTokens: () => accessTokens.clear(),
    rotateClientSecret: () => {
      state.clientSecret = randomBytes(8).toString('hex');
    },
  });
}
