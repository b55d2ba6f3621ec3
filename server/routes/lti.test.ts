import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createdLtiPlatform, savedLtiLoginState } from '../db/queries/lti';
import { files } from '../db/schema';
import { EMBEDDABLE_FILE, OTHER_CO_FILE, WELCOME_WEEK_SHOWCASE } from '../seed/demo-data';
import { CLAIM, DEEP_LINKING_REQUEST, EMBED_PATH_PARAMETER, RESOURCE_LINK_REQUEST } from '../lti/claims';
import { formField, formPost, launch, loginAtPlatform, testTool } from '../lti/testing/launch-helpers';
import { type PlatformEmulator, startPlatformEmulator } from '../lti/testing/platform-emulator';
import { createApi } from '../api';
import { loadConfig } from '../config';
import { clientConfigOf } from '../site';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';
import { LTI_RATE_LIMIT } from './lti';

let env: TestEnv;
let platform: PlatformEmulator;
let admin: TestUser;

const SHOWCASE_PATH = `/embed/demo-university/showcases/${WELCOME_WEEK_SHOWCASE.id}`;
const showcaseLink = { messageType: RESOURCE_LINK_REQUEST, custom: { [EMBED_PATH_PARAMETER]: SHOWCASE_PATH } } as const;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  admin = await env.signIn('admin@demo.test');
  platform = await startPlatformEmulator(testTool(env));
  const res = await env.request('POST', '/workspaces/demo-university/lti/platforms', {
    token: admin.token,
    body: platform.registration,
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await platform?.close();
  await env?.close();
});

/** A refusal is an HTML page with the reason in words: never JSON, never a stack. */
async function expectRefusal(res: Response, status: number, reason: RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Location')).toBeNull();
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain('<h1>This link could not be opened</h1>');
  expect(html).toMatch(reason);
  expect(html).not.toMatch(/at \w+ \(|Error:/);
}

describe('resource link launch', () => {
  it('opens the linked showcase embed with the course title, framable by the LMS and without cookies', async () => {
    const res = await launch(env, platform, showcaseLink);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${SHOWCASE_PATH}?context=Biology+101`);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('opens an embed named by target_link_uri when there is no custom parameter', async () => {
    const target = `http://localhost/embed/demo-university/files/${EMBEDDABLE_FILE}`;
    const res = await launch(env, platform, { messageType: RESOURCE_LINK_REQUEST, targetLinkUri: target });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toMatch(new RegExp(`^/embed/demo-university/files/${EMBEDDABLE_FILE}\\?`));
  });

  it('accepts an audience list when azp names our client id, and refuses it without azp', async () => {
    const audience = [platform.clientId, 'another-tool'];
    const ok = await launch(env, platform, { ...showcaseLink, audience, azp: platform.clientId });
    expect(ok.status).toBe(303);
    await expectRefusal(await launch(env, platform, { ...showcaseLink, audience }), 401, /authorised party \(azp\)/);
  });

  it("refuses another workspace's embed and one that is not published", async () => {
    const linkTo = (path: string) => ({ ...showcaseLink, custom: { [EMBED_PATH_PARAMETER]: path } });
    await expectRefusal(await launch(env, platform, linkTo('/embed/other-co/files/x')), 403, /another workspace/);
    const draft = linkTo('/embed/demo-university/showcases/draft-orientation');
    await expectRefusal(await launch(env, platform, draft), 404, /no longer published/);
  });
});

describe('refused launches', () => {
  it('refuses a token signed with a key the platform does not publish', async () => {
    await expectRefusal(await launch(env, platform, { ...showcaseLink, signWithStrangerKey: true }), 401, /signature/);
  });

  it('refuses a token for another audience', async () => {
    await expectRefusal(
      await launch(env, platform, { ...showcaseLink, audience: 'someone-else' }),
      401,
      /not addressed to this tool/,
    );
  });

  it('refuses an expired token', async () => {
    await expectRefusal(await launch(env, platform, { ...showcaseLink, expiresIn: -300 }), 401, /expired/);
  });

  it('refuses a deployment that is not registered', async () => {
    await expectRefusal(
      await launch(env, platform, { ...showcaseLink, deploymentId: 'deployment-9' }),
      403,
      /deployment-9/,
    );
  });

  it('refuses a version other than 1.3.0', async () => {
    await expectRefusal(await launch(env, platform, { ...showcaseLink, version: '1.1' }), 400, /LTI 1\.3\.0/);
  });

  it('refuses a reused state, an unknown state and a reused nonce', async () => {
    const posted = await loginAtPlatform(env, platform, showcaseLink);
    expect((await formPost(env, '/lti/launch', posted)).status).toBe(303);
    await expectRefusal(await formPost(env, '/lti/launch', posted), 401, /already used/);
    await expectRefusal(
      await formPost(env, '/lti/launch', { ...posted, state: 'never-issued' }),
      401,
      /not started here/,
    );
    // A fresh login's state with the old token: the nonce was seen before.
    const fresh = await loginAtPlatform(env, platform, showcaseLink);
    await expectRefusal(
      await formPost(env, '/lti/launch', { ...fresh, id_token: posted.id_token }),
      401,
      /nonce was seen before/,
    );
  });

  it('refuses a post without a token, and a platform error', async () => {
    await expectRefusal(await formPost(env, '/lti/launch', {}), 400, /expects an LTI launch/);
    await expectRefusal(
      await formPost(env, '/lti/launch', { error: 'login_required', error_description: 'Sign in to the LMS' }),
      400,
      /Sign in to the LMS/,
    );
  });

  it('refuses a login from an unknown issuer, client or deployment', async () => {
    const params = platform.loginParams(showcaseLink);
    const login = (changes: Record<string, string>) =>
      env.request('GET', `/lti/login?${new URLSearchParams({ ...params, ...changes })}`);
    await expectRefusal(
      await login({ iss: 'https://unknown.example' }),
      403,
      /No platform with issuer https:\/\/unknown\.example/,
    );
    await expectRefusal(await login({ client_id: 'not-ours' }), 403, /client id not-ours/);
    await expectRefusal(await login({ lti_deployment_id: 'deployment-9' }), 403, /deployment-9/);
    await expectRefusal(await env.request('GET', '/lti/login'), 400, /iss, login_hint and target_link_uri/);
  });

  it('starts a login by POST too, with state and nonce kept server-side', async () => {
    const res = await formPost(env, '/lti/login', platform.loginParams(showcaseLink));
    expect(res.status).toBe(302);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    const location = new URL(res.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe(platform.registration.authUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_mode: 'form_post',
      response_type: 'id_token',
      scope: 'openid',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: 'http://localhost/api/lti/launch',
      state: expect.stringMatching(/^[\w-]{32}$/),
      nonce: expect.stringMatching(/^[\w-]{32}$/),
    });
  });
});

describe('deep linking', () => {
  it('lists the published showcases and public files, and posts back a signed response that launches the choice', async () => {
    const picker = await launch(env, platform, { messageType: DEEP_LINKING_REQUEST });
    expect(picker.status).toBe(200);
    expect(picker.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    const html = await picker.text();
    expect(html).toContain('Welcome Week');
    expect(html).not.toContain('Orientation (draft)');
    expect(html).toContain(`value="demo-university/file:${EMBEDDABLE_FILE}"`);

    const session = formField(html, 'session');
    const answer = await formPost(env, '/lti/deep-linking/respond', {
      session,
      item: `demo-university/showcase:${WELCOME_WEEK_SHOWCASE.id}`,
    });
    expect(answer.status).toBe(200);
    const form = await answer.text();
    expect(form).toContain(`action="${platform.origin}/deep-link-return"`);
    const jwt = formField(form, 'JWT');
    const header = JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString());
    const jwks = await (await env.request('GET', '/lti/jwks')).json();
    expect(header.kid).toBe(jwks.keys[0].kid);
    expect(decodeJwt(jwt)).toMatchObject({ iss: platform.clientId, aud: platform.issuer, nonce: expect.any(String) });

    // The platform receives it and verifies it against our published JWKS.
    const received = await fetch(`${platform.origin}/deep-link-return`, {
      method: 'POST',
      body: new URLSearchParams({ JWT: jwt }),
    });
    expect(received.status).toBe(200);
    const [item] = platform.deepLinks.at(-1)!.contentItems;
    expect(item).toMatchObject({
      type: 'ltiResourceLink',
      title: 'Welcome Week',
      url: 'http://localhost/api/lti/launch',
    });

    // The link, launched as the platform would, opens the chosen embed.
    const opened = await launch(env, platform, {
      messageType: RESOURCE_LINK_REQUEST,
      custom: item!.custom,
      targetLinkUri: item!.url,
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toMatch(new RegExp(`^${SHOWCASE_PATH}\\?`));

    // The choice goes back once.
    await expectRefusal(
      await formPost(env, '/lti/deep-linking/respond', {
        session,
        item: `demo-university/showcase:${WELCOME_WEEK_SHOWCASE.id}`,
      }),
      401,
      /expired or was already sent/,
    );
  });

  it('refuses a choice outside the list', async () => {
    const html = await (await launch(env, platform, { messageType: DEEP_LINKING_REQUEST })).text();
    const session = formField(html, 'session');
    await expectRefusal(
      await formPost(env, '/lti/deep-linking/respond', { session, item: 'demo-university/showcase:draft-orientation' }),
      400,
      /Choose a showcase/,
    );
  });

  it('the platform refuses a response not signed by our published key', async () => {
    const html = await (await launch(env, platform, { messageType: DEEP_LINKING_REQUEST })).text();
    const answer = await formPost(env, '/lti/deep-linking/respond', {
      session: formField(html, 'session'),
      item: `demo-university/file:${EMBEDDABLE_FILE}`,
    });
    const jwt = formField(await answer.text(), 'JWT');
    const [head, body] = jwt.split('.');
    const forged = `${head}.${body}.${Buffer.from('not our signature').toString('base64url')}`;
    const received = await fetch(`${platform.origin}/deep-link-return`, {
      method: 'POST',
      body: new URLSearchParams({ JWT: forged }),
    });
    expect(received.status).toBe(400);
    expect(decodeJwt(jwt)[CLAIM.deploymentId]).toBe(platform.deploymentId);
  });
});

describe('outbound calls', () => {
  const launchOn = (api: ReturnType<typeof createApi>, fields: Record<string, string>) =>
    api.request('/lti/launch', {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

  it("fetches a platform's keys through the guarded client: a private address is refused unless the tests' switch is on", async () => {
    const guarded = createApi(
      {
        db: env.database.db,
        auth: env.auth,
        trustUnverifiedEmails: true,
        trustProxy: 1,
        publicUrl: 'http://localhost',
        storage: env.storage,
        media: { ...env.media, allowPrivateLinks: false },
        jobs: env.jobs,
        integrationsCipher: env.integrationsCipher,
      },
      clientConfigOf(loadConfig({ ...process.env })),
    );
    // The emulator's keys are on http://127.0.0.1: fetched with the switch on (the tests' API), refused without.
    expect((await launchOn(env.api, await loginAtPlatform(env, platform, showcaseLink))).status).toBe(303);
    const plain = await launchOn(guarded, await loginAtPlatform(env, platform, showcaseLink));
    await expectRefusal(plain, 502, /could not be fetched from http:\/\/127\.0\.0\.1:\d+\/jwks: Only https/);

    // Keys at an https address that is private are refused before any connection.
    const jwksUrl = `https://127.0.0.1:${new URL(platform.origin).port}/jwks`;
    const registration = await createdLtiPlatform(env.database.db, {
      ...platform.registration,
      id: 'private-keys',
      workspaceId: 'demo-university',
      issuer: 'https://lms.private-keys.test',
      authUrl: 'https://lms.private-keys.test/auth',
      jwksUrl,
    });
    await savedLtiLoginState(env.database.db, {
      state: 'private-keys-state',
      platformId: registration!.id,
      nonce: 'n',
      ttlMs: 60_000,
    });
    const { privateKey } = await generateKeyPair('RS256');
    const idToken = await new SignJWT({ nonce: 'n' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k' })
      .setIssuer('https://lms.private-keys.test')
      .setAudience(platform.clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const res = await launchOn(guarded, { id_token: idToken, state: 'private-keys-state' });
    await expectRefusal(
      res,
      502,
      /could not be fetched from https:\/\/127\.0\.0\.1:\d+\/jwks: .*private network address/,
    );
  });
});

describe('the same platform registered by another workspace', () => {
  let outsider: TestUser;
  const register = (body: object) =>
    env.request('POST', '/workspaces/other-co/lti/platforms', { token: outsider.token, body });
  const removeAll = async () => {
    const listed = await env.request('GET', '/workspaces/other-co/lti/platforms', { token: outsider.token });
    for (const { id } of (await listed.json()).platforms as { id: string }[]) {
      await env.request('DELETE', `/workspaces/other-co/lti/platforms/${id}`, { token: outsider.token });
    }
  };
  beforeAll(async () => {
    outsider = await env.signIn('outsider@demo.test');
  });

  it("cannot send the institution's logins to its own sign-in page, nor take over its launches", async () => {
    const squat = {
      ...platform.registration,
      name: 'Squatter',
      authUrl: 'https://squatter.example/auth',
      jwksUrl: 'https://squatter.example/jwks',
    };
    expect((await register(squat)).status).toBe(201);
    const login = await env.request('GET', `/lti/login?${new URLSearchParams(platform.loginParams(showcaseLink))}`);
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toMatch(new RegExp(`^${platform.registration.authUrl}\\?`));
    const res = await launch(env, platform, showcaseLink);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toMatch(new RegExp(`^${SHOWCASE_PATH}\\?`));
    await removeAll();
  });

  it("opens each workspace's links, and lets the instructor choose the workspace when both registered the deployment", async () => {
    expect((await register({ ...platform.registration, name: 'Other Co LMS' })).status).toBe(201);
    const opened = await launch(env, platform, showcaseLink);
    expect(opened.headers.get('Location')).toMatch(new RegExp(`^${SHOWCASE_PATH}\\?`));

    await env.database.db.update(files).set({ embeddable: true }).where(eq(files.id, OTHER_CO_FILE));
    const html = await (await launch(env, platform, { messageType: DEEP_LINKING_REQUEST })).text();
    expect(html).toContain('<legend>Showcases of Demo University</legend>');
    expect(html).toContain('<legend>Files of Other Co</legend>');
    const answer = await formPost(env, '/lti/deep-linking/respond', {
      session: formField(html, 'session'),
      item: `other-co/file:${OTHER_CO_FILE}`,
    });
    const [item] = decodeJwt(formField(await answer.text(), 'JWT'))[CLAIM.contentItems] as {
      url: string;
      custom: Record<string, string>;
    }[];
    const otherPath = `/embed/other-co/files/${OTHER_CO_FILE}`;
    expect(item!.custom).toEqual({ [EMBED_PATH_PARAMETER]: otherPath });
    const link = { messageType: RESOURCE_LINK_REQUEST, custom: item!.custom, targetLinkUri: item!.url } as const;
    expect((await launch(env, platform, link)).headers.get('Location')).toMatch(new RegExp(`^${otherPath}\\?`));
    await removeAll();
    await expectRefusal(await launch(env, platform, link), 403, /another workspace/);
  });
});

describe('rate limit', () => {
  it(`allows ${LTI_RATE_LIMIT.max} calls to /api/lti/* per address in ${LTI_RATE_LIMIT.windowSeconds / 60} minutes: then a page for people, JSON for the rest`, async () => {
    const from = (path: string, headers: Record<string, string> = {}) =>
      env.request('GET', path, { headers: { 'X-Forwarded-For': '2001:db8:66:1::1', ...headers } });
    for (let i = 0; i < LTI_RATE_LIMIT.max; i++) expect((await from('/lti/canvas-config.json')).status).toBe(200);
    const json = await from('/lti/jwks');
    expect(json.status).toBe(429);
    expect((await json.json()).error.code).toBe('rate_limited');
    const page = await from(`/lti/login?${new URLSearchParams(platform.loginParams(showcaseLink))}`, {
      Accept: 'text/html',
    });
    await expectRefusal(page, 429, /Too many requests from your network/);
    expect(Number(page.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await env.request('GET', '/lti/jwks', { headers: { 'X-Forwarded-For': '2001:db8:66:2::1' } })).status).toBe(
      200,
    );
  });
});
