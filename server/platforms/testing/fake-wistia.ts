import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';
import { type FakeImportedVideo, type FetchLink, fetchedMp4, fetchOverNetwork } from './fake-video-import';

// A fake of the Wistia Data API v1 subset the adapter uses, with bodies shaped as in Wistia's reference
// (https://docs.wistia.com/reference: medias, projects, captions): bare JSON arrays for lists, page/per_page
// paging (at most 100), captions keyed by ISO 639-2 code with their SRT `text`; and the Upload API's import
// (a form-encoded `POST /` on upload.wistia.com, which this server stands in for): the `url` must end in a file
// extension, is downloaded at once and refused unless it is an MP4, and the new media is listed.

export interface FakeWistiaMedia {
  id: number;
  hashedId: string;
  name: string;
  type: 'Video' | 'Audio' | 'Image';
  description: string;
  duration: number;
  created: string;
  projectId: number | null;
  /** Asset types this media has (OriginalFile, HdMp4VideoFile, …). */
  assets: string[];
}

export interface FakeWistiaCaption {
  hashedId: string;
  language: string;
  text: string;
}

export interface FakeWistia extends FakeServer {
  medias: FakeWistiaMedia[];
  projects: { id: number; name: string }[];
  captions: FakeWistiaCaption[];
  /** Medias imported from a link, with what the fake downloaded. */
  importedVideos: FakeImportedVideo[];
  apiTokens: Set<string>;
  /** The token is deleted in Wistia's account settings. */
  revokeTokens(): void;
}

const LANGUAGES: Record<string, { english: string; native: string }> = {
  eng: { english: 'English', native: 'English' },
  fre: { english: 'French', native: 'Français' },
  spa: { english: 'Spanish', native: 'Español' },
  ger: { english: 'German', native: 'Deutsch' },
};

const unauthorized: FakeAnswer = {
  status: 401,
  body: { code: 'unauthorized_credentials', error: 'Invalid credentials.' },
};
const notFound = (what: string): FakeAnswer => ({ status: 404, body: { error: `${what} not found` } });
const badRequest = (error: string): FakeAnswer => ({ status: 400, body: { error } });
/** What Wistia checks before taking a caption file: SRT, a numbered cue with comma-decimal times. */
const looksLikeSrt = (text: string) => /^\d+\r?\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}/.test(text.trim());

function fixtures(mediaCount: number) {
  const medias: FakeWistiaMedia[] = Array.from({ length: mediaCount }, (_, i) => ({
    id: 4_489_021 + i,
    hashedId: `w${(i + 1).toString(36).padStart(4, '0')}fk28`,
    name: i === 2 ? 'Cover still' : `Product tour ${i + 1}`,
    type: i === 2 ? 'Image' : i === 3 ? 'Audio' : 'Video',
    description: i === 0 ? '<p>The <b>first</b> tour</p>' : '',
    duration: i === 2 ? 0 : 12.5 + i,
    created: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().replace('.000Z', '+00:00'),
    projectId: i < 2 ? 71 : null,
    assets: i === 0 ? ['HdMp4VideoFile', 'StillImageFile'] : ['OriginalFile', 'HdMp4VideoFile', 'StillImageFile'],
  }));
  const captions: FakeWistiaCaption[] = [
    { hashedId: medias[0]!.hashedId, language: 'eng', text: '1\n00:00:00,000 --> 00:00:02,500\nWelcome to the tour\n' },
  ];
  return { medias, captions, projects: [{ id: 71, name: 'Tours' }] };
}

/** Starts the fake: five medias by default (the third an image, the fourth audio), one project, English captions. */
export async function startFakeWistia(
  options: { mediaCount?: number; fetchLink?: FetchLink } = {},
): Promise<FakeWistia> {
  const { medias, captions, projects } = fixtures(options.mediaCount ?? 5);
  const importedVideos: FakeImportedVideo[] = [];
  const fetchLink = options.fetchLink ?? fetchOverNetwork;
  const apiTokens = new Set([`wistia-${randomBytes(6).toString('hex')}`]);

  const asset = (m: FakeWistiaMedia, type: string) => ({
    url: `https://embed-ssl.wistia.com/deliveries/${m.hashedId}${type}.bin`,
    width: type === 'OriginalFile' ? 1920 : 1280,
    height: type === 'OriginalFile' ? 1080 : 720,
    fileSize: 1_048_576,
    contentType: type === 'StillImageFile' ? 'image/png' : 'video/mp4',
    type,
  });
  const mediaResource = (m: FakeWistiaMedia, withAssets: boolean) => {
    const project = projects.find((p) => p.id === m.projectId);
    return {
      id: m.id,
      name: m.name,
      type: m.type,
      created: m.created,
      updated: m.created,
      duration: m.duration,
      hashed_id: m.hashedId,
      description: m.description,
      progress: 1.0,
      status: 'ready',
      thumbnail: {
        url: `https://embed-ssl.wistia.com/deliveries/${m.hashedId}.jpg?image_crop_resized=200x120`,
        width: 200,
        height: 120,
      },
      ...(project ? { project: { id: project.id, name: project.name, hashed_id: `p${project.id}` } } : {}),
      ...(withAssets
        ? { assets: m.assets.map((type) => asset(m, type)), embedCode: `<script src="…${m.hashedId}.jsonp"></script>` }
        : {}),
    };
  };
  const captionResource = (c: FakeWistiaCaption) => ({
    language: c.language,
    english_name: LANGUAGES[c.language]?.english ?? c.language,
    native_name: LANGUAGES[c.language]?.native ?? c.language,
    text: c.text,
    is_draft: false,
  });

  function list(request: FakeRequest): FakeAnswer {
    const q = request.url.searchParams;
    const page = Number(q.get('page') ?? 1);
    const perPage = Math.min(Number(q.get('per_page') ?? 100), 100);
    let found = [...medias];
    if (q.get('project_id')) found = found.filter((m) => String(m.projectId) === q.get('project_id'));
    if (q.get('name')) found = found.filter((m) => m.name === q.get('name'));
    if (q.get('sort_by') === 'created' && q.get('sort_direction') === '0') found.reverse();
    return { status: 200, body: found.slice((page - 1) * perPage, page * perPage).map((m) => mediaResource(m, false)) };
  }

  function captionCalls(request: FakeRequest, media: FakeWistiaMedia, rest: string): FakeAnswer | undefined {
    const own = captions.filter((c) => c.hashedId === media.hashedId);
    if (rest === '/captions.json' && request.method === 'GET') return { status: 200, body: own.map(captionResource) };
    if (rest === '/captions.json' && request.method === 'POST') {
      const body = JSON.parse(request.body || '{}') as { caption_file?: string; language?: string };
      if (!body.caption_file || !looksLikeSrt(body.caption_file)) return badRequest('Caption file must be SRT');
      const language = body.language ?? 'eng';
      if (own.some((c) => c.language === language)) return badRequest('Captions already exist for this video');
      captions.push({ hashedId: media.hashedId, language, text: body.caption_file });
      return { status: 200 };
    }
    const one = /^\/captions\/([a-z]{3})\.json$/.exec(rest);
    if (!one) return undefined;
    const caption = own.find((c) => c.language === one[1]);
    if (!caption) return notFound('Captions');
    if (request.method === 'GET') return { status: 200, body: captionResource(caption) };
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body || '{}') as { caption_file?: string };
      if (!body.caption_file || !looksLikeSrt(body.caption_file)) return badRequest('Caption file must be SRT');
      caption.text = body.caption_file;
      return { status: 200 };
    }
    return undefined;
  }

  /** Upload API import: `url`, `name`, `description`, `project_id` (a project's hashed id) as a form. */
  async function importMedia(request: FakeRequest): Promise<FakeAnswer> {
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return badRequest('Expected a form');
    const form = new URLSearchParams(request.body);
    const url = form.get('url') ?? '';
    if (!URL.canParse(url) || !/\.[A-Za-z0-9]+$/.test(new URL(url).pathname)) {
      return badRequest('The url must end in the file extension');
    }
    const projectId = form.get('project_id');
    const project = projectId ? projects.find((p) => `p${p.id}` === projectId) : undefined;
    if (projectId && !project) return notFound('Project');
    const file = await fetchedMp4(fetchLink, url);
    if (!file) return badRequest('The file could not be imported from the url');
    const index = medias.length;
    const media: FakeWistiaMedia = {
      id: 4_489_021 + index,
      hashedId: `w${(index + 1).toString(36).padStart(4, '0')}fk28`,
      name: form.get('name') || url.slice(url.lastIndexOf('/') + 1),
      type: 'Video',
      description: form.get('description') ?? '',
      duration: 0,
      created: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      projectId: project?.id ?? null,
      assets: [],
    };
    medias.push(media);
    const { hashedId: id, name: title, description } = media;
    importedVideos.push({ id, url, title, description, ...file });
    return { status: 200, body: { ...mediaResource(media, false), progress: 0, status: 'queued' } };
  }

  function api(request: FakeRequest): FakeAnswer | undefined | Promise<FakeAnswer> {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/') return importMedia(request);
    if (request.method === 'GET' && path === '/v1/medias.json') return list(request);
    if (request.method === 'GET' && path === '/v1/projects.json') {
      const body = projects.map((p) => ({
        id: p.id,
        name: p.name,
        description: null,
        mediaCount: medias.filter((m) => m.projectId === p.id).length,
        created: '2025-12-01T09:00:00+00:00',
        updated: '2025-12-01T09:00:00+00:00',
        hashedId: `p${p.id}`,
        anonymousCanUpload: false,
        anonymousCanDownload: false,
        public: false,
        publicId: `p${p.id}`,
      }));
      return { status: 200, body };
    }
    const mediaCall = /^\/v1\/medias\/([^/.]+)(\.json|\/.*)$/.exec(path);
    if (!mediaCall) return undefined;
    const media = medias.find((m) => m.hashedId === mediaCall[1]);
    if (!media) return notFound('Media');
    if (mediaCall[2] === '.json')
      return request.method === 'GET' ? { status: 200, body: mediaResource(media, true) } : undefined;
    return captionCalls(request, media, mediaCall[2]!);
  }

  const server = await startFakeServer((request) => {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !apiTokens.has(bearer)) return unauthorized;
    return api(request);
  });
  return Object.assign(server, {
    medias,
    projects,
    captions,
    importedVideos,
    apiTokens,
    revokeTokens: () => apiTokens.clear(),
  });
}
