import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workspaceIntegrations } from '../db/schema';
import { startFakeBrightcove } from '../platforms/testing/fake-brightcove';
import { startFakeKaltura } from '../platforms/testing/fake-kaltura';
import { startFakePanopto } from '../platforms/testing/fake-panopto';
import type { FakeYouTube } from '../platforms/testing/fake-youtube';
import { connectFakeYouTube, forgetFakeYouTube } from '../testing/fake-youtube-connection';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { credentialsContext } from '../integrations/credentials-cipher';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeYouTube;

const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  forgetFakeYouTube();
  await env.close();
});

// A fresh fake and a fresh connection per test, so one test's revoked tokens do not leak into the next.
beforeEach(async () => {
  fake = await connectFakeYouTube(env, WS, demo.admin.token, { pageSize: 2 });
});
afterEach(async () => {
  await fake.close();
  expect(fake.unhandled).toEqual([]);
});

const get = (path: string, who: TestUser) =>
  env.request('GET', `/workspaces/${WS}/platforms/${path}`, { token: who.token });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;

async function storedCredentials(platform: 'youtube' | 'kaltura' | 'panopto' | 'brightcove' = 'youtube') {
  const [row] = await env.database.db
    .select()
    .from(workspaceIntegrations)
    .where(and(eq(workspaceIntegrations.workspaceId, WS), eq(workspaceIntegrations.platformType, platform)));
  return JSON.parse(env.integrationsCipher.decrypt(row!.credentials!, credentialsContext(WS, platform))) as Record<
    string,
    string
  >;
}

describe('platform browsing', () => {
  it('lets every role page through the channel uploads, with playlists as folders on the first page', async () => {
    for (const who of [demo.admin, demo.manager, demo.editor, demo.viewer]) {
      const first = await get('youtube/items', who);
      expect(first.status).toBe(200);
      const body = await first.json();
      expect(body.folders).toEqual([{ id: 'PLweekOne', title: 'Week one', itemCount: 2 }]);
      expect(body.items[0]).toEqual({
        id: 'vid1AbCdEf',
        title: 'Lecture 1',
        description: 'Week 1 of the course',
        durationMs: 90_000,
        thumbnailUrl: 'https://i.ytimg.com/vi/vid1AbCdEf/mqdefault.jpg',
        url: 'https://www.youtube.com/watch?v=vid1AbCdEf',
        createdAt: '2026-01-10T09:00:00Z',
        imported: null,
      });
      const second = await (await get(`youtube/items?cursor=${encodeURIComponent(body.nextCursor)}`, who)).json();
      expect(second.folders).toEqual([]);
      expect(second.items.map((i: { id: string }) => i.id)).toEqual(['vid3AbCdEf', 'vid4AbCdEf']);
    }
  });

  it('opens a playlist and searches the channel', async () => {
    const folder = await (await get('youtube/items?folderId=PLweekOne', demo.viewer)).json();
    expect(folder.items.map((i: { id: string }) => i.id)).toEqual(['vid1AbCdEf', 'vid3AbCdEf']);
    const search = await (await get('youtube/items?query=lecture%205', demo.viewer)).json();
    expect(search.items.map((i: { title: string }) => i.title)).toEqual(['Lecture 5']);
  });

  it('shows one item with its caption tracks on YouTube', async () => {
    const res = await get('youtube/items/vid1AbCdEf', demo.editor);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.item).toMatchObject({ id: 'vid1AbCdEf', durationMs: 90_000 });
    expect(body.captions).toEqual([
      { id: 'capEn1', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
      { id: 'capAsr1', language: 'en', label: 'en', kind: 'captions', format: 'webvtt', machine: true },
    ]);
    expect(body).toMatchObject({ imported: null, publications: [] });
    expect(body.capabilities).toEqual({ captionsRead: true, captionsWrite: true });
    expect((await get('youtube/items/unknownVideo', demo.editor)).status).toBe(404);
  });

  it('hides another workspace, an unconnected platform and rejects bad input', async () => {
    const other = await get('youtube/items', demo.outsider);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).message).toBe('Workspace not found');
    const unconnected = await get('kaltura/items', demo.admin);
    expect(unconnected.status).toBe(404);
    expect((await errorOf(unconnected)).message).toBe('Kaltura is not connected to this workspace');
    expect((await get('myspace/items', demo.admin)).status).toBe(400);
    expect((await get(`youtube/items?query=${'x'.repeat(201)}`, demo.admin)).status).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('refreshes an expired token, stores the new one encrypted and answers the page', async () => {
    const before = await storedCredentials();
    fake.expireAccessTokens();
    const res = await get('youtube/items', demo.viewer);
    expect(res.status).toBe(200);
    const after = await storedCredentials();
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(fake.accessTokens.has(after.accessToken!)).toBe(true);
    expect(after.refreshToken).toBe(before.refreshToken);
  });

  it('asks for a reconnect when the connection was revoked', async () => {
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    const res = await get('youtube/items', demo.viewer);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'platform_reconnect',
      message: 'YouTube refused to renew the connection (invalid_grant): reconnect it',
      details: { platformName: 'YouTube' },
    });
  });

  it('names YouTube when it is down', async () => {
    fake.failNext({ status: 503, body: 'backend error' });
    const res = await get('youtube/items/vid1AbCdEf', demo.viewer);
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({
      code: 'platform_unavailable',
      message: 'YouTube is unavailable (HTTP 503)',
      details: { platform: 'youtube', platformName: 'YouTube' },
    });
  });

  it("answers a platform's refusal in our words: its body, secrets and all, stays out of the answer", async () => {
    const secret = 'ya29.a0AfH6SMBsecret-access-token';
    fake.failNext({
      status: 400,
      body: { error: { code: 400, message: `Invalid value for token ${secret} (client_secret=s3cret)` } },
    });
    const res = await get('youtube/items?query=lecture', demo.viewer);
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text).error).toEqual({
      code: 'platform_unavailable',
      message: 'YouTube refused the request (HTTP 400)',
      details: { platform: 'youtube', platformName: 'YouTube' },
    });
    expect(text).not.toContain('ya29');
    expect(text).not.toContain('s3cret');
  });

  it("browses Kaltura at the connection's service URL, keeping its session encrypted, until the secret changes", async () => {
    const kaltura = await startFakeKaltura();
    try {
      const credentials = {
        serviceUrl: kaltura.baseUrl,
        partnerId: kaltura.partnerId,
        adminSecret: kaltura.adminSecret,
      };
      const put = await env.request('PUT', `/workspaces/${WS}/integrations/kaltura`, {
        token: demo.admin.token,
        body: { credentials },
      });
      expect(put.status).toBe(200);
      const res = await get('kaltura/items', demo.viewer);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.folders).toEqual([{ id: '101', title: 'Seminars 2026', itemCount: 2 }]);
      expect(body.items.map((i: { title: string }) => i.title)).toEqual([
        'Seminar 1',
        'Seminar 2',
        'Seminar 3',
        'Seminar 4',
        'Seminar 5',
      ]);
      expect(kaltura.sessions.has((await storedCredentials('kaltura')).ks!)).toBe(true);

      kaltura.expireSessions();
      kaltura.regenerateSecret();
      const revoked = await get('kaltura/items/1_entry1', demo.viewer);
      expect(revoked.status).toBe(409);
      expect((await errorOf(revoked)).code).toBe('platform_reconnect');
      expect(kaltura.unhandled).toEqual([]);
    } finally {
      await kaltura.close();
    }
  });

  it("browses Panopto on the connection's own host with a client-credentials token kept encrypted, until the secret changes", async () => {
    const panopto = await startFakePanopto();
    try {
      const credentials = {
        serverUrl: `${panopto.baseUrl}/Panopto`,
        clientId: panopto.clientId,
        clientSecret: panopto.clientSecret,
      };
      const put = await env.request('PUT', `/workspaces/${WS}/integrations/panopto`, {
        token: demo.admin.token,
        body: { credentials },
      });
      expect(put.status).toBe(200);
      const body = await (await get('panopto/items', demo.viewer)).json();
      expect(body.folders.map((f: { title: string }) => f.title)).toEqual(['Biology 101', 'Chemistry 201']);
      expect(body.items.map((i: { title: string }) => i.title)).toEqual([
        'Lecture 1',
        'Lecture 2',
        'Lecture 3',
        'Lecture 4',
        'Lecture 5',
      ]);
      expect(panopto.accessTokens.has((await storedCredentials('panopto')).accessToken!)).toBe(true);
      const item = await (await get(`panopto/items/${panopto.sessions[0]!.Id}`, demo.editor)).json();
      expect(item.captions).toEqual([
        { id: 'English_USA', language: 'en-US', label: 'English (United States)', kind: 'captions', format: 'srt' },
      ]);

      panopto.expireAccessTokens();
      panopto.rotateClientSecret();
      const revoked = await get('panopto/items', demo.viewer);
      expect(revoked.status).toBe(409);
      expect((await errorOf(revoked)).code).toBe('platform_reconnect');
      expect(panopto.unhandled).toEqual([]);
    } finally {
      await panopto.close();
    }
  });

  it('browses Brightcove with a five-minute client-credentials token kept encrypted, and names it when it is down', async () => {
    const brightcove = await startFakeBrightcove();
    Object.assign(process.env, {
      BRIGHTCOVE_API_BASE_URL: brightcove.baseUrl,
      BRIGHTCOVE_OAUTH_URL: brightcove.baseUrl,
    });
    try {
      const credentials = {
        accountId: brightcove.accountId,
        clientId: brightcove.clientId,
        clientSecret: brightcove.clientSecret,
      };
      const put = await env.request('PUT', `/workspaces/${WS}/integrations/brightcove`, {
        token: demo.admin.token,
        body: { credentials },
      });
      expect(put.status).toBe(200);
      const body = await (await get('brightcove/items', demo.viewer)).json();
      expect(body.folders.map((f: { title: string }) => f.title)).toEqual(['Training', 'Marketing']);
      expect(body.items).toHaveLength(5);
      expect(brightcove.accessTokens.has((await storedCredentials('brightcove')).accessToken!)).toBe(true);
      const item = await (await get(`brightcove/items/${brightcove.videos[0]!.id}`, demo.editor)).json();
      expect(item.captions.map((c: { language: string }) => c.language)).toEqual(['en', 'es']);
      // Brightcove fetches captions from our signed caption link, so the item page offers Publish.
      expect(item.capabilities).toEqual({ captionsRead: true, captionsWrite: true });

      brightcove.failNext({ status: 502, body: [{ error_code: 'SERVER_ERROR', message: 'Bad gateway' }] });
      const down = await get('brightcove/items', demo.viewer);
      expect(down.status).toBe(503);
      expect((await errorOf(down)).message).toBe('Brightcove is unavailable (HTTP 502)');
      expect(brightcove.unhandled).toEqual([]);
    } finally {
      delete process.env.BRIGHTCOVE_API_BASE_URL;
      delete process.env.BRIGHTCOVE_OAUTH_URL;
      await brightcove.close();
    }
  });
});
