import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cue } from '@shared/schemas/embed';
import { patchedCues } from '../db/queries/track-versions';
import { cuesOfTrack, replacedCues } from '../db/queries/tracks';
import { complianceEvidence } from '../db/schema-compliance';
import { trackVersions } from '../db/schema-contributions';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const W = 'demo-university';
const call = (method: string, path: string, who: DemoAccount, body?: unknown, headers?: Record<string, string>) =>
  env.request(method, path, { token: demo[who].token, body, headers });
const cue = (id: string, startMs: number, text: string): Cue => ({ id, startMs, endMs: startMs + 900, text });

async function newTrack(embeddable = false) {
  const file = await call('POST', '/files', 'manager', { workspaceId: W, name: 'Talk.mp4', embeddable });
  const fileId = ((await file.json()) as { file: { id: string } }).file.id;
  const track = await call('POST', `/files/${fileId}/tracks?workspaceId=${W}`, 'manager', {
    language: 'en',
    kind: 'captions',
    label: 'English',
  });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  const base = `/files/${fileId}/tracks/${trackId}`;
  return { fileId, trackId, base, q: `?workspaceId=${W}` };
}

describe('versions', () => {
  it('records every write path with its author, source and counts', async () => {
    const t = await newTrack();
    const put = await call('PUT', `${t.base}/cues${t.q}`, 'editor', {
      cues: [cue('a', 0, 'One'), cue('b', 1000, 'Two'), cue('c', 2000, 'Three')],
    });
    expect(put.status).toBe(200);
    const vtt = 'WEBVTT\n\na\n00:00.000 --> 00:00.900\nOne!\n\nb\n00:01.000 --> 00:01.900\nTwo\n';
    const imported = await call('PUT', `${t.base}/cues${t.q}`, 'manager', vtt, { 'Content-Type': 'text/vtt' });
    expect(imported.status).toBe(200);
    const patch = await call('PATCH', `${t.base}/cues${t.q}`, 'editor', {
      baseVersion: 3,
      upsert: [cue('d', 3000, 'Four')],
      delete: [],
    });
    expect(patch.status).toBe(200);
    await replacedCues(env.database.db, W, t.fileId, t.trackId, [cue('a', 0, 'From the engine')]);
    const transcript = await call('PUT', `${t.base}/transcript${t.q}`, 'editor', { text: 'Hello\n\nWorld' });
    expect(transcript.status).toBe(200);

    const list = await call('GET', `${t.base}/versions${t.q}`, 'viewer');
    expect(list.status).toBe(200);
    const { versions } = await list.json();
    const editor = { uid: demo.editor.uid, name: expect.any(String) };
    expect(versions).toEqual([
      expect.objectContaining({ version: 6, source: 'import', author: editor, changed: 0, added: 2, removed: 1 }),
      expect.objectContaining({ version: 5, source: 'job', author: null, changed: 1, added: 0, removed: 2 }),
      expect.objectContaining({ version: 4, source: 'edit', author: editor, changed: 0, added: 1, removed: 0 }),
      expect.objectContaining({
        version: 3,
        source: 'import',
        author: { uid: demo.manager.uid, name: expect.any(String) },
        changed: 1,
        added: 0,
        removed: 1,
      }),
      expect.objectContaining({ version: 2, source: 'edit', author: editor, changed: 0, added: 3, removed: 0 }),
    ]);
    expect(versions[0].author.name).not.toBe('');
    expect(Date.parse(versions[0].createdAt)).not.toBeNaN();
  });

  it('logs an autosaved edit as compliance evidence with its version and author, as every other write', async () => {
    const t = await newTrack();
    const patch = await call('PATCH', `${t.base}/cues${t.q}`, 'editor', {
      baseVersion: 1,
      upsert: [cue('a', 0, 'One')],
      delete: [],
    });
    expect(patch.status).toBe(200);
    const { version } = (await patch.json()) as { version: number };
    const logged = await env.database.db
      .select({ version: complianceEvidence.trackVersion, actor: complianceEvidence.actorId })
      .from(complianceEvidence)
      .where(and(eq(complianceEvidence.trackId, t.trackId), eq(complianceEvidence.action, 'track_changed')));
    expect(logged).toEqual([{ version, actor: demo.editor.uid }]);
  });

  it('rebuilds exactly the cues of any version after many small saves, storing deltas and few snapshots', async () => {
    const t = await newTrack();
    await call('PUT', `${t.base}/cues${t.q}`, 'editor', {
      cues: Array.from({ length: 40 }, (_, i) => cue(`c${i}`, i * 1000, `Cue ${i}`)),
    });
    const checked = [2, 3, 50, 101, 102, 103, 124, 125];
    const expected = new Map<number, Cue[]>();
    expected.set(2, (await (await call('GET', `${t.base}/cues${t.q}`, 'viewer')).json()).cues);
    const ref = { workspaceId: W, fileId: t.fileId, trackId: t.trackId };
    const editorId = demo.editor.uid;
    for (let version = 2; version < 125; version++) {
      const i = version % 40;
      // Edits, moves (a new start puts the cue elsewhere), inserts and deletes, in turn.
      const step = (version - 2) % 4;
      const changes =
        step === 0
          ? { upsert: [cue(`n${version}`, (version * 337) % 40_000, `New at ${version}`)], delete: [] }
          : step === 1
            ? { upsert: [], delete: [`n${version - 1}`] }
            : step === 2
              ? { upsert: [cue(`c${i}`, ((version * 7919) % 40_000) + 1, `Moved at ${version}`)], delete: [] }
              : { upsert: [{ ...cue(`c${i}`, i * 1000, `Text at ${version}`), speaker: 'Ada' }], delete: [] };
      const saved = await patchedCues(env.database.db, ref, { baseVersion: version, changes, authorId: editorId });
      expect(saved).toMatchObject({ outcome: 'saved', version: version + 1 });
      if (checked.includes(version + 1)) expected.set(version + 1, await cuesOfTrack(env.database.db, t.trackId));
    }
    for (const version of checked) {
      const res = await call('GET', `${t.base}/versions/${version}${t.q}`, 'viewer');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.version.version).toBe(version);
      expect(body.cues).toEqual(expected.get(version));
      const starts = body.cues.map((c: Cue) => c.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    const [{ snapshots }] = (await env.database.db
      .select({ snapshots: sql<number>`count(*)::int` })
      .from(trackVersions)
      .where(and(eq(trackVersions.trackId, t.trackId), isNotNull(trackVersions.snapshot)))) as [{ snapshots: number }];
    expect(snapshots).toBe(2);
    expect((await call('GET', `${t.base}/versions/999${t.q}`, 'viewer')).status).toBe(404);
  }, 90_000);

  it('pages the list with before and limit', async () => {
    const t = await newTrack();
    for (let version = 1; version <= 4; version++) {
      await call('PUT', `${t.base}/cues${t.q}`, 'editor', { cues: [cue('a', 0, `v${version + 1}`)] });
    }
    const first = await (await call('GET', `${t.base}/versions${t.q}&limit=2`, 'viewer')).json();
    expect(first.versions.map((v: { version: number }) => v.version)).toEqual([5, 4]);
    expect(first.nextBefore).toBe(4);
    const second = await (await call('GET', `${t.base}/versions${t.q}&limit=2&before=4`, 'viewer')).json();
    expect(second.versions.map((v: { version: number }) => v.version)).toEqual([3, 2]);
    expect(second.nextBefore).toBeNull();
  });

  it('restores an old version as a new one with the old cues, and refuses a stale base', async () => {
    const t = await newTrack(true);
    const original = [cue('a', 0, 'Four score'), cue('b', 1000, 'and seven years')];
    await call('PUT', `${t.base}/cues${t.q}`, 'editor', { cues: original });
    await call('PUT', `${t.base}/cues${t.q}`, 'editor', { cues: [cue('a', 0, 'Changed'), cue('z', 5000, 'Extra')] });

    const stale = await call('POST', `${t.base}/versions/2/restore${t.q}`, 'manager', { baseVersion: 2 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: 'version_conflict', details: { currentVersion: 3 } });

    const restored = await call('POST', `${t.base}/versions/2/restore${t.q}`, 'manager', { baseVersion: 3 });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id: t.trackId, version: 4, cues: original });
    const now = await (await call('GET', `${t.base}/cues${t.q}`, 'viewer')).json();
    expect(now).toMatchObject({ version: 4, cues: original });
    const embed = await env.request('GET', `/embed/workspaces/${W}/files/${t.fileId}/tracks/${t.trackId}`);
    expect((await embed.json()).cues.map((c: Cue) => c.text)).toEqual(['Four score', 'and seven years']);
    const [latest] = (await (await call('GET', `${t.base}/versions${t.q}`, 'viewer')).json()).versions;
    expect(latest).toMatchObject({
      version: 4,
      source: 'restore',
      restoredFrom: 2,
      author: { uid: demo.manager.uid },
      changed: 1,
      added: 1,
      removed: 1,
    });
    expect((await call('POST', `${t.base}/versions/77/restore${t.q}`, 'manager', { baseVersion: 4 })).status).toBe(404);
  });

  it('refuses a stale PUT with 409 version_conflict and writes nothing; a current one saves', async () => {
    const t = await newTrack();
    await call('PUT', `${t.base}/cues${t.q}`, 'editor', { cues: [cue('a', 0, 'First')] });
    const stale = await call('PUT', `${t.base}/cues${t.q}`, 'editor', { baseVersion: 1, cues: [cue('a', 0, 'Lost?')] });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: 'version_conflict', details: { currentVersion: 2 } });
    const vtt = 'WEBVTT\n\na\n00:00.000 --> 00:00.900\nLost too?\n';
    const staleVtt = await call('PUT', `${t.base}/cues${t.q}&baseVersion=1`, 'editor', vtt, {
      'Content-Type': 'text/vtt',
    });
    expect(staleVtt.status).toBe(409);
    expect(await (await call('GET', `${t.base}/cues${t.q}`, 'viewer')).json()).toMatchObject({
      version: 2,
      cues: [{ text: 'First' }],
    });
    const current = await call('PUT', `${t.base}/cues${t.q}`, 'editor', {
      baseVersion: 2,
      cues: [cue('a', 0, 'Kept')],
    });
    expect(await current.json()).toMatchObject({ version: 3, cues: [{ text: 'Kept' }] });
  });

  it('lets every member read versions, only cue editors restore, and hides other workspaces', async () => {
    const t = await newTrack();
    await call('PUT', `${t.base}/cues${t.q}`, 'editor', { cues: [cue('a', 0, 'One')] });
    await call('PUT', `${t.base}/cues${t.q}`, 'editor', { cues: [cue('a', 0, 'Two')] });
    expect((await call('GET', `${t.base}/versions/2${t.q}`, 'viewer')).status).toBe(200);
    const viewer = await call('POST', `${t.base}/versions/2/restore${t.q}`, 'viewer', { baseVersion: 3 });
    expect(viewer.status).toBe(403);
    expect((await viewer.json()).error.code).toBe('forbidden');
    for (const path of [`${t.base}/versions`, `${t.base}/versions/2`]) {
      expect((await call('GET', `${path}${t.q}`, 'outsider')).status).toBe(404);
      expect((await call('GET', `${path}?workspaceId=other-co`, 'outsider')).status).toBe(404);
    }
    const other = await call('POST', `${t.base}/versions/2/restore?workspaceId=other-co`, 'outsider', {
      baseVersion: 3,
    });
    expect(other.status).toBe(404);
    const bad = await call('POST', `${t.base}/versions/two/restore${t.q}`, 'manager', { baseVersion: 'x' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'validation_error', message: expect.any(String) });
    expect((await call('GET', `${t.base}/versions${t.q}&limit=0`, 'viewer')).status).toBe(400);
  });
});
