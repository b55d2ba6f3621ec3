import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANVAS_PLATFORM_DEFAULTS } from '@shared/schemas/lti';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let users: Record<DemoAccount, TestUser>;

const canvas = {
  kind: 'canvas',
  ...CANVAS_PLATFORM_DEFAULTS,
  clientId: '10000000000001',
  deploymentIds: ['1:abc'],
};
const path = (workspaceId = 'demo-university') => `/workspaces/${workspaceId}/lti/platforms`;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  users = await env.signInDemoAccounts();
});
afterAll(() => env.close());

describe('LTI platform registrations', () => {
  it('lets an admin register, list, change and remove a platform, with the tool URLs to copy', async () => {
    const token = users.admin.token;
    const created = await env.request('POST', path(), { token, body: canvas });
    expect(created.status).toBe(201);
    const { platform } = await created.json();
    expect(platform).toMatchObject({ ...canvas, workspaceId: 'demo-university', id: expect.any(String) });

    const listed = await (await env.request('GET', path(), { token })).json();
    expect(listed.platforms).toEqual([platform]);
    expect(listed.tool).toEqual({
      loginUrl: 'http://localhost/api/lti/login',
      launchUrl: 'http://localhost/api/lti/launch',
      deepLinkingUrl: 'http://localhost/api/lti/launch',
      jwksUrl: 'http://localhost/api/lti/jwks',
      canvasConfigUrl: 'http://localhost/api/lti/canvas-config.json',
    });

    const body = { ...canvas, deploymentIds: ['1:abc', '2:def'] };
    const changed = await env.request('PUT', `${path()}/${platform.id}`, { token, body });
    expect(changed.status).toBe(200);
    expect((await changed.json()).platform.deploymentIds).toEqual(['1:abc', '2:def']);

    expect((await env.request('DELETE', `${path()}/${platform.id}`, { token })).status).toBe(204);
    expect((await (await env.request('GET', path(), { token })).json()).platforms).toEqual([]);
  });

  it('refuses a second registration of the same issuer and client id', async () => {
    const token = users.admin.token;
    const body = { ...canvas, clientId: 'dup-client' };
    expect((await env.request('POST', path(), { token, body })).status).toBe(201);
    const again = await env.request('POST', path(), { token, body });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toContain('dup-client');
  });

  it('validates the fields', async () => {
    const res = await env.request('POST', path(), {
      token: users.admin.token,
      body: { ...canvas, jwksUrl: 'ftp://x', deploymentIds: [] },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.details.map((d: { path: string }) => d.path).sort()).toEqual(['deploymentIds', 'jwksUrl']);
  });

  it('is for admins only: other members get 403, outsiders 404', async () => {
    for (const who of ['manager', 'editor', 'viewer'] as const) {
      const res = await env.request('GET', path(), { token: users[who].token });
      expect(res.status, who).toBe(403);
      expect((await env.request('POST', path(), { token: users[who].token, body: canvas })).status, who).toBe(403);
    }
    expect((await env.request('GET', path(), { token: users.outsider.token })).status).toBe(404);
    expect((await env.request('GET', path())).status).toBe(401);
  });

  it("answers 404 for another workspace's registration", async () => {
    const created = await env.request('POST', path(), {
      token: users.admin.token,
      body: { ...canvas, clientId: 'demo-only' },
    });
    const { platform } = await created.json();
    // The outsider is an admin, of Other Co.
    const other = users.outsider;
    const otherWorkspaceId = 'other-co';
    for (const method of ['PUT', 'DELETE']) {
      const res = await env.request(method, `${path(otherWorkspaceId)}/${platform.id}`, {
        token: other.token,
        body: method === 'PUT' ? canvas : undefined,
      });
      expect(res.status, method).toBe(404);
    }
    const listed = await env.request('GET', path(otherWorkspaceId), { token: other.token });
    expect(await listed.json()).toMatchObject({ platforms: [] });
    const ours = await (await env.request('GET', path(), { token: users.admin.token })).json();
    expect(ours.platforms.map((p: { id: string }) => p.id)).toContain(platform.id);
  });
});

describe('well-known issuers and other workspaces', () => {
  const blackboard = {
    kind: 'generic',
    name: 'Blackboard',
    issuer: 'https://blackboard.com',
    clientId: 'app-123',
    deploymentIds: ['d-1'],
    authUrl: 'https://developer.blackboard.com/api/v1/gateway/oidcauth',
    tokenUrl: 'https://developer.blackboard.com/api/v1/gateway/oauth2/jwttoken',
    jwksUrl: 'https://developer.blackboard.com/api/v1/management/applications/app-123/jwks.json',
  };
  const schoology = {
    ...blackboard,
    name: 'Schoology',
    issuer: 'https://schoology.schoology.com',
    authUrl: 'https://lti-service.svc.schoology.com/lti-service/authorize-redirect',
    tokenUrl: 'https://lti-service.svc.schoology.com/lti-service/access-token',
    jwksUrl: 'https://lti-service.svc.schoology.com/lti-service/.well-known/jwks',
  };
  const brightspace = {
    ...blackboard,
    name: 'Brightspace',
    issuer: 'https://school.brightspace.com',
    authUrl: 'https://school.brightspace.com/d2l/lti/authenticate',
    tokenUrl: 'https://auth.brightspace.com/core/connect/token',
    jwksUrl: 'https://school.brightspace.com/d2l/.well-known/jwks',
  };

  it("refuses a Canvas Cloud registration whose endpoints are not Canvas's, naming the expected ones", async () => {
    const token = users.admin.token;
    const body = {
      ...canvas,
      clientId: 'pinned',
      authUrl: 'https://evil.example/auth',
      jwksUrl: 'https://evil.example/k',
    };
    const res = await env.request('POST', path(), { token, body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toContain('uses https://sso.canvaslms.com/api/lti/authorize_redirect');
    expect(error.message).toContain('uses https://sso.canvaslms.com/api/lti/security/jwks');
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(['authUrl', 'jwksUrl']);

    const written = await env.request('POST', path(), {
      token,
      body: { ...canvas, clientId: 'pinned', issuer: 'https://Canvas.Instructure.com/' },
    });
    expect(written.status).toBe(400);
    expect((await written.json()).error.message).toContain('issuer is exactly https://canvas.instructure.com');

    // A change to foreign endpoints is refused as well.
    const created = await env.request('POST', path(), { token, body: { ...canvas, clientId: 'pinned' } });
    expect(created.status).toBe(201);
    const { platform } = await created.json();
    const changed = await env.request('PUT', `${path()}/${platform.id}`, { token, body });
    expect(changed.status).toBe(400);
  });

  it.each([
    [
      'Blackboard',
      blackboard,
      { jwksUrl: 'https://developer.blackboard.com/api/v1/management/applications/x/jwks.json' },
    ],
    ['Schoology', schoology, { authUrl: 'https://schoology.example/auth' }],
    ['Brightspace', brightspace, { tokenUrl: 'https://school.brightspace.com/token' }],
  ])('accepts %s only with its own endpoints', async (_, official, changes) => {
    const token = users.admin.token;
    const wrong = await env.request('POST', path(), { token, body: { ...official, ...changes } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details).toEqual([
      {
        path: Object.keys(changes)[0],
        message: expect.stringContaining(`uses ${official[Object.keys(changes)[0] as 'authUrl']}`),
      },
    ]);
    expect((await env.request('POST', path(), { token, body: official })).status).toBe(201);
  });

  it('lets another workspace register the same issuer and client id: nobody can lock an institution out', async () => {
    const body = { ...canvas, clientId: 'registered-elsewhere-first' };
    expect((await env.request('POST', path('other-co'), { token: users.outsider.token, body })).status).toBe(201);
    expect((await env.request('POST', path(), { token: users.admin.token, body })).status).toBe(201);
  });
});

describe('published tool configuration', () => {
  it('publishes one stable RSA signing key as JWKS, without its private part', async () => {
    const first = await (await env.request('GET', '/lti/jwks')).json();
    const second = await (await env.request('GET', '/lti/jwks')).json();
    expect(first).toEqual(second);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(first.keys[0].d).toBeUndefined();
  });

  it("serves Canvas's developer-key JSON with our URLs and deep-linking placements", async () => {
    const res = await env.request('GET', '/lti/canvas-config.json');
    expect(res.status).toBe(200);
    const config = await res.json();
    expect(config).toMatchObject({
      oidc_initiation_url: 'http://localhost/api/lti/login',
      target_link_uri: 'http://localhost/api/lti/launch',
      public_jwk_url: 'http://localhost/api/lti/jwks',
    });
    const placements = config.extensions[0].settings.placements;
    expect(placements.map((p: { placement: string }) => p.placement)).toContain('editor_button');
    expect(new Set(placements.map((p: { message_type: string }) => p.message_type))).toEqual(
      new Set(['LtiDeepLinkingRequest']),
    );
  });
});
