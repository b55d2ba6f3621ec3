import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountData } from '../db/queries/account';
import { invitations, memberships, users, workspaces } from '../db/schema';
import { assignments, timeEntries } from '../db/schema-assignments';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';
import { isRecentSignIn } from './account';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const id = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

/** Makes `people` members of a new workspace with the given roles; answers its id. */
async function workspaceOf(name: string, people: [TestUser, string][]): Promise<string> {
  const workspaceId = id('ws');
  const { db } = env.database;
  await db.insert(workspaces).values({ id: workspaceId, name, type: 'business' });
  for (const [person] of people) {
    await db.insert(users).values({ id: person.uid, email: person.email, name: person.email }).onConflictDoNothing();
  }
  await db.insert(memberships).values(people.map(([p, role]) => ({ workspaceId, userId: p.uid, role })));
  return workspaceId;
}

const deleteAccount = (who: TestUser) => env.request('DELETE', '/account', { token: who.token });

describe('DELETE /account and stored media', () => {
  it('deletes the stored media of the workspaces it deletes, and leaves the rest', async () => {
    const [leaver, partner] = [await env.createUser('Solo Sam'), await env.createUser('Pat Partner')];
    const own = await workspaceOf('Solo Studio', [[leaver, 'admin']]);
    const shared = await workspaceOf('Shared Studio', [
      [leaver, 'admin'],
      [partner, 'admin'],
    ]);
    const gone = [
      fileStorageKey(own, 'f1', 'original'),
      fileStorageKey(own, 'f1', 'rendition.mp4'),
      fileStorageKey(own, 'f2', 'tracks/t1/descriptions/c1.ogg'),
    ];
    const kept = fileStorageKey(shared, 'f3', 'original');
    for (const key of [...gone, kept]) await env.storage.put(key, Buffer.from('media'), 'audio/mpeg');
    expect((await deleteAccount(leaver)).status).toBe(204);
    for (const key of gone) expect(await env.storage.stat(key)).toBeNull();
    expect(await env.storage.stat(kept)).not.toBeNull();
  });
});

describe('DELETE /account', () => {
  it('refuses while the caller is the only admin of a workspace with other members, naming them', async () => {
    const [admin, editor] = [await env.createUser('Ada'), await env.createUser('Eddie')];
    const workspaceId = await workspaceOf('Blocked Co', [
      [admin, 'admin'],
      [editor, 'transcript-editor'],
    ]);
    const res = await deleteAccount(admin);
    expect(res.status).toBe(409);
    const { error } = await res.json();
    expect(error.message).toBe('You are the only admin of Blocked Co: make someone else admin first');
    expect(error.details.workspaces).toEqual([
      {
        workspaceId,
        workspaceName: 'Blocked Co',
        members: [{ userId: editor.uid, name: editor.email, email: editor.email }],
      },
    ]);
    expect((await env.auth.getUser(admin.uid)).uid).toBe(admin.uid);

    // Once someone else is admin, deleting goes ahead.
    await env.database.db.update(memberships).set({ role: 'admin' }).where(eq(memberships.userId, editor.uid));
    expect((await deleteAccount(admin)).status).toBe(204);
  });

  it('deletes the Firebase user and their data, keeps time entries as "Deleted user", and is safe to repeat', async () => {
    const [leaver, colleague] = [await env.createUser('Lee Leaver'), await env.createUser('Cole')];
    const shared = await workspaceOf('Shared', [
      [colleague, 'admin'],
      [leaver, 'transcript-editor'],
    ]);
    const own = await workspaceOf('Solo', [[leaver, 'admin']]);
    const { db } = env.database;
    const assignmentId = id('a');
    await db.insert(assignments).values({
      id: assignmentId,
      workspaceId: shared,
      title: 'Fix',
      description: '',
      createdBy: colleague.uid,
    });
    await db.insert(timeEntries).values([
      {
        id: id('t'),
        assignmentId,
        userId: leaver.uid,
        userName: 'Lee Leaver',
        startTime: new Date(Date.now() - 60_000),
        endTime: new Date(),
      },
      { id: id('t'), assignmentId, userId: leaver.uid, userName: 'Lee Leaver', startTime: new Date(Date.now() - 1000) },
    ]);
    await db.insert(invitations).values([
      { id: id('i'), workspaceId: own, email: 'friend@example.com', role: 'viewer', invitedBy: leaver.uid },
      { id: id('i'), workspaceId: shared, email: leaver.email, role: 'viewer', invitedBy: colleague.uid },
    ]);

    expect((await deleteAccount(leaver)).status).toBe(204);

    await expect(env.auth.getUser(leaver.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(env.signIn(leaver.email, 'test-password')).rejects.toThrow(/Sign-in of .* failed/);
    expect(await db.select().from(users).where(eq(users.id, leaver.uid))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.userId, leaver.uid))).toEqual([]);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, own))).toEqual([]);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, shared))).toHaveLength(1);
    expect(await db.select().from(invitations).where(eq(invitations.invitedBy, leaver.uid))).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.email, leaver.email))).toEqual([]);
    const entries = await db.select().from(timeEntries).where(eq(timeEntries.assignmentId, assignmentId));
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.userName)).toEqual(['Deleted user', 'Deleted user']);
    // The running timer was stopped rather than left holding the assignment.
    expect(entries.every((e) => e.endTime !== null)).toBe(true);

    // The account is gone, so its token no longer works; deleting the data again (a retry after the Firebase step
    // failed) finds nothing to do.
    expect((await deleteAccount(leaver)).status).toBe(401);
    await deletedAccountData(db, { id: leaver.uid, email: leaver.email });
    expect(await db.select().from(timeEntries).where(eq(timeEntries.assignmentId, assignmentId))).toHaveLength(2);
  });

  it('asks for a sign-in within the last 5 minutes', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(isRecentSignIn(now / 1000 - 299, now)).toBe(true);
    expect(isRecentSignIn(now / 1000 - 301, now)).toBe(false);
  });
});
