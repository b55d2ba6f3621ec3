import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships, workspaceIntegrations } from '../db/schema';
import { platformOAuthStates } from '../db/schema-platform-oauth';
import { credentialsContext } from '../integrations/credentials-cipher';
import { finishedOAuthConnect, startedOAuthConnect } from '../platforms/oauth-connect-flow';
import { s256 } from '../platforms/oauth-connect';
import { type FakeYouTube, startFakeYouTube } from '../platforms/testing/fake-youtube';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeYouTube;

const WS = 'demo-university';
const SETTINGS = `http://localhost/workspaces/${WS}/settings/integrations`;
const ENV_KEYS = [
  'YOUTUBE_API_BASE_URL',
  'YOUTUBE_OAUTH_TOKEN_URL',
  'YOUTUBE_OAUTH_AUTHORIZE_URL',
  'YOUTUBE_CLIENT_ID',
  'YOUTUBE_CLIENT_SECRET',
];

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  await env.close();
});

beforeEach(async () => {
  fake = await startFakeYouTube();
  Object.assign(process.env, {
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_OAUTH_TOKEN_URL: fake.tokenUrl,
    YOUTUBE_OAUTH_AUTHORIZE_URL: fake.authorizeUrl,
    YOUTUBE_CLIENT_ID: fake.clientId,
    YOUTUBE_CLIENT_SECRET: fake.clientSecret,
  });
  for (const workspaceId of [WS, 'other-co']) {
    await env.database.db.delete(workspaceIntegrations).where(eq(workspaceIntegrations.workspaceId, workspaceId));
  }
});
afterEach(async () => {
  await fake.close();
  expect(fake.unhandled).toEqual([]);
});

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;

/** "Connect with YouTube": the consent URL and the binding cookie the browser keeps. */
async function start(who: TestUser = demo.admin, workspaceId = WS, platform = 'youtube', browserCookie = '') {
  const res = await env.request('POST', `/workspaces/${workspaceId}/integrations/${platform}/oauth/start`, {
    token: who.token,
    headers: browserCookie ? { Cookie: browserCookie } : {},
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { res, cookie, url: res.ok ? new URL(((await res.json()) as { url: string }).url) : null };
}

/** The browser at the platform's consent page: where it is sent back to. */
async function consent(url: URL): Promise<string> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** The browser back at our callback (the in-process API has no `/api` prefix). */
function callback(location: string, cookie: string) {
  const path = location.replace('http://localhost/api', '');
  return env.request('GET', path, { headers: cookie ? { Cookie: cookie } : {} });
}

async function storedCredentials(workspaceId = WS) {
  const [row] = await env.database.db
    .select()
    .from(workspaceIntegrations)
    .where(and(eq(workspaceIntegrations.workspaceId, workspaceId), eq(workspaceIntegrations.platformType, 'youtube')));
  if (!row?.credentials) return null;
  const context = credentialsContext(workspaceId, 'youtube');
  return { row, credentials: JSON.parse(env.integrationsCipher.decrypt(row.credentials, context)) };
}

describe('connecting YouTube by signing in', () => {
  it('sends the admin to consent with PKCE, stores the tokens encrypted, and the connection browses', async () => {
    const { res, cookie, url } = await start();
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/^media_access_oauth=[\w-]{43}$/);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect(`${url!.origin}${url!.pathname}`).toBe(fake.authorizeUrl);
    const q = Object.fromEntries(url!.searchParams);
    expect(q).toEqual({
      response_type: 'code',
      client_id: fake.clientId,
      redirect_uri: 'http://localhost/api/integrations/oauth/callback',
      state: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(await storedCredentials()).toBeNull();

    const back = await callback(await consent(url!), cookie);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SETTINGS}?connected=youtube`);

    // The token request carried the verifier whose S256 is the challenge the consent page saw.
    const tokenRequest = fake.requests.find((r) => r.url.pathname === '/token')!;
    const form = new URLSearchParams(tokenRequest.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(s256(form.get('code_verifier')!)).toBe(q.code_challenge);
    expect(form.get('redirect_uri')).toBe(q.redirect_uri);

    const stored = await storedCredentials();
    expect(stored!.row.credentials).toMatch(/^v1\./);
    expect(stored!.row.connectedBy).toBe(demo.admin.uid);
    expect(stored!.credentials).toEqual({
      accessToken: expect.stringMatching(/^ya29\./),
      refreshToken: expect.stringMatching(/^1\/\//),
    });
    expect(fake.accessTokens.has(stored!.credentials.accessToken)).toBe(true);
    expect(stored!.row.credentials).not.toContain(stored!.credentials.accessToken);

    const items = await env.request('GET', `/workspaces/${WS}/platforms/youtube/items`, { token: demo.viewer.token });
    expect(items.status).toBe(200);
    expect((await items.json()).items).toHaveLength(5);
    const list = await env.request('GET', `/workspaces/${WS}/integrations`, { token: demo.admin.token });
    expect((await list.json()).integrations).toContainEqual(expect.objectContaining({ platformType: 'youtube' }));
  });

  it('reconnects over an existing connection with new tokens', async () => {
    const first = await start();
    await callback(await consent(first.url!), first.cookie);
    const before = (await storedCredentials())!.credentials;
    // The same browser keeps its binding, so a flow in another tab is not cut off.
    const second = await start(demo.admin, WS, 'youtube', first.cookie);
    expect(second.cookie).toBe(first.cookie);
    const back = await callback(await consent(second.url!), first.cookie);
    expect(back.headers.get('location')).toBe(`${SETTINGS}?connected=youtube`);
    const after = (await storedCredentials())!.credentials;
    expect(after.accessToken).not.toBe(before.accessToken);
  });

  it('refuses a state used twice, expired, or brought back by another browser', async () => {
    const used = await start();
    const location = await consent(used.url!);
    expect((await callback(location, used.cookie)).headers.get('location')).toBe(`${SETTINGS}?connected=youtube`);
    const again = await callback(location, used.cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`${SETTINGS}?error=state_used&platform=youtube`);

    const late = await start();
    const lateLocation = await consent(late.url!);
    await env.database.db
      .update(platformOAuthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(platformOAuthStates.state, late.url!.searchParams.get('state')!));
    expect((await callback(lateLocation, late.cookie)).headers.get('location')).toBe(
      `${SETTINGS}?error=state_expired&platform=youtube`,
    );

    for (const otherBrowser of ['', 'media_access_oauth=someone-elses-browser-binding-value-xxxxxxxx']) {
      const elsewhere = await start();
      const back = await callback(await consent(elsewhere.url!), otherBrowser);
      expect(back.headers.get('location')).toBe(`${SETTINGS}?error=wrong_browser&platform=youtube`);
    }
    // Only the first of these flows connected; the refused codes were never exchanged.
    expect(fake.requests.filter((r) => r.url.pathname === '/token')).toHaveLength(1);
  });

  it('connects the workspace the flow was started for, and no other', async () => {
    const { cookie, url } = await start(demo.outsider, 'other-co');
    const back = await callback(await consent(url!), cookie);
    expect(back.headers.get('location')).toBe(
      'http://localhost/workspaces/other-co/settings/integrations?connected=youtube',
    );
    expect(await storedCredentials('other-co')).not.toBeNull();
    expect(await storedCredentials(WS)).toBeNull();
    // And an admin elsewhere cannot start one here.
    const outsider = await start(demo.outsider, WS);
    expect(outsider.res.status).toBe(404);
  });

  it('answers a page, not a redirect, for a state it never issued', async () => {
    for (const query of ['?code=abc&state=not-ours', '?code=abc', `?state=${'x'.repeat(201)}`]) {
      const res = await env.request('GET', `/integrations/oauth/callback${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('Connection not completed');
    }
  });

  it('says so when the person declines on the consent page', async () => {
    fake.denyNext();
    const { cookie, url } = await start();
    const location = await consent(url!);
    expect(new URL(location).searchParams.get('error')).toBe('access_denied');
    const back = await callback(location, cookie);
    expect(back.headers.get('location')).toBe(`${SETTINGS}?error=access_denied&platform=youtube`);
    expect(await storedCredentials()).toBeNull();
  });

  it('reports a code the platform refuses (the fake checks the PKCE verifier) without connecting', async () => {
    const { cookie, url } = await start();
    const state = url!.searchParams.get('state')!;
    await env.database.db
      .update(platformOAuthStates)
      .set({ codeVerifier: 'a'.repeat(43) })
      .where(eq(platformOAuthStates.state, state));
    const back = await callback(await consent(url!), cookie);
    expect(back.headers.get('location')).toBe(`${SETTINGS}?error=exchange_failed&platform=youtube`);
    expect(await storedCredentials()).toBeNull();
  });

  it('reports an unreachable token endpoint as the platform being unavailable', async () => {
    const { cookie, url } = await start();
    fake.failNext({ status: 503, body: { error: 'backend_error' } }, { pathPrefix: '/token' });
    const back = await callback(await consent(url!), cookie);
    expect(back.headers.get('location')).toBe(`${SETTINGS}?error=platform_unavailable&platform=youtube`);
  });

  it('refuses the flow when its starter is no longer an admin', async () => {
    const { cookie, url } = await start();
    const location = await consent(url!);
    const admin = and(eq(memberships.workspaceId, WS), eq(memberships.userId, demo.admin.uid));
    await env.database.db.update(memberships).set({ role: 'viewer' }).where(admin);
    try {
      const back = await callback(location, cookie);
      expect(back.headers.get('location')).toBe(`${SETTINGS}?error=not_allowed&platform=youtube`);
    } finally {
      await env.database.db.update(memberships).set({ role: 'admin' }).where(admin);
    }
    expect(await storedCredentials()).toBeNull();
  });

  it('lets only admins start, and only for sign-in platforms', async () => {
    for (const who of [demo.manager, demo.editor, demo.viewer]) {
      const { res } = await start(who);
      expect(res.status).toBe(403);
      const clients = await env.request('GET', `/workspaces/${WS}/integrations/oauth-clients`, { token: who.token });
      expect(clients.status).toBe(403);
    }
    const mux = await start(demo.admin, WS, 'mux');
    expect(mux.res.status).toBe(400);
    expect((await errorOf(mux.res)).message).toBe('Mux connects with its API credentials, not by signing in');
    expect((await start(demo.admin, WS, 'myspace')).res.status).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it('says which settings are missing when the server has no OAuth client', async () => {
    delete process.env.YOUTUBE_CLIENT_SECRET;
    const { res, cookie } = await start();
    expect(res.status).toBe(503);
    expect(cookie).toBe('');
    expect(await errorOf(res)).toEqual({
      code: 'unavailable',
      message: 'The server has no OAuth client for YouTube: whoever runs it must set YOUTUBE_CLIENT_SECRET',
      details: { missing: ['YOUTUBE_CLIENT_SECRET'] },
    });
    const clients = await env.request('GET', `/workspaces/${WS}/integrations/oauth-clients`, {
      token: demo.admin.token,
    });
    expect((await clients.json()).clients).toContainEqual({
      platformType: 'youtube',
      configured: false,
      missing: ['YOUTUBE_CLIENT_SECRET'],
    });

    // A client removed while someone was on the consent page.
    process.env.YOUTUBE_CLIENT_SECRET = fake.clientSecret;
    const flow = await start();
    const location = await consent(flow.url!);
    delete process.env.YOUTUBE_CLIENT_ID;
    expect((await callback(location, flow.cookie)).headers.get('location')).toBe(
      `${SETTINGS}?error=not_configured&platform=youtube`,
    );
  });

  it('refuses to start or finish without INTEGRATIONS_KEY, never storing tokens in the clear', async () => {
    const flow = { workspaceId: WS, platform: 'youtube' as const, userId: demo.admin.uid, browserBinding: 'b' };
    const withoutKey = {
      db: env.database.db,
      publicUrl: 'http://localhost',
      integrationsCipher: undefined,
      media: env.media,
    };
    await expect(startedOAuthConnect(withoutKey, flow)).rejects.toMatchObject({
      status: 503,
      message: 'YouTube cannot be connected yet: the server needs INTEGRATIONS_KEY to store credentials safely',
    });
    const started = await startedOAuthConnect({ ...withoutKey, integrationsCipher: env.integrationsCipher }, flow);
    const location = new URL(await consent(new URL(started.url)));
    const outcome = await finishedOAuthConnect(withoutKey, {
      state: location.searchParams.get('state')!,
      code: location.searchParams.get('code')!,
      browserBinding: 'b',
    });
    expect(outcome).toMatchObject({ kind: 'refused', error: 'not_configured' });
    expect(await storedCredentials()).toBeNull();
  });
});
