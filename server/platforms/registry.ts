import type { PlatformType } from '@shared/constants';
import type { Credentials } from './http';
import type { OAuthClient } from './oauth';
import type { PlatformAdapter } from './types';
import { youtubeAdapter } from './youtube/youtube-adapter';

type Env = Record<string, string | undefined>;

/** How the server reaches one platform: its adapter, its API origin and (for OAuth platforms) its token endpoint. */
export interface PlatformRegistration {
  adapter: PlatformAdapter;
  /** The API origin; `<PLATFORM>_API_BASE_URL` overrides it (the tests point it at a fake). */
  baseUrl(env: Env, credentials: Credentials): string;
  /** The OAuth client used to refresh tokens, or undefined for key-based platforms. */
  oauth?(env: Env): OAuthClient;
  /** Headers that authenticate a request, when not a bearer access token. */
  authorize?(credentials: Credentials): Record<string, string>;
}

const PLATFORMS: Partial<Record<PlatformType, PlatformRegistration>> = {
  youtube: {
    adapter: youtubeAdapter,
    baseUrl: (env) => env.YOUTUBE_API_BASE_URL ?? 'https://www.googleapis.com',
    oauth: (env) => ({
      tokenUrl: env.YOUTUBE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      clientId: env.YOUTUBE_CLIENT_ID ?? '',
      clientSecret: env.YOUTUBE_CLIENT_SECRET ?? '',
    }),
  },
};

/** The registration of a platform that has an adapter, or undefined while it has none. */
export function platformRegistration(platform: PlatformType): PlatformRegistration | undefined {
  return PLATFORMS[platform];
}
