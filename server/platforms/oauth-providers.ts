import type { PlatformType } from '@shared/constants';

type Env = Record<string, string | undefined>;

/** A platform's OAuth 2.0 endpoints (public knowledge, from its developer documentation) and what we ask for. */
interface OAuthProvider {
  authorizeUrl: string;
  tokenUrl: string;
  /** Space-separated in the request; empty to let the platform use the app's configured scopes. */
  scopes: string[];
  /** How the client authenticates at the token endpoint (RFC 6749 §2.3.1): form fields, or HTTP Basic. */
  clientAuth: 'post' | 'basic';
  /** More authorize parameters, e.g. what makes the platform issue a refresh token. */
  authorizeParams?: Record<string, string>;
}

const GOOGLE = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  clientAuth: 'post',
  // Google issues a refresh token only with offline access, and again on a reconnect only after consent.
  authorizeParams: { access_type: 'offline', prompt: 'consent' },
} as const;

/**
 * Every platform that PLATFORM_CREDENTIALS marks `oauth`. Panopto and Canvas would sign in at each customer's own
 * host, but they connect with API credentials (PLATFORM_CREDENTIALS), so they keep the form.
 */
const PROVIDERS: Partial<Record<PlatformType, OAuthProvider>> = {
  youtube: { ...GOOGLE, scopes: ['https://www.googleapis.com/auth/youtube.force-ssl'] },
  googledrive: {
    ...GOOGLE,
    scopes: ['https://www.googleapis.com/auth/drive.readonly', 'https://www.googleapis.com/auth/drive.file'],
  },
  vimeo: {
    authorizeUrl: 'https://api.vimeo.com/oauth/authorize',
    tokenUrl: 'https://api.vimeo.com/oauth/access_token',
    scopes: ['public', 'private', 'video_files', 'edit', 'upload'],
    clientAuth: 'basic',
  },
  box: {
    authorizeUrl: 'https://account.box.com/api/oauth2/authorize',
    tokenUrl: 'https://api.box.com/oauth2/token',
    scopes: [],
    clientAuth: 'post',
  },
  dropbox: {
    authorizeUrl: 'https://www.dropbox.com/oauth2/authorize',
    tokenUrl: 'https://api.dropboxapi.com/oauth2/token',
    scopes: ['account_info.read', 'files.metadata.read', 'files.content.read', 'files.content.write'],
    clientAuth: 'post',
    authorizeParams: { token_access_type: 'offline' },
  },
};

/** The env vars that configure a platform's OAuth client, e.g. `YOUTUBE_CLIENT_ID`, `YOUTUBE_OAUTH_TOKEN_URL`. */
export function oauthEnvNames(platform: PlatformType) {
  const prefix = platform.toUpperCase();
  return {
    clientId: `${prefix}_CLIENT_ID`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
    authorizeUrl: `${prefix}_OAUTH_AUTHORIZE_URL`,
    tokenUrl: `${prefix}_OAUTH_TOKEN_URL`,
  };
}

export interface OAuthClientSettings extends OAuthProvider {
  clientId: string;
  clientSecret: string;
  /** Env vars still unset: the client id and secret the platform issued to this server. */
  missing: string[];
}

/**
 * A platform's OAuth client as this server is configured (env read on each call, each URL overridable for fakes),
 * or undefined for a platform that does not sign in with OAuth. Refreshers use the same `tokenUrl` and client.
 */
export function oauthClientOf(platform: PlatformType, env: Env = process.env): OAuthClientSettings | undefined {
  const provider = PROVIDERS[platform];
  if (!provider) return undefined;
  const names = oauthEnvNames(platform);
  const clientId = env[names.clientId]?.trim() ?? '';
  const clientSecret = env[names.clientSecret]?.trim() ?? '';
  return {
    ...provider,
    authorizeUrl: env[names.authorizeUrl] || provider.authorizeUrl,
    tokenUrl: env[names.tokenUrl] || provider.tokenUrl,
    clientId,
    clientSecret,
    missing: [...(clientId ? [] : [names.clientId]), ...(clientSecret ? [] : [names.clientSecret])],
  };
}
