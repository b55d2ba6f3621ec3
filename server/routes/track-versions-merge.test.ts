import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cue } from '@shared/schemas/embed';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const W = 'demo-university';
const call = (method: string, path: string, who: DemoAccount, body?: unknown) =>
  env.request(method, path, { token: demo[who].token, body });
const cue = (id: string, startMs: number, text: string): Cue => ({ id, startMs, endMs: startMs + 900, text });
const START = [cue('a', 0, 'Alpha'), cue('b', 1000, 'Bravo'), cue('c', 2000, 'Charlie'), cue('d', 3000, 'Delta')];

/** A track holding START at version 2. */
async function startingTrack(embeddable = false) {
  const file = await call('POST', '/files', 'manager', { workspaceId: W, name: 'Talk.mp4', embeddable });
  const fileId = ((await file.json()) as { file: { id: string } }).file.id;
  const track = await call('POST', `/files/${fileId}/tracks?workspaceId=${W}`, 'manager', {
    language: 'en',
    kind: 'captions',
    label: 'English',
  });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  const cues = `/files/${fileId}/tracks/${trackId}/cues?workspaceId=${W}`;
  expect((await call('PUT', cues, 'editor', { cues: START })).status).toBe(200);
  return { fileId, trackId, cues };
}

const current = async (path: string) => (await call('GET', path, 'viewer')).json();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('PATCH cues', () => {
  it('applies changes on the current version, keeps cues ordered by start, and the embed shows them at once', async () => {
    const t = await startingTrack(true);
    const embedPath = `/embed/workspaces/${W}/files/${t.fileId}/tracks/${t.trackId}`;
    expect((await env.request('GET', embedPath)).status).toBe(200);
    const res = await call('PATCH', t.cues, 'editor', {
      baseVersion: 2,
      upsert: [{ ...cue('b', 1000, 'Bravo, edited'), speaker: 'Ada' }, cue('new', 1500, 'Inserted')],
      delete: ['d'],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      version: 3,
      updatedAt: expect.any(String),
      merged: false,
      theirs: { upsert: [], delete: [] },
    });
    expect((await current(t.cues)).cues).toEqual([
      START[0],
      { ...cue('b', 1000, 'Bravo, edited'), speaker: 'Ada' },
      cue('new', 1500, 'Inserted'),
      START[2],
    ]);
    const embed = await (await env.request('GET', embedPath)).json();
    expect(embed.cues.map((c: Cue) => c.text)).toEqual(['Alpha', 'Bravo, edited', 'Inserted', 'Charlie']);
    // Stored positions follow the display order.
    const positions = rowsOf<{ id: string }>(
      await env.database.db.execute(sql`select id from cues where track_id = ${t.trackId} order by position`),
    );
    expect(positions.map((row) => row.id)).toEqual(['a', 'b', 'new', 'c']);
  });

  it('rewrites only the rows that change', async () => {
    const t = await startingTrack();
    const xminOf = async () =>
      rowsOf<{ id: string; xmin: string }>(
        await env.database.db.execute(
          sql`select id, xmin::text as xmin from cues where track_id = ${t.trackId} order by id`,
        ),
      );
    const before = await xminOf();
    const res = await call('PATCH', t.cues, 'editor', { baseVersion: 2, upsert: [cue('c', 2000, 'Changed')] });
    expect(res.status).toBe(200);
    const after = await xminOf();
    expect(after.filter((row, i) => row.xmin !== before[i]!.xmin).map((row) => row.id)).toEqual(['c']);
    // A cue inserted mid-track (a split or an insert) writes its own row, not every row after it.
    const inserted = await call('PATCH', t.cues, 'editor', { baseVersion: 3, upsert: [cue('ab', 500, 'Between')] });
    expect(inserted.status).toBe(200);
    const later = await xminOf();
    expect(
      later.filter((row) => !after.some((old) => old.id === row.id && old.xmin === row.xmin)).map((row) => row.id),
    ).toEqual(['ab']);
  });

  it('merges a save on an old version that touches other cues, and answers their changes', async () => {
    const t = await startingTrack();
    const theirs = await call('PATCH', t.cues, 'manager', {
      baseVersion: 2,
      upsert: [cue('a', 0, 'Alpha by manager')],
      delete: ['d'],
    });
    expect(await theirs.json()).toMatchObject({ version: 3, merged: false });
    const ours = await call('PATCH', t.cues, 'editor', {
      baseVersion: 2,
      upsert: [cue('b', 1000, 'Bravo by editor'), cue('e', 4000, 'Echo')],
      delete: ['c'],
    });
    expect(ours.status).toBe(200);
    expect(await ours.json()).toMatchObject({
      version: 4,
      merged: true,
      theirs: { upsert: [cue('a', 0, 'Alpha by manager')], delete: ['d'] },
    });
    expect((await current(t.cues)).cues).toEqual([
      cue('a', 0, 'Alpha by manager'),
      cue('b', 1000, 'Bravo by editor'),
      cue('e', 4000, 'Echo'),
    ]);
  });

  it('refuses a save that changes the same cues as others with 409 and the conflicts, writing nothing', async () => {
    const t = await startingTrack();
    await call('PATCH', t.cues, 'manager', { baseVersion: 2, upsert: [cue('b', 1000, 'Theirs')], delete: ['c'] });
    const res = await call('PATCH', t.cues, 'editor', {
      baseVersion: 2,
      upsert: [cue('a', 0, 'Mine, fine'), cue('b', 1000, 'Mine'), cue('c', 2000, 'Also mine')],
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({
      code: 'version_conflict',
      message: expect.any(String),
      details: {
        currentVersion: 3,
        conflicts: [
          { cueId: 'b', theirs: cue('b', 1000, 'Theirs') },
          { cueId: 'c', theirs: null },
        ],
      },
    });
    expect(await current(t.cues)).toMatchObject({ version: 3, cues: [START[0], cue('b', 1000, 'Theirs'), START[3]] });

    // The user chose per cue and saves again on the current version.
    const resolved = await call('PATCH', t.cues, 'editor', {
      baseVersion: 3,
      upsert: [cue('a', 0, 'Mine, fine'), cue('b', 1000, 'Mine')],
    });
    expect(await resolved.json()).toMatchObject({ version: 4, merged: false });
  });

  it('does not call the same change on both sides a conflict', async () => {
    const t = await startingTrack();
    await call('PATCH', t.cues, 'manager', { baseVersion: 2, upsert: [cue('b', 1000, 'Same')], delete: ['c'] });
    const res = await call('PATCH', t.cues, 'editor', {
      baseVersion: 2,
      upsert: [cue('b', 1000, 'Same')],
      delete: ['c'],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ version: 3, merged: true });
  });

  it('serialises two saves racing on the same version and keeps both changes', async () => {
    const t = await startingTrack();
    env.alignTransactions(2);
    const answers = await Promise.all([
      call('PATCH', t.cues, 'manager', { baseVersion: 2, upsert: [cue('a', 0, 'Manager was here')] }),
      call('PATCH', t.cues, 'editor', { baseVersion: 2, upsert: [cue('d', 3000, 'Editor was here')] }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(bodies.map((b) => b.version).sort()).toEqual([3, 4]);
    expect(bodies.filter((b) => b.merged)).toHaveLength(1);
    const now = await current(t.cues);
    expect(now.version).toBe(4);
    expect(now.cues.map((c: Cue) => c.text)).toEqual(['Manager was here', 'Bravo', 'Charlie', 'Editor was here']);
  });

  it('refuses bad bodies with 400 in the one error shape, viewers with 403, other workspaces with 404', async () => {
    const t = await startingTrack();
    const bad = [
      { upsert: [] },
      { baseVersion: 2, upsert: [{ id: 'x', startMs: 5, endMs: 1, text: 'backwards' }] },
      { baseVersion: 2, upsert: [cue('x', 0, 'a'), cue('x', 1, 'b')] },
      { baseVersion: 2, upsert: [cue('x', 0, 'a')], delete: ['x'] },
      { baseVersion: 0 },
      'not json',
    ];
    for (const body of bad) {
      const res = await call('PATCH', t.cues, 'editor', body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: 'validation_error', message: expect.any(String) });
    }
    expect((await call('PATCH', t.cues, 'viewer', { baseVersion: 2, upsert: [] })).status).toBe(403);
    const elsewhere = t.cues.replace(`workspaceId=${W}`, 'workspaceId=other-co');
    expect((await call('PATCH', elsewhere, 'outsider', { baseVersion: 2, upsert: [] })).status).toBe(404);
    expect((await current(t.cues)).version).toBe(2);
  });
});
