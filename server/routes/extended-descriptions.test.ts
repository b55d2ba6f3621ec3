import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cue } from '@shared/schemas/embed';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// Extended audio description (issue 31): a description cue carries `extended: true` through every write path,
// the version history and the WebVTT the embeds and players read; other kinds of track refuse it.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const W = 'demo-university';
const q = `?workspaceId=${W}`;
const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  env.request(method, path, { token: demo.manager.token, body, headers });
const cue = (id: string, startMs: number, text: string, extended?: boolean): Cue => ({
  id,
  startMs,
  endMs: startMs + 2000,
  text,
  ...(extended === undefined ? {} : { extended }),
});

async function newTrack(kind: 'descriptions' | 'captions') {
  const file = await call('POST', '/files', { workspaceId: W, name: 'Lecture.mp4', embeddable: true });
  const fileId = ((await file.json()) as { file: { id: string } }).file.id;
  const track = await call('POST', `/files/${fileId}/tracks${q}`, { language: 'en', kind, label: 'English' });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  return { fileId, trackId, base: `/files/${fileId}/tracks/${trackId}` };
}

const cuesOf = async (base: string) => ((await (await call('GET', `${base}/cues${q}`)).json()) as { cues: Cue[] }).cues;

describe('extended description cues', () => {
  it('keeps extended on the cues that have it through PUT, PATCH, versions and restore', async () => {
    const t = await newTrack('descriptions');
    const put = await call('PUT', `${t.base}/cues${q}`, {
      cues: [cue('a', 0, 'A lecture hall.', true), cue('b', 5000, 'She points at a chart.', false)],
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { cues: Cue[] }).cues.map((c) => c.extended)).toEqual([true, undefined]);
    expect(await cuesOf(t.base)).toEqual([
      cue('a', 0, 'A lecture hall.', true),
      cue('b', 5000, 'She points at a chart.'),
    ]);

    // Turning extended off on one cue and on on the other is a change the autosave sends and the history records.
    const patch = await call('PATCH', `${t.base}/cues${q}`, {
      baseVersion: 2,
      upsert: [cue('a', 0, 'A lecture hall.', false), cue('b', 5000, 'She points at a chart.', true)],
      delete: [],
    });
    expect(patch.status).toBe(200);
    expect((await cuesOf(t.base)).map((c) => [c.id, c.extended ?? false])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    const v2 = (await (await call('GET', `${t.base}/versions/2${q}`)).json()) as { cues: Cue[] };
    expect(v2.cues.map((c) => c.extended ?? false)).toEqual([true, false]);
    const list = (await (await call('GET', `${t.base}/versions${q}`)).json()) as { versions: { changed: number }[] };
    expect(list.versions[0]!.changed).toBe(2);

    expect((await call('POST', `${t.base}/versions/2/restore${q}`, { baseVersion: 3 })).status).toBe(200);
    expect((await cuesOf(t.base)).map((c) => c.extended ?? false)).toEqual([true, false]);
  });

  it('refuses extended on a captions track with 400 and changes nothing', async () => {
    const t = await newTrack('captions');
    const put = await call('PUT', `${t.base}/cues${q}`, { cues: [cue('a', 0, 'Hello.', true)] });
    expect(put.status).toBe(400);
    const body = (await put.json()) as { error: { code: string; message: string; details: { code: string }[] } };
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toMatch(/descriptions track/);
    expect(body.error.details[0]!.code).toBe('extended_outside_descriptions');

    expect((await call('PUT', `${t.base}/cues${q}`, { cues: [cue('a', 0, 'Hello.', false)] })).status).toBe(200);
    const patch = await call('PATCH', `${t.base}/cues${q}`, {
      baseVersion: 2,
      upsert: [cue('a', 0, 'Hello.', true)],
      delete: [],
    });
    expect(patch.status).toBe(400);
    expect(((await patch.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    expect(await cuesOf(t.base)).toEqual([cue('a', 0, 'Hello.')]);
  });

  it('writes extended cues to WebVTT as a NOTE before the cue, and reads them back from an import', async () => {
    const t = await newTrack('descriptions');
    await call('PUT', `${t.base}/cues${q}`, {
      cues: [cue('a', 0, 'A lecture hall.'), cue('b', 5000, 'She points at a chart.', true)],
    });
    const embed = await env.request('GET', `/embed/workspaces/${W}/files/${t.fileId}/tracks/${t.trackId}.vtt`);
    expect(embed.status).toBe(200);
    const vtt = await embed.text();
    expect(vtt).toContain('NOTE extended: the media pauses while this description is spoken\n\nb\n00:00:05.000');
    expect(vtt.match(/NOTE extended/g)).toHaveLength(1);
    const json = await env.request('GET', `/embed/workspaces/${W}/files/${t.fileId}/tracks/${t.trackId}`);
    expect(((await json.json()) as { cues: Cue[] }).cues.map((c) => c.extended ?? false)).toEqual([false, true]);

    const other = await newTrack('descriptions');
    const imported = await call('PUT', `${other.base}/cues${q}`, vtt, { 'Content-Type': 'text/vtt' });
    expect(imported.status).toBe(200);
    expect(await cuesOf(other.base)).toEqual(await cuesOf(t.base));
  });
});
