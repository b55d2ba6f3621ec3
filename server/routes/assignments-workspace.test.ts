import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, WorkspaceAssignmentsResponse } from '@shared/schemas/assignments';
import { type AssignmentsFixture, createAssignmentsFixture, json, W } from '../testing/assignments-fixture';
import type { TestEnv, TestUser } from '../testing/test-env';

const DAY = 86_400_000;
let f: AssignmentsFixture;
let env: TestEnv;
let admin: TestUser, manager: TestUser, editor: TestUser, viewer: TestUser, outsider: TestUser, operator: TestUser;
const made: Record<string, Assignment> = {};

beforeAll(async () => {
  f = await createAssignmentsFixture();
  env = f.env;
  ({ admin, manager, editor, viewer, outsider, operator } = f.people);
  const make = async (name: string, extra: Record<string, unknown>) => {
    made[name] = await json<Assignment>(await f.create(admin, { title: name, ...extra }));
  };
  await make('late', { assignees: [editor.uid], dueDate: Date.now() - DAY });
  await make('soon', { assignees: [editor.uid, manager.uid], dueDate: Date.now() + 2 * DAY });
  await make('later', { assignees: [manager.uid], dueDate: Date.now() + 30 * DAY });
  await make('undated', { assignees: [] });
  await make('done late', { assignees: [editor.uid], dueDate: Date.now() - 2 * DAY });
  expect((await f.update(admin, made['done late']!, { status: 'completed' })).status).toBe(200);
});
afterAll(() => env.close());

const list = (user: TestUser, query = '') =>
  env.request('GET', `/workspaces/${W}/assignments${query ? `?${query}` : ''}`, { token: user.token });
const titles = async (res: Response) => (await json<WorkspaceAssignmentsResponse>(res)).assignments.map((a) => a.title);

describe('GET /workspaces/{workspaceId}/assignments', () => {
  it('is for admins, content managers and operators; editors and viewers 403, outsiders 404', async () => {
    expect((await list(admin)).status).toBe(200);
    expect((await list(manager)).status).toBe(200);
    expect((await list(operator)).status).toBe(200);
    expect((await list(editor)).status).toBe(403);
    expect((await list(viewer)).status).toBe(403);
    expect((await list(outsider)).status).toBe(404);
  });

  it('lists every assignment by due date, undated last, each with its file and without its history', async () => {
    const body = await json<WorkspaceAssignmentsResponse>(await list(manager, 'limit=100'));
    const order = body.assignments.map((a) => a.title);
    expect(order.indexOf('done late')).toBeLessThan(order.indexOf('late'));
    expect(order.indexOf('late')).toBeLessThan(order.indexOf('soon'));
    expect(order.indexOf('soon')).toBeLessThan(order.indexOf('later'));
    expect(order.indexOf('later')).toBeLessThan(order.indexOf('undated'));
    const soon = body.assignments.find((a) => a.title === 'soon')!;
    expect(soon).toMatchObject({ fileName: 'Lecture 1', assignees: [editor.uid, manager.uid].sort() });
    expect(soon).not.toHaveProperty('activity');
    expect(body.nextCursor).toBeNull();
  });

  it('filters by person (or nobody), status and due date', async () => {
    expect(await titles(await list(manager, `assignee=${manager.uid}`))).toEqual(['soon', 'later']);
    expect(await titles(await list(manager, 'assignee=none'))).toEqual(['undated']);
    expect(await titles(await list(manager, 'status=completed'))).toEqual(['done late']);
    expect(await titles(await list(manager, `status=open&assignee=${editor.uid}`))).toEqual(['late', 'soon']);
    expect(await titles(await list(manager, 'due=overdue'))).toEqual(['late']);
    expect(await titles(await list(manager, 'due=next_7_days'))).toEqual(['soon']);
    expect(await titles(await list(manager, 'due=none'))).toEqual(['undated']);
  });

  it('pages with a cursor, never repeating or skipping one, undated ones included', async () => {
    const all = await titles(await list(manager, 'limit=100'));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: WorkspaceAssignmentsResponse = await json(await list(manager, query));
      expect(page.assignments.length).toBeLessThanOrEqual(2);
      seen.push(...page.assignments.map((a) => a.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('answers 400 for a filter or cursor it does not know', async () => {
    expect((await list(manager, 'status=finished')).status).toBe(400);
    expect((await list(manager, 'due=tomorrow')).status).toBe(400);
    expect((await list(manager, 'limit=500')).status).toBe(400);
    const bad = await list(manager, `cursor=${Buffer.from('{"due":"yesterday"}').toString('base64url')}`);
    expect(bad.status).toBe(400);
    expect((await json<{ error: { details: { path: string }[] } }>(bad)).error.details[0]?.path).toBe('cursor');
  });
});
