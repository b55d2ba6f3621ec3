// Files crafted against the pipeline (server/testing/hostile-media.ts): each one was processed before the format
// allow-list, reading what it should not. Real ffmpeg on media made in the test.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peaksSchema } from '@shared/schemas/jobs';
import { toSpeechWav, wavDurationMs } from '../../engines/audio';
import { newId } from '../../db/new-id';
import { fileStorageKey } from '../../storage/storage';
import { matroskaClaiming, mp3PosingAsTransportStream, playlistBehindId3 } from '../../testing/hostile-media';
import { createTestEnv, type TestEnv } from '../../testing/test-env';
import { addUploadedFile, fileRow, jobEnd, makeMedia, storedNames } from '../job-test-helpers';
import { requireMediaTools } from './ffmpeg';
import { computePeaks } from './peaks';
import { probeMedia, UNREADABLE_MEDIA } from './probe';
import { makeRendition } from './rendition';

const W = 'demo-university';
const run = promisify(execFile);
let env: TestEnv;
let dir: string;
/** Another workspace's processed audio, stored where the media job keeps renditions. */
let secretPath: string;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  dir = await mkdtemp(path.join(tmpdir(), 'hostile-media-test-'));
  const secret = await makeMedia(dir, 'secret.mp4', [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-c:a',
    'aac',
  ]);
  const key = fileStorageKey('other-co', newId(), 'rendition.mp4');
  await env.storage.put(key, await readFile(secret), 'audio/mp4');
  secretPath = env.storage.localPath!(key);
});
afterAll(async () => {
  await env.close();
  await rm(dir, { recursive: true, force: true });
});

async function written(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe('an HLS playlist behind an ID3 tag, naming another workspace’s media', () => {
  it('is what ffprobe without the allow-list reads as HLS, decoding the other file', async () => {
    // The reproduction: the plain tools follow the playlist.
    const evil = await written('evil.mp3', playlistBehindId3(secretPath));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_format', '-of', 'json', evil]);
    expect(JSON.parse(stdout).format).toMatchObject({ format_name: 'hls', duration: '2.000000' });
  });

  it('fails the media job as not media, reading nothing of the other file', async () => {
    const fileId = await addUploadedFile(
      env,
      W,
      await written('upload.mp3', playlistBehindId3(secretPath)),
      'audio/mpeg',
    );
    const done = await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id);
    expect(done).toMatchObject({ state: 'failed', attempts: 1 });
    expect(done.error).toBe('This file has an audio tag but no audio or video after it');
    expect(await fileRow(env, fileId)).toMatchObject({ status: 'failed', durationMs: null, peaksKey: null });
    expect(await storedNames(env, W, fileId)).toEqual(['original']);
  });

  it('is refused by ffprobe and ffmpeg with our input options even when sniffing is bypassed', async () => {
    const tools = requireMediaTools();
    const evil = await written('bypass.mp3', playlistBehindId3(secretPath));
    const signal = new AbortController().signal;
    await expect(probeMedia(tools, evil, 'audio/mpeg', dir, signal)).rejects.toThrow(UNREADABLE_MEDIA);
    await expect(computePeaks(tools, evil, 2000, dir, signal, () => {})).rejects.toThrow(
      'ffmpeg could not process the media',
    );
    const asAudio = { durationMs: 2000, format: 'mp3', streams: [], hasVideo: false, hasAudio: true };
    await expect(makeRendition(tools, evil, asAudio, dir, signal, () => {})).rejects.toThrow(
      'ffmpeg could not process the media',
    );
    // The speech engines decode stored originals with the same options.
    await expect(toSpeechWav(evil, path.join(dir, 'speech.wav'))).rejects.toThrow('ffmpeg could not process the media');
  });
});

describe('media whose contents are not what its first bytes say', () => {
  it('stops when ffprobe finds another format than the sniffed family', async () => {
    const mp3 = await readFile(await makeMedia(dir, 'plain.mp3', ['-f', 'lavfi', '-i', 'sine=duration=3']));
    const fileId = await addUploadedFile(
      env,
      W,
      await written('poly.ts', mp3PosingAsTransportStream(mp3)),
      'video/mp2t',
    );
    const done = await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id);
    expect(done).toMatchObject({ state: 'failed', attempts: 1 });
    expect(done.error).toBe('The file looks like MPEG-TS but its contents are not: it cannot be processed');
    expect(await storedNames(env, W, fileId)).toEqual(['original']);
  });

  it('decodes no more than the probed duration of a file that lies about its length', async () => {
    const tenSeconds = await readFile(
      await makeMedia(dir, 'ten.mka', ['-f', 'lavfi', '-i', 'sine=duration=10', '-c:a', 'libopus']),
    );
    const liar = await written('liar.mka', matroskaClaiming(tenSeconds, 1000));
    const fileId = await addUploadedFile(env, W, liar, 'video/matroska');
    const done = await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id);
    expect(done.state).toBe('succeeded');
    const file = await fileRow(env, fileId);
    expect(file).toMatchObject({ durationMs: 1000, probedDurationMs: 1000 });
    // Peaks of at most 1 s and the decoding margin (2 s), not of the 10 s the file holds.
    const peaks = peaksSchema.parse(JSON.parse(await readFile(env.storage.localPath!(file!.peaksKey!), 'utf8')));
    expect(peaks.data.length).toBeLessThanOrEqual(2 * 50 * 3);
    // The engines transcribe what was priced, not what the file hides.
    const speech = path.join(dir, 'liar.wav');
    await toSpeechWav(liar, speech, { durationMs: 1000 });
    expect(wavDurationMs(await readFile(speech))).toBeLessThanOrEqual(3000);
  });
});
