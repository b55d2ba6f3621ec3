import { createHash, randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the YouTube Data API v3 subset the adapter uses, with responses shaped as in Google's reference
// (https://developers.google.com/youtube/v3/docs), and Google's OAuth endpoints: a consent page that approves at once
// (`/authorize`) and the token endpoint (`/token`) for the authorization code (with PKCE) and refresh grants.

export interface FakeVideo {
  id: string;
  title: string;
  description: string;
  /** ISO 8601, as `contentDetails.duration`. */
  duration: string;
  publishedAt: string;
}

export interface FakeCaption {
  id: string;
  videoId: string;
  language: string;
  name: string;
  trackKind: 'standard' | 'asr' | 'forced';
  /** The caption file as uploaded (WebVTT in the fixtures). */
  body: string;
}

export interface FakeYouTube extends FakeServer {
  tokenUrl: string;
  videos: FakeVideo[];
  playlists: { id: string; title: string; videoIds: string[] }[];
  captions: FakeCaption[];
  /** Access tokens the API accepts now. */
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
  clientId: string;
  clientSecret: string;
  /** Every access token stops working (as when it expires). */
  expireAccessTokens(): void;
  /** The refresh tokens are revoked too (the person removed our access in their Google account). */
  revokeRefreshTokens(): void;
  /** Google's consent page; approves at once unless `denyNext()` was called. */
  authorizeUrl: string;
  /** Each consent request that was approved or denied, in order, with its query parameters. */
  authorizations: Record<string, string>[];
  /** The next consent request is declined, as when the person presses Cancel (`error=access_denied`). */
  denyNext(): void;
}

const UPLOADS = 'UUfakeUploadsPlaylist';
const vtt = (text: string) => `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`;

function fixtures() {
  const videos: FakeVideo[] = Array.from({ length: 5 }, (_, i) => ({
    id: `vid${i + 1}AbCdEf`,
    title: `Lecture ${i + 1}`,
    description: `Week ${i + 1} of the course`,
    duration: ['PT1M30S', 'PT1H2M3S', 'PT45S', 'PT10M', 'P0D'][i]!,
    publishedAt: `2026-0${i + 1}-10T09:00:00Z`,
  }));
  const captions: FakeCaption[] = [
    { id: 'capEn1', videoId: 'vid1AbCdEf', language: 'en', name: 'English', trackKind: 'standard', body: vtt('Hello') },
    { id: 'capAsr1', videoId: 'vid1AbCdEf', language: 'en', name: '', trackKind: 'asr', body: vtt('hello') },
  ];
  return {
    videos,
    captions,
    playlists: [{ id: 'PLweekOne', title: 'Week one', videoIds: ['vid1AbCdEf', 'vid3AbCdEf'] }],
  };
}

const googleError = (code: number, status: string, message: string, reason: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain: 'global', reason }], status } },
});
const unauthenticated = googleError(
  401,
  'UNAUTHENTICATED',
  'Request had invalid authentication credentials. Expected OAuth 2 access token.',
  'authError',
);

const thumbnails = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
});

/** Google's page tokens are opaque; the fake's carry an offset. */
function paged<T>(all: T[], request: FakeRequest, pageSize: number, kind: string) {
  const token = request.url.searchParams.get('pageToken');
  const offset = token ? Number(Buffer.from(token, 'base64url').toString()) : 0;
  const size = Math.min(Number(request.url.searchParams.get('maxResults') ?? 5), pageSize);
  const items = all.slice(offset, offset + size);
  const next = offset + size < all.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
  return {
    kind,
    etag: `etag-${offset}`,
    ...(next ? { nextPageToken: next } : {}),
    pageInfo: { totalResults: all.length, resultsPerPage: size },
    items,
  };
}

/** The two parts of a `multipart/related` upload: the JSON metadata and the file. */
function multipartParts(request: FakeRequest): { metadata: Record<string, unknown>; media: string } | undefined {
  const boundary = /boundary=([^;]+)/.exec(String(request.headers['content-type']))?.[1];
  if (!boundary) return undefined;
  const parts = request.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
  if (parts.length !== 2) return undefined;
  const [meta, media] = parts.map((p) => p.slice(p.indexOf('\r\n\r\n') + 4));
  return { metadata: JSON.parse(meta!) as Record<string, unknown>, media: media! };
}

/** Starts the fake with fixtures: five uploads, one playlist, one video with two caption tracks. */
export async function startFakeYouTube(options: { pageSize?: number; port?: number } = {}): Promise<FakeYouTube> {
  const pageSize = options.pageSize ?? 50;
  const { videos, captions, playlists } = fixtures();
  const accessTokens = new Set(['ya29.fake-access-token']);
  const refreshTokens = new Set(['1//fake-refresh-token']);
  const clientId = 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = 'fake-client-secret';

  const videoResource = (v: FakeVideo) => ({
    kind: 'youtube#video',
    etag: `etag-${v.id}`,
    id: v.id,
    snippet: {
      publishedAt: v.publishedAt,
      channelId: 'UCfakeChannel',
      title: v.title,
      description: v.description,
      thumbnails: thumbnails(v.id),
      channelTitle: 'Fake Channel',
    },
    contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd', caption: 'false' },
  });
  const playlistItem = (v: FakeVideo, playlistId: string, position: number) => ({
    kind: 'youtube#playlistItem',
    etag: `etag-pi-${v.id}`,
    id: `pi-${playlistId}-${v.id}`,
    snippet: {
      publishedAt: v.publishedAt,
      title: v.title,
      description: v.description,
      thumbnails: thumbnails(v.id),
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: v.id },
    },
    contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
  });
  const captionResource = (c: FakeCaption) => ({
    kind: 'youtube#caption',
    etag: `etag-${c.id}`,
    id: c.id,
    snippet: {
      videoId: c.videoId,
      lastUpdated: '2026-01-01T00:00:00Z',
      trackKind: c.trackKind,
      language: c.language,
      name: c.name,
      audioTrackType: 'unknown',
      isCC: false,
      isLarge: false,
      isEasyReader: false,
      isDraft: false,
      isAutoSynced: false,
      status: 'serving',
    },
  });

  /** Codes issued by `/authorize`, each usable once, with what the token request must repeat. */
  const codes = new Map<string, { clientId: string; redirectUri: string; challenge: string }>();
  const authorizations: Record<string, string>[] = [];
  let denials = 0;

  /** Google's consent page, approving at once: 302 back to `redirect_uri` with a code (or the scripted denial). */
  function authorize(request: FakeRequest): FakeAnswer | undefined {
    const q = Object.fromEntries(request.url.searchParams);
    const redirect = q.redirect_uri ? URL.parse(q.redirect_uri) : null;
    const valid =
      q.response_type === 'code' &&
      q.client_id === clientId &&
      redirect &&
      q.state &&
      q.code_challenge_method === 'S256' &&
      /^[\w-]{43}$/.test(q.code_challenge ?? '');
    // Google shows its own error page for a request it cannot send back (unknown client, no PKCE).
    if (!valid) return { status: 400, body: 'Error 400: invalid_request' };
    authorizations.push(q);
    if (denials > 0) {
      denials -= 1;
      redirect.search = new URLSearchParams({ error: 'access_denied', state: q.state! }).toString();
    } else {
      const code = `4/${randomBytes(12).toString('base64url')}`;
      codes.set(code, { clientId: q.client_id!, redirectUri: q.redirect_uri!, challenge: q.code_challenge! });
      redirect.search = new URLSearchParams({ code, state: q.state!, scope: q.scope ?? '' }).toString();
    }
    return { status: 302, headers: { Location: redirect.toString() } };
  }

  const invalidGrant: FakeAnswer = {
    status: 400,
    body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
  };

  function issuedTokens(withRefreshToken: boolean): FakeAnswer {
    const accessToken = `ya29.${randomBytes(6).toString('hex')}`;
    accessTokens.add(accessToken);
    const refreshToken = `1//${randomBytes(9).toString('hex')}`;
    if (withRefreshToken) refreshTokens.add(refreshToken);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        expires_in: 3599,
        ...(withRefreshToken ? { refresh_token: refreshToken } : {}),
        scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
        token_type: 'Bearer',
      },
    };
  }

  /** The authorization code grant: the code once, for the same client and redirect URI, and the PKCE verifier. */
  function exchangeCode(form: URLSearchParams): FakeAnswer {
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } };
    }
    if (!issued || issued.redirectUri !== form.get('redirect_uri') || issued.challenge !== challenge) {
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
    }
    return issuedTokens(true);
  }

  function token(request: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') === 'authorization_code') return exchangeCode(form);
    const known =
      form.get('grant_type') === 'refresh_token' &&
      refreshTokens.has(form.get('refresh_token') ?? '') &&
      form.get('client_id') === clientId &&
      form.get('client_secret') === clientSecret;
    return known ? issuedTokens(false) : invalidGrant;
  }

  function upload(request: FakeRequest): FakeAnswer | undefined {
    const parts = multipartParts(request);
    const q = request.url.searchParams;
    if (!parts || q.get('uploadType') !== 'multipart' || q.get('part') !== 'snippet') return undefined;
    const snippet = parts.metadata.snippet as { videoId: string; language: string; name: string };
    if (request.method === 'PUT') {
      const existing = captions.find((c) => c.id === parts.metadata.id);
      if (!existing) return googleError(404, 'NOT_FOUND', 'The caption track could not be found.', 'captionNotFound');
      Object.assign(existing, { name: snippet.name ?? existing.name, body: parts.media });
      return { status: 200, body: captionResource(existing) };
    }
    if (!videos.some((v) => v.id === snippet.videoId)) {
      return googleError(404, 'NOT_FOUND', 'The video could not be found.', 'videoNotFound');
    }
    const caption: FakeCaption = {
      id: `cap${randomBytes(4).toString('hex')}`,
      videoId: snippet.videoId,
      language: snippet.language,
      name: snippet.name,
      trackKind: 'standard',
      body: parts.media,
    };
    captions.push(caption);
    return { status: 200, body: captionResource(caption) };
  }

  function api(request: FakeRequest): FakeAnswer | undefined {
    const q = request.url.searchParams;
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/youtube/v3/channels' && q.get('mine') === 'true') {
      return {
        status: 200,
        body: {
          kind: 'youtube#channelListResponse',
          etag: 'etag-channels',
          pageInfo: { totalResults: 1, resultsPerPage: 5 },
          items: [
            {
              kind: 'youtube#channel',
              etag: 'etag-ch',
              id: 'UCfakeChannel',
              contentDetails: { relatedPlaylists: { likes: '', uploads: UPLOADS } },
            },
          ],
        },
      };
    }
    if (request.method === 'GET' && path === '/youtube/v3/playlistItems') {
      const playlistId = q.get('playlistId');
      const ids =
        playlistId === UPLOADS ? videos.map((v) => v.id) : playlists.find((p) => p.id === playlistId)?.videoIds;
      if (!ids) return googleError(404, 'NOT_FOUND', 'The playlist could not be found.', 'playlistNotFound');
      const entries = ids.map((id, i) =>
        playlistItem(
          videos.find((v) => v.id === id)!,
          playlistId!,
          i,
        ),
      );
      return { status: 200, body: paged(entries, request, pageSize, 'youtube#playlistItemListResponse') };
    }
    if (request.method === 'GET' && path === '/youtube/v3/playlists' && q.get('mine') === 'true') {
      const entries = playlists.map((p) => ({
        kind: 'youtube#playlist',
        etag: `etag-${p.id}`,
        id: p.id,
        snippet: { title: p.title, description: '', thumbnails: thumbnails(p.videoIds[0]!) },
        contentDetails: { itemCount: p.videoIds.length },
      }));
      return { status: 200, body: paged(entries, request, pageSize, 'youtube#playlistListResponse') };
    }
    if (
      request.method === 'GET' &&
      path === '/youtube/v3/search' &&
      q.get('forMine') === 'true' &&
      q.get('type') === 'video'
    ) {
      const words = (q.get('q') ?? '').toLowerCase();
      const hits = videos
        .filter((v) => `${v.title} ${v.description}`.toLowerCase().includes(words))
        .map((v) => ({
          kind: 'youtube#searchResult',
          etag: `etag-s-${v.id}`,
          id: { kind: 'youtube#video', videoId: v.id },
          snippet: videoResource(v).snippet,
        }));
      return { status: 200, body: paged(hits, request, pageSize, 'youtube#searchListResponse') };
    }
    if (request.method === 'GET' && path === '/youtube/v3/videos' && q.get('id')) {
      const ids = q.get('id')!.split(',');
      const found = videos.filter((v) => ids.includes(v.id)).map(videoResource);
      return {
        status: 200,
        body: {
          kind: 'youtube#videoListResponse',
          etag: 'etag-videos',
          pageInfo: { totalResults: found.length, resultsPerPage: found.length },
          items: found,
        },
      };
    }
    if (request.method === 'GET' && path === '/youtube/v3/captions' && q.get('videoId')) {
      const items = captions.filter((c) => c.videoId === q.get('videoId')).map(captionResource);
      return { status: 200, body: { kind: 'youtube#captionListResponse', etag: 'etag-captions', items } };
    }
    const download = /^\/youtube\/v3\/captions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && download && q.get('tfmt') === 'vtt') {
      const caption = captions.find((c) => c.id === download[1]);
      if (!caption) return googleError(404, 'NOT_FOUND', 'The caption track could not be found.', 'captionNotFound');
      return { status: 200, headers: { 'Content-Type': 'text/vtt' }, body: caption.body };
    }
    if ((request.method === 'POST' || request.method === 'PUT') && path === '/upload/youtube/v3/captions') {
      return upload(request);
    }
    return undefined;
  }

  const server = await startFakeServer((request) => {
    if (request.method === 'POST' && request.url.pathname === '/token') return token(request);
    if (request.method === 'GET' && request.url.pathname === '/authorize') return authorize(request);
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !accessTokens.has(bearer)) return unauthenticated;
    return api(request);
  }, options);
  return Object.assign(server, {
    tokenUrl: `${server.baseUrl}/token`,
    authorizeUrl: `${server.baseUrl}/authorize`,
    authorizations,
    denyNext: () => {
      denials += 1;
    },
    videos,
    playlists,
    captions,
    accessTokens,
    refreshTokens,
    clientId,
    clientSecret,
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
  });
}
