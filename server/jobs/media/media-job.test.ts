import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peaksSchema } from '@shared/schemas/jobs';
import { createTestEnv, type TestEnv } from '../../testing/test-env';
import { fileStorageKey } from '../../storage/storage';
import {
  addUploadedFile,
  eventAfter,
  fileRow,
  gateableStorage,
  jobEnd,
  makeMedia,
  storedNames,
} from '../job-test-helpers';
import { UNREADABLE_MEDIA } from './probe';

const W = 'demo-university';
const run = promisify(execFile);
let env: TestEnv;
let dir: string;
const gates = gateableStorage(() => env.storage);

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { storage: gates.storage } });
  dir = await mkdtemp(path.join(tmpdir(), 'media-job-test-'));
});
afterAll(async () => {
  await env.close();
  await rm(dir, { recursive: true, force: true });
});

/** ffprobe's view of a stored output: container and codecs. */
async function probeStored(key: string) {
  const local = env.storage.localPath!(key);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    local,
  ]);
  const json = JSON.parse(stdout) as {
    format: { format_name: string };
    streams: { codec_type: string; codec_name: string }[];
  };
  return { format: json.format.format_name, codecs: json.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort() };
}

describe('the media pipeline', () => {
  it('makes a web-playable audio file ready with its duration and peaks, and no rendition', async () => {
    const wav = await makeMedia(dir, 'tone.wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5']);
    const fileId = await addUploadedFile(env, W, wav, 'audio/wav');
    const job = await env.jobs.startMediaProcessing(W, fileId);
    expect(job).toMatchObject({ kind: 'media', state: 'queued', fileId });
    expect((await fileRow(env, fileId))?.status).toBe('queued');

    const done = await jobEnd(env, W, job.id);
    expect(done).toMatchObject({ state: 'succeeded', progress: 1, error: null, attempts: 1 });
    const file = await fileRow(env, fileId);
    expect(file).toMatchObject({ status: 'ready', error: null, posterKey: null, renditionKey: null });
    expect(file?.durationMs).toBeGreaterThanOrEqual(1450);
    expect(file?.durationMs).toBeLessThanOrEqual(1550);
    expect(file?.media).toEqual({ type: 'url', url: `/api/media/${fileId}/original`, mimeType: 'audio/wav' });

    const peaks = peaksSchema.parse(JSON.parse(await readFile(env.storage.localPath!(file!.peaksKey!), 'utf8')));
    expect(peaks.samplesPerSecond).toBe(50);
    expect(peaks.data.length).toBe(2 * 75);
    // lavfi's sine peaks at 1/8 of full scale (±16 of 127), and each 20 ms window holds several of its cycles.
    for (let i = 0; i < peaks.data.length; i += 2) {
      expect(peaks.data[i]).toBeGreaterThanOrEqual(-17);
      expect(peaks.data[i]).toBeLessThanOrEqual(-14);
      expect(peaks.data[i + 1]).toBeGreaterThanOrEqual(14);
      expect(peaks.data[i + 1]).toBeLessThanOrEqual(17);
    }
    expect(await storedNames(env, W, fileId)).toEqual(['original', 'peaks.json']);
  });

  it('gives a video browsers cannot play a poster, peaks and an H.264/AAC MP4 rendition', async () => {
    const avi = await makeMedia(dir, 'clip.avi', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300:duration=2',
      '-c:v',
      'mpeg4',
      '-c:a',
      'pcm_s16le',
      '-shortest',
    ]);
    const fileId = await addUploadedFile(env, W, avi, 'video/x-msvideo');
    const job = await env.jobs.startMediaProcessing(W, fileId);
    const done = await jobEnd(env, W, job.id);
    expect(done).toMatchObject({ state: 'succeeded', step: 'rendition', progress: 1 });
    expect(done.result).toMatchObject({ durationMs: expect.any(Number), renditionKey: expect.any(String) });

    const file = await fileRow(env, fileId);
    expect(file?.status).toBe('ready');
    expect(file?.durationMs).toBeGreaterThanOrEqual(1900);
    expect(file?.thumbnailUrl).toBe(`/api/media/${fileId}/poster`);
    expect(file?.media).toEqual({ type: 'url', url: `/api/media/${fileId}/rendition`, mimeType: 'video/mp4' });
    const poster = await readFile(env.storage.localPath!(file!.posterKey!));
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const rendition = await probeStored(file!.renditionKey!);
    expect(rendition.format).toContain('mp4');
    expect(rendition.codecs).toEqual(['audio:aac', 'video:h264']);
    expect(await storedNames(env, W, fileId)).toEqual(['original', 'poster.jpg', 'peaks.json', 'rendition.mp4']);
  });

  it('transcodes audio browsers cannot play (AIFF) to an AAC rendition', async () => {
    const aiff = await makeMedia(dir, 'voice.aiff', ['-f', 'lavfi', '-i', 'sine=frequency=220:duration=1']);
    const fileId = await addUploadedFile(env, W, aiff, 'audio/aiff');
    const done = await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id);
    expect(done.state).toBe('succeeded');
    const file = await fileRow(env, fileId);
    expect(file?.posterKey).toBeNull();
    expect(file?.media).toEqual({ type: 'url', url: `/api/media/${fileId}/rendition`, mimeType: 'audio/mp4' });
    expect((await probeStored(file!.renditionKey!)).codecs).toEqual(['audio:aac']);
  });

  it.each([
    [
      'random bytes',
      'This is a file of an unknown type, not audio or video',
      async () => {
        const p = path.join(dir, 'noise.mp4');
        await writeFile(p, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
        return p;
      },
    ],
    [
      'a truncated MP4',
      UNREADABLE_MEDIA,
      async () => {
        const whole = await makeMedia(dir, 'whole.mp4', [
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=160x120:rate=10:duration=2',
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
        ]);
        const bytes = await readFile(whole);
        const cut = path.join(dir, 'cut.mp4');
        // Without +faststart the index comes last: half the file has none.
        await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
        return cut;
      },
    ],
  ])('fails %s with a reason of ours, at once and with nothing half-made', async (_name, reason, make) => {
    const fileId = await addUploadedFile(env, W, await make(), 'video/mp4');
    const done = await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id);
    expect(done.state).toBe('failed');
    expect(done.attempts).toBe(1);
    // Never ffprobe's own words: they can name paths and addresses.
    expect(done.error).toBe(reason);
    const file = await fileRow(env, fileId);
    expect(file).toMatchObject({ status: 'failed', error: done.error, durationMs: null, peaksKey: null });
    expect(await storedNames(env, W, fileId)).toEqual(['original']);
  });

  it('is one job per file: starting it twice at once answers the same job and makes each output once', async () => {
    const wav = await makeMedia(dir, 'twice.wav', ['-f', 'lavfi', '-i', 'sine=duration=1']);
    const fileId = await addUploadedFile(env, W, wav, 'audio/wav');
    const [a, b] = await Promise.all([
      env.jobs.startMediaProcessing(W, fileId),
      env.jobs.startMediaProcessing(W, fileId),
    ]);
    expect(b.id).toBe(a.id);
    expect((await jobEnd(env, W, a.id)).state).toBe('succeeded');
    expect(await storedNames(env, W, fileId)).toEqual(['original', 'peaks.json']);
  });

  it('stops and removes what it made when the file is deleted while it runs', async () => {
    const avi = await makeMedia(dir, 'deleted.avi', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-c:v',
      'mpeg4',
      '-shortest',
    ]);
    const fileId = await addUploadedFile(env, W, avi, 'video/x-msvideo');
    // Held right after the peaks are stored: the poster is stored too, the rendition not yet made.
    const gate = gates.arm('peaks.json');
    const job = await env.jobs.startMediaProcessing(W, fileId);
    await gate.reached;
    expect(await storedNames(env, W, fileId)).toEqual(['original', 'poster.jpg', 'peaks.json']);
    // What deleting a file does: the row goes, then its stored media.
    const { files } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await env.database.db.delete(files).where(eq(files.id, fileId));
    await env.storage.delete(fileStorageKey(W, fileId, 'original'));
    const ended = jobEnd(env, W, job.id);
    gate.release();
    const done = await ended;
    expect(done).toMatchObject({
      state: 'cancelled',
      fileId: null,
      error: 'The file was deleted while this job was running',
    });
    expect(await storedNames(env, W, fileId)).toEqual([]);
  });

  it('when cancelled mid-run, removes what it made and leaves the file failed, ready to retry', async () => {
    const avi = await makeMedia(dir, 'cancelled.avi', [
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-c:v',
      'mpeg4',
      '-shortest',
    ]);
    const fileId = await addUploadedFile(env, W, avi, 'video/x-msvideo');
    const gate = gates.arm('peaks.json');
    const job = await env.jobs.startMediaProcessing(W, fileId);
    await gate.reached;
    expect(await storedNames(env, W, fileId)).toEqual(['original', 'poster.jpg', 'peaks.json']);
    expect(await env.jobs.cancel(W, job.id)).toMatchObject({ state: 'cancelled' });
    // The file fails only once the run has stopped and removed its outputs.
    await eventAfter(
      env,
      W,
      (event) =>
        event.type === 'file' && event.file.id === fileId && event.file.status === 'failed' ? true : undefined,
      async () => gate.release(),
    );
    expect(await fileRow(env, fileId)).toMatchObject({
      status: 'failed',
      error: 'Processing was cancelled; retry to process the file',
      posterKey: null,
      peaksKey: null,
    });
    expect(await storedNames(env, W, fileId)).toEqual(['original']);
  });
});
