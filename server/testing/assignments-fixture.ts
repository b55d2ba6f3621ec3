import { and, eq, isNull } from 'drizzle-orm';
import type { Assignment } from '@shared/schemas/assignments';
import { files, memberships } from '../db/schema';
import { assignmentActivity, assignments, timeEntries } from '../db/schema-assignments';
import { createTestEnv, type TestEnv, type TestUser } from './test-env';

/** The demo workspace the assignment, label and time-entry tests work in. */
export const W = 'demo-university';

export const json = async <T>(res: Response) => (await res.json()) as T;

/** A seeded environment with the demo people signed in, a file in W and one in another workspace. */
export async function createAssignmentsFixture() {
  const env: TestEnv = await createTestEnv();
  await env.seed();
  const [admin, manager, editor, viewer, outsider, operator] = (await Promise.all(
    ['admin', 'manager', 'editor', 'viewer', 'outsider', 'operator'].map((name) => env.signIn(`${name}@demo.test`)),
  )) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  const fileId = `asg-file-${Date.now()}`;
  const otherFileId = `asg-other-${Date.now()}`;
  await env.database.db.insert(files).values([
    { id: fileId, workspaceId: W, name: 'Lecture 1' },
    { id: otherFileId, workspaceId: 'other-co', name: 'Private' },
  ]);

  function create(user: TestUser, extra: Record<string, unknown> = {}) {
    return env.request('POST', '/assignments', {
      token: user.token,
      body: { fileId, workspaceId: W, title: 'Edit the transcript', description: 'Fix speaker names', ...extra },
    });
  }

  function update(user: TestUser, a: Assignment, fields: Record<string, unknown>) {
    return env.request('PUT', `/assignments/${a.id}`, {
      token: user.token,
      body: {
        workspaceId: W,
        assignmentId: a.id,
        version: a.version,
        updateMetadata: { userId: user.uid, userName: 'x', action: 'updated' },
        ...fields,
      },
    });
  }

  const timerPath = (a: Assignment, user: TestUser) => `/assignments/${a.id}/assignees/${user.uid}/timeEntries`;

  function start(user: TestUser, a: Assignment) {
    return env.request('POST', timerPath(a, user), {
      token: user.token,
      body: {
        workspaceId: W,
        assignmentId: a.id,
        assigneeId: user.uid,
        isManualEntry: false,
        startTime: Date.now() - 5000,
        userName: 'Someone',
        action: 'started_timer',
      },
    });
  }

  function stop(user: TestUser, a: Assignment, entryId: string) {
    return env.request('PUT', `${timerPath(a, user)}/${entryId}`, {
      token: user.token,
      body: {
        workspaceId: W,
        assignmentId: a.id,
        assigneeId: user.uid,
        entryId,
        endTime: Date.now(),
        userName: 'x',
        action: 'stopped_timer',
      },
    });
  }

  function addManual(user: TestUser, a: Assignment, times: { startTime: number; endTime: number }, extra = {}) {
    return env.request('POST', `${timerPath(a, user)}/manual`, {
      token: user.token,
      body: { workspaceId: W, userName: 'x', notes: '', ...times, ...extra },
    });
  }

  /** Pretends the assignment was created `ms` ago, so manual entries may lie in that past. */
  async function backdate(a: Assignment, ms: number) {
    await env.database.db
      .update(assignments)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(assignments.id, a.id));
  }

  /** A member of W without a display name, so nothing but their email can name them. */
  async function namelessEditor(): Promise<TestUser> {
    const email = `nameless-${Date.now()}@test.example`;
    await env.auth.createUser({ email, password: 'test-password', emailVerified: true });
    const user = await env.signIn(email, 'test-password');
    // The first call creates the users row the membership points at.
    await env.request('GET', '/workspaces', { token: user.token });
    await env.database.db.insert(memberships).values({ workspaceId: W, userId: user.uid, role: 'transcript-editor' });
    return user;
  }

  const { db } = env.database;
  /** What the database holds, whatever the API shows: rows of deleted assignments included. */
  const stored = {
    entriesOf: (assignmentId: string) =>
      db.select().from(timeEntries).where(eq(timeEntries.assignmentId, assignmentId)),
    runningEntriesOf: (assignmentId: string) =>
      db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.assignmentId, assignmentId), isNull(timeEntries.endTime))),
    activityOf: (assignmentId: string) =>
      db.select().from(assignmentActivity).where(eq(assignmentActivity.assignmentId, assignmentId)),
    assignment: async (id: string) => (await db.select().from(assignments).where(eq(assignments.id, id)))[0],
  };

  const addFile = (id: string, name: string) => db.insert(files).values({ id, workspaceId: W, name });

  return {
    env,
    stored,
    addFile,
    people: { admin, manager, editor, viewer, outsider, operator },
    fileId,
    otherFileId,
    create,
    update,
    timerPath,
    start,
    stop,
    addManual,
    backdate,
    namelessEditor,
  };
}

export type AssignmentsFixture = Awaited<ReturnType<typeof createAssignmentsFixture>>;
