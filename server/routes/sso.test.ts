import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { loadConfig } from '../config';
import { createdSsoProvider } from '../db/queries/sso';
import { users } from '../db/schema';
import { clientConfigOf } from '../site';
import { SSO_RATE_LIMIT } from './sso';
import { createTestIdentityProvider, type TestIdentityProvider } from '../sso/testing/identity-provider';
import type { SsoConfig } from '../sso/service-provider';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

const SP_BASE = 'http://localhost';
const ACS = `${SP_BASE}/api/sso/acs`;
const DOMAIN = 'sso.demo.test';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let idp: TestIdentityProvider;
let spKeys: { private: string; cert: string };
let providerId: string;
let api: ReturnType<typeof createApi>;
let offApi: ReturnType<typeof createApi>;
const dnsRecords = new Map<string, string[][]>();

function apiWith(sso: SsoConfig, publicUrl = SP_BASE) {
  return createApi(
    {
      db: env.database.db,
      auth: env.auth,
      trustUnverifiedEmails: true,
      trustProxy: 1,
      publicUrl,
      storage: env.storage,
      media: env.media,
      jobs: env.jobs,
      sso,
    },
    clientConfigOf(loadConfig({ ...process.env })),
  );
}

function call(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; on?: typeof api; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return Promise.resolve((init.on ?? api).request(path, { method, headers, body }));
}

const uniqueEmail = (domain = DOMAIN) => `person-${randomBytes(5).toString('hex')}@${domain}`;
const spEntityId = () => `${SP_BASE}/api/sso/providers/${providerId}/metadata`;

/** The cookie the test's browser holds from its latest sign-in start, as a browser would send it back. */
let browserCookie = '';

/** Starts a sign-in as the sign-in page does; returns the AuthnRequest's ID, the relay state and the cookie. */
async function startSignIn(email: string) {
  const res = await call('POST', '/sso/auth-request', { body: { email, providerId } });
  expect(res.status).toBe(200);
  const { redirectUrl, relayState } = (await res.json()) as { redirectUrl: string; relayState: string };
  const setCookie = res.headers.get('Set-Cookie') ?? '';
  browserCookie = setCookie.split(';')[0]!;
  const url = new URL(redirectUrl);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  return { url, xml, requestId: /\bID="([^"]+)"/.exec(xml)![1]!, relayState, setCookie, cookie: browserCookie };
}

async function respond(samlResponse: string, relayState = providerId, cookie = browserCookie) {
  const res = await call('POST', '/sso/handle-response', { body: { samlResponse, relayState }, cookie });
  return { status: res.status, body: (await res.json()) as { customToken?: string; error?: { message: string } } };
}

/** A fresh sign-in answered by the IdP, with `tags` changed in its assertion template. */
async function answered(email: string, tags: Record<string, string> = {}) {
  const { requestId } = await startSignIn(email);
  return idp.signedResponse({ spEntityId: spEntityId(), acsUrl: ACS, email, inResponseTo: requestId, tags });
}

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const encode = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function exchange(customToken: string) {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=test`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  spKeys = await generate([{ name: 'commonName', value: 'media-access-sp' }], { keySize: 2048, algorithm: 'sha256' });
  const resolveTxt = (domain: string) => Promise.resolve(dnsRecords.get(domain) ?? []);
  api = apiWith({ enabled: true, spPrivateKey: spKeys.private, spCertificate: spKeys.cert, resolveTxt });
  offApi = apiWith({ enabled: false });
  idp = await createTestIdentityProvider('https://idp.sso.demo.test/metadata', 'https://idp.sso.demo.test/sso');
});
afterAll(() => env.close());

describe('providers', () => {
  it('lets only workspace admins add, list, toggle and delete; others get 403, strangers 404', async () => {
    const body = {
      workspaceId: 'demo-university',
      name: 'Demo IdP',
      domains: [DOMAIN],
      defaultRole: 'transcript-editor',
      metadataXml: idp.metadataXml,
    };
    expect((await call('POST', '/sso/providers', { token: demo.editor.token, body })).status).toBe(403);
    expect((await call('POST', '/sso/providers', { token: demo.outsider.token, body })).status).toBe(404);
    const created = await call('POST', '/sso/providers', { token: demo.admin.token, body });
    expect(created.status).toBe(201);
    const provider = await created.json();
    providerId = provider.id;
    expect(provider).toMatchObject({
      entityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      defaultRole: 'transcript-editor',
      enabled: true,
      acsUrl: ACS,
      domains: [{ domain: DOMAIN, verifiedAt: null, txtRecord: expect.stringMatching(/^media-access-verification=/) }],
    });
    const list = (token: string) => call('GET', '/workspaces/demo-university/sso/providers', { token });
    expect((await list(demo.viewer.token)).status).toBe(403);
    expect((await list(demo.outsider.token)).status).toBe(404);
    expect((await (await list(demo.admin.token)).json()).providers.map((p: { id: string }) => p.id)).toEqual([
      providerId,
    ]);
    for (const who of [demo.editor, demo.outsider]) {
      expect(
        (await call('POST', `/sso/providers/${providerId}/toggle`, { token: who.token, body: { enabled: false } }))
          .status,
      ).toBe(who === demo.editor ? 403 : 404);
      expect((await call('DELETE', `/sso/providers/${providerId}`, { token: who.token })).status).toBe(
        who === demo.editor ? 403 : 404,
      );
    }
  });

  it('refuses metadata that is not an IdP description, and accepts the same IdP as fields', async () => {
    const bad = await call('POST', '/sso/providers', {
      token: demo.admin.token,
      body: {
        workspaceId: 'demo-university',
        name: 'Broken',
        domains: ['broken.test'],
        metadataXml: '<EntityDescriptor/>',
      },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/IDPSSODescriptor/);
    const fields = await call('POST', '/sso/providers', {
      token: demo.admin.token,
      body: {
        workspaceId: 'demo-university',
        name: 'By fields',
        domains: ['fields.test'],
        entityId: 'urn:x',
        ssoUrl: 'https://idp.fields.test/sso',
        certificates: [idp.certificate],
      },
    });
    expect(fields.status).toBe(201);
    const { id } = await fields.json();
    expect((await call('DELETE', `/sso/providers/${id}`, { token: demo.admin.token })).status).toBe(204);
    expect((await call('DELETE', `/sso/providers/${id}`, { token: demo.admin.token })).status).toBe(404);
  });

  it('verifies a domain by its DNS TXT record, or by an operator; an admin cannot skip DNS', async () => {
    const verify = (who: TestUser, method: string) =>
      call('POST', `/workspaces/demo-university/sso/providers/${providerId}/domains/${DOMAIN}/verify`, {
        token: who.token,
        body: { method },
      });
    const missing = await verify(demo.admin, 'dns');
    expect(missing.status).toBe(409);
    expect((await missing.json()).error.message).toMatch(/does not publish the TXT record/);
    expect((await verify(demo.admin, 'operator')).status).toBe(403);
    expect((await call('POST', '/sso/check', { body: { email: uniqueEmail() } })).status).toBe(200);
    expect(await (await call('POST', '/sso/check', { body: { email: uniqueEmail() } })).json()).toEqual({
      sso: false,
      providerId: null,
    });
    const verified = await verify(demo.operator, 'operator');
    expect(verified.status).toBe(200);
    expect((await verified.json()).domains[0]).toMatchObject({
      verifiedBy: 'operator',
      verifiedAt: expect.any(String),
    });
  });

  it('keeps public mail domains out: no provider may claim one, and none is verified, not even by an operator', async () => {
    const created = await call('POST', '/sso/providers', {
      token: demo.admin.token,
      body: {
        workspaceId: 'demo-university',
        name: 'Everyone',
        domains: ['example.edu', 'gmail.com', 'eu.proton.me'],
        metadataXml: idp.metadataXml,
      },
    });
    expect(created.status).toBe(400);
    const { error } = await created.json();
    expect(error.message).toMatch(/^gmail\.com is a public mail service/);
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(['domains.1', 'domains.2']);

    // One claimed before the rule existed is still never verified.
    const id = `public-${randomBytes(4).toString('hex')}`;
    await createdSsoProvider(env.database.db, {
      id,
      workspaceId: 'demo-university',
      name: 'Claimed earlier',
      defaultRole: 'viewer',
      entityId: 'urn:earlier',
      ssoUrl: 'https://idp.earlier.test/sso',
      certificates: [],
      domains: [{ domain: 'outlook.com', verificationToken: 'token' }],
    });
    dnsRecords.set('outlook.com', [['media-access-verification=token']]);
    for (const [who, method] of [
      [demo.operator, 'operator'],
      [demo.admin, 'dns'],
    ] as const) {
      const res = await call('POST', `/workspaces/demo-university/sso/providers/${id}/domains/outlook.com/verify`, {
        token: who.token,
        body: { method },
      });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toMatch(/outlook\.com is a public mail service/);
    }
    await call('DELETE', `/sso/providers/${id}`, { token: demo.admin.token });
  });

  it('accepts a DNS TXT record with the shown token', async () => {
    const res = await call('POST', '/sso/providers', {
      token: demo.admin.token,
      body: { workspaceId: 'demo-university', name: 'DNS', domains: ['dns.example.edu'], metadataXml: idp.metadataXml },
    });
    const provider = await res.json();
    dnsRecords.set('dns.example.edu', [
      ['v=spf1 -all'],
      [provider.domains[0].txtRecord.slice(0, 30), provider.domains[0].txtRecord.slice(30)],
    ]);
    const verified = await call(
      'POST',
      `/workspaces/demo-university/sso/providers/${provider.id}/domains/dns.example.edu/verify`,
      {
        token: demo.admin.token,
        body: { method: 'dns' },
      },
    );
    expect(verified.status).toBe(200);
    expect((await verified.json()).domains[0].verifiedBy).toBe('dns');
    await call('DELETE', `/sso/providers/${provider.id}`, { token: demo.admin.token });
  });
});

describe('sign-in', () => {
  it('says which addresses use SSO, only while the server has it on', async () => {
    expect(
      await (await call('POST', '/sso/check', { body: { email: `Someone@${DOMAIN.toUpperCase()}` } })).json(),
    ).toEqual({ sso: true, providerId });
    expect(await (await call('POST', '/sso/check', { body: { email: 'someone@demo.test' } })).json()).toEqual({
      sso: false,
      providerId: null,
    });
    expect(await (await call('POST', '/sso/check', { body: { email: `a@${DOMAIN}` }, on: offApi })).json()).toEqual({
      sso: false,
      providerId: null,
    });
    expect(
      (await call('POST', '/sso/auth-request', { body: { email: `a@${DOMAIN}`, providerId }, on: offApi })).status,
    ).toBe(404);
    expect((await call('POST', '/sso/check', { body: { email: 'not-an-email' } })).status).toBe(400);
  });

  it('sends a signed AuthnRequest to the IdP and serves SP metadata with our certificate', async () => {
    const { url, xml, relayState } = await startSignIn(uniqueEmail());
    expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
    expect(relayState).toBe(providerId);
    expect(url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(url.searchParams.get('Signature')).toBeTruthy();
    expect(xml).toContain(`AssertionConsumerServiceURL="${ACS}"`);
    const res = await call('GET', `/sso/providers/${providerId}/metadata`);
    expect(res.headers.get('Content-Type')).toMatch(/samlmetadata\+xml/);
    const metadata = await res.text();
    expect(metadata).toContain(`entityID="${spEntityId()}"`);
    expect(metadata).toContain(`Location="${ACS}"`);
    expect(metadata).toContain(spKeys.cert.split('\n')[1]);
    expect((await call('POST', '/sso/auth-request', { body: { email: 'x@demo.test', providerId } })).status).toBe(404);
  });

  it('signs a new person in with a custom token and adds them to the workspace with the provider role', async () => {
    const email = uniqueEmail();
    const { status, body } = await respond(await answered(email));
    expect(status).toBe(200);
    const idToken = await exchange(body.customToken!);
    const workspaces = await (await call('GET', '/workspaces', { token: idToken })).json();
    expect(workspaces.workspaces).toContainEqual(
      expect.objectContaining({ workspaceId: 'demo-university', role: 'transcript-editor' }),
    );
    expect((await env.auth.getUserByEmail(email)).emailVerified).toBe(true);
  });

  it('accepts a response only once, even when it arrives twice at the same moment', async () => {
    const response = await answered(uniqueEmail());
    const results = await Promise.all([respond(response), respond(response)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    const again = await respond(response);
    expect(again.status).toBe(401);
    expect(again.body.error!.message).toMatch(/already used|does not answer a sign-in started here/);
  });
});

describe('the browser that started the sign-in', () => {
  it('keeps the request in an HttpOnly, SameSite=Lax cookie for /api/sso, Secure when the site is https', async () => {
    const { setCookie, requestId } = await startSignIn(uniqueEmail());
    expect(setCookie).toContain(`media_access_sso_request=${requestId};`);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\/api\/sso/);
    expect(setCookie).not.toMatch(/; Secure/);
    const https = apiWith({ enabled: true }, 'https://media.example');
    const res = await call('POST', '/sso/auth-request', { body: { email: uniqueEmail(), providerId }, on: https });
    expect(res.headers.get('Set-Cookie')).toMatch(/; Secure/);
  });

  it('refuses a response posted by a browser that did not start it (login CSRF), with words saying so', async () => {
    // Someone signs in as themselves at the IdP and keeps the answer instead of posting it…
    const attacker = uniqueEmail();
    const started = await startSignIn(attacker);
    const response = await idp.signedResponse({
      spEntityId: spEntityId(),
      acsUrl: ACS,
      email: attacker,
      inResponseTo: started.requestId,
    });
    // …then makes another browser post it: one with no sign-in going on, or with a sign-in of its own.
    const other = await startSignIn(uniqueEmail());
    for (const cookie of ['', other.cookie]) {
      const { status, body } = await respond(response, providerId, cookie);
      expect(status).toBe(401);
      expect(body.error!.message).toMatch(/not started in this browser/);
    }
    expect((await respond(response, providerId, started.cookie)).status).toBe(200);
  });
});

describe('an account that existed before its first SSO sign-in', () => {
  /** Waits until the clock has moved past the current second: token sign-in times are whole seconds. */
  const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));

  it.each([
    ['an unverified password account (registered by someone else in advance)', false],
    ['a verified password account', true],
  ])('takes over %s: the password and its sessions end, and the person gets in', async (_, emailVerified) => {
    const email = uniqueEmail();
    await env.auth.createUser({ email, password: 'registered-first', emailVerified });
    const earlier = await env.signIn(email, 'registered-first');
    const synced = await call('POST', '/session', { token: earlier.token });
    expect(synced.status).toBe(204);
    const mediaCookie = synced.headers.get('Set-Cookie')!.split(';')[0]!;
    await nextSecond();

    const { status, body } = await respond(await answered(email));
    expect(status).toBe(200);
    const record = await env.auth.getUserByEmail(email);
    expect(record).toMatchObject({ uid: earlier.uid, emailVerified: true, providerData: [] });
    await expect(env.signIn(email, 'registered-first')).rejects.toThrow(/Sign-in of .* failed/);
    // What the account's earlier sign-in holds opens nothing any more (see also auth/current-user.test.ts)…
    expect((await call('GET', '/workspaces', { token: earlier.token })).status).toBe(401);
    const [row] = await env.database.db.select().from(users).where(eq(users.id, earlier.uid));
    const { auth_time: authTime } = JSON.parse(Buffer.from(earlier.token.split('.')[1]!, 'base64url').toString());
    expect(row!.sessionsValidAfter!.getTime()).toBeGreaterThan(authTime * 1000);
    const stream = await call('GET', '/workspaces/demo-university/events', { cookie: mediaCookie });
    expect(stream.status).toBe(401);
    await stream.body?.cancel();
    // …while the SSO sign-in reaches the workspace.
    const idToken = await exchange(body.customToken!);
    const workspaces = await (await call('GET', '/workspaces', { token: idToken })).json();
    expect(workspaces.workspaces).toContainEqual(expect.objectContaining({ workspaceId: 'demo-university' }));
  });

  it('leaves the sessions of an account only SSO signs in to alone', async () => {
    const email = uniqueEmail();
    const first = await exchange((await respond(await answered(email))).body.customToken!);
    await nextSecond();
    expect((await respond(await answered(email))).status).toBe(200);
    expect((await call('GET', '/workspaces', { token: first })).status).toBe(200);
  });
});

describe('rate limit', () => {
  it(`allows ${SSO_RATE_LIMIT.max} calls to /api/sso/* per address in ${SSO_RATE_LIMIT.windowSeconds / 60} minutes, an IPv6 /64 counting as one`, async () => {
    const from = (address: string) =>
      api.request('/sso/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email: 'someone@demo.test' }),
      });
    for (let i = 1; i <= SSO_RATE_LIMIT.max; i++)
      expect((await from(`2001:db8:55:1::${i.toString(16)}`)).status).toBe(200);
    const limited = await from('2001:db8:55:1:ffff::1');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await from('2001:db8:55:2::1')).status).toBe(200);
  });
});

describe('refused responses', () => {
  it('refuses an assertion without a signature', async () => {
    const xml = decode(await answered(uniqueEmail()));
    const unsigned = xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '');
    expect(unsigned).not.toBe(xml);
    const { status, body } = await respond(encode(unsigned));
    expect(status).toBe(401);
    expect(body.error!.message).toMatch(/not signed by this provider's certificate/);
  });

  it('refuses a signed assertion with an injected unsigned one (signature wrapping)', async () => {
    const xml = decode(await answered(uniqueEmail()));
    const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
    const forged = signed
      .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '')
      .replace(/ID="[^"]+"/, 'ID="_forged"')
      .replace(/<saml:NameID([^>]*)>[^<]*</, `<saml:NameID$1>admin@${DOMAIN}<`);
    const { status, body } = await respond(encode(xml.replace(signed, forged + signed)));
    expect(status).toBe(401);
    expect(body.error!.message).toMatch(/more than one assertion/);
  });

  it('refuses a response signed with another key', async () => {
    const other = await createTestIdentityProvider(idp.entityId, idp.ssoUrl);
    const { requestId } = await startSignIn(`x@${DOMAIN}`);
    const response = await other.signedResponse({
      spEntityId: spEntityId(),
      acsUrl: ACS,
      email: `x@${DOMAIN}`,
      inResponseTo: requestId,
    });
    expect((await respond(response)).body.error!.message).toMatch(/not signed by this provider's certificate/);
  });

  it.each([
    ['wrong audience', { Audience: 'https://another-service.example/sp' }, /wrong audience/],
    [
      'wrong destination',
      { Destination: 'https://another-service.example/acs' },
      /addressed to https:\/\/another-service\.example\/acs/,
    ],
    ['wrong recipient', { SubjectRecipient: 'https://another-service.example/acs' }, /recipient is not this site/],
    [
      'expired',
      {
        ConditionsNotBefore: minutesFromNow(-20),
        ConditionsNotOnOrAfter: minutesFromNow(-10),
        SubjectConfirmationDataNotOnOrAfter: minutesFromNow(-10),
      },
      /expired/,
    ],
    ['not yet valid', { ConditionsNotBefore: minutesFromNow(10) }, /not valid yet/],
  ])('refuses a %s', async (_, tags, message) => {
    const { status, body } = await respond(await answered(uniqueEmail(), tags));
    expect(status).toBe(401);
    expect(body.error!.message).toMatch(message);
  });

  it('refuses a response that answers no request made here', async () => {
    const response = await idp.signedResponse({
      spEntityId: spEntityId(),
      acsUrl: ACS,
      email: uniqueEmail(),
      inResponseTo: '_never-sent',
    });
    expect((await respond(response)).status).toBe(401);
  });

  it('refuses an address outside the provider domains', async () => {
    const { requestId } = await startSignIn(uniqueEmail());
    const response = await idp.signedResponse({
      spEntityId: spEntityId(),
      acsUrl: ACS,
      email: 'intruder@other.example',
      inResponseTo: requestId,
    });
    const { status, body } = await respond(response);
    expect(status).toBe(403);
    expect(body.error!.message).toMatch(/outside the email domains/);
  });

  it('refuses a response for a disabled provider, and signs in again once enabled', async () => {
    const response = await answered(uniqueEmail());
    const toggle = (enabled: boolean) =>
      call('POST', `/sso/providers/${providerId}/toggle`, { token: demo.admin.token, body: { enabled } });
    expect((await (await toggle(false)).json()).enabled).toBe(false);
    const { status, body } = await respond(response);
    expect(status).toBe(403);
    expect(body.error!.message).toMatch(/turned off/);
    expect(await (await call('POST', '/sso/check', { body: { email: uniqueEmail() } })).json()).toEqual({
      sso: false,
      providerId: null,
    });
    await toggle(true);
    expect((await respond(response)).status).toBe(200);
  });
});
