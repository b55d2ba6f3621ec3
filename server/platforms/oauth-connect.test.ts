import { afterEach, describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../outbound/outbound-fetch';
import { type FakeServer, startFakeServer } from './testing/fake-server';
import { authorizationUrl, exchangedCode, OAuthConnectError, pkcePair, s256 } from './oauth-connect';
import { oauthClientOf } from './oauth-providers';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// The fake token endpoints listen on 127.0.0.1 over http: the tests' switch (ALLOW_PRIVATE_MEDIA_LINKS) is on.
const open = createOutboundFetch({ allowPrivate: true });
const guarded = createOutboundFetch({ allowPrivate: false });

const flow = { redirectUri: 'https://media.example/api/integrations/oauth/callback', state: 's1', codeChallenge: 'c1' };

describe('OAuth connect protocol', () => {
  it('makes a verifier of 43 unreserved characters whose challenge is its SHA-256 (RFC 7636 appendix B)', () => {
    const { verifier, challenge } = pkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(s256(verifier));
    expect(s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it("reads each platform's client from the env, with URL overrides and what is missing", () => {
    expect(oauthClientOf('mux', {})).toBeUndefined();
    const box = oauthClientOf('box', { BOX_CLIENT_ID: 'id', BOX_OAUTH_AUTHORIZE_URL: 'http://fake/authorize' })!;
    expect(box).toMatchObject({
      authorizeUrl: 'http://fake/authorize',
      tokenUrl: 'https://api.box.com/oauth2/token',
      clientId: 'id',
      missing: ['BOX_CLIENT_SECRET'],
    });
    // Box takes the app's configured scopes when none are asked for; Dropbox needs offline access asked for.
    expect(new URL(authorizationUrl(box, flow)).searchParams.has('scope')).toBe(false);
    const dropbox = new URL(authorizationUrl(oauthClientOf('dropbox', { DROPBOX_CLIENT_ID: 'app-key' })!, flow));
    expect(Object.fromEntries(dropbox.searchParams)).toMatchObject({
      client_id: 'app-key',
      token_access_type: 'offline',
      code_challenge_method: 'S256',
      scope: 'account_info.read files.metadata.read files.content.read files.content.write',
    });
  });

  it('authenticates with HTTP Basic where the platform asks for it, never sending the secret in the form', async () => {
    server = await startFakeServer(() => ({
      status: 200,
      body: { access_token: 'vimeo-token', token_type: 'bearer' },
    }));
    const vimeo = oauthClientOf('vimeo', {
      VIMEO_CLIENT_ID: 'client:1',
      VIMEO_CLIENT_SECRET: 's3cret',
      VIMEO_OAUTH_TOKEN_URL: `${server.baseUrl}/oauth/access_token`,
    })!;
    const credentials = await exchangedCode(
      vimeo,
      { code: 'c', codeVerifier: 'v', redirectUri: flow.redirectUri },
      open,
    );
    expect(credentials).toEqual({ accessToken: 'vimeo-token' });
    const [request] = server.requests;
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('client%3A1:s3cret').toString('base64')}`);
    const form = new URLSearchParams(request!.body);
    expect(form.get('client_secret')).toBeNull();
    expect(Object.fromEntries(form)).toMatchObject({ grant_type: 'authorization_code', code: 'c', code_verifier: 'v' });
  });

  it('tells a refused code from an unreachable platform', async () => {
    server = await startFakeServer(() => ({ status: 400, body: { error: 'invalid_grant' } }));
    const client = oauthClientOf('youtube', {
      YOUTUBE_CLIENT_ID: 'id',
      YOUTUBE_CLIENT_SECRET: 'secret',
      YOUTUBE_OAUTH_TOKEN_URL: `${server.baseUrl}/token`,
    })!;
    const grant = { code: 'c', codeVerifier: 'v', redirectUri: flow.redirectUri };
    await expect(exchangedCode(client, grant, open)).rejects.toMatchObject({ code: 'exchange_failed' });
    server.failNext({ status: 502, body: 'Bad Gateway' });
    await expect(exchangedCode(client, grant, open)).rejects.toMatchObject({ code: 'platform_unavailable' });
    const unreachable = { ...client, tokenUrl: 'http://127.0.0.1:9/token' };
    const error = await exchangedCode(unreachable, grant, open).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OAuthConnectError);
    expect(error).toMatchObject({ code: 'platform_unavailable' });
  });

  it("keeps the token endpoint's own words out of the reason, and never calls a private address without the switch", async () => {
    server = await startFakeServer(() => ({
      status: 400,
      body: { error: 'sk_live_51Hx9Secret', error_description: 'client_secret=s3cret is wrong' },
    }));
    const client = oauthClientOf('youtube', {
      YOUTUBE_CLIENT_ID: 'id',
      YOUTUBE_CLIENT_SECRET: 'secret',
      YOUTUBE_OAUTH_TOKEN_URL: `${server.baseUrl}/token`,
    })!;
    const grant = { code: 'c', codeVerifier: 'v', redirectUri: flow.redirectUri };
    const refused = (await exchangedCode(client, grant, open).catch((e: unknown) => e)) as OAuthConnectError;
    expect(refused).toMatchObject({
      code: 'exchange_failed',
      message: 'The token endpoint refused the code (HTTP 400)',
    });

    const outside = (await exchangedCode(client, grant, guarded).catch((e: unknown) => e)) as OAuthConnectError;
    expect(outside.code).toBe('platform_unavailable');
    expect(server.requests).toHaveLength(1);
  });
});
