// What the sniffer lets into the pipeline, decided on the bytes: real media in the accepted containers, nothing
// else. Media is made here with ffmpeg; the hostile files come from server/testing/hostile-media.ts.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMedia } from '../jobs/job-test-helpers';
import { id3Tag, mp3PosingAsTransportStream, playlistBehindId3 } from '../testing/hostile-media';
import { toneWav } from '../testing/media-samples';
import { fileReader } from './byte-readers';
import { sniffMedia } from './sniff-media';

let dir: string;
let mp3: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sniff-test-'));
  mp3 = await readFile(
    await makeMedia(dir, 'plain.mp3', ['-f', 'lavfi', '-i', 'sine=duration=1', '-id3v2_version', '0']),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Sniffs bytes as the upload route does: from storage, by byte ranges. */
async function sniff(bytes: Buffer) {
  const file = path.join(dir, `sample-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  return sniffMedia(fileReader(file));
}

describe('sniffMedia', () => {
  it('accepts an MP3 behind an ID3 tag longer than its first look (cover art), by what follows the tag', async () => {
    expect(await sniff(Buffer.concat([id3Tag(200_000), mp3]))).toEqual({ ok: true, mimeType: 'audio/mpeg' });
    expect(await sniff(toneWav(0.1))).toEqual({ ok: true, mimeType: 'audio/wav' });
  });

  it('refuses an HLS playlist behind an ID3 tag: ffmpeg would read the files it names', async () => {
    expect(await sniff(playlistBehindId3('/etc/passwd'))).toEqual({
      ok: false,
      message: 'This file has an audio tag but no audio or video after it',
    });
  });

  it('refuses an ID3 tag followed by nothing, or claiming more than the file holds', async () => {
    const tagOnly = { ok: false, message: 'This file has an audio tag but no audio or video after it' };
    expect(await sniff(id3Tag(100))).toEqual(tagOnly);
    expect(await sniff(id3Tag(100).subarray(0, 60))).toEqual(tagOnly);
  });

  it('refuses a playlist on its own, and media in formats this server does not process', async () => {
    expect(await sniff(Buffer.from('#EXTM3U\n#EXTINF:2,\nsegment.ts\n'))).toEqual({
      ok: false,
      message: 'This is a text file, not audio or video',
    });
    const midi = Buffer.from('4d546864000000060000000100604d54726b0000000400ff2f00', 'hex');
    expect(await sniff(midi)).toEqual({
      ok: false,
      message:
        'This is a MID file (audio/midi), a format this server does not process: use MP3, M4A, WAV, MP4, MOV or WebM',
    });
  });

  it('names the family it found, which ffprobe must then agree with (see media-job.test.ts)', async () => {
    expect(await sniff(mp3PosingAsTransportStream(mp3))).toEqual({ ok: true, mimeType: 'video/mp2t' });
  });
});
