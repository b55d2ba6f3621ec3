import { peaksSchema } from '@shared/schemas/jobs';
import { describe, expect, it } from 'vitest';
import { peaksFromSamples, toWaveSurferChannel } from './peaks';

describe('toWaveSurferChannel', () => {
  it('keeps the min/max pairs interleaved, scaled to -1..1', () => {
    const channel = toWaveSurferChannel({
      version: 1,
      samplesPerSecond: 50,
      durationMs: 40,
      bits: 8,
      data: [-127, 127, -64, 0],
    });
    expect(Array.from(channel)).toEqual([-1, 1, expect.closeTo(-0.504, 3), 0]);
  });

  it('clamps -128, which 8-bit peaks allow, to -1', () => {
    const channel = toWaveSurferChannel({ version: 1, samplesPerSecond: 50, durationMs: 20, bits: 8, data: [-128, 0] });
    expect(channel[0]).toBe(-1);
  });
});

describe('peaksFromSamples', () => {
  it('reduces decoded samples to the stored format: one min/max pair per 20 ms window', () => {
    const rate = 8000;
    const samples = new Float32Array(rate / 10); // 100 ms: five windows
    samples[10] = 0.5; // window 0
    samples[200] = -1; // window 1
    samples[799] = 0.25; // window 4
    const peaks = peaksFromSamples(samples, rate, 100);
    expect(peaksSchema.parse(peaks)).toEqual(peaks);
    expect(peaks.data).toEqual([0, 64, -127, 0, 0, 0, 0, 0, 0, 32]);
  });
});
