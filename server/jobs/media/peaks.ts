import type { Peaks } from '@shared/schemas/jobs';
import { type MediaTools, mediaInput, runTool } from './ffmpeg';
import { decodeLimit } from './probe';

/** Min/max pairs per second of media in `peaks.json` (documented in docs/jobs.md). */
export const PEAKS_PER_SECOND = 50;
/** The mono rate audio is decoded at for peaks: 160 samples per pair. */
const DECODE_RATE = 8000;
const WINDOW = DECODE_RATE / PEAKS_PER_SECOND;

/**
 * The waveform of the local file `input`'s first audio stream over its probed `durationMs`: decoded to 8 kHz mono
 * 16-bit by ffmpeg, streamed, and reduced to the lowest and highest sample of each 20 ms window, scaled to -127..127.
 * `onProgress` gets the share decoded.
 */
export async function computePeaks(
  tools: MediaTools,
  input: string,
  durationMs: number,
  workDir: string,
  signal: AbortSignal,
  onProgress: (share: number) => void,
): Promise<Peaks> {
  const data: number[] = [];
  let min = 0;
  let max = 0;
  let inWindow = 0;
  let decoded = 0;
  let carry: Buffer | null = null;
  const expected = Math.max(1, (durationMs / 1000) * DECODE_RATE);
  const pushWindow = () => {
    data.push(Math.round((min / 32768) * 127), Math.round((max / 32767) * 127));
    min = 0;
    max = 0;
    inWindow = 0;
  };
  const args = ['-v', 'error', ...mediaInput(input), '-map', '0:a:0', '-ac', '1', '-ar', String(DECODE_RATE)];
  await runTool(
    tools.ffmpeg,
    [...args, '-t', decodeLimit(durationMs), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
    {
      signal,
      cwd: workDir,
      onStdout(chunk) {
        const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
        const whole = bytes.length - (bytes.length % 2);
        carry = whole < bytes.length ? bytes.subarray(whole) : null;
        for (let i = 0; i < whole; i += 2) {
          const sample = bytes.readInt16LE(i);
          if (sample < min) min = sample;
          if (sample > max) max = sample;
          if (++inWindow === WINDOW) pushWindow();
        }
        decoded += whole / 2;
        onProgress(Math.min(1, decoded / expected));
      },
    },
  );
  if (inWindow > 0) pushWindow();
  return { version: 1, samplesPerSecond: PEAKS_PER_SECOND, durationMs, bits: 8, data };
}
