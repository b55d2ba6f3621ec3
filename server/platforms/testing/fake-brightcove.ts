import { randomBytes } from 'node:crypto';
import {
  audioTrackObjects,
  type FakeBrightcoveAudioTrack,
  ingestAudioTracks,
  mainAudioTracks,
} from './fake-brightcove-audio';
import { createdVideoFields, type FakeCreatedVideo, ingestedMaster } from './fake-brightcove-video';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';
import type { FakeImportedVideo, FetchLink } from './fake-video-import';

// A fake of the Brightcove CMS API v1 subset the adapter uses, with bodies shaped as its reference
// (https://apis.support.brightcove.com/cms/references/reference.html: bare arrays paged by limit/offset, video
// fields in snake_case, errors as `[{ error_code, message }]`), Brightcove's OAuth token endpoint (client
// credentials, five-minute tokens), the delivery host's WebVTT files, served only without a CMS token, and
// publishing: Dynamic Ingest's `ingest-requests` with `text_tracks` (the fake fetches each track's URL at once,
// where Brightcove's queued job would a little later) and the CMS `PATCH` of a video's `text_tracks`; and
// multiple audio tracks (`audio_tracks` ingested and listed, fake-brightcove-audio.ts); and a new video from a URL
// (`POST …/videos`, then `master.url` ingested; fake-brightcove-video.ts), which `DELETE …/videos/{id}` removes.

export interface FakeVideo extends FakeCreatedVideo {
  id: string;
  duration: number;
  created_at: string;
  folder_id: string | null;
  /** `dynamic_origin` (Dynamic Delivery) unless a test makes it a legacy `static_origin` video. */
  delivery_type: string;
  text_tracks: { id: string; srclang: string; label: string; kind: string; body: string }[];
  sources: Record<string, unknown>[];
}

export interface FakeBrightcove extends FakeServer {
  accountId: string;
  clientId: string;
  /** The secret the connection was made with (rotateClientSecret replaces it on the fake only). */
  clientSecret: string;
  videos: FakeVideo[];
  folders: { id: string; name: string }[];
  accessTokens: Set<string>;
  /** Every access token expires (Brightcove's last five minutes). */
  expireAccessTokens(): void;
  /** The API credential is deleted or its secret changed in Brightcove Studio. */
  rotateClientSecret(): void;
  /** Every ingest request received, as sent. */
  ingests: { videoId: string; body: unknown }[];
  /** Every video's audio tracks: its muxed-in `en_main`, then those ingested beside it. */
  audioTracks: FakeBrightcoveAudioTrack[];
  /** Every master the fake downloaded for a video made with `POST …/videos`. */
  importedVideos: FakeImportedVideo[];
}

export interface FakeBrightcoveOptions {
  /** Videos to make (default 5; three in "Training", one in "Marketing"); text tracks on the first. */
  videoCount?: number;
  /** How the fake fetches an ingested text track's URL (default: fetch; tests may route it to the app in-process). */
  fetchLink?: FetchLink;
}

const error = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: [{ error_code: code, message }],
});
const vtt = (text: string) => `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`;
const CDN = 'https://fake-brightcove-cdn.invalid';

function fixtures(videoCount: number) {
  const folders = [
    { id: '5f1a0000000000000000f001', name: 'Training' },
    { id: '5f1a0000000000000000f002', name: 'Marketing' },
  ];
  // Newest first, as the adapter asks (sort=-created_at).
  const videos: FakeVideo[] = Array.from({ length: videoCount }, (_, i) => ({
    id: String(6_300_000_000_001 + i),
    name: `Onboarding ${i + 1}`,
    description: i === 0 ? 'Welcome to the team' : '',
    long_description: '',
    state: 'ACTIVE',
    schedule: null,
    geo: null,
    duration: 60_000 + i * 1_500,
    created_at: new Date(Date.UTC(2026, 9, 30) - i * 3_600_000).toISOString(),
    folder_id: i < 3 ? folders[0]!.id : i === 3 ? folders[1]!.id : null,
    delivery_type: 'dynamic_origin',
    text_tracks: [],
    sources: [{ type: 'application/x-mpegURL', src: `${CDN}/${i}/master.m3u8`, ext_x_version: '4' }],
  }));
  const first = videos[0]!;
  first.text_tracks = [
    { id: 'b1c2d3e4-0001', srclang: 'en', label: 'English', kind: 'captions', body: vtt('Welcome') },
    { id: 'b1c2d3e4-0002', srclang: 'es', label: 'Español', kind: 'subtitles', body: vtt('Bienvenidos') },
    { id: 'b1c2d3e4-0003', srclang: 'en', label: 'Chapters', kind: 'chapters', body: vtt('Intro') },
  ];
  first.sources.push(
    {
      container: 'MP4',
      codec: 'H264',
      encoding_rate: 450_000,
      size: 3_400_000,
      width: 640,
      height: 360,
      src: `${CDN}/0/360.mp4`,
    },
    {
      container: 'MP4',
      codec: 'H264',
      encoding_rate: 2_000_000,
      size: 15_000_000,
      width: 1280,
      height: 720,
      src: `${CDN}/0/720.mp4`,
    },
    {
      container: 'MP4',
      codec: 'H264',
      encoding_rate: 2_000_000,
      size: 15_000_000,
      width: 1280,
      height: 720,
      src: 'http://fake-brightcove-cdn.invalid/0/720.mp4',
    },
  );
  // DRM-protected MP4: playable only through the player.
  videos[2]?.sources.push({
    container: 'MP4',
    size: 9_000_000,
    src: `${CDN}/2/drm.mp4`,
    key_systems: { 'com.widevine.alpha': {} },
  });
  return { folders, videos };
}

/** Starts the fake with its fixtures (see FakeBrightcoveOptions). */
export async function startFakeBrightcove(options: FakeBrightcoveOptions = {}): Promise<FakeBrightcove> {
  const { folders, videos } = fixtures(options.videoCount ?? 5);
  const fetchLink = options.fetchLink ?? ((url: string) => fetch(url));
  const ingests: { videoId: string; body: unknown }[] = [];
  const importedVideos: FakeImportedVideo[] = [];
  let created = 0;
  const audioTracks = mainAudioTracks(videos.map((v) => v.id));
  const accountId = '1234567890001';
  const clientId = 'fake-brightcove-client-id';
  const state = { clientSecret: 'fake-brightcove-client-secret' };
  const accessTokens = new Set(['AEnTxZfake-brightcove-token']);
  let baseUrl = '';

  const trackPath = (video: FakeVideo, trackId: string) => `/text/${video.id}/${trackId}.vtt`;
  const videoObject = (v: FakeVideo) => ({
    id: v.id,
    account_id: accountId,
    name: v.name,
    description: v.description || null,
    long_description: v.long_description || null,
    duration: v.duration,
    created_at: v.created_at,
    updated_at: v.created_at,
    published_at: v.created_at,
    folder_id: v.folder_id,
    state: v.state,
    schedule: v.schedule,
    geo: v.geo,
    complete: true,
    delivery_type: v.delivery_type,
    tags: [],
    custom_fields: {},
    images: {
      thumbnail: {
        src: `${CDN}/${v.id}/thumbnail.jpg`,
        sources: [{ src: `${CDN}/${v.id}/thumbnail.jpg`, height: 90, width: 160 }],
      },
      poster: {
        src: `${CDN}/${v.id}/poster.jpg`,
        sources: [{ src: `${CDN}/${v.id}/poster.jpg`, height: 720, width: 1280 }],
      },
    },
    text_tracks: v.text_tracks.map((t) => ({
      id: t.id,
      account_id: accountId,
      src: `${baseUrl}${trackPath(v, t.id)}`,
      srclang: t.srclang,
      label: t.label,
      kind: t.kind,
      mime_type: 'text/vtt',
      asset_id: `asset-${t.id}`,
      sources: [{ src: `${baseUrl}${trackPath(v, t.id)}` }],
      default: t.kind === 'captions',
    })),
  });

  function page(found: FakeVideo[], q: URLSearchParams): FakeAnswer {
    const limit = Math.min(Number(q.get('limit') ?? 20), 100);
    const offset = Number(q.get('offset') ?? 0);
    const sorted =
      q.get('sort') === '-created_at' ? [...found].sort((a, b) => b.created_at.localeCompare(a.created_at)) : found;
    return { status: 200, body: sorted.slice(offset, offset + limit).map(videoObject) };
  }

  function token(request: FakeRequest): FakeAnswer {
    const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (id !== clientId || secret !== state.clientSecret) {
      return {
        status: 401,
        body: {
          error: 'invalid_client',
          error_description: 'The "client_id" parameter is missing, does not name a client, or is not valid.',
        },
      };
    }
    const accessToken = `AEnTxZ${randomBytes(8).toString('hex')}`;
    accessTokens.add(accessToken);
    return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: 300 } };
  }

  /** The documented text and audio track fields; the fake reads the files now and the tracks are there at once. */
  async function ingest(video: FakeVideo, request: FakeRequest): Promise<FakeAnswer> {
    const body = JSON.parse(request.body || '{}') as {
      text_tracks?: Record<string, unknown>[];
      audio_tracks?: unknown;
      master?: unknown;
    };
    ingests.push({ videoId: video.id, body });
    const tracks = body.text_tracks ?? [];
    if (tracks.length === 0 && !body.audio_tracks && !body.master) {
      return error(400, 'BAD_VALUE', 'The request has nothing to ingest');
    }
    if (body.master) {
      const master = await ingestedMaster(video, body.master, fetchLink);
      if (typeof master === 'string') return error(400, 'BAD_VALUE', master);
      importedVideos.push(master);
    }
    if (body.audio_tracks) {
      const refused = await ingestAudioTracks(audioTracks, video.id, body.audio_tracks, fetchLink);
      if (refused) return error(400, 'BAD_VALUE', refused);
    }
    for (const t of tracks) {
      const valid =
        typeof t.url === 'string' &&
        typeof t.srclang === 'string' &&
        typeof t.label === 'string' &&
        ['captions', 'subtitles'].includes(String(t.kind));
      if (!valid) return error(400, 'BAD_VALUE', 'text_tracks need url, srclang, kind and label');
      const file = await fetchLink(t.url as string);
      const text = await file.text();
      if (!file.ok || !text.startsWith('WEBVTT')) {
        return error(400, 'BAD_VALUE', `The text track at ${String(t.url)} could not be downloaded`);
      }
      video.text_tracks.push({
        id: randomBytes(8).toString('hex'),
        srclang: t.srclang as string,
        label: t.label as string,
        kind: t.kind as string,
        body: text,
      });
    }
    return { status: 200, body: { id: `job-${randomBytes(6).toString('hex')}` } };
  }

  /** A PATCH of `text_tracks` keeps the listed tracks (by id) and drops the rest. */
  function patchTextTracks(video: FakeVideo, request: FakeRequest): FakeAnswer {
    const body = JSON.parse(request.body || '{}') as { text_tracks?: { id?: string }[] };
    if (!Array.isArray(body.text_tracks)) return error(400, 'BAD_VALUE', 'Nothing to update');
    const keep = new Set(body.text_tracks.map((t) => t.id));
    if (![...keep].every((id) => video.text_tracks.some((t) => t.id === id))) {
      return error(422, 'ILLEGAL_FIELD', 'text_tracks names a track the video does not have');
    }
    video.text_tracks = video.text_tracks.filter((t) => keep.has(t.id));
    return { status: 200, body: videoObject(video) };
  }

  /** A new video: metadata only until an ingest request brings its master. */
  function create(request: FakeRequest): FakeAnswer {
    const fields = createdVideoFields(request.body);
    if (typeof fields === 'string') return error(422, 'VALIDATION_ERROR', fields);
    const video: FakeVideo = {
      ...fields,
      id: String(6_400_000_000_001 + created++),
      duration: 0,
      created_at: new Date().toISOString(),
      folder_id: null,
      delivery_type: 'dynamic_origin',
      text_tracks: [],
      sources: [],
    };
    videos.push(video);
    return { status: 201, body: videoObject(video) };
  }

  async function write(request: FakeRequest, path: string): Promise<FakeAnswer | undefined> {
    if (request.method === 'POST' && path === '/videos') return create(request);
    const target = /^\/videos\/([^/]+)(\/ingest-requests)?$/.exec(path);
    if (!target) return undefined;
    const video = videos.find((v) => v.id === target[1]);
    if (!video) return error(404, 'RESOURCE_NOT_FOUND', 'The resource you requested does not exist');
    if (request.method === 'POST' && target[2]) return ingest(video, request);
    if (request.method === 'PATCH' && !target[2]) return patchTextTracks(video, request);
    if (request.method === 'DELETE' && !target[2]) {
      videos.splice(videos.indexOf(video), 1);
      return { status: 204 };
    }
    return undefined;
  }

  function cms(request: FakeRequest, path: string): FakeAnswer | undefined {
    const q = request.url.searchParams;
    if (path === '/videos') {
      const words = q.get('q')?.toLowerCase() ?? '';
      return page(
        videos.filter((v) => `${v.name} ${v.description}`.toLowerCase().includes(words)),
        q,
      );
    }
    if (path === '/folders') {
      return {
        status: 200,
        body: folders.map((f) => ({
          id: f.id,
          account_id: accountId,
          name: f.name,
          video_count: videos.filter((v) => v.folder_id === f.id).length,
          created_at: '2026-01-05T10:00:00.000Z',
          updated_at: '2026-01-05T10:00:00.000Z',
        })),
      };
    }
    const folder = /^\/folders\/([^/]+)\/videos$/.exec(path);
    if (folder) {
      if (!folders.some((f) => f.id === folder[1])) return error(404, 'RESOURCE_NOT_FOUND', 'The folder was not found');
      return page(
        videos.filter((v) => v.folder_id === folder[1]),
        q,
      );
    }
    const video = /^\/videos\/([^/]+)(\/sources|\/audio_tracks)?$/.exec(path);
    if (video) {
      const found = videos.find((v) => v.id === video[1]);
      if (!found) return error(404, 'RESOURCE_NOT_FOUND', 'The resource you requested does not exist');
      if (video[2] === '/audio_tracks')
        return { status: 200, body: audioTrackObjects(audioTracks, found.id, found.duration) };
      return { status: 200, body: video[2] ? found.sources : videoObject(found) };
    }
    return undefined;
  }

  const server = await startFakeServer((request) => {
    const { pathname } = request.url;
    if (request.method === 'POST' && pathname === '/v4/access_token') return token(request);
    const text = /^\/text\/([^/]+)\/([^/]+)\.vtt$/.exec(pathname);
    // The delivery host is public: a request carrying the CMS token there would leak it.
    if (request.method === 'GET' && text && !request.headers.authorization) {
      const track = videos.find((v) => v.id === text[1])?.text_tracks.find((t) => t.id === text[2]);
      return track ? { status: 200, headers: { 'Content-Type': 'text/vtt' }, body: track.body } : undefined;
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !accessTokens.has(bearer)) return error(401, 'UNAUTHORIZED', 'Permission denied.');
    const route = /^\/v1\/accounts\/([^/]+)(\/.*)$/.exec(pathname);
    if (!route) return undefined;
    if (route[1] !== accountId) return error(403, 'ACCESS_DENIED', 'Account does not match the credentials');
    return request.method === 'GET' ? cms(request, route[2]!) : write(request, route[2]!);
  });
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    accountId,
    clientId,
    clientSecret: state.clientSecret,
    videos,
    folders,
    accessTokens,
    ingests,
    audioTracks,
    importedVideos,
    expireAccessTokens: () => accessTokens.clear(),
    rotateClientSecret: () => {
      state.clientSecret = randomBytes(8).toString('hex');
    },
  });
}
