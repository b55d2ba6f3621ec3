import { expect } from 'vitest';
import { type FakeYouTube, startFakeYouTube } from '../platforms/testing/fake-youtube';
import type { TestEnv } from './test-env';

const ENV_KEYS = ['YOUTUBE_API_BASE_URL', 'YOUTUBE_OAUTH_TOKEN_URL', 'YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'];

/**
 * A fresh YouTube fake with the server's YouTube settings pointed at it (read per request) and `workspaceId`
 * connected to it by its admin, with the fake's first access and refresh tokens.
 */
export async function connectFakeYouTube(
  env: TestEnv,
  workspaceId: string,
  adminToken: string,
  options: { pageSize?: number } = {},
): Promise<FakeYouTube> {
  const fake = await startFakeYouTube(options);
  Object.assign(process.env, {
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_OAUTH_TOKEN_URL: fake.tokenUrl,
    YOUTUBE_CLIENT_ID: fake.clientId,
    YOUTUBE_CLIENT_SECRET: fake.clientSecret,
  });
  const credentials = { accessToken: [...fake.accessTokens][0], refreshToken: [...fake.refreshTokens][0] };
  const res = await env.request('PUT', `/workspaces/${workspaceId}/integrations/youtube`, {
    token: adminToken,
    body: { credentials },
  });
  expect(res.status).toBe(200);
  return fake;
}

/** Takes the YouTube settings a fake set out of the environment again (after a file's tests). */
export function forgetFakeYouTube() {
  for (const key of ENV_KEYS) delete process.env[key];
}
