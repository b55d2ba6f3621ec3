import type { PlatformType } from '@shared/constants';
import type { OutboundFetch } from '../outbound/outbound-fetch';
import { brightcoveAdapter } from './brightcove/brightcove-adapter';
import { clientCredentialsRefresher } from './client-credentials';
import type { Credentials } from './http';
import { oauthRefresher } from './oauth';
import type { PlatformAdapter } from './types';
import { boxAdapter } from './box/box-adapter';
import { canvasAdapter } from './canvas/canvas-adapter';
import { dropboxAdapter } from './dropbox/dropbox-adapter';
import { googleDriveAdapter } from './googledrive/googledrive-adapter';
import { kalturaAdapter } from './kaltura/kaltura-adapter';
import { kalturaSessionStarter } from './kaltura/kaltura-client';
import { vimeoAdapter } from './vimeo/vimeo-adapter';
import { vimeoHeaders } from './vimeo/vimeo-api';
import { panoptoAdapter } from './panopto/panopto-adapter';
import { panoptoOrigin, panoptoTokenUrl } from './panopto/panopto-client';
import { wistiaAdapter } from './wistia/wistia-adapter';
import { wistiaHeaders } from './wistia/wistia-api';
import { muxAdapter } from './mux/mux-adapter';
import { muxHeaders } from './mux/mux-api';
import { youtubeAdapter } from './youtube/youtube-adapter';

type Env = Record<string, string | undefined>;

/** How the server reaches one platform: its adapter, its API origin and (for OAuth platforms) its token endpoint. */
export interface PlatformRegistration {
  adapter: PlatformAdapter;
  /** The API origin; `<PLATFORM>_API_BASE_URL` overrides it (the tests point it at a fake). */
  baseUrl(env: Env, credentials: Credentials): string;
  /** Renews expired credentials (an OAuth refresh, a new session) through `fetch`, or undefined when nothing can. */
  refresher?(env: Env, fetch: OutboundFetch): (credentials: Credentials) => Promise<Credentials>;
  /** The platform's other hosts that take its credentials; other hosts a platform names get none of them. */
  credentialedOrigins?: readonly string[];
  /** Headers that authenticate a request, when not a bearer access token. */
  authorize?(credentials: Credentials): Record<string, string>;
}

/** Kaltura's address is the partner's own service URL unless the env points at a fake. */
const kalturaBaseUrl = (env: Env, credentials: Credentials) =>
  env.KALTURA_API_BASE_URL ?? credentials.serviceUrl ?? 'https://www.kaltura.com';

/** Panopto is on the customer's own host (the connection's server URL) unless the env points at a fake. */
const panoptoBaseUrl = (env: Env, credentials: Credentials) =>
  env.PANOPTO_API_BASE_URL ?? panoptoOrigin(credentials.serverUrl);

const PLATFORMS: Partial<Record<PlatformType, PlatformRegistration>> = {
  googledrive: {
    adapter: googleDriveAdapter,
    baseUrl: (env) => env.GOOGLEDRIVE_API_BASE_URL ?? 'https://www.googleapis.com',
    refresher: (env, fetch) =>
      oauthRefresher(
        'googledrive',
        {
          tokenUrl: env.GOOGLEDRIVE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          clientId: env.GOOGLEDRIVE_CLIENT_ID ?? '',
          clientSecret: env.GOOGLEDRIVE_CLIENT_SECRET ?? '',
        },
        fetch,
      ),
  },
  box: {
    adapter: boxAdapter,
    // Also the upload host's origin when overridden (see box-client.ts).
    baseUrl: (env) => env.BOX_API_BASE_URL ?? 'https://api.box.com',
    credentialedOrigins: ['https://upload.box.com'],
    // Box rotates refresh tokens on every refresh; the refresher keeps the new one and it is stored encrypted.
    refresher: (env, fetch) =>
      oauthRefresher(
        'box',
        {
          tokenUrl: env.BOX_OAUTH_TOKEN_URL ?? 'https://api.box.com/oauth2/token',
          clientId: env.BOX_CLIENT_ID ?? '',
          clientSecret: env.BOX_CLIENT_SECRET ?? '',
        },
        fetch,
      ),
  },
  dropbox: {
    adapter: dropboxAdapter,
    // Also the content host's origin (downloads, uploads) when overridden (see dropbox-client.ts).
    baseUrl: (env) => env.DROPBOX_API_BASE_URL ?? 'https://api.dropboxapi.com',
    credentialedOrigins: ['https://content.dropboxapi.com'],
    // Short-lived access tokens (4 hours) renewed with the app's key and secret; Dropbox keeps the refresh token.
    refresher: (env, fetch) =>
      oauthRefresher(
        'dropbox',
        {
          tokenUrl: env.DROPBOX_OAUTH_TOKEN_URL ?? 'https://api.dropboxapi.com/oauth2/token',
          clientId: env.DROPBOX_CLIENT_ID ?? '',
          clientSecret: env.DROPBOX_CLIENT_SECRET ?? '',
        },
        fetch,
      ),
  },
  canvas: {
    adapter: canvasAdapter,
    // Canvas is on the institution's own host (the connection's address) unless the env points at a fake.
    baseUrl: (env, credentials) =>
      env.CANVAS_API_BASE_URL ?? new URL(credentials.baseUrl ?? 'https://canvas.invalid').origin,
    // A user's access token does not expire unless it was given an expiry: a 401 means reconnect.
  },
  youtube: {
    adapter: youtubeAdapter,
    baseUrl: (env) => env.YOUTUBE_API_BASE_URL ?? 'https://www.googleapis.com',
    refresher: (env, fetch) =>
      oauthRefresher(
        'youtube',
        {
          tokenUrl: env.YOUTUBE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          clientId: env.YOUTUBE_CLIENT_ID ?? '',
          clientSecret: env.YOUTUBE_CLIENT_SECRET ?? '',
        },
        fetch,
      ),
  },
  kaltura: {
    adapter: kalturaAdapter,
    baseUrl: kalturaBaseUrl,
    refresher: (env, fetch) => kalturaSessionStarter((credentials) => kalturaBaseUrl(env, credentials), fetch),
    // The session (ks) travels in each call's parameters, never as a bearer token.
    authorize: () => ({}),
  },
  vimeo: {
    adapter: vimeoAdapter,
    baseUrl: (env) => env.VIMEO_API_BASE_URL ?? 'https://api.vimeo.com',
    // Vimeo access tokens do not expire, so there is no refresher: a 401 means reconnect.
    authorize: vimeoHeaders,
  },
  panopto: {
    adapter: panoptoAdapter,
    baseUrl: panoptoBaseUrl,
    // An API client's id and secret, exchanged on the same host for an hour-long token whenever one expires.
    refresher: (env, fetch) =>
      clientCredentialsRefresher(
        'panopto',
        {
          tokenUrl: (credentials) => panoptoTokenUrl(panoptoBaseUrl(env, credentials)),
          scope: 'api',
        },
        fetch,
      ),
  },
  brightcove: {
    adapter: brightcoveAdapter,
    baseUrl: (env) => env.BRIGHTCOVE_API_BASE_URL ?? 'https://cms.api.brightcove.com',
    // Dynamic Ingest (publishing captions) is on its own host.
    credentialedOrigins: ['https://ingest.api.brightcove.com'],
    // An API credential's id and secret, exchanged for a five-minute token whenever one expires.
    refresher: (env, fetch) =>
      clientCredentialsRefresher(
        'brightcove',
        {
          tokenUrl: () =>
            new URL('/v4/access_token', env.BRIGHTCOVE_OAUTH_URL ?? 'https://oauth.brightcove.com').toString(),
        },
        fetch,
      ),
  },
  wistia: {
    adapter: wistiaAdapter,
    baseUrl: (env) => env.WISTIA_API_BASE_URL ?? 'https://api.wistia.com',
    // The Upload API (importing a new media from a link) is on its own host.
    credentialedOrigins: ['https://upload.wistia.com'],
    // API tokens do not expire, so there is no refresher: a 401 means reconnect.
    authorize: wistiaHeaders,
  },
  mux: {
    adapter: muxAdapter,
    baseUrl: (env) => env.MUX_API_BASE_URL ?? 'https://api.mux.com',
    // An access token id and secret (HTTP basic) that do not expire: a 401 means reconnect.
    authorize: muxHeaders,
  },
};

/** The registration of a platform that has an adapter, or undefined while it has none. */
export function platformRegistration(platform: PlatformType): PlatformRegistration | undefined {
  return PLATFORMS[platform];
}
