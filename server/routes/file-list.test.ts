import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, memberships, tracks, workspaces } from '../db/schema';
import { assignments, labels } from '../db/schema-assignments';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const WS = 'library';
const BASE = Date.parse('2026-01-01T00:00:00Z');

interface Seeded {
  id: string;
  name: string;
  updatedAt: Date;
  durationMs: number | null;
  status: 'ready' | 'failed';
}
const seeded: Seeded[] = Array.from({ length: 25 }, (_, i) => ({
  id: `f${String(i).padStart(2, '0')}`,
  // Mixed case, so the name order is case-insensitive.
  name: i === 10 ? 'talk 10' : `Talk ${String(i).padStart(2, '0')}`,
  // Three files share a time: the id breaks the tie, and no page boundary may drop or repeat one.
  updatedAt: new Date(BASE + (i >= 5 && i <= 7 ? 5 : i) * 60_000),
  durationMs: i % 5 === 0 ? null : (i % 9) * 1000,
  status: i % 7 === 0 ? 'failed' : 'ready',
}));
seeded.push({ id: 'percent', name: '100% done', updatedAt: new Date(BASE), durationMs: 1, status: 'ready' });

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  const db = env.database.db;
  await db.insert(workspaces).values({ id: WS, name: 'Library', type: 'business' });
  await db.insert(memberships).values([
    { workspaceId: WS, userId: demo.manager.uid, role: 'content-manager' },
    { workspaceId: WS, userId: demo.viewer.uid, role: 'viewer' },
  ]);
  await db.insert(files).values(
    seeded.map((f) => ({
      ...f,
      workspaceId: WS,
      error: f.status === 'failed' ? 'This is a PDF document, not audio or video' : null,
      createdAt: f.updatedAt,
      posterKey: f.id === 'f03' ? `workspaces/${WS}/files/f03/poster.jpg` : null,
      thumbnailUrl: f.id === 'f04' ? 'https://cdn.example/f04.jpg' : null,
    })),
  );
  await db.insert(tracks).values([
    { id: 't1', fileId: 'f03', language: 'es', kind: 'subtitles', label: 'Español' },
    { id: 't2', fileId: 'f03', language: 'en', kind: 'captions', label: 'English' },
    { id: 't3', fileId: 'f06', language: 'es', kind: 'captions', label: 'Español' },
  ]);
  await db.insert(labels).values([
    { id: 'l1', workspaceId: WS, fileId: 'f01', name: 'Urgent', color: '#ff0000', createdBy: demo.manager.uid },
    { id: 'l2', workspaceId: WS, fileId: 'f02', name: 'urgent', color: '#ff0000', createdBy: demo.manager.uid },
    { id: 'l3', workspaceId: WS, fileId: 'f02', name: 'Later', color: '#00ff00', createdBy: demo.manager.uid },
  ]);
  const assignment = { workspaceId: WS, fileId: 'f01', description: '', createdBy: demo.manager.uid };
  await db.insert(assignments).values([
    { ...assignment, id: 'a1', title: 'Caption it', status: 'in_progress' },
    { ...assignment, id: 'a2', title: 'Done already', status: 'completed' },
  ]);
});
afterAll(() => env.close());

interface Page {
  files: { id: string; name: string }[];
  nextCursor: string | null;
  total: number;
}

async function list(query: string, who: DemoAccount = 'viewer') {
  return env.request('GET', `/files?workspaceId=${WS}${query}`, { token: demo[who].token });
}

/** Every page of a listing, following nextCursor; checks each page's total on the way. */
async function allPages(query: string, limit: number): Promise<{ ids: string[]; pages: number; total: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = -1;
  do {
    const res = await list(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.files.length).toBeLessThanOrEqual(limit);
    total = page.total;
    ids.push(...page.files.map((f) => f.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages, total };
}

const byId = (a: Seeded, b: Seeded) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('GET /files (the library list)', () => {
  it('pages through the most recently changed first, every file exactly once, with the total on each page', async () => {
    const expected = [...seeded]
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || -byId(a, b))
      .map((f) => f.id);
    const { ids, pages, total } = await allPages('', 7);
    expect(ids).toEqual(expected);
    expect(pages).toBe(4);
    expect(total).toBe(26);
  });

  it('sorts by name ignoring case, both ways', async () => {
    const asc = [...seeded]
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || byId(a, b))
      .map((f) => f.id);
    expect((await allPages('&sort=name', 5)).ids).toEqual(asc);
    expect((await allPages('&sort=-name', 5)).ids).toEqual([...asc].reverse());
  });

  it('sorts by duration with unknown durations first, and longest first with -duration', async () => {
    const key = (f: Seeded) => f.durationMs ?? -1;
    const asc = [...seeded].sort((a, b) => key(a) - key(b) || byId(a, b)).map((f) => f.id);
    expect((await allPages('&sort=duration', 6)).ids).toEqual(asc);
    expect((await allPages('&sort=-duration', 6)).ids).toEqual([...asc].reverse());
  });

  it('searches names in any case, taking % and _ literally', async () => {
    const talk1 = await allPages('&q=TALK%201', 100);
    expect(talk1.ids.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `f${10 + i}`));
    expect(talk1.total).toBe(10);
    expect((await allPages('&q=%25', 100)).ids).toEqual(['percent']);
    expect((await allPages('&q=_', 100)).ids).toEqual([]);
  });

  it('filters by state, track language and label name, and counts only what matches', async () => {
    const failed = await allPages('&status=failed', 100);
    expect(failed.ids.sort()).toEqual(['f00', 'f07', 'f14', 'f21']);
    expect(failed.total).toBe(4);
    expect((await allPages('&language=es', 100)).ids.sort()).toEqual(['f03', 'f06']);
    // Labels belong to one file each; filtering by one finds every file labelled the same, in any case.
    expect((await allPages('&labelId=l1', 100)).ids.sort()).toEqual(['f01', 'f02']);
    expect((await allPages('&labelId=l1&q=talk%2002', 100)).ids).toEqual(['f02']);
  });

  it("shows each file's state, tracks, labels, open assignments and thumbnail", async () => {
    const res = await list('&q=talk%200&sort=name&limit=10');
    const page = (await res.json()) as { files: Record<string, unknown>[] };
    const item = (id: string) => page.files.find((f) => f.id === id);
    expect(item('f00')).toMatchObject({
      status: 'failed',
      error: 'This is a PDF document, not audio or video',
      durationMs: null,
    });
    expect(item('f01')).toMatchObject({
      openAssignments: 1,
      labels: [{ id: 'l1', name: 'Urgent', color: '#ff0000' }],
      tracks: [],
    });
    expect(item('f03')).toMatchObject({
      thumbnailUrl: '/api/media/f03/poster',
      tracks: [
        { language: 'en', kind: 'captions' },
        { language: 'es', kind: 'subtitles' },
      ],
      openAssignments: 0,
    });
    expect(item('f04')).toMatchObject({ thumbnailUrl: 'https://cdn.example/f04.jpg', status: 'ready' });
    expect(item('f02')).toMatchObject({ updatedAt: '2026-01-01T00:02:00.000Z', embeddable: false });
  });

  it('refuses a cursor it did not make, or made for another order, and a limit over 100', async () => {
    const first = (await (await list('&limit=2')).json()) as Page;
    const otherOrder = await list(`&sort=name&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(otherOrder.status).toBe(400);
    expect((await otherOrder.json()).error.message).toBe('cursor: Not a cursor of this list; start again without it');
    expect((await list('&cursor=garbage')).status).toBe(400);
    expect((await list('&limit=101')).status).toBe(400);
    expect((await list('&sort=size')).status).toBe(400);
  });

  it("answers a non-member with 404, and never lists another workspace's files", async () => {
    const res = await list('', 'outsider');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Workspace not found' } });
    const demoFiles = await env.request('GET', '/files?workspaceId=demo-university&limit=100', {
      token: demo.admin.token,
    });
    const ids = ((await demoFiles.json()) as Page).files.map((f) => f.id);
    expect(ids).not.toContain('f01');
  });
});
