import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, TimeEntryResponse } from '@shared/schemas/assignments';
import { type AssignmentsFixture, createAssignmentsFixture, json, W } from '../testing/assignments-fixture';

const HOUR = 3_600_000;
type ErrorBody = { error: { message: string; details?: { path: string; message: string }[] } };

let f: AssignmentsFixture;

beforeAll(async () => {
  f = await createAssignmentsFixture();
});
afterAll(() => f.env.close());

describe('timers', () => {
  it('start moves a pending assignment to in progress; starting again returns the running entry', async () => {
    const { editor, manager } = f.people;
    const a = await json<Assignment>(await f.create(editor, { assignees: [manager.uid] }));
    const first = await f.start(manager, a);
    expect(first.status).toBe(200);
    const started = await json<TimeEntryResponse>(first);
    expect(started.status).toBe('in_progress');
    expect(started.version).toBe(2);
    expect(started.timeEntry.endTime).toBeNull();
    const again = await json<TimeEntryResponse>(await f.start(manager, a));
    expect(again.timeEntry.id).toBe(started.timeEntry.id);

    const stopped = await json<TimeEntryResponse>(await f.stop(manager, a, started.timeEntry.id));
    expect(stopped.timeEntry.duration).toBeGreaterThanOrEqual(5000);
    expect(stopped.totalTimeSpent).toBe(stopped.timeEntry.duration);

    const twice = await f.stop(manager, a, started.timeEntry.id);
    expect(twice.status).toBe(409);
    expect((await json<ErrorBody>(twice)).error.message).toBe('No active time entry found for this user');
    const unknown = await f.stop(manager, a, 'no-such-entry');
    expect((await json<ErrorBody>(unknown)).error.message).toBe('Time entry not found');
  });

  it('answers an unknown assignment with the specified message', async () => {
    const ghost = { id: 'no-such-assignment' } as Assignment;
    const res = await f.start(f.people.manager, ghost);
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.message).toBe('Assignment or time entries not found');
  });

  it('refuses to start on completed or cancelled assignments, and for somebody else', async () => {
    const { admin, manager, viewer } = f.people;
    const a = await json<Assignment>(await f.create(admin, { assignees: [manager.uid] }));
    const done = await json<Assignment>(await f.update(admin, a, { status: 'completed' }));
    expect((await f.start(manager, done)).status).toBe(409);
    const open = await json<Assignment>(await f.create(admin, { assignees: [manager.uid] }));
    const forOther = await f.env.request('POST', f.timerPath(open, manager), {
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
    expect((await f.start(viewer, open)).status).toBe(403);
  });

  it('leaves exactly one running entry after 20 concurrent starts', async () => {
    const { admin, manager } = f.people;
    const a = await json<Assignment>(await f.create(admin, { assignees: [manager.uid] }));
    const results = await Promise.all(Array.from({ length: 20 }, () => f.start(manager, a)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(await Promise.all(results.map(async (r) => (await json<TimeEntryResponse>(r)).timeEntry.id)));
    expect(ids.size).toBe(1);
    const running = await f.stored.runningEntriesOf(a.id);
    expect(running).toHaveLength(1);
  });

  it("names the entry and the activity after the signed-in user, whatever the body's userName says", async () => {
    const { admin } = f.people;
    const nameless = await f.namelessEditor();
    const a = await json<Assignment>(await f.create(admin, { assignees: [nameless.uid] }));
    const started = await json<TimeEntryResponse>(await f.start(nameless, a));
    expect(started.timeEntry.userName).toBe(nameless.email);
    const after = await json<Assignment>(
      await f.env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token }),
    );
    expect(after.activity.at(-1)).toMatchObject({ action: 'started_timer', userName: nameless.email });
  });
});

describe('manual time entries', () => {
  it('adds manual entries with notes; only admins delete entries of others', async () => {
    const { env } = f;
    const { admin, editor, manager } = f.people;
    const a = await json<Assignment>(await f.create(editor, { assignees: [editor.uid, manager.uid] }));
    await f.backdate(a, 2 * HOUR);
    const add = (user: typeof editor) =>
      env.request('POST', `${f.timerPath(a, user)}/manual`, {
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
    const backwards = await env.request('POST', `${f.timerPath(a, editor)}/manual`, {
      token: editor.token,
      body: { workspaceId: W, startTime: 2000, endTime: 1000, userName: 'x', notes: '' },
    });
    expect(backwards.status).toBe(400);

    const del = (user: typeof editor) =>
      env.request('DELETE', `${f.timerPath(a, editor)}/${mine.timeEntry.id}?workspaceId=${W}`, { token: user.token });
    expect((await del(manager)).status).toBe(403);
    const byAdmin = await del(admin);
    expect(byAdmin.status).toBe(200);
    expect((await json<{ totalTimeSpent: number }>(byAdmin)).totalTimeSpent).toBe(0);
  });

  it('must lie between the creation of the assignment and now, end after it starts and last at most 24 hours', async () => {
    const { editor } = f.people;
    const a = await json<Assignment>(await f.create(editor, { assignees: [editor.uid] }));
    await f.backdate(a, 48 * HOUR);
    const now = Date.now();
    const cases: [string, { startTime: number; endTime: number }, string, string][] = [
      [
        'before the assignment',
        { startTime: now - 50 * HOUR, endTime: now - 49 * HOUR },
        'startTime',
        'before the assignment was created',
      ],
      ['in the future', { startTime: now + HOUR, endTime: now + 2 * HOUR }, 'endTime', 'Must not be in the future'],
      ['backwards', { startTime: now - HOUR, endTime: now - 2 * HOUR }, 'endTime', 'The end must be after the start'],
      ['longer than a day', { startTime: now - 30 * HOUR, endTime: now - HOUR }, 'endTime', 'at most 24 hours'],
      ['beyond any date', { startTime: now - HOUR, endTime: 9e15 }, 'endTime', 'Must be a time a date can hold'],
    ];
    for (const [name, times, path, message] of cases) {
      const res = await f.addManual(editor, a, times);
      expect(res.status, name).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.error.details?.[0], name).toMatchObject({ path, message: expect.stringContaining(message) });
    }
    const fine = await f.addManual(editor, a, { startTime: now - 47 * HOUR, endTime: now - 23 * HOUR });
    expect(fine.status).toBe(201);
    expect((await json<TimeEntryResponse>(fine)).timeEntry.duration).toBe(24 * HOUR);
  });

  it('records the signed-in user, not the userName in the body', async () => {
    const { admin } = f.people;
    const nameless = await f.namelessEditor();
    const a = await json<Assignment>(await f.create(admin, { assignees: [nameless.uid] }));
    await f.backdate(a, 2 * HOUR);
    const res = await f.addManual(
      nameless,
      a,
      { startTime: Date.now() - HOUR, endTime: Date.now() - 1000 },
      { userName: 'Mallory' },
    );
    expect(res.status).toBe(201);
    expect((await json<TimeEntryResponse>(res)).timeEntry.userName).toBe(nameless.email);
  });
});
