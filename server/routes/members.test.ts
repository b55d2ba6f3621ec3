import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@shared/constants';
import { memberships, users, workspaces } from '../db/schema';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

const LAST_ADMIN = 'A workspace needs at least one admin: make someone else admin first';
const joinedAt = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const DEMO_MEMBERS = [
  { userId: 'demo-admin', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin', joinedAt },
  { userId: 'demo-manager', name: 'Manuel Manager', email: 'manager@demo.test', role: 'content-manager', joinedAt },
  { userId: 'demo-editor', name: 'Edith Editor', email: 'editor@demo.test', role: 'transcript-editor', joinedAt },
  { userId: 'demo-viewer', name: 'Victor Viewer', email: 'viewer@demo.test', role: 'viewer', joinedAt },
];

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

/**
 * A fresh workspace with one new account per role, so tests that change memberships leave the demo
 * workspaces alone and do not depend on each other.
 */
async function scratchWorkspace(...roles: Role[]): Promise<{ workspaceId: string; people: TestUser[] }> {
  const people = await Promise.all(roles.map((role, i) => env.createUser(`${role} ${i}`)));
  const workspaceId = `scratch-${randomBytes(6).toString('hex')}`;
  const { db } = env.database;
  await db.insert(workspaces).values({ id: workspaceId, name: 'Scratch', type: 'business' });
  await db.insert(users).values(people.map((p, i) => ({ id: p.uid, email: p.email, name: `${roles[i]} ${i}` })));
  await db.insert(memberships).values(people.map((p, i) => ({ workspaceId, userId: p.uid, role: roles[i]! })));
  return { workspaceId, people };
}

const membersOf = async (workspaceId: string, token: string) =>
  (await (await env.request('GET', `/get_workspace_members?workspaceId=${workspaceId}`, { token })).json()).members as {
    userId: string;
    role: Role;
  }[];

const adminCount = async (workspaceId: string) =>
  (
    await env.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'admin')))
  ).length;

const invite = (workspaceId: string, token: string, body: unknown) =>
  env.request('POST', `/workspaces/${workspaceId}/invitations`, { token, body });

const setRole = (workspaceId: string, userId: string, token: string, role: unknown) =>
  env.request('PATCH', `/workspaces/${workspaceId}/members/${userId}`, { token, body: { role } });

const remove = (workspaceId: string, userId: string, token: string) =>
  env.request('DELETE', `/workspaces/${workspaceId}/members/${userId}`, { token });

describe('GET /get_workspace_members', () => {
  it.each(['admin', 'manager', 'editor'] as const)(
    'lets the demo %s read the members with their addresses, admins first',
    async (who) => {
      const res = await env.request('GET', '/get_workspace_members?workspaceId=demo-university', {
        token: demo[who].token,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ members: DEMO_MEMBERS });
    },
  );

  it('shows a viewer names, roles and join dates but no addresses', async () => {
    const res = await env.request('GET', '/get_workspace_members?workspaceId=demo-university', {
      token: demo.viewer.token,
    });
    expect(res.status).toBe(200);
    const { members } = await res.json();
    expect(members).toEqual(DEMO_MEMBERS.map(({ email: _email, ...rest }) => rest));
    expect(JSON.stringify(members)).not.toContain('@demo.test');
  });

  it('lets an operator read them without listing the operator', async () => {
    const res = await env.request('GET', '/get_workspace_members?workspaceId=demo-university', {
      token: demo.operator.token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ members: DEMO_MEMBERS });
  });

  it('answers an outsider with the same 404 as an unknown workspace', async () => {
    const hidden = await env.request('GET', '/get_workspace_members?workspaceId=demo-university', {
      token: demo.outsider.token,
    });
    const unknown = await env.request('GET', '/get_workspace_members?workspaceId=no-such-workspace', {
      token: demo.outsider.token,
    });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: { code: 'not_found', message: 'Workspace not found' } });
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Workspace not found' } });
  });

  it('orders by role, then by name within a role', async () => {
    const { workspaceId, people } = await scratchWorkspace('viewer', 'viewer', 'transcript-editor', 'admin');
    const [viewer1, viewer0, editor, admin] = [people[1]!, people[0]!, people[2]!, people[3]!];
    // Names are "<role> <index>", so "viewer 0" sorts before "viewer 1".
    expect((await membersOf(workspaceId, admin.token)).map((m) => m.userId)).toEqual([
      admin.uid,
      editor.uid,
      viewer0.uid,
      viewer1.uid,
    ]);
  });
});

describe('invitations', () => {
  it('lets an admin invite by email and role, storing the address trimmed and lowercased', async () => {
    const res = await invite('demo-university', demo.admin.token, {
      email: '  New.Person@Example.COM ',
      role: 'viewer',
    });
    expect(res.status).toBe(201);
    const { invitation } = await res.json();
    expect(invitation).toEqual({
      id: expect.any(String),
      workspaceId: 'demo-university',
      email: 'new.person@example.com',
      role: 'viewer',
      invitedBy: 'demo-admin',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Seven days by default.
    const lifetime = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(Math.abs(lifetime - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
    expect(new Date(invitation.createdAt).toISOString()).toBe(invitation.createdAt);

    const list = await env.request('GET', '/workspaces/demo-university/invitations', { token: demo.admin.token });
    expect(list.status).toBe(200);
    expect((await list.json()).invitations).toContainEqual(invitation);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', role: 'viewer' }, 'email: Enter a valid email address'],
    ['a missing email', { role: 'viewer' }, 'email: Required'],
    [
      'an unknown role',
      { email: 'someone@example.com', role: 'owner' },
      'role: Role must be one of: admin, content-manager, transcript-editor, viewer',
    ],
  ])('rejects %s with 400 and a field message', async (_case, body, message) => {
    const res = await invite('demo-university', demo.admin.token, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: 'validation_error', message });
    expect(error.details[0].path).toBe(message.split(':')[0]);
  });

  it('refuses a second pending invitation for the same address with 409', async () => {
    expect(
      (await invite('demo-university', demo.admin.token, { email: 'twice@example.com', role: 'viewer' })).status,
    ).toBe(201);
    const again = await invite('demo-university', demo.admin.token, { email: 'TWICE@example.com', role: 'admin' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'conflict', message: 'An invitation for twice@example.com is already pending' },
    });
  });

  it('refuses to invite someone who is already a member with 409', async () => {
    const res = await invite('demo-university', demo.admin.token, { email: 'Editor@Demo.test', role: 'admin' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'conflict', message: 'editor@demo.test is already a member of this workspace' },
    });
  });

  it.each(['manager', 'editor', 'viewer'] as const)('forbids the %s to invite, list or revoke', async (who) => {
    const token = demo[who].token;
    const created = await invite('demo-university', token, { email: `by-${who}@example.com`, role: 'viewer' });
    expect(created.status).toBe(403);
    expect((await created.json()).error.code).toBe('forbidden');
    expect((await env.request('GET', '/workspaces/demo-university/invitations', { token })).status).toBe(403);
    const pending = await invite('demo-university', demo.admin.token, {
      email: `for-${who}@example.com`,
      role: 'viewer',
    });
    const { invitation } = await pending.json();
    const revoked = await env.request('DELETE', `/workspaces/demo-university/invitations/${invitation.id}`, { token });
    expect(revoked.status).toBe(403);
  });

  it('answers an outsider with 404, as for an unknown workspace', async () => {
    const res = await invite('demo-university', demo.outsider.token, { email: 'sneaky@example.com', role: 'admin' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Workspace not found' } });
    const list = await env.request('GET', '/workspaces/demo-university/invitations', { token: demo.outsider.token });
    expect(list.status).toBe(404);
  });

  it('revokes a pending invitation once, then answers 404', async () => {
    const created = await invite('demo-university', demo.admin.token, {
      email: 'revoke-me@example.com',
      role: 'viewer',
    });
    const { invitation } = await created.json();
    const path = `/workspaces/demo-university/invitations/${invitation.id}`;

    const first = await env.request('DELETE', path, { token: demo.admin.token });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    const second = await env.request('DELETE', path, { token: demo.admin.token });
    expect(second.status).toBe(404);
    expect(await second.json()).toEqual({ error: { code: 'not_found', message: 'Invitation not found' } });

    const list = await env.request('GET', '/workspaces/demo-university/invitations', { token: demo.admin.token });
    expect((await list.json()).invitations).not.toContainEqual(expect.objectContaining({ id: invitation.id }));
    // The address can be invited again once the old invitation is gone.
    expect(
      (await invite('demo-university', demo.admin.token, { email: 'revoke-me@example.com', role: 'viewer' })).status,
    ).toBe(201);
  });

  it("does not let an admin revoke another workspace's invitation through their own", async () => {
    const created = await invite('other-co', demo.outsider.token, { email: 'other-guest@example.com', role: 'viewer' });
    const { invitation } = await created.json();
    const res = await env.request('DELETE', `/workspaces/demo-university/invitations/${invitation.id}`, {
      token: demo.admin.token,
    });
    expect(res.status).toBe(404);
    const list = await env.request('GET', '/workspaces/other-co/invitations', { token: demo.outsider.token });
    expect((await list.json()).invitations).toContainEqual(invitation);
  });
});

describe('operators', () => {
  it('act as admin in a workspace they do not belong to, without being listed as members', async () => {
    const created = await invite('other-co', demo.operator.token, {
      email: 'from-operator@example.com',
      role: 'viewer',
    });
    expect(created.status).toBe(201);
    expect((await created.json()).invitation).toMatchObject({ workspaceId: 'other-co', invitedBy: 'demo-operator' });

    const pending = await env.request('GET', '/workspaces/other-co/invitations', { token: demo.operator.token });
    expect(pending.status).toBe(200);

    expect(await membersOf('other-co', demo.operator.token)).toEqual([
      { userId: 'demo-outsider', name: 'Otto Outsider', email: 'outsider@demo.test', role: 'admin', joinedAt },
    ]);
    const own = await env.request('GET', '/workspaces', { token: demo.operator.token });
    expect(await own.json()).toEqual({ workspaces: [] });
  });

  it('can change roles and remove members anywhere', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'viewer', 'viewer');
    expect((await setRole(workspaceId, people[1]!.uid, demo.operator.token, 'content-manager')).status).toBe(200);
    expect((await remove(workspaceId, people[2]!.uid, demo.operator.token)).status).toBe(204);
    expect(await membersOf(workspaceId, demo.operator.token)).toEqual([
      expect.objectContaining({ userId: people[0]!.uid, role: 'admin' }),
      expect.objectContaining({ userId: people[1]!.uid, role: 'content-manager' }),
    ]);
  });
});

describe('POST /workspaces/{workspaceId}/join', () => {
  it('makes an invited newcomer a member with the invited role', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin');
    const [admin] = people as [TestUser];
    const newcomer = await env.createUser('Nina Newcomer');
    const created = await invite(workspaceId, admin.token, {
      email: newcomer.email.toUpperCase(),
      role: 'transcript-editor',
    });
    expect(created.status).toBe(201);

    const res = await env.request('POST', `/workspaces/${workspaceId}/join`, { token: newcomer.token });
    expect(res.status).toBe(200);
    const joined = {
      workspaceId,
      workspaceName: 'Scratch',
      type: 'business',
      role: 'transcript-editor',
    };
    expect(await res.json()).toEqual({ workspace: joined });

    expect(await membersOf(workspaceId, newcomer.token)).toContainEqual({
      userId: newcomer.uid,
      name: 'Nina Newcomer',
      email: newcomer.email,
      role: 'transcript-editor',
      joinedAt,
    });
    const own = await env.request('GET', '/workspaces', { token: newcomer.token });
    expect(await own.json()).toEqual({ workspaces: [joined] });
    const { customClaims } = await env.auth.getUser(newcomer.uid);
    expect(customClaims).toEqual({ admin: false, workspaces: [{ id: workspaceId, role: 'transcript-editor' }] });

    const pending = await env.request('GET', `/workspaces/${workspaceId}/invitations`, { token: admin.token });
    expect(await pending.json()).toEqual({ invitations: [] });

    const again = await env.request('POST', `/workspaces/${workspaceId}/join`, { token: newcomer.token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'not_found', message: 'Invitation not found' } });
  });

  it('answers a caller without an invitation exactly like an unknown workspace', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin');
    const invited = await env.createUser();
    const stranger = await env.createUser();
    await invite(workspaceId, people[0]!.token, { email: invited.email, role: 'viewer' });

    const uninvited = await env.request('POST', `/workspaces/${workspaceId}/join`, { token: stranger.token });
    const unknown = await env.request('POST', '/workspaces/no-such-workspace/join', { token: stranger.token });
    expect(uninvited.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await uninvited.json()).toEqual(await unknown.json());
    expect(await membersOf(workspaceId, people[0]!.token)).toHaveLength(1);
  });

  it('does not let a demo member join a workspace that invited someone else', async () => {
    await invite('other-co', demo.outsider.token, { email: 'invited-to-other@example.com', role: 'admin' });
    const res = await env.request('POST', '/workspaces/other-co/join', { token: demo.viewer.token });
    expect(res.status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await env.request('POST', '/workspaces/demo-university/join')).status).toBe(401);
  });
});

describe('PATCH /workspaces/{workspaceId}/members/{userId}', () => {
  it("lets an admin change a member's role and mirrors it into the member's claims", async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'viewer');
    const [admin, viewer] = people as [TestUser, TestUser];
    const res = await setRole(workspaceId, viewer.uid, admin.token, 'content-manager');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      member: { userId: viewer.uid, name: 'viewer 1', email: viewer.email, role: 'content-manager', joinedAt },
    });
    expect(await membersOf(workspaceId, admin.token)).toContainEqual(
      expect.objectContaining({ userId: viewer.uid, role: 'content-manager' }),
    );
    expect((await env.auth.getUser(viewer.uid)).customClaims?.workspaces).toEqual([
      { id: workspaceId, role: 'content-manager' },
    ]);
  });

  it.each(['manager', 'editor', 'viewer'] as const)('forbids the %s to change roles', async (who) => {
    const res = await setRole('demo-university', 'demo-viewer', demo[who].token, 'admin');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({
      code: 'forbidden',
      message: 'This needs one of these roles: admin',
    });
  });

  it('answers an outsider with 404', async () => {
    const res = await setRole('demo-university', 'demo-viewer', demo.outsider.token, 'admin');
    expect(res.status).toBe(404);
  });

  it('answers 404 for someone who is not a member', async () => {
    const res = await setRole('demo-university', 'demo-outsider', demo.admin.token, 'viewer');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Member not found' } });
  });

  it('rejects an unknown role with 400', async () => {
    const res = await setRole('demo-university', 'demo-viewer', demo.admin.token, 'owner');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_error',
      message: 'role: Role must be one of: admin, content-manager, transcript-editor, viewer',
    });
  });

  it('refuses to demote the last admin with 409', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'viewer');
    const res = await setRole(workspaceId, people[0]!.uid, people[0]!.token, 'viewer');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'conflict', message: LAST_ADMIN } });
    expect(await adminCount(workspaceId)).toBe(1);
  });

  it('lets one of two admins be demoted, after which the other is the last', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'admin');
    const [first, second] = people as [TestUser, TestUser];
    expect((await setRole(workspaceId, second.uid, first.token, 'viewer')).status).toBe(200);
    expect((await setRole(workspaceId, first.uid, first.token, 'viewer')).status).toBe(409);
    // Re-saving the last admin as admin is not a demotion.
    expect((await setRole(workspaceId, first.uid, first.token, 'admin')).status).toBe(200);
  });

  it('keeps an admin when two admins demote each other at the same time', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'admin');
    const [first, second] = people as [TestUser, TestUser];
    env.alignTransactions(2);
    const responses = await Promise.all([
      setRole(workspaceId, second.uid, first.token, 'viewer'),
      setRole(workspaceId, first.uid, second.token, 'viewer'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await adminCount(workspaceId)).toBe(1);
  });
});

describe('DELETE /workspaces/{workspaceId}/members/{userId}', () => {
  it('lets an admin remove a member, who loses access and the claim', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'viewer');
    const [admin, viewer] = people as [TestUser, TestUser];
    const res = await remove(workspaceId, viewer.uid, admin.token);
    expect(res.status).toBe(204);
    expect((await membersOf(workspaceId, admin.token)).map((m) => m.userId)).toEqual([admin.uid]);
    const own = await env.request('GET', '/workspaces', { token: viewer.token });
    expect(await own.json()).toEqual({ workspaces: [] });
    expect((await env.auth.getUser(viewer.uid)).customClaims?.workspaces).toEqual([]);
    const read = await env.request('GET', `/get_workspace?workspaceId=${workspaceId}`, { token: viewer.token });
    expect(read.status).toBe(404);
    expect((await remove(workspaceId, viewer.uid, admin.token)).status).toBe(404);
  });

  it('lets a member leave', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'transcript-editor');
    expect((await remove(workspaceId, people[1]!.uid, people[1]!.token)).status).toBe(204);
    expect(await membersOf(workspaceId, people[0]!.token)).toHaveLength(1);
  });

  it('forbids a non-admin to remove someone else', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'content-manager', 'viewer');
    const res = await remove(workspaceId, people[2]!.uid, people[1]!.token);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
    expect(await membersOf(workspaceId, people[0]!.token)).toHaveLength(3);
  });

  it('answers an outsider with 404', async () => {
    expect((await remove('demo-university', 'demo-viewer', demo.outsider.token)).status).toBe(404);
  });

  it('refuses to remove the last admin with 409, but lets one of two admins leave', async () => {
    const lone = await scratchWorkspace('admin', 'viewer');
    const res = await remove(lone.workspaceId, lone.people[0]!.uid, lone.people[0]!.token);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'conflict', message: LAST_ADMIN } });

    const pair = await scratchWorkspace('admin', 'admin');
    expect((await remove(pair.workspaceId, pair.people[0]!.uid, pair.people[0]!.token)).status).toBe(204);
    expect(await adminCount(pair.workspaceId)).toBe(1);
  });

  it('keeps an admin when two admins remove each other at the same time', async () => {
    const { workspaceId, people } = await scratchWorkspace('admin', 'admin');
    const [first, second] = people as [TestUser, TestUser];
    env.alignTransactions(2);
    const responses = await Promise.all([
      remove(workspaceId, second.uid, first.token),
      remove(workspaceId, first.uid, second.token),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([204, 409]);
    expect(await adminCount(workspaceId)).toBe(1);
  });
});
