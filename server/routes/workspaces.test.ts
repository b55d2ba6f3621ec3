import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let admin: TestUser;
let manager: TestUser;
let outsider: TestUser;
let operator: TestUser;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  [admin, manager, outsider, operator] = await Promise.all([
    env.signIn('admin@demo.test'),
    env.signIn('manager@demo.test'),
    env.signIn('outsider@demo.test'),
    env.signIn('operator@demo.test'),
  ]);
});
afterAll(() => env.close());

/** An emulator-style ID token (alg "none") whose lifetime ended an hour ago. */
function expiredToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const issuedAt = Math.floor(Date.now() / 1000) - 7200;
  const payload = {
    iss: 'https://securetoken.google.com/demo-media-access',
    aud: 'demo-media-access',
    sub: uid,
    user_id: uid,
    iat: issuedAt,
    auth_time: issuedAt,
    exp: issuedAt + 3600,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

describe('GET /get_workspace', () => {
  it('returns Demo University to its admin, with its active integrations', async () => {
    const res = await env.request('GET', '/get_workspace?workspaceId=demo-university', { token: admin.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      workspaceId: 'demo-university',
      workspaceName: 'Demo University',
      type: 'business',
      activeIntegrations: [{ platformType: 'kaltura' }, { platformType: 'youtube' }],
    });
  });

  it('answers a member of another workspace exactly like an unknown id', async () => {
    const hidden = await env.request('GET', '/get_workspace?workspaceId=demo-university', { token: outsider.token });
    const unknown = await env.request('GET', '/get_workspace?workspaceId=no-such-workspace', { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await hidden.json()).toEqual(await unknown.json());
  });

  it('lets an operator read any workspace', async () => {
    const res = await env.request('GET', '/get_workspace?workspaceId=other-co', { token: operator.token });
    expect(res.status).toBe(200);
    expect((await res.json()).workspaceName).toBe('Other Co');
  });

  it('needs a valid token', async () => {
    const none = await env.request('GET', '/get_workspace?workspaceId=demo-university');
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('unauthenticated');
    const forged = await env.request('GET', '/get_workspace?workspaceId=demo-university', { token: 'not-a-jwt' });
    expect(forged.status).toBe(401);
  });

  it('rejects a missing or malformed workspaceId with 400 and the zod issues', async () => {
    const res = await env.request('GET', '/get_workspace', { token: admin.token });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_error');
    expect(body.error.details[0].path).toBe('workspaceId');
  });
});

describe('ID tokens', () => {
  it('answers a call without a token with 401 and a sign-in message', async () => {
    const res = await env.request('GET', '/workspaces');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Sign in to continue: the request has no bearer token' },
    });
  });

  it('answers a garbage token with 401', async () => {
    const res = await env.request('GET', '/workspaces', { token: 'garbage.token.value' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Your sign-in token is invalid: sign in again' },
    });
  });

  it('answers an expired token with 401 and says the session expired', async () => {
    const res = await env.request('GET', '/workspaces', { token: expiredToken(admin.uid) });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.error.code).toBe('unauthenticated');
    expect(body.error.message).toMatch(/expired/i);
  });

  it('ignores a non-bearer Authorization header', async () => {
    const res = await env.request('GET', '/workspaces', { headers: { Authorization: `Basic ${admin.token}` } });
    expect(res.status).toBe(401);
  });
});

describe('GET /workspaces', () => {
  it("lists the caller's workspaces with their role", async () => {
    const res = await env.request('GET', '/workspaces', { token: manager.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      workspaces: [
        { workspaceId: 'demo-university', workspaceName: 'Demo University', type: 'business', role: 'content-manager' },
      ],
    });
  });

  it('shows an admin of another workspace only that workspace', async () => {
    const res = await env.request('GET', '/workspaces', { token: outsider.token });
    expect((await res.json()).workspaces).toEqual([
      { workspaceId: 'other-co', workspaceName: 'Other Co', type: 'other', role: 'admin' },
    ]);
  });

  it("lists an operator's own memberships only, which for the demo operator is none", async () => {
    const res = await env.request('GET', '/workspaces', { token: operator.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ workspaces: [] });
  });
});

describe('POST /workspaces', () => {
  it('creates a workspace whose admin is the caller, listed and mirrored into custom claims', async () => {
    const creator = await env.createUser('Cora Creator');
    const res = await env.request('POST', '/workspaces', {
      token: creator.token,
      body: { name: '  Acme Films  ', type: 'other' },
    });
    expect(res.status).toBe(201);
    const { workspace } = await res.json();
    expect(workspace).toEqual({
      workspaceId: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
      workspaceName: 'Acme Films',
      type: 'other',
      role: 'admin',
    });

    const list = await env.request('GET', '/workspaces', { token: creator.token });
    expect((await list.json()).workspaces).toEqual([workspace]);

    const detail = await env.request('GET', `/get_workspace?workspaceId=${workspace.workspaceId}`, {
      token: creator.token,
    });
    expect(await detail.json()).toEqual({
      workspaceId: workspace.workspaceId,
      workspaceName: 'Acme Films',
      type: 'other',
      activeIntegrations: [],
    });

    const members = await env.request('GET', `/get_workspace_members?workspaceId=${workspace.workspaceId}`, {
      token: creator.token,
    });
    expect((await members.json()).members).toEqual([
      { userId: creator.uid, name: 'Cora Creator', email: creator.email, role: 'admin', joinedAt: expect.any(String) },
    ]);

    const { customClaims } = await env.auth.getUser(creator.uid);
    expect(customClaims).toEqual({ admin: false, workspaces: [{ id: workspace.workspaceId, role: 'admin' }] });
  });

  it('defaults the type to business', async () => {
    const creator = await env.createUser();
    const res = await env.request('POST', '/workspaces', { token: creator.token, body: { name: 'Plain' } });
    expect(res.status).toBe(201);
    expect((await res.json()).workspace.type).toBe('business');
  });

  it('keeps existing memberships when a member creates another workspace', async () => {
    const creator = await env.createUser();
    const first = await (
      await env.request('POST', '/workspaces', { token: creator.token, body: { name: 'First' } })
    ).json();
    const second = await (
      await env.request('POST', '/workspaces', { token: creator.token, body: { name: 'Second' } })
    ).json();
    const list = await env.request('GET', '/workspaces', { token: creator.token });
    expect((await list.json()).workspaces.map((w: { workspaceId: string }) => w.workspaceId).sort()).toEqual(
      [first.workspace.workspaceId, second.workspace.workspaceId].sort(),
    );
    const { customClaims } = await env.auth.getUser(creator.uid);
    expect(customClaims?.workspaces).toHaveLength(2);
  });

  it.each([
    ['an empty name', { name: '' }, 'name: Name is required'],
    ['a blank name', { name: '   ' }, 'name: Name is required'],
    ['a missing name', {}, 'name: Name is required'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name: Name must be at most 80 characters'],
    ['an unknown type', { name: 'Acme', type: 'government' }, 'type: Type must be one of: business, other'],
    [
      'a type the specification does not know',
      { name: 'Acme', type: 'education' },
      'type: Type must be one of: business, other',
    ],
  ])('rejects %s with 400 and a field message', async (_case, body, message) => {
    const res = await env.request('POST', '/workspaces', { token: admin.token, body });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe(message);
    expect(error.details[0]).toMatchObject({ path: message.split(':')[0] });
  });

  it('accepts a name of exactly 80 characters', async () => {
    const creator = await env.createUser();
    const res = await env.request('POST', '/workspaces', { token: creator.token, body: { name: 'x'.repeat(80) } });
    expect(res.status).toBe(201);
  });

  it('needs a signed-in caller', async () => {
    const res = await env.request('POST', '/workspaces', { body: { name: 'Anonymous' } });
    expect(res.status).toBe(401);
  });
});
