import { describe, expect, it } from 'vitest';
import { runAdapterContract } from '../testing/adapter-contract';
import { platformRegistration } from '../registry';
import { startFakeYouTube } from '../testing/fake-youtube';
import { isoDurationMs } from './iso-duration';

runAdapterContract(platformRegistration('youtube')!, async () => {
  // Two items a page, so the five uploads take three pages.
  const fake = await startFakeYouTube({ pageSize: 2 });
  return {
    env: {
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_OAUTH_TOKEN_URL: fake.tokenUrl,
      YOUTUBE_CLIENT_ID: fake.clientId,
      YOUTUBE_CLIENT_SECRET: fake.clientSecret,
    },
    credentials: { accessToken: [...fake.accessTokens][0]!, refreshToken: [...fake.refreshTokens][0]! },
    unhandled: fake.unhandled,
    rootItemIds: fake.videos.map((v) => v.id),
    captionedItemId: 'vid1AbCdEf',
    expireAccess: () => fake.expireAccessTokens(),
    revoke: () => {
      fake.expireAccessTokens();
      fake.revokeRefreshTokens();
    },
    failNext: (answer, options) => fake.failNext(answer, options),
    close: () => fake.close(),
  };
});

describe('YouTube specifics', () => {
  it('reads ISO 8601 durations as YouTube writes them', () => {
    expect(isoDurationMs('PT1M30S')).toBe(90_000);
    expect(isoDurationMs('PT1H2M3S')).toBe(3_723_000);
    expect(isoDurationMs('P1DT2S')).toBe(86_402_000);
    expect(isoDurationMs('P0D')).toBe(0);
    expect(isoDurationMs('soon')).toBeNull();
    expect(isoDurationMs(undefined)).toBeNull();
  });
});
