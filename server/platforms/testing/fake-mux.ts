import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';
import {
  type FakeImportedVideo,
  type FetchLink,
  fetchedMp4,
  fetchOverNetwork,
  startsWithFtyp,
} from './fake-video-import';

// A fake of the Mux Video API subset the adapter uses, with bodies shaped as in Mux's reference
// (https://www.mux.com/docs/api-reference/video: list assets with cursor pagination, get asset), Mux's error shape
// (`{ error: { type, messages } }`), the delivery host's text track files under /stream (stream.mux.com), and
// publishing: create a text track from a URL (the fake downloads it at once and the track is ready; Mux would
// prepare it a little later), create an alternate audio track from a URL (multi-track audio: downloaded at once
// too, refused unless it is an MP4/M4A audio file), delete a track, and create an asset from a URL (downloaded at
// once, refused unless it is an MP4; then listed, ready at once).

export interface FakeMuxAsset {
  id: string;
  title: string | null;
  duration: number;
  createdAt: number;
  playbackPolicy: 'public' | 'signed';
  /** A master file ready to download (temporary master access). */
  master: boolean;
  /** Ready MP4 renditions. */
  renditions: string[];
}

export interface FakeMuxTextTrack {
  id: string;
  assetId: string;
  languageCode: string;
  name: string;
  closedCaptions: boolean;
  status: 'ready' | 'preparing';
  vtt: string;
}

/** An alternate audio track added through the API, with the bytes and type the fake downloaded. */
export interface FakeMuxAudioTrack {
  id: string;
  assetId: string;
  languageCode: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface FakeMux extends FakeServer {
  assets: FakeMuxAsset[];
  textTracks: FakeMuxTextTrack[];
  audioTracks: FakeMuxAudioTrack[];
  /** Assets created from a URL (`POST /video/v1/assets`), with what the fake downloaded. */
  importedVideos: FakeImportedVideo[];
  tokenId: string;
  tokenSecret: string;
  /** The access token is revoked in the Mux dashboard. */
  revokeToken(): void;
}

export interface FakeMuxOptions {
  assetCount?: number;
  /** The most assets a page holds, whatever the limit asked. */
  maxLimit?: number;
  /** How the fake downloads a new track's or asset's URL (default: fetch; tests may route it to the app). */
  fetchLink?: FetchLink;
}

const muxError = (status: number, type: string, message: string): FakeAnswer => ({
  status,
  body: { error: { type, messages: [message] } },
});
const unauthorized = muxError(401, 'unauthorized', 'Unauthorized request');
const notFound = muxError(
  404,
  'not_found',
  "The requested resource either doesn't exist or you don't have access to it.",
);
const playbackIdOf = (asset: FakeMuxAsset) => `pb${asset.id}`;

function fixtures(assetCount: number) {
  const assets: FakeMuxAsset[] = Array.from({ length: assetCount }, (_, i) => ({
    id: `a${String(i + 1).padStart(3, '0')}Vxd9fTmOqO02gtD4XHYrqyHzeHLFiKhNm`,
    title: i === 4 ? null : `Keynote ${i + 1}`,
    duration: 42.6 + i,
    createdAt: 1_767_225_600 - i * 86_400,
    playbackPolicy: i === 3 ? 'signed' : 'public',
    master: i === 1,
    renditions: i === 2 ? ['capped-1080p.mp4', 'audio.m4a'] : [],
  }));
  const textTracks: FakeMuxTextTrack[] = [
    {
      id: 'tEnSubs01',
      assetId: assets[0]!.id,
      languageCode: 'en',
      name: 'English',
      closedCaptions: true,
      status: 'ready',
      vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nGood morning\n',
    },
    {
      id: 'tEsSubs02',
      assetId: assets[0]!.id,
      languageCode: 'es',
      name: 'Español',
      closedCaptions: false,
      status: 'preparing',
      vtt: '',
    },
  ];
  return { assets, textTracks };
}

/**
 * Starts the fake: five assets (the second with a master file, the third with MP4 renditions, the fourth with a
 * signed playback ID only, the fifth untitled), English closed captions and a Spanish track still preparing on the
 * first.
 */
export async function startFakeMux(options: FakeMuxOptions = {}): Promise<FakeMux> {
  const { assets, textTracks } = fixtures(options.assetCount ?? 5);
  const audioTracks: FakeMuxAudioTrack[] = [];
  const importedVideos: FakeImportedVideo[] = [];
  const fetchLink = options.fetchLink ?? fetchOverNetwork;
  const maxLimit = options.maxLimit ?? 100;
  const tokenId = `44c819de-${randomBytes(4).toString('hex')}`;
  const tokenSecret = randomBytes(24).toString('base64');
  const state = { revoked: false };
  let baseUrl = '';

  const assetResource = (a: FakeMuxAsset) => {
    const tracks = textTracks.filter((t) => t.assetId === a.id);
    return {
      id: a.id,
      created_at: String(a.createdAt),
      status: 'ready',
      duration: a.duration,
      max_stored_resolution: 'HD',
      resolution_tier: '1080p',
      max_stored_frame_rate: 29.97,
      aspect_ratio: '16:9',
      video_quality: 'plus',
      playback_ids: [{ id: playbackIdOf(a), policy: a.playbackPolicy }],
      mp4_support: a.renditions.length > 0 ? 'standard' : 'none',
      master_access: a.master ? 'temporary' : 'none',
      ...(a.master
        ? { master: { status: 'ready', url: `${baseUrl}/master/${a.id}/master.mp4?token=${tokenId}` } }
        : {}),
      ...(a.renditions.length > 0
        ? {
            static_renditions: {
              files: a.renditions.map((name) => ({
                name,
                ext: name.split('.')[1],
                type: 'standard',
                status: 'ready',
                resolution: name === 'audio.m4a' ? 'audio-only' : '1080p',
                id: `sr-${name}`,
              })),
            },
          }
        : {}),
      tracks: [
        {
          id: `v-${a.id}`,
          type: 'video',
          max_width: 1920,
          max_height: 1080,
          max_frame_rate: 29.97,
          duration: a.duration,
        },
        { id: `au-${a.id}`, type: 'audio', max_channels: 2, duration: a.duration, primary: true, status: 'ready' },
        ...audioTracks
          .filter((t) => t.assetId === a.id)
          .map((t) => ({
            id: t.id,
            type: 'audio',
            language_code: t.languageCode,
            name: t.name,
            primary: false,
            status: 'ready',
          })),
        ...tracks.map((t) => ({
          id: t.id,
          type: 'text',
          text_type: 'subtitles',
          text_source: 'uploaded',
          language_code: t.languageCode,
          name: t.name,
          closed_captions: t.closedCaptions,
          status: t.status,
        })),
      ],
      ...(a.title ? { meta: { title: a.title } } : {}),
    };
  };

  function list(request: FakeRequest): FakeAnswer {
    const q = request.url.searchParams;
    const limit = Math.min(Number(q.get('limit') ?? 25), maxLimit);
    const cursor = q.get('cursor');
    const offset = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) : 0;
    const next = offset + limit < assets.length ? Buffer.from(String(offset + limit)).toString('base64url') : null;
    return { status: 200, body: { data: assets.slice(offset, offset + limit).map(assetResource), next_cursor: next } };
  }

  /** stream.mux.com: public playback IDs only, and never the API credentials. */
  function stream(request: FakeRequest): FakeAnswer | undefined {
    if ('authorization' in request.headers) return undefined;
    const text = /^\/stream\/([^/]+)\/text\/([^/]+)\.vtt$/.exec(request.url.pathname);
    const asset = assets.find((a) => text && playbackIdOf(a) === text[1] && a.playbackPolicy === 'public');
    const track = textTracks.find((t) => asset && t.assetId === asset.id && t.id === text![2] && t.status === 'ready');
    if (request.method === 'GET' && track)
      return { status: 200, headers: { 'Content-Type': 'text/vtt' }, body: track.vtt };
    return undefined;
  }

  const invalid = (message: string) => muxError(400, 'invalid_parameters', message);

  /** An alternate audio track: Mux downloads the URL and takes an audio file; the fake wants an MP4 box first. */
  async function addAudioTrack(asset: FakeMuxAsset, body: Record<string, unknown>): Promise<FakeAnswer> {
    if (typeof body.url !== 'string' || typeof body.language_code !== 'string') {
      return invalid('url and language_code are required');
    }
    const name = typeof body.name === 'string' ? body.name : body.language_code;
    const file = await fetchLink(body.url);
    const bytes = Buffer.from(await file.arrayBuffer());
    const contentType = file.headers.get('Content-Type') ?? '';
    if (!file.ok || !contentType.startsWith('audio/') || !startsWithFtyp(bytes)) {
      return invalid(`The file at ${body.url} could not be downloaded as audio`);
    }
    const track: FakeMuxAudioTrack = {
      id: `au${randomBytes(10).toString('base64url')}`,
      assetId: asset.id,
      languageCode: body.language_code,
      name,
      contentType,
      bytes,
    };
    audioTracks.push(track);
    return {
      status: 201,
      body: {
        data: {
          id: track.id,
          type: 'audio',
          language_code: track.languageCode,
          name,
          primary: false,
          status: 'preparing',
        },
      },
    };
  }

  /** The documented body of a text track; names are unique among an asset's text tracks. */
  async function addTrack(asset: FakeMuxAsset, request: FakeRequest): Promise<FakeAnswer> {
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    if (body.type === 'audio') return addAudioTrack(asset, body);
    if (body.type !== 'text' || body.text_type !== 'subtitles') return invalid('Only subtitles text tracks');
    if (typeof body.url !== 'string' || typeof body.language_code !== 'string') {
      return invalid('url and language_code are required');
    }
    const name = typeof body.name === 'string' ? body.name : body.language_code;
    if (textTracks.some((t) => t.assetId === asset.id && t.name === name)) {
      return invalid('name must be unique among the text tracks of the asset');
    }
    const file = await fetchLink(body.url);
    const vtt = await file.text();
    if (!file.ok || !vtt.startsWith('WEBVTT')) return invalid(`The file at ${body.url} could not be downloaded`);
    const track: FakeMuxTextTrack = {
      id: `t${randomBytes(10).toString('base64url')}`,
      assetId: asset.id,
      languageCode: body.language_code,
      name,
      closedCaptions: body.closed_captions === true,
      status: 'ready',
      vtt,
    };
    textTracks.push(track);
    const { id, languageCode, closedCaptions } = track;
    return {
      status: 201,
      body: {
        data: {
          id,
          type: 'text',
          text_type: 'subtitles',
          text_source: 'uploaded',
          language_code: languageCode,
          name,
          closed_captions: closedCaptions,
          status: 'preparing',
        },
      },
    };
  }

  async function tracks(request: FakeRequest, path: string): Promise<FakeAnswer | undefined> {
    const match = /^\/video\/v1\/assets\/([^/]+)\/tracks(?:\/([^/]+))?$/.exec(path);
    const asset = match && assets.find((a) => a.id === match[1]);
    if (!match) return undefined;
    if (!asset) return notFound;
    if (request.method === 'POST' && !match[2]) return addTrack(asset, request);
    if (request.method !== 'DELETE' || !match[2]) return undefined;
    for (const list of [textTracks, audioTracks] as { assetId: string; id: string }[][]) {
      const index = list.findIndex((t) => t.assetId === asset.id && t.id === match[2]);
      if (index < 0) continue;
      list.splice(index, 1);
      return { status: 204 };
    }
    return notFound;
  }

  /** A new asset from `inputs[].url` (or the deprecated `input`), played under `playback_policies`. */
  async function createAsset(request: FakeRequest): Promise<FakeAnswer> {
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const inputs = (body.inputs ?? body.input) as { url?: unknown }[] | undefined;
    const policies = (body.playback_policies ?? body.playback_policy ?? []) as unknown[];
    const url = Array.isArray(inputs) ? inputs[0]?.url : undefined;
    if (typeof url !== 'string') return invalid('inputs[0].url is required');
    if (!Array.isArray(policies) || policies.some((p) => p !== 'public' && p !== 'signed')) {
      return invalid('playback_policies must be public or signed');
    }
    const file = await fetchedMp4(fetchLink, url);
    if (!file) return invalid(`The file at ${url} could not be downloaded as video`);
    const title = (body.meta as { title?: unknown } | undefined)?.title;
    const asset: FakeMuxAsset = {
      id: `a${randomBytes(16).toString('base64url')}`,
      title: typeof title === 'string' ? title : null,
      duration: 0,
      createdAt: Math.floor(Date.now() / 1000),
      // One playback ID, as the fixtures have: the first policy asked for.
      playbackPolicy: policies[0] === 'public' ? 'public' : 'signed',
      master: false,
      renditions: [],
    };
    assets.push(asset);
    importedVideos.push({ id: asset.id, url, title: asset.title ?? '', description: null, ...file });
    return { status: 201, body: { data: { ...assetResource(asset), status: 'preparing', tracks: undefined } } };
  }

  const server = await startFakeServer((request) => {
    if (request.url.pathname.startsWith('/stream/')) return stream(request);
    const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (state.revoked || basic !== Buffer.from(`${tokenId}:${tokenSecret}`).toString('base64')) return unauthorized;
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/video/v1/assets') return list(request);
    if (request.method === 'POST' && path === '/video/v1/assets') return createAsset(request);
    const one = /^\/video\/v1\/assets\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const asset = assets.find((a) => a.id === one[1]);
      return asset ? { status: 200, body: { data: assetResource(asset) } } : notFound;
    }
    return tracks(request, path);
  });
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    assets,
    textTracks,
    audioTracks,
    importedVideos,
    tokenId,
    tokenSecret,
    revokeToken: () => void (state.revoked = true),
  });
}
