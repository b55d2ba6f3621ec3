import { randomBytes } from 'node:crypto';
import { readCaptions, writeCaptions } from '@shared/captions/api';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the Canvas LMS REST subset the adapter uses: files of the user and of a course (content_types[],
// search_term, sort, per_page/page with a `Link` header), one file, the user's courses, and a file's media tracks
// (GET, and PUT replacing the list as Canvas documents). Errors are `{ errors: [{ message }] }`.

export interface FakeCanvasFile {
  id: number;
  name: string;
  contentType: string;
  courseId: number | null;
  createdAt: string;
}

export interface FakeCanvasTrack {
  id: number;
  fileId: number;
  locale: string;
  kind: string;
  /** SRT, as Canvas stores it. */
  content: string;
}

export interface FakeCanvas extends FakeServer {
  accessToken: string;
  files: FakeCanvasFile[];
  tracks: FakeCanvasTrack[];
  /** The token is deleted in the user's Canvas settings. */
  revokeToken(): void;
}

const notFound: FakeAnswer = { status: 404, body: { errors: [{ message: 'The specified resource does not exist.' }] } };

function fixtures() {
  const at = (day: number) => `2026-02-${String(day).padStart(2, '0')}T09:00:00Z`;
  const files: FakeCanvasFile[] = [
    { id: 501, name: 'Lecture 1.mp4', contentType: 'video/mp4', courseId: null, createdAt: at(1) },
    { id: 502, name: 'Syllabus.pdf', contentType: 'application/pdf', courseId: null, createdAt: at(2) },
    { id: 503, name: 'Lecture 2.mp4', contentType: 'video/mp4', courseId: null, createdAt: at(3) },
    { id: 504, name: 'Interview.mp3', contentType: 'audio/mpeg', courseId: null, createdAt: at(4) },
    { id: 505, name: 'Lecture 3.webm', contentType: 'video/webm', courseId: null, createdAt: at(5) },
    { id: 506, name: 'Lab safety.mp4', contentType: 'video/mp4', courseId: null, createdAt: at(6) },
    { id: 601, name: 'Cells.mp4', contentType: 'video/mp4', courseId: 101, createdAt: at(7) },
  ];
  const tracks: FakeCanvasTrack[] = [
    { id: 1, fileId: 501, locale: 'en', kind: 'captions', content: '1\n00:00:00,000 --> 00:00:02,000\nGood morning\n' },
  ];
  return { files, tracks, courses: [{ id: 101, name: 'Biology 101' }] };
}

/** Starts the fake: five media files and a PDF of the user's own, a course with one video, English captions on 501. */
export async function startFakeCanvas(options: { pageSize?: number } = {}): Promise<FakeCanvas> {
  const { files, tracks, courses } = fixtures();
  const state = { token: `canvas-${randomBytes(6).toString('hex')}` };
  let baseUrl = '';
  let nextTrackId = 2;

  const fileJson = (f: FakeCanvasFile) => ({
    id: f.id,
    display_name: f.name,
    filename: f.name.replace(/ /g, '+'),
    'content-type': f.contentType,
    url: `${baseUrl}/files/${f.id}/download?download_frd=1&verifier=${f.id}v`,
    size: 1024,
    created_at: f.createdAt,
    thumbnail_url: f.contentType.startsWith('video/') ? `${baseUrl}/images/thumbnails/${f.id}` : null,
    media_entry_id: `m-${f.id}`,
  });

  /** One page of `list` and its Link header, with URLs that keep the request's own parameters. */
  function paged(request: FakeRequest, list: unknown[]): FakeAnswer {
    const perPage = Math.min(Number(request.url.searchParams.get('per_page') ?? 10), options.pageSize ?? 100);
    const pageNo = Number(request.url.searchParams.get('page') ?? 1);
    const link = (n: number, rel: string) => {
      const url = new URL(`${request.url.pathname}${request.url.search}`, baseUrl);
      url.searchParams.set('page', String(n));
      url.searchParams.set('per_page', String(perPage));
      return `<${url.toString()}>; rel="${rel}"`;
    };
    const last = Math.max(1, Math.ceil(list.length / perPage));
    const links = [link(pageNo, 'current'), link(1, 'first'), link(last, 'last')];
    if (pageNo < last) links.unshift(link(pageNo + 1, 'next'));
    return {
      status: 200,
      headers: { Link: links.join(','), 'Content-Type': 'application/json' },
      body: JSON.stringify(list.slice((pageNo - 1) * perPage, pageNo * perPage)),
    };
  }

  function filesOf(request: FakeRequest, courseId: number | null): FakeAnswer {
    const types = request.url.searchParams.getAll('content_types[]');
    const term = request.url.searchParams.get('search_term')?.toLowerCase();
    const found = files
      .filter((f) => f.courseId === courseId)
      .filter((f) => types.length === 0 || types.some((t) => f.contentType.startsWith(`${t}/`) || f.contentType === t))
      .filter((f) => !term || f.name.toLowerCase().includes(term))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return paged(request, found.map(fileJson));
  }

  const trackJson = (t: FakeCanvasTrack, include: string[]) => ({
    id: t.id,
    locale: t.locale,
    kind: t.kind,
    media_object_id: t.fileId,
    user_id: 1,
    ...(include.includes('content') ? { content: t.content } : {}),
    ...(include.includes('webvtt_content')
      ? { webvtt_content: writeCaptions(readCaptions(t.content, { format: 'srt' }).track, 'webvtt').text }
      : {}),
  });

  function putTracks(fileId: number, request: FakeRequest): FakeAnswer | undefined {
    const body = JSON.parse(request.body) as { locale?: string; kind?: string; content?: string }[];
    if (!Array.isArray(body) || body.some((t) => !t.locale)) return undefined;
    const listed = new Set(body.map((t) => t.locale));
    for (const t of tracks.filter((t) => t.fileId === fileId && !listed.has(t.locale)))
      tracks.splice(tracks.indexOf(t), 1);
    for (const t of body) {
      if (t.content === undefined) continue;
      const existing = tracks.find((x) => x.fileId === fileId && x.locale === t.locale);
      if (existing) Object.assign(existing, { kind: t.kind ?? existing.kind, content: t.content });
      else
        tracks.push({ id: nextTrackId++, fileId, locale: t.locale!, kind: t.kind ?? 'subtitles', content: t.content });
    }
    return { status: 200, body: tracks.filter((t) => t.fileId === fileId).map((t) => trackJson(t, [])) };
  }

  const server = await startFakeServer((request) => {
    const { pathname } = request.url;
    const download = /^\/files\/(\d+)\/download$/.exec(pathname);
    if (request.method === 'GET' && download) {
      const file = files.find((f) => f.id === Number(download[1]));
      const verified = request.url.searchParams.get('verifier') === `${download[1]}v`;
      return file && verified
        ? { status: 200, headers: { 'Content-Type': file.contentType }, body: `bytes of ${file.name}` }
        : undefined;
    }
    if (request.headers.authorization !== `Bearer ${state.token}`) {
      return {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer realm="canvas-lms"' },
        body: { errors: [{ message: 'Invalid access token.' }] },
      };
    }
    if (request.method === 'GET' && pathname === '/api/v1/users/self/files') return filesOf(request, null);
    if (request.method === 'GET' && pathname === '/api/v1/courses') return paged(request, courses);
    const courseFiles = /^\/api\/v1\/courses\/(\d+)\/files$/.exec(pathname);
    if (request.method === 'GET' && courseFiles) {
      const courseId = Number(courseFiles[1]);
      return courses.some((c) => c.id === courseId) ? filesOf(request, courseId) : notFound;
    }
    const file = /^\/api\/v1\/files\/([^/]+)$/.exec(pathname);
    if (request.method === 'GET' && file) {
      const found = files.find((f) => String(f.id) === file[1]);
      return found ? { status: 200, body: fileJson(found) } : notFound;
    }
    const trackPath = /^\/api\/v1\/media_attachments\/(\d+)\/media_tracks$/.exec(pathname);
    if (trackPath) {
      const fileId = Number(trackPath[1]);
      if (!files.some((f) => f.id === fileId)) return notFound;
      if (request.method === 'GET') {
        const include = request.url.searchParams.getAll('include[]');
        return { status: 200, body: tracks.filter((t) => t.fileId === fileId).map((t) => trackJson(t, include)) };
      }
      if (request.method === 'PUT') return putTracks(fileId, request);
    }
    return undefined;
  });
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    get accessToken() {
      return state.token;
    },
    files,
    tracks,
    revokeToken: () => {
      state.token = `revoked-${randomBytes(4).toString('hex')}`;
    },
  });
}
