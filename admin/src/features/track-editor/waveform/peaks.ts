import type { Peaks } from '@shared/schemas/jobs';

/** Peaks pairs per second the media jobs store (server/jobs/media/peaks.ts); decoded fallbacks use it too. */
export const PEAKS_PER_SECOND = 50;

/** A flat line: what the waveform draws when a file has no peaks and its media cannot be decoded here. */
export const FLAT_PEAKS: Float32Array = new Float32Array(2);

/**
 * One wavesurfer channel from stored peaks: the min/max pairs stay interleaved (wavesurfer takes, per pixel, the
 * highest and lowest value it covers, so interleaved pairs draw both halves) and are scaled from -127..127 to -1..1.
 */
export function toWaveSurferChannel(peaks: Peaks): Float32Array {
  const channel = new Float32Array(peaks.data.length);
  for (let i = 0; i < peaks.data.length; i++) channel[i] = Math.max(-1, Math.min(1, (peaks.data[i] ?? 0) / 127));
  return channel;
}

/**
 * Peaks in the stored format from decoded mono samples (-1..1): the lowest then the highest sample of each
 * 1/`PEAKS_PER_SECOND` s window, scaled to -127..127, so a decoded file draws exactly like a processed one.
 */
export function peaksFromSamples(samples: Float32Array, sampleRate: number, durationMs: number): Peaks {
  const window = Math.max(1, Math.round(sampleRate / PEAKS_PER_SECOND));
  const data: number[] = [];
  for (let from = 0; from < samples.length; from += window) {
    let min = 0;
    let max = 0;
    const to = Math.min(samples.length, from + window);
    for (let i = from; i < to; i++) {
      const sample = samples[i] ?? 0;
      if (sample < min) min = sample;
      if (sample > max) max = sample;
    }
    data.push(Math.round(Math.max(-1, min) * 127), Math.round(Math.min(1, max) * 127));
  }
  return { version: 1, samplesPerSecond: PEAKS_PER_SECOND, durationMs: Math.round(durationMs), bits: 8, data };
}
