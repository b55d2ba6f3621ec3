import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaInput, requireMediaTools, runTool } from '../jobs/media/ffmpeg';
import { decodeLimit } from '../jobs/media/probe';

/** The sample rate of the speech WAV every engine reads (mono, 16-bit). */
export const SPEECH_SAMPLE_RATE = 16_000;

/**
 * Decodes media (read with the accepted demuxers only, as every ffmpeg call on media is) into 16 kHz mono 16-bit
 * WAV, what the speech engines expect. With `durationMs` (the probed duration jobs are priced from), no more than
 * that is decoded: a file that lies about its length is transcribed for what was paid.
 */
export async function toSpeechWav(
  input: string,
  output: string,
  options: { signal?: AbortSignal; durationMs?: number | null } = {},
): Promise<void> {
  const limit = options.durationMs ? ['-t', decodeLimit(options.durationMs)] : [];
  await runTool(
    requireMediaTools().ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...mediaInput(input),
      '-vn',
      '-ac',
      '1',
      '-ar',
      String(SPEECH_SAMPLE_RATE),
      '-sample_fmt',
      's16',
      ...limit,
      '-f',
      'wav',
      output,
    ],
    { signal: options.signal ?? new AbortController().signal, cwd: path.dirname(output) },
  );
}

/** The format's byte rate and the samples of a PCM WAV file, from its header. */
export function wavPcm(wav: Buffer): { byteRate: number; data: Buffer } {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    if (id === 'data' && byteRate > 0) {
      // Streams written to a pipe carry a placeholder size; the bytes that are there count.
      return { byteRate, data: wav.subarray(offset + 8, offset + 8 + Math.min(size, wav.length - offset - 8)) };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('Not a PCM WAV file');
}

/** The 16-bit samples of a PCM WAV file; an Int16Array needs an even offset, so an odd one is copied first. */
export function wavSamples(wav: Buffer): Int16Array {
  const pcm = wavPcm(wav).data;
  const bytes = pcm.byteOffset % 2 === 0 ? pcm : Buffer.from(pcm);
  return new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
}

/** The duration of a PCM WAV file in milliseconds, from its header. */
export function wavDurationMs(wav: Buffer): number {
  const { byteRate, data } = wavPcm(wav);
  return Math.round((data.length / byteRate) * 1000);
}

/** Runs `work` with a private temporary folder that is removed afterwards, whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'media-access-engine-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
