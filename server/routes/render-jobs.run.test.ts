// Described audio and extended video rendered by the worker with real espeak-ng and ffmpeg, measured with ffmpeg.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@shared/schemas/jobs';
import { cues, files, tracks } from '../db/schema';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let people: Record<DemoAccount, TestUser>;
let dir: string;

const W = 'demo-university';
const FILE = 'render-clip';
const TRACK = 'render-clip-ad';
/** The programme: 4 s of moving test picture at 25 fps and a 13 kHz tone, above anything espeak-ng says. */
const SOURCE_MS = 4000;
const FRAME_MS = 40;
const STANDARD_AT = 300;
const EXTENDED_AT = 2500;
const SLOW = 300_000;
/** The duck docs/engines.md states. */
const DUCK_DB = -12;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
  dir = mkdtempSync(path.join(tmpdir(), 'render-test-'));
  const source = path.join(dir, 'source.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=13000:sample_rate=48000:duration=4'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-shortest', source],
  ]);
  const storageKey = fileStorageKey(W, FILE, 'original');
  await env.storage.put(storageKey, readFileSync(source), 'video/mp4');
  await env.database.db.insert(files).values({
    id: FILE,
    workspaceId: W,
    name: 'Render clip',
    status: 'ready',
    storageKey,
    media: { type: 'url', url: `/api/media/${FILE}/original` },
    durationMs: SOURCE_MS,
    probedDurationMs: SOURCE_MS,
  });
  await env.database.db.insert(tracks).values([
    { id: TRACK, fileId: FILE, language: 'en', kind: 'descriptions', label: 'AD' },
    { id: 'render-clip-captions', fileId: FILE, language: 'en', kind: 'captions', label: 'English' },
  ]);
  await env.database.db.insert(cues).values([
    { trackId: TRACK, id: 'rain', position: 0, startMs: STANDARD_AT, endMs: 1200, text: 'Rain falls.' },
    { trackId: TRACK, id: 'wave', position: 1, startMs: EXTENDED_AT, endMs: 3000, text: 'She waves.', extended: true },
  ]);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await env.close();
});

async function order(user: TestUser, workspaceId: string, fileId: string, body: unknown) {
  return env.request('POST', `/workspaces/${workspaceId}/files/${fileId}/jobs`, { token: user.token, body });
}

async function finished(body: unknown): Promise<Job> {
  const res = await order(people.manager, W, FILE, body);
  expect(res.status).toBe(202);
  let job = ((await res.json()) as { job: Job }).job;
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = (await (
      await env.request('GET', `/workspaces/${W}/jobs/${job.id}`, { token: people.manager.token })
    ).json()) as Job;
  }
  return job;
}

/** The describe job's clip lengths: what the synthesiser says each cue in (the renders use the same voice). */
async function clipLengths(): Promise<Record<string, number>> {
  const done = await finished({ kind: 'describe', trackId: TRACK });
  expect(done.state).toBe('succeeded');
  const manifest = await env.storage.get(done.result!.manifestKey as string);
  const body = JSON.parse(await new Response(manifest!.stream as unknown as ReadableStream).text()) as {
    clips: { cueId: string; durationMs: number }[];
  };
  return Object.fromEntries(body.clips.map((c) => [c.cueId, c.durationMs]));
}

async function downloaded(url: string, name: string): Promise<string> {
  const res = await env.request('GET', url, { token: people.manager.token });
  expect(res.status).toBe(200);
  const target = path.join(dir, name);
  writeFileSync(target, Buffer.from(await res.arrayBuffer()));
  return target;
}

/** Mean level in dB of the programme's tone alone (the voice has nothing above 11 kHz) between two seconds. */
function toneDb(file: string, from: number, to: number): number {
  const filter = `atrim=${from}:${to},highpass=f=11500:poles=2,highpass=f=11500:poles=2,volumedetect`;
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-i', file, '-af', filter, '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)![1]);
}

const probed = (file: string, entries: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'csv=p=0', file], { encoding: 'utf8' })
    .trim()
    .split('\n');

describe('described renders', () => {
  let lengths: Record<string, number>;
  beforeAll(async () => {
    lengths = await clipLengths();
  }, SLOW);

  it(
    'mixes the descriptions over the programme, ducked by the stated amount under a description and paused for an extended one',
    async () => {
      const done = await finished({ kind: 'described_audio', trackId: TRACK });
      expect(done.state).toBe('succeeded');
      expect(done.result).toMatchObject({ trackId: TRACK, duckDb: DUCK_DB });
      const file = await downloaded(`/media/${FILE}/described-audio/${TRACK}`, 'described.m4a');
      const part = await env.request('GET', `/media/${FILE}/described-audio/${TRACK}`, {
        token: people.manager.token,
        headers: { Range: 'bytes=0-99' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('Content-Type')).toBe('audio/mp4');
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      const rain = lengths.rain! / 1000;
      const wave = lengths.wave! / 1000;
      const start = STANDARD_AT / 1000;
      const pause = EXTENDED_AT / 1000;
      expect(start + rain + 0.3).toBeLessThan(pause - 0.3);
      const before = toneDb(file, 0, start - 0.25);
      const during = toneDb(file, start + 0.05, start + rain - 0.05);
      const between = toneDb(file, start + rain + 0.25, pause - 0.05);
      const paused = toneDb(file, pause + 0.05, pause + wave - 0.05);
      const after = toneDb(file, pause + wave + 0.05, SOURCE_MS / 1000 + wave - 0.05);
      // Ducked by 12 dB (±1) under the standard description, untouched before and after it.
      expect(during - before).toBeGreaterThan(DUCK_DB - 1);
      expect(during - before).toBeLessThan(DUCK_DB + 1);
      expect(Math.abs(between - before)).toBeLessThan(1);
      // The programme waits in silence while the extended description plays, then goes on at its own level.
      expect(paused).toBeLessThan(before - 30);
      expect(Math.abs(after - before)).toBeLessThan(1);
      // The programme plus the extended clip, to an AAC frame (21 ms) and the clip's millisecond rounding.
      const [duration] = probed(file, 'format=duration').map(Number);
      expect(Math.abs(duration! * 1000 - (SOURCE_MS + lengths.wave!))).toBeLessThan(25);
      expect(done.result!.extendedMs).toBeGreaterThanOrEqual(lengths.wave! - 1);
    },
    SLOW,
  );

  it(
    'stores each render under its own job, serves the newest and deletes the earlier one',
    async () => {
      const first = await finished({ kind: 'described_audio', trackId: TRACK });
      const second = await finished({ kind: 'described_audio', trackId: TRACK });
      expect(second.state).toBe('succeeded');
      const [firstKey, secondKey] = [first.result!.renditionKey as string, second.result!.renditionKey as string];
      expect(firstKey).toContain(first.id);
      expect(secondKey).toContain(second.id);
      expect(await env.storage.stat(firstKey)).toBeNull();
      const served = await env.request('GET', `/media/${FILE}/described-audio/${TRACK}`, {
        token: people.manager.token,
      });
      expect(served.status).toBe(200);
      expect(Number(served.headers.get('Content-Length'))).toBe((await env.storage.stat(secondKey))!.size);
    },
    SLOW,
  );

  it(
    'renders an extended MP4 whose picture holds while the extended description plays, longer by exactly that clip',
    async () => {
      const done = await finished({ kind: 'extended_video', trackId: TRACK });
      expect(done.state).toBe('succeeded');
      const file = await downloaded(`/media/${FILE}/extended-video/${TRACK}`, 'extended.mp4');
      const added = done.result!.extendedMs as number;
      // The hold is whole frames: the clip's length rounded up to the next 40 ms frame.
      expect(added).toBe(Math.ceil(lengths.wave! / FRAME_MS) * FRAME_MS);
      const [video, audio] = probed(file, 'stream=codec_type,duration');
      expect(video!.split(',')[0]).toBe('video');
      expect(Number(video!.split(',')[1]) * 1000).toBeCloseTo(SOURCE_MS + added, 0);
      expect(Math.abs(Number(audio!.split(',')[1]) * 1000 - (SOURCE_MS + added))).toBeLessThan(25);
      // ffmpeg's freezedetect sees the picture stand still from the cue for the clip's length, and only then.
      const log = spawnSync(
        'ffmpeg',
        ['-hide_banner', '-i', file, '-vf', 'freezedetect=n=0.001:d=0.5', '-map', '0:v', '-f', 'null', '-'],
        { encoding: 'utf8' },
      ).stderr;
      const starts = [...log.matchAll(/freeze_start: ([\d.]+)/g)].map((m) => Number(m[1]));
      const durations = [...log.matchAll(/freeze_duration: ([\d.]+)/g)].map((m) => Number(m[1]));
      expect(starts).toHaveLength(1);
      // It dates a freeze from the first repeat of a frame, so up to two frames after the held one.
      expect(starts[0]! * 1000).toBeGreaterThanOrEqual(EXTENDED_AT);
      expect(starts[0]! * 1000).toBeLessThanOrEqual(EXTENDED_AT + 2 * FRAME_MS);
      expect(durations[0]! * 1000).toBeGreaterThanOrEqual(added - 2 * FRAME_MS);
      expect(durations[0]! * 1000).toBeLessThanOrEqual(added);
      // Its sound ducks like the described audio.
      const during = toneDb(file, STANDARD_AT / 1000 + 0.05, (STANDARD_AT + lengths.rain!) / 1000 - 0.05);
      expect(during - toneDb(file, 0, STANDARD_AT / 1000 - 0.25)).toBeLessThan(DUCK_DB + 1);
    },
    SLOW,
  );
});

describe('ordering and serving renders', () => {
  it('refuses a track that is not a descriptions track, a missing track and a missing trackId with 400/404', async () => {
    const captions = await order(people.manager, W, FILE, { kind: 'described_audio', trackId: 'render-clip-captions' });
    expect(captions.status).toBe(400);
    expect((await captions.json()).error).toMatchObject({ code: 'validation_error' });
    const missing = await order(people.manager, W, FILE, { kind: 'extended_video', trackId: 'no-such-track' });
    expect(missing.status).toBe(404);
    const noTrack = await order(people.manager, W, FILE, { kind: 'extended_video' });
    expect(noTrack.status).toBe(400);
    expect(JSON.stringify(await noTrack.json())).toMatch(/trackId/);
    // Another file's descriptions track is not this file's.
    const elsewhere = await order(people.manager, W, FILE, {
      kind: 'described_audio',
      trackId: 'jfk-rice-moon-speech-en-descriptions',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('answers 404 to another workspace, for orders and for the renditions', async () => {
    const res = await order(people.outsider, W, FILE, { kind: 'described_audio', trackId: TRACK });
    expect(res.status).toBe(404);
    for (const kind of ['described-audio', 'extended-video']) {
      const got = await env.request('GET', `/media/${FILE}/${kind}/${TRACK}`, { token: people.outsider.token });
      expect(got.status).toBe(404);
    }
  });

  it(
    'fails an extended video of a file with no picture, saying so',
    async () => {
      const res = await order(people.manager, W, 'jfk-rice-moon-speech', {
        kind: 'extended_video',
        trackId: 'jfk-rice-moon-speech-en-descriptions',
      });
      expect(res.status).toBe(202);
      let job = ((await res.json()) as { job: Job }).job;
      while (job.state === 'queued' || job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        job = (await (
          await env.request('GET', `/workspaces/${W}/jobs/${job.id}`, { token: people.manager.token })
        ).json()) as Job;
      }
      expect(job.state).toBe('failed');
      expect(job.error).toMatch(/no picture/);
    },
    SLOW,
  );
});
