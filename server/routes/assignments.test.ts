import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, TimeEntryResponse } from '@shared/schemas/assignments';
import { files } from '../db/schema';
import { timeEntries } from '../db/schema-assignments';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

const W = 'demo-university';
let env: TestEnv;
let admin: TestUser, manager: TestUser, editor: TestUser, viewer: TestUser, outsider: TestUser, operator: TestUser;
let fileId: string;
let otherFileId: string;

beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
  [admin, manager, editor, viewer, outsider, operator] = (await Promise.all(
    ['admin', 'manager', 'editor', 'viewer', 'outsider', 'operator'].map((name) => env.signIn(`${name}@demo.test`)),
  )) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
  fileId = `asg-file-${Date.now()}`;
  otherFileId = `asg-other-${Date.now()}`;
  await env.database.db.insert(files).values([
    { id: fileId, workspaceId: W, name: 'Lecture 1' },
    { id: otherFileId, workspaceId: 'other-co', name: 'Private' },
  ]);
});
afterAll(() => env.close());

const json = async <T>(res: Response) => (await res.json()) as T;

async function create(user: TestUser, extra: Record<string, unknown> = {}) {
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

describe('POST /assignments', () => {
  it('lets a transcript-editor create one with the defaults and records who did it', async () => {
    const res = await create(editor, { assignees: [manager.uid], createdBy: 'someone-else' });
    expect(res.status).toBe(201);
    const a = await json<Assignment>(res);
    expect(a).toMatchObject({
      status: 'pending',
      priority: 'medium',
      type: 'custom',
      createdBy: editor.uid,
      version: 1,
    });
    expect(a.assignees).toEqual([manager.uid]);
    expect(a.totalTimeSpent).toBe(0);
    expect(a.activity.map((x) => x.action)).toEqual(['created']);
  });

  it('says exactly what is missing', async () => {
    const res = await create(editor, { title: '  ', description: '' });
    expect(res.status).toBe(400);
    const body = await json<{ error: { details: { path: string; message: string }[] } }>(res);
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', message: 'Title is required' }),
        expect.objectContaining({ path: 'description', message: 'Description is required' }),
      ]),
    );
    const long = await create(editor, { title: 'x'.repeat(121) });
    expect((await json<{ error: { message: string } }>(long)).error.message).toContain('at most 120 characters');
  });

  it('refuses assignees who are not members of the workspace', async () => {
    const res = await create(admin, { assignees: [outsider.uid] });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      'Assignees must be members of the workspace',
    );
  });

  it('is closed to viewers (403), outsiders (404) and files of other workspaces (404)', async () => {
    expect((await create(viewer)).status).toBe(403);
    expect((await create(outsider)).status).toBe(404);
    expect((await create(admin, { fileId: otherFileId })).status).toBe(404);
  });
});

describe('reading assignments', () => {
  it("lists a file's assignments and a user's, by due date", async () => {
    const later = await json<Assignment>(
      await create(admin, { assignees: [manager.uid], dueDate: Date.now() + 86_400_000 * 3 }),
    );
    const sooner = await json<Assignment>(
      await create(admin, { assignees: [manager.uid], dueDate: Date.now() + 86_400_000 }),
    );
    const mine = await json<{ assignments: Assignment[] }>(
      await env.request('GET', `/assignments?userId=${manager.uid}&workspaceId=${W}`, { token: manager.token }),
    );
    const ids = mine.assignments.map((a) => a.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(mine.assignments.every((a) => a.assignees.includes(manager.uid))).toBe(true);
    const byFile = await json<{ assignments: Assignment[] }>(
      await env.request('GET', `/assignments?fileId=${fileId}&workspaceId=${W}`, { token: viewer.token }),
    );
    expect(byFile.assignments.map((a) => a.id)).toEqual(expect.arrayContaining([sooner.id, later.id]));
  });

  it('needs exactly one of fileId and userId', async () => {
    const res = await env.request('GET', `/assignments?workspaceId=${W}`, { token: admin.token });
    expect(res.status).toBe(400);
  });

  it('never shows an assignment across workspaces', async () => {
    const a = await json<Assignment>(await create(admin));
    expect((await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: outsider.token })).status).toBe(
      404,
    );
    const viaOther = await env.request('GET', `/assignments/${a.id}?workspaceId=other-co`, { token: outsider.token });
    expect(viaOther.status).toBe(404);
    expect((await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: operator.token })).status).toBe(
      200,
    );
  });
});

describe('PUT /assignments/{id}', () => {
  it('applies changes, bumps the version and records the change in the activity', async () => {
    const a = await json<Assignment>(await create(editor));
    const res = await update(editor, a, { title: 'Edit and review', priority: 'high' });
    expect(res.status).toBe(200);
    const b = await json<Assignment>(res);
    expect(b).toMatchObject({ title: 'Edit and review', priority: 'high', version: 2 });
    expect(b.activity.at(-1)).toMatchObject({
      action: 'updated',
      changes: { title: ['Edit the transcript', 'Edit and review'], priority: ['medium', 'high'] },
    });
  });

  it('refuses an update based on a stale version with 409, overwriting nothing', async () => {
    const a = await json<Assignment>(await create(admin));
    expect((await update(manager, a, { title: 'First' })).status).toBe(200);
    const stale = await update(admin, a, { title: 'Second' });
    expect(stale.status).toBe(409);
    const body = await json<{ error: { code: string; details: { currentVersion: number } } }>(stale);
    expect(body.error.details.currentVersion).toBe(2);
    const now = await json<Assignment>(
      await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token }),
    );
    expect(now.title).toBe('First');
  });

  it('lets editors change only assignments they created or are assigned to; viewers none', async () => {
    const a = await json<Assignment>(await create(manager));
    expect((await update(editor, a, { title: 'Mine now' })).status).toBe(403);
    expect((await update(viewer, a, { title: 'Mine now' })).status).toBe(403);
    const assigned = await json<Assignment>(await create(manager, { assignees: [editor.uid] }));
    expect((await update(editor, assigned, { status: 'blocked' })).status).toBe(200);
  });
});

describe('DELETE /assignments/{id}', () => {
  it('is for admins, content managers and the creator', async () => {
    const a = await json<Assignment>(await create(admin));
    const del = (user: TestUser) =>
      env.request('DELETE', `/assignments/${a.id}`, { token: user.token, body: { workspaceId: W } });
    expect((await del(viewer)).status).toBe(403);
    expect((await del(editor)).status).toBe(403);
    const missing = await env.request('DELETE', `/assignments/${a.id}`, { token: manager.token });
    expect(missing.status).toBe(400);
    expect((await json<{ error: { details: { path: string }[] } }>(missing)).error.details[0]?.path).toBe(
      'workspaceId',
    );
    expect((await env.request('DELETE', `/assignments/${a.id}?workspaceId=${W}`, { token: viewer.token })).status).toBe(
      403,
    );
    expect((await del(manager)).status).toBe(204);
    expect((await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token })).status).toBe(
      404,
    );
  });
});

describe('labels', () => {
  it('are created, listed, attached and deleted', async () => {
    const res = await env.request('POST', '/labels', {
      token: editor.token,
      body: { fileId, workspaceId: W, name: 'Needs review', color: '#1A73E8', createdBy: editor.uid },
    });
    expect(res.status).toBe(201);
    const label = await json<{ id: string; color: string }>(res);
    expect(label.color).toBe('#1a73e8');
    const dup = await env.request('POST', '/labels', {
      token: admin.token,
      body: { fileId, workspaceId: W, name: 'needs REVIEW', color: '#000000' },
    });
    expect(dup.status).toBe(409);
    const bad = await env.request('POST', '/labels', {
      token: admin.token,
      body: { fileId, workspaceId: W, name: 'x', color: 'blue' },
    });
    expect(bad.status).toBe(400);

    const a = await json<Assignment>(await create(editor, { labels: [label.id] }));
    expect(a.labels).toEqual([label.id]);
    const list = await json<{ labels: { id: string }[] }>(
      await env.request('GET', `/labels?fileId=${fileId}&workspaceId=${W}`, { token: viewer.token }),
    );
    expect(list.labels.map((l) => l.id)).toContain(label.id);
    expect(
      (await env.request('DELETE', `/labels/${label.id}`, { token: viewer.token, body: { workspaceId: W } })).status,
    ).toBe(403);
    expect(
      (await env.request('DELETE', `/labels/${label.id}`, { token: editor.token, body: { workspaceId: W } })).status,
    ).toBe(204);
    const after = await json<Assignment>(
      await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token }),
    );
    expect(after.labels).toEqual([]);
  });

  it('are not visible from another workspace', async () => {
    const res = await env.request('GET', `/labels?fileId=${fileId}&workspaceId=other-co`, { token: outsider.token });
    expect(res.status).toBe(200);
    expect((await json<{ labels: unknown[] }>(res)).labels).toEqual([]);
    expect(
      (await env.request('GET', `/labels?fileId=${fileId}&workspaceId=${W}`, { token: outsider.token })).status,
    ).toBe(404);
  });
});

describe('time entries', () => {
  it('start moves a pending assignment to in progress; starting again returns the running entry', async () => {
    const a = await json<Assignment>(await create(editor, { assignees: [manager.uid] }));
    const first = await start(manager, a);
    expect(first.status).toBe(200);
    const started = await json<TimeEntryResponse>(first);
    expect(started.status).toBe('in_progress');
    expect(started.version).toBe(2);
    expect(started.timeEntry.endTime).toBeNull();
    const again = await json<TimeEntryResponse>(await start(manager, a));
    expect(again.timeEntry.id).toBe(started.timeEntry.id);

    const stopped = await json<TimeEntryResponse>(await stop(manager, a, started.timeEntry.id));
    expect(stopped.timeEntry.duration).toBeGreaterThanOrEqual(5000);
    expect(stopped.totalTimeSpent).toBe(stopped.timeEntry.duration);

    const twice = await stop(manager, a, started.timeEntry.id);
    expect(twice.status).toBe(409);
    expect((await json<{ error: { message: string } }>(twice)).error.message).toBe(
      'No active time entry found for this user',
    );
    const unknown = await stop(manager, a, 'no-such-entry');
    expect((await json<{ error: { message: string } }>(unknown)).error.message).toBe('Time entry not found');
  });

  it('answers an unknown assignment with the specified message', async () => {
    const ghost = { id: 'no-such-assignment' } as Assignment;
    const res = await start(manager, ghost);
    expect(res.status).toBe(404);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      'Assignment or time entries not found',
    );
  });

  it('refuses to start on completed or cancelled assignments, and for somebody else', async () => {
    const a = await json<Assignment>(await create(admin, { assignees: [manager.uid] }));
    const done = await json<Assignment>(await update(admin, a, { status: 'completed' }));
    expect((await start(manager, done)).status).toBe(409);
    const open = await json<Assignment>(await create(admin, { assignees: [manager.uid] }));
    const forOther = await env.request('POST', timerPath(open, manager), {
      token: admin.token,
      body: {
        workspaceId: W,
        assignmentId: open.id,
        assigneeId: manager.uid,
        startTime: Date.now(),
        userName: 'A',
        action: 'started_timer',
      },
    });
    expect(forOther.status).toBe(403);
    expect((await start(viewer, open)).status).toBe(403);
  });

  it('leaves exactly one running entry after 20 concurrent starts', async () => {
    const a = await json<Assignment>(await create(admin, { assignees: [manager.uid] }));
    const results = await Promise.all(Array.from({ length: 20 }, () => start(manager, a)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(await Promise.all(results.map(async (r) => (await json<TimeEntryResponse>(r)).timeEntry.id)));
    expect(ids.size).toBe(1);
    const running = await env.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.assignmentId, a.id), isNull(timeEntries.endTime)));
    expect(running).toHaveLength(1);
  });

  it('adds manual entries with notes; only admins delete entries of others', async () => {
    const a = await json<Assignment>(await create(editor, { assignees: [editor.uid, manager.uid] }));
    const add = (user: TestUser) =>
      env.request('POST', `${timerPath(a, user)}/manual`, {
        token: user.token,
        body: {
          workspaceId: W,
          startTime: Date.now() - 3_600_000,
          endTime: Date.now() - 1_800_000,
          userName: 'x',
          notes: 'Reviewed chapter 2',
        },
      });
    const mine = await json<TimeEntryResponse>(await add(editor));
    expect(mine.timeEntry).toMatchObject({ isManualEntry: true, notes: 'Reviewed chapter 2', duration: 1_800_000 });
    expect(mine.totalTimeSpent).toBe(1_800_000);
    const backwards = await env.request('POST', `${timerPath(a, editor)}/manual`, {
      token: editor.token,
      body: { workspaceId: W, startTime: 2000, endTime: 1000, userName: 'x', notes: '' },
    });
    expect(backwards.status).toBe(400);

    const del = (user: TestUser) =>
      env.request('DELETE', `${timerPath(a, editor)}/${mine.timeEntry.id}?workspaceId=${W}`, { token: user.token });
    expect((await del(manager)).status).toBe(403);
    const byAdmin = await del(admin);
    expect(byAdmin.status).toBe(200);
    expect((await json<{ totalTimeSpent: number }>(byAdmin)).totalTimeSpent).toBe(0);
  });
});
