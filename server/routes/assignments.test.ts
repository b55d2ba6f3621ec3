import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, TimeEntryResponse } from '@shared/schemas/assignments';
import { outbox } from '../db/schema-mail';
import { type AssignmentsFixture, createAssignmentsFixture, json, W } from '../testing/assignments-fixture';
import type { TestEnv, TestUser } from '../testing/test-env';

const HOUR = 3_600_000;
let f: AssignmentsFixture;
let env: TestEnv;
let admin: TestUser, manager: TestUser, editor: TestUser, viewer: TestUser, outsider: TestUser, operator: TestUser;
let fileId: string;
let otherFileId: string;
let create: AssignmentsFixture['create'];
let update: AssignmentsFixture['update'];

beforeAll(async () => {
  f = await createAssignmentsFixture();
  ({ env, fileId, otherFileId, create, update } = f);
  ({ admin, manager, editor, viewer, outsider, operator } = f.people);
});
afterAll(() => env.close());

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

describe('POST /assignments: bounds and names', () => {
  it('refuses a due date no date can hold with 400 naming the field, not a 500', async () => {
    const res = await create(admin, { dueDate: 9e15 });
    expect(res.status).toBe(400);
    const body = await json<{ error: { details: { path: string }[] } }>(res);
    expect(body.error.details[0]?.path).toBe('dueDate');
  });

  it("records the signed-in user in the activity, never the body's userName", async () => {
    const nameless = await f.namelessEditor();
    const a = await json<Assignment>(await create(nameless, { userName: 'Mallory' }));
    expect(a.activity).toEqual([expect.objectContaining({ action: 'created', userName: nameless.email })]);
    const res = await env.request('PUT', `/assignments/${a.id}`, {
      token: nameless.token,
      body: {
        workspaceId: W,
        assignmentId: a.id,
        title: 'Renamed',
        updateMetadata: { userId: admin.uid, userName: 'Mallory', action: 'updated' },
      },
    });
    const b = await json<Assignment>(res);
    expect(b.activity.at(-1)).toMatchObject({ action: 'updated', userId: nameless.uid, userName: nameless.email });
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

  it('lets an assignee who did not create it change its status but not rewrite the task they were given', async () => {
    const given = await json<Assignment>(await create(manager, { assignees: [editor.uid] }));
    const rewrite = await update(editor, given, { title: 'Something easier', dueDate: null });
    expect(rewrite.status).toBe(403);
    expect((await json<{ error: { message: string } }>(rewrite)).error.message).toContain(
      'assignees change its status',
    );
    const done = await update(editor, given, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(await json<Assignment>(done)).toMatchObject({ status: 'completed', title: 'Edit the transcript' });
  });
});

describe('telling assignees', () => {
  const mailsTo = (to: string) =>
    env.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.seq));

  it('mails each assignee a link to the task, naming the file, in the same transaction as the assignment', async () => {
    const before = (await mailsTo(editor.email)).length;
    const a = await json<Assignment>(
      await create(manager, { title: 'Check the speaker names', assignees: [editor.uid, manager.uid] }),
    );
    expect(a.fileName).toBe('Lecture 1');
    const mails = await mailsTo(editor.email);
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'assignment_assigned', subject: 'Assigned to you: Check the speaker names' });
    expect(mail!.textBody).toContain('“Manuel Manager” assigned you “Check the speaker names” on the file “Lecture 1”');
    expect(mail!.textBody).toContain(`/workspaces/${W}/assignments/${a.id}`);
    // Nobody is told about work they gave themselves.
    expect((await mailsTo(manager.email)).filter((m) => m.textBody.includes(a.id))).toEqual([]);
  });

  it('mails only the people an update adds', async () => {
    const a = await json<Assignment>(await create(admin, { assignees: [editor.uid] }));
    const editorMails = (await mailsTo(editor.email)).length;
    const res = await update(admin, a, { assignees: [editor.uid, viewer.uid] });
    expect(res.status).toBe(200);
    expect(await mailsTo(editor.email)).toHaveLength(editorMails);
    const [toViewer] = await mailsTo(viewer.email);
    expect(toViewer?.textBody).toContain(`/assignments/${a.id}`);
  });

  it('mails nobody when the write is refused', async () => {
    const before = (await mailsTo(viewer.email)).length;
    expect((await create(admin, { assignees: [viewer.uid, outsider.uid] })).status).toBe(400);
    expect(await mailsTo(viewer.email)).toHaveLength(before);
  });
});

describe('PUT /assignments/{id} as specified', () => {
  const put = (a: Assignment, body: Record<string, unknown>, headers?: Record<string, string>) =>
    env.request('PUT', `/assignments/${a.id}`, {
      token: admin.token,
      headers,
      body: {
        workspaceId: W,
        assignmentId: a.id,
        updateMetadata: { userId: admin.uid, userName: 'A', action: 'updated' },
        ...body,
      },
    });

  it('applies only the fields sent when no version is given', async () => {
    const a = await json<Assignment>(await create(admin, { priority: 'low', assignees: [manager.uid] }));
    expect((await update(manager, a, { title: 'Changed by someone else' })).status).toBe(200);
    const res = await put(a, { priority: 'urgent' });
    expect(res.status).toBe(200);
    const b = await json<Assignment>(res);
    expect(b).toMatchObject({
      title: 'Changed by someone else',
      priority: 'urgent',
      assignees: [manager.uid],
      version: 3,
    });
    expect(b.activity.at(-1)?.changes).toEqual({ priority: ['low', 'urgent'] });
  });

  it('takes the version from If-Match too: stale is 409, current applies', async () => {
    const a = await json<Assignment>(await create(admin));
    const got = await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token });
    expect(got.headers.get('ETag')).toBe('"1"');
    const first = await put(a, { title: 'First' }, { 'If-Match': '"1"' });
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"2"');
    const stale = await put(a, { title: 'Second' }, { 'If-Match': '"1"' });
    expect(stale.status).toBe(409);
    expect((await json<{ error: { details: { currentVersion: number } } }>(stale)).error.details.currentVersion).toBe(
      2,
    );
    expect((await put(a, { title: 'Second' }, { 'If-Match': 'W/"2"' })).status).toBe(200);
    expect((await put(a, { title: 'Third' }, { 'If-Match': 'yesterday' })).status).toBe(400);
  });

  it('refuses a version beyond what the column holds with 400 naming the field', async () => {
    const a = await json<Assignment>(await create(admin));
    const res = await put(a, { version: 2 ** 31, title: 'Too new' });
    expect(res.status).toBe(400);
    expect((await json<{ error: { details: { path: string }[] } }>(res)).error.details[0]?.path).toBe('version');
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

describe('deleting keeps the time people recorded', () => {
  async function assignmentWithTime(fileOf: string) {
    const a = await json<Assignment>(await create(admin, { fileId: fileOf, assignees: [manager.uid] }));
    await f.backdate(a, 2 * HOUR);
    const res = await f.addManual(manager, a, { startTime: Date.now() - HOUR, endTime: Date.now() - 1000 });
    expect(res.status).toBe(201);
    const running = await json<TimeEntryResponse>(await f.start(manager, a));
    return { a, running };
  }
  const entriesOf = (a: Assignment) => f.stored.entriesOf(a.id);
  const activityOf = (a: Assignment) => f.stored.activityOf(a.id);

  it("keeps another person's entries when an assignment is deleted, stops their timer and records who deleted it", async () => {
    const { a, running } = await assignmentWithTime(fileId);
    const res = await env.request('DELETE', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect((await env.request('GET', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token })).status).toBe(
      404,
    );
    const entries = await entriesOf(a);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.userId === manager.uid && e.endTime !== null)).toBe(true);
    expect(entries.map((e) => e.id)).toContain(running.timeEntry.id);
    const history = await activityOf(a);
    expect(history.find((h) => h.action === 'deleted')).toMatchObject({ userId: admin.uid, userName: 'Ada Admin' });
    expect((await env.request('DELETE', `/assignments/${a.id}?workspaceId=${W}`, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('keeps the entries when the file is deleted, and the assignment leaves every list', async () => {
    const doomed = `asg-doomed-${Date.now()}`;
    await f.addFile(doomed, 'Doomed');
    const { a } = await assignmentWithTime(doomed);
    const res = await env.request('DELETE', `/files/${doomed}?workspaceId=${W}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect(await entriesOf(a)).toHaveLength(2);
    const mine = await json<{ assignments: Assignment[] }>(
      await env.request('GET', `/assignments?userId=${manager.uid}&workspaceId=${W}`, { token: manager.token }),
    );
    expect(mine.assignments.map((x) => x.id)).not.toContain(a.id);
  });

  it('records who deleted the file, and stops its running timers, when the file is deleted', async () => {
    const doomed = `asg-retired-${Date.now()}`;
    await f.addFile(doomed, 'Retired');
    const { a } = await assignmentWithTime(doomed);
    expect((await env.request('DELETE', `/files/${doomed}?workspaceId=${W}`, { token: admin.token })).status).toBe(204);
    const entries = await entriesOf(a);
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.endTime !== null)).toBe(true);
    expect(await f.stored.assignment(a.id)).toMatchObject({ deletedBy: admin.uid, fileId: null });
    expect((await activityOf(a)).find((h) => h.action === 'file_deleted')).toMatchObject({ userId: admin.uid });
  });
});
