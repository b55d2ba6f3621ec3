import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenMs } from '@shared/describability/fit';
import { findOnPath } from '../engines/command';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// The editor's Preview (issue 31): a description read by the server's voice (espeak-ng here), with its length.

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let base: string;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  const file = await call('POST', '/files', 'manager', { workspaceId: W, name: 'Lecture.mp4' });
  const fileId = ((await file.json()) as { file: { id: string } }).file.id;
  const track = await call('POST', `/files/${fileId}/tracks${q}`, 'manager', {
    language: 'en',
    kind: 'descriptions',
    label: 'AD',
  });
  base = `/files/${fileId}/tracks/${((await track.json()) as { track: { id: string } }).track.id}`;
});
afterAll(() => env.close());

const W = 'demo-university';
const q = `?workspaceId=${W}`;
function call(method: string, path: string, who: DemoAccount, body?: unknown) {
  return env.request(method, path, { token: demo[who].token, body });
}
const TEXT = 'Professor Okafor draws a diagram of an engine with two cylinders.';

describe.runIf(findOnPath('espeak-ng'))('speech preview', () => {
  it('reads the text aloud as WAV, as long as the fit meter estimates, and quicker at a faster rate', async () => {
    const res = await call('POST', `${base}/speech-preview${q}`, 'editor', { text: TEXT });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { audio: string; durationMs: number; provider: string };
    expect(body.provider).toBe('espeak-ng');
    expect(body.audio.startsWith('data:audio/wav;base64,')).toBe(true);
    expect(Buffer.from(body.audio.split(',')[1]!, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    expect(Math.abs(body.durationMs - spokenMs(TEXT)) / body.durationMs).toBeLessThan(0.15);

    const fast = await call('POST', `${base}/speech-preview${q}`, 'editor', { text: TEXT, rate: 240 });
    expect(((await fast.json()) as { durationMs: number }).durationMs).toBeLessThan(body.durationMs * 0.8);
  });
});

describe('speech preview refusals', () => {
  it('is for people who edit cues, of a track of the workspace, with text to read', async () => {
    expect((await call('POST', `${base}/speech-preview${q}`, 'viewer', { text: TEXT })).status).toBe(403);
    const missing = await call('POST', `/files/nope/tracks/nope/speech-preview${q}`, 'editor', { text: TEXT });
    expect(missing.status).toBe(404);
    const empty = await call('POST', `${base}/speech-preview${q}`, 'editor', { text: '  ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    const slow = await call('POST', `${base}/speech-preview${q}`, 'editor', { text: TEXT, rate: 20 });
    expect(slow.status).toBe(400);
  });
});

describe.runIf(findOnPath('espeak-ng'))("a track's voice and rate", () => {
  const patch = (who: DemoAccount, body: unknown, path = base) => call('PATCH', `${path}${q}`, who, body);
  const preview = async (body: object = {}) =>
    (await (await call('POST', `${base}/speech-preview${q}`, 'editor', { text: TEXT, ...body })).json()) as {
      durationMs: number;
      voice: string | null;
      rate: number;
    };

  it('lists the voices for its language, and reads with the chosen voice and rate until reset', async () => {
    const listed = await call('GET', `${base}/voices${q}`, 'viewer');
    expect(listed.status).toBe(200);
    const voices = (await listed.json()) as {
      voice: null;
      speechRate: null;
      defaultRate: number;
      voices: { provider: string; name: string }[];
    };
    expect(voices).toMatchObject({ voice: null, speechRate: null, defaultRate: 160 });
    expect(voices.voices).toContainEqual(expect.objectContaining({ provider: 'espeak-ng', name: 'en-gb' }));
    expect(voices.voices.every((v) => v.name.startsWith('en'))).toBe(true);

    const before = await preview();
    expect([before.voice, before.rate]).toEqual([null, 160]);
    // A transcript editor writes the descriptions, so may choose how they sound.
    const set = await patch('editor', { voice: 'en-gb', speechRate: 240 });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { track: object }).track).toMatchObject({
      voice: 'en-gb',
      speechRate: 240,
      label: 'AD',
    });
    const after = await preview();
    expect([after.voice, after.rate]).toEqual(['en-gb', 240]);
    expect(after.durationMs).toBeLessThan(before.durationMs * 0.8);
    expect(await (await call('GET', `${base}/voices${q}`, 'editor')).json()).toMatchObject({
      voice: 'en-gb',
      speechRate: 240,
    });

    expect((await patch('editor', { voice: null, speechRate: null })).status).toBe(200);
    expect([(await preview()).voice, (await preview()).rate]).toEqual([null, 160]);
  });

  it('refuses a voice no engine has for the language, a rate out of range, and nothing to change', async () => {
    for (const body of [{ voice: 'no-such-voice' }, { voice: 'es' }, { speechRate: 20 }, { speechRate: 160.5 }, {}]) {
      const res = await patch('editor', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
  });

  it('lets only cue editors choose the voice and only managers rename, within the workspace', async () => {
    expect((await patch('viewer', { speechRate: 200 })).status).toBe(403);
    expect((await patch('editor', { label: 'Renamed' })).status).toBe(403);
    expect((await patch('editor', { speechRate: 200 }, '/files/nope/tracks/nope')).status).toBe(404);
    const other = await call(
      'GET',
      `/files/other-constitution-preamble/tracks/other-constitution-preamble-en-captions/voices${q}`,
      'editor',
    );
    expect(other.status).toBe(404);
  });
});
