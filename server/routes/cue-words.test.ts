import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTrackId, MACHINE_DEMO_TRACK } from '../seed/demo-data';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const WS = 'workspaceId=demo-university';
const FILE = 'fdr-first-inaugural';
const cuesPath = `/files/${FILE}/tracks/${MACHINE_DEMO_TRACK}/cues?${WS}`;
const confirmPath = `/files/${FILE}/tracks/${MACHINE_DEMO_TRACK}/cues/confirm?${WS}`;
const call = (method: string, path: string, who: keyof typeof demo, body?: unknown) =>
  env.request(method, path, { token: demo[who].token, body });

interface Word {
  text: string;
  startMs: number;
  endMs: number;
  confidence?: number;
}
interface Track {
  version: number;
  origin: string;
  speechRegions?: unknown;
  cues: { id: string; startMs: number; endMs: number; text: string; words?: Word[] }[];
}
const readTrack = async (who: keyof typeof demo = 'viewer') =>
  (await (await call('GET', cuesPath, who)).json()) as Track;

describe('words and confidence of machine cues', () => {
  it('gives every member each machine cue’s words, with times and a 0–1 confidence, spelling its text', async () => {
    const track = await readTrack();
    expect(track.origin).toBe('machine');
    // The demo track was seeded, not transcribed: no voice activity was measured for it.
    expect(track.speechRegions).toBeUndefined();
    expect(track.cues.length).toBeGreaterThan(0);
    for (const cue of track.cues) {
      expect(cue.words!.map((w) => w.text).join(' ')).toBe(cue.text.split(/\s+/).join(' '));
      for (const w of cue.words!) {
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(1);
        expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
      }
    }
    expect(track.cues.flatMap((c) => c.words!).some((w) => w.confidence! < 0.6)).toBe(true);
  });

  it('gives no words for tracks no engine made', async () => {
    const human = demoTrackId('jfk-rice-moon-speech', 'en', 'captions');
    const res = await call('GET', `/files/jfk-rice-moon-speech/tracks/${human}/cues?${WS}`, 'viewer');
    const track = (await res.json()) as Track;
    expect(track.origin).toBe('edited');
    expect(track.cues.length).toBeGreaterThan(0);
    expect(track.cues.every((c) => c.words === undefined)).toBe(true);
  });

  it('drops the words of a cue whose text a person changed, and keeps the others', async () => {
    const before = await readTrack();
    const [first, second] = before.cues;
    const { words: _, ...edited } = { ...first!, text: `${first!.text} (corrected)` };
    const patch = await call('PATCH', cuesPath, 'editor', { baseVersion: before.version, upsert: [edited] });
    expect(patch.status).toBe(200);
    const after = await readTrack();
    expect(after.cues.find((c) => c.id === first!.id)!.words).toBeUndefined();
    expect(after.cues.find((c) => c.id === second!.id)!.words).toEqual(second!.words);
  });

  it('clears a confirmed cue’s words for good; editors may confirm, viewers may not', async () => {
    const cue = (await readTrack()).cues.find((c) => c.words)!;
    expect((await call('POST', confirmPath, 'viewer', { cueIds: [cue.id] })).status).toBe(403);
    expect((await call('POST', confirmPath, 'editor', { cueIds: [cue.id] })).status).toBe(204);
    expect((await readTrack()).cues.find((c) => c.id === cue.id)!.words).toBeUndefined();
  });

  it('answers 400 for bad input, never a 500', async () => {
    for (const body of [{}, { cueIds: [] }, { cueIds: [''] }, { cueIds: 'c1' }, { cueIds: ['x'.repeat(65)] }]) {
      const res = await call('POST', confirmPath, 'editor', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
  });

  it('hides another workspace’s track: 404 to read or confirm', async () => {
    const asOutsider = (method: string, path: string, body?: unknown) =>
      call(method, path.replace(WS, 'workspaceId=other-co'), 'outsider', body);
    expect((await asOutsider('GET', cuesPath)).status).toBe(404);
    expect((await asOutsider('POST', confirmPath, { cueIds: ['c5'] })).status).toBe(404);
    expect(
      (await call('POST', `/files/${FILE}/tracks/nope/cues/confirm?${WS}`, 'editor', { cueIds: ['c5'] })).status,
    ).toBe(404);
    expect((await readTrack()).cues.find((c) => c.id === 'c5')!.words).toBeDefined();
  });
});
