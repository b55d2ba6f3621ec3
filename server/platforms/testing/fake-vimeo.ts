import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';
import { type FakeImportedVideo, type FetchLink, fetchedMp4, fetchOverNetwork } from './fake-video-import';

// A fake of the Vimeo API 3.4 subset the adapter uses, with bodies shaped as in Vimeo's reference
// (https://developer.vimeo.com/api/reference: videos, folders (projects), text tracks) and Vimeo's error shape.
// Text track files live at signed links on the same server, as Vimeo's live on captions.cloud.vimeo.com. A pull
// upload (`POST /me/videos`, `upload.approach: "pull"`) is downloaded at once, refused unless it is an MP4 (Vimeo
// would fail the upload later), and the new video listed.

export interface FakeVimeoVideo {
  id: string;
  name: string;
  description: string;
  duration: number;
  createdTime: string;
  /** Download renditions; empty when the plan or token allows none. */
  downloads: { quality: string; width: number; height: number }[];
}

export interface FakeTextTrack {
  id: number;
  videoId: string;
  type: string;
  language: string;
  name: string;
  active: boolean;
  /** The file as uploaded; null until it is. */
  body: string | null;
}

export interface FakeVimeo extends FakeServer {
  videos: FakeVimeoVideo[];
  folders: { id: string; name: string; videoIds: string[] }[];
  textTracks: FakeTextTrack[];
  /** Videos made by pull uploads, with what the fake downloaded and the size the request stated. */
  importedVideos: (FakeImportedVideo & { size: unknown })[];
  accessTokens: Set<string>;
  /** The token is withdrawn (the person removed the app, or the personal token was deleted). */
  revokeTokens(): void;
}

const USER = '/users/152184';

const vimeoError = (status: number, error: string, errorCode: number): FakeAnswer => ({
  status,
  body: { error, link: null, developer_message: error, error_code: errorCode },
});
const unauthenticated = vimeoError(401, 'You must provide a valid authenticated access token.', 8003);
const videoNotFound = vimeoError(404, "The requested video couldn't be found.", 5000);
const trackNotFound = vimeoError(404, 'The requested text track could not be found.', 5000);

function fixtures(videoCount: number) {
  const videos: FakeVimeoVideo[] = Array.from({ length: videoCount }, (_, i) => ({
    id: String(76979871 + i),
    name: `Workshop ${i + 1}`,
    description: i === 0 ? '' : `Recording of workshop ${i + 1}`,
    duration: 30 + i * 60,
    createdTime: `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00+00:00`,
    downloads:
      i === 1
        ? [
            { quality: 'hd', width: 1280, height: 720 },
            { quality: 'source', width: 1920, height: 1080 },
          ]
        : [],
  }));
  const textTracks: FakeTextTrack[] = [
    {
      id: 9001,
      videoId: videos[0]!.id,
      type: 'captions',
      language: 'en',
      name: 'English CC',
      active: true,
      body: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to the workshop\n',
    },
    {
      id: 9002,
      videoId: videos[0]!.id,
      type: 'metadata',
      language: 'en',
      name: 'Ad markers',
      active: true,
      body: 'WEBVTT\n',
    },
  ];
  return {
    videos,
    textTracks,
    folders: [{ id: '3305', name: 'Onboarding', videoIds: [videos[0]!.id, videos[2]!.id] }],
  };
}

/** Starts the fake: five videos (the second downloadable), one folder, English captions on the first video. */
export async function startFakeVimeo(
  options: { videoCount?: number; maxPerPage?: number; fetchLink?: FetchLink } = {},
): Promise<FakeVimeo> {
  const { videos, textTracks, folders } = fixtures(options.videoCount ?? 5);
  const importedVideos: FakeVimeo['importedVideos'] = [];
  const fetchLink = options.fetchLink ?? fetchOverNetwork;
  const maxPerPage = options.maxPerPage ?? 100;
  const accessTokens = new Set(['f4c3b00kvimeotoken']);
  const signature = randomBytes(8).toString('hex');
  let nextTrackId = 9100;
  let baseUrl = '';

  const videoResource = (v: FakeVimeoVideo) => ({
    uri: `/videos/${v.id}`,
    name: v.name,
    description: v.description || null,
    type: 'video',
    link: `https://vimeo.com/${v.id}`,
    duration: v.duration,
    width: 1920,
    height: 1080,
    created_time: v.createdTime,
    modified_time: v.createdTime,
    privacy: { view: 'anybody', embed: 'public', download: v.downloads.length > 0 },
    pictures: {
      uri: `/videos/${v.id}/pictures/1`,
      active: true,
      type: 'custom',
      base_link: `https://i.vimeocdn.com/video/${v.id}-d`,
      sizes: [100, 295, 640, 1280].map((width) => ({
        width,
        height: Math.round((width * 9) / 16),
        link: `https://i.vimeocdn.com/video/${v.id}-d_${width}x${Math.round((width * 9) / 16)}`,
      })),
    },
    download: v.downloads.map((d) => ({
      quality: d.quality,
      rendition: d.quality === 'source' ? 'source' : `${d.height}p`,
      type: 'video/mp4',
      width: d.width,
      height: d.height,
      expires: '2026-12-01T00:00:00+00:00',
      link: `${baseUrl}/downloads/${v.id}/${d.quality}.mp4?s=${signature}`,
      created_time: v.createdTime,
      fps: 25,
      size: d.width * 1000,
      md5: null,
      public_name: d.quality === 'source' ? 'Original' : `HD ${d.height}p`,
      size_short: '1.9 MB',
    })),
    metadata: {
      connections: {
        texttracks: {
          uri: `/videos/${v.id}/texttracks`,
          options: ['GET', 'POST'],
          total: textTracks.filter((t) => t.videoId === v.id).length,
        },
      },
    },
  });
  const trackResource = (t: FakeTextTrack) => ({
    uri: `/videos/${t.videoId}/texttracks/${t.id}`,
    active: t.active,
    type: t.type,
    language: t.language,
    display_language: t.language,
    id: t.id,
    // Before the file is uploaded the link is where it goes; after, where it is read.
    link:
      t.body === null
        ? `${baseUrl}/texttrack-uploads/${t.id}?sig=${signature}`
        : `${baseUrl}/captions/${t.id}.vtt?expires=1798761600&sig=${signature}`,
    link_expires_time: 1798761600,
    hls_link: `${baseUrl}/captions/${t.id}.vtt?hls=1&sig=${signature}`,
    hls_link_expires_time: 1798761600,
    name: t.name,
  });

  function paged<T>(all: T[], request: FakeRequest, path: string) {
    const q = request.url.searchParams;
    const page = Number(q.get('page') ?? 1);
    const perPage = Math.min(Number(q.get('per_page') ?? 25), maxPerPage);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const link = (n: number) => `${path}?page=${n}&per_page=${perPage}`;
    return {
      total: all.length,
      page,
      per_page: perPage,
      paging: {
        next: page < last ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        first: link(1),
        last: link(last),
      },
      data: all.slice((page - 1) * perPage, page * perPage),
    };
  }

  const matching = (list: FakeVimeoVideo[], request: FakeRequest) => {
    const words = (request.url.searchParams.get('query') ?? '').toLowerCase();
    return list.filter((v) => `${v.name} ${v.description}`.toLowerCase().includes(words));
  };

  function textTrackCalls(request: FakeRequest, video: FakeVimeoVideo, rest: string): FakeAnswer | undefined {
    const tracks = textTracks.filter((t) => t.videoId === video.id);
    if (rest === '/texttracks' && request.method === 'GET') {
      return { status: 200, body: paged(tracks.map(trackResource), request, `/videos/${video.id}/texttracks`) };
    }
    if (rest === '/texttracks' && request.method === 'POST') {
      const body = JSON.parse(request.body || '{}') as { type?: string; language?: string; name?: string };
      if (!body.type || !body.language)
        return vimeoError(400, 'The parameters passed to this API endpoint did not pass Vimeo’s validation.', 2204);
      const track: FakeTextTrack = {
        id: nextTrackId++,
        videoId: video.id,
        type: body.type,
        language: body.language,
        name: body.name ?? '',
        active: false,
        body: null,
      };
      textTracks.push(track);
      return { status: 201, body: trackResource(track) };
    }
    const one = /^\/texttracks\/(\d+)$/.exec(rest);
    const track = one ? tracks.find((t) => t.id === Number(one[1])) : undefined;
    if (!one) return undefined;
    if (!track) return trackNotFound;
    if (request.method === 'GET') return { status: 200, body: trackResource(track) };
    if (request.method === 'PATCH') {
      const body = JSON.parse(request.body || '{}') as { active?: boolean; name?: string };
      Object.assign(
        track,
        body.active === undefined ? {} : { active: body.active },
        body.name ? { name: body.name } : {},
      );
      return { status: 200, body: trackResource(track) };
    }
    if (request.method === 'DELETE') {
      textTracks.splice(textTracks.indexOf(track), 1);
      return { status: 204 };
    }
    return undefined;
  }

  /** A pull upload: the video resource with its `upload` object, the file downloaded from `upload.link`. */
  async function pullUpload(request: FakeRequest): Promise<FakeAnswer> {
    const body = JSON.parse(request.body || '{}') as {
      upload?: { approach?: unknown; link?: unknown; size?: unknown };
      name?: unknown;
      description?: unknown;
    };
    const { upload } = body;
    if (upload?.approach !== 'pull' || typeof upload.link !== 'string') {
      return vimeoError(400, 'The parameters passed to this API endpoint did not pass Vimeo’s validation.', 2204);
    }
    const file = await fetchedMp4(fetchLink, upload.link);
    if (!file) return vimeoError(400, 'The file could not be downloaded from the link provided.', 2204);
    const video: FakeVimeoVideo = {
      id: String(76979871 + 1000 + importedVideos.length),
      name: typeof body.name === 'string' ? body.name : 'Untitled',
      description: typeof body.description === 'string' ? body.description : '',
      duration: 0,
      createdTime: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      downloads: [],
    };
    videos.push(video);
    const { name: title, description } = video;
    importedVideos.push({ id: video.id, url: upload.link, title, description, size: upload.size, ...file });
    const uploadState = { status: 'in_progress', approach: 'pull', link: upload.link, size: upload.size };
    return { status: 201, body: { ...videoResource(video), upload: uploadState } };
  }

  function api(request: FakeRequest): FakeAnswer | undefined | Promise<FakeAnswer> {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/me/videos') return pullUpload(request);
    if (request.method === 'GET' && path === '/me/videos') {
      return { status: 200, body: paged(matching(videos, request).map(videoResource), request, path) };
    }
    if (request.method === 'GET' && path === '/me/projects') {
      const entries = folders.map((f) => ({
        uri: `${USER}/projects/${f.id}`,
        name: f.name,
        created_time: '2026-01-05T09:00:00+00:00',
        resource_key: `rk-${f.id}`,
        metadata: { connections: { videos: { uri: `${USER}/projects/${f.id}/videos`, total: f.videoIds.length } } },
      }));
      return { status: 200, body: paged(entries, request, path) };
    }
    const folderVideos = /^\/me\/projects\/([^/]+)\/videos$/.exec(path);
    if (request.method === 'GET' && folderVideos) {
      const folder = folders.find((f) => f.id === folderVideos[1]);
      if (!folder) return vimeoError(404, 'The requested folder could not be found.', 5000);
      const inFolder = videos.filter((v) => folder.videoIds.includes(v.id));
      return { status: 200, body: paged(matching(inFolder, request).map(videoResource), request, path) };
    }
    const videoCall = /^\/videos\/([^/]+)(\/.*)?$/.exec(path);
    if (videoCall) {
      const video = videos.find((v) => v.id === videoCall[1]);
      if (!video) return videoNotFound;
      if (!videoCall[2]) return request.method === 'GET' ? { status: 200, body: videoResource(video) } : undefined;
      return textTrackCalls(request, video, videoCall[2]);
    }
    return undefined;
  }

  /** The signed links (no bearer token): the text track upload target and the track file. */
  function files(request: FakeRequest): FakeAnswer | undefined {
    const path = request.url.pathname;
    if (request.url.searchParams.get('sig') !== signature) return { status: 403, body: 'Forbidden' };
    const upload = /^\/texttrack-uploads\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && upload) {
      const track = textTracks.find((t) => t.id === Number(upload[1]));
      if (!track || track.body !== null || request.headers['content-type'] !== 'text/plain') return undefined;
      track.body = request.body;
      return { status: 200 };
    }
    const file = /^\/captions\/(\d+)\.vtt$/.exec(path);
    const track = file ? textTracks.find((t) => t.id === Number(file[1])) : undefined;
    if (request.method === 'GET' && track?.body) {
      return { status: 200, headers: { 'Content-Type': 'text/vtt' }, body: track.body };
    }
    return undefined;
  }

  const server = await startFakeServer((request) => {
    const path = request.url.pathname;
    if (path.startsWith('/texttrack-uploads/') || path.startsWith('/captions/') || path.startsWith('/downloads/')) {
      return files(request);
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !accessTokens.has(bearer)) return unauthenticated;
    // Vimeo answers unversioned requests with its latest version; the adapter must always pin 3.4.
    if (!String(request.headers.accept).includes('version=3.4')) return undefined;
    return api(request);
  });
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    videos,
    folders,
    textTracks,
    importedVideos,
    accessTokens,
    revokeTokens: () => accessTokens.clear(),
  });
}
