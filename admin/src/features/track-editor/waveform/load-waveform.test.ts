import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECODE_LIMIT_BYTES, DECODE_LIMIT_MS, loadWaveform } from './load-waveform';
import { FLAT_PEAKS } from './peaks';

const peaks = { version: 1, samplesPerSecond: 50, durationMs: 40, bits: 8, data: [-127, 127, 0, 64] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ error: { code: 'not_found', message: 'No peaks' } }, 404);
const load = (durationMs = 30_000) =>
  loadWaveform({ fileId: 'f1', mediaUrl: '/media/f1.opus', durationMs, signal: new AbortController().signal });

/** A stand-in for the browser's decoder: 8 kHz mono, 0.5 at the very start. */
function stubDecoder() {
  const decodeAudioData = vi.fn(async () => {
    const samples = new Float32Array(800);
    samples[0] = 0.5;
    return { sampleRate: 8000, duration: 0.1, getChannelData: () => samples };
  });
  vi.stubGlobal(
    'OfflineAudioContext',
    vi.fn(function () {
      return { decodeAudioData };
    }),
  );
  return decodeAudioData;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadWaveform', () => {
  it('draws the stored peaks, asking with the session cookie', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(peaks));
    const data = await load();
    expect(data.source).toBe('peaks');
    expect(Array.from(data.channel)).toEqual([-1, 1, 0, expect.closeTo(0.504, 3)]);
    expect(fetch).toHaveBeenCalledWith('/api/media/f1/peaks', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('never downloads or decodes the media when the file has peaks, short or three hours long', async () => {
    const decode = stubDecoder();
    for (const durationMs of [30_000, 3 * 3_600_000]) {
      const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(peaks));
      expect((await load(durationMs)).source).toBe('peaks');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith('/api/media/f1/peaks', expect.anything());
      fetch.mockRestore();
    }
    expect(decode).not.toHaveBeenCalled();
  });

  it('falls back to a flat line when there are no peaks and nothing can decode the media', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(notFound());
    expect(await load()).toEqual({ channel: FLAT_PEAKS, source: 'none' });
  });

  it('decodes short media itself when the file has no peaks', async () => {
    const decode = stubDecoder();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(notFound())
      .mockResolvedValueOnce(new Response(new Uint8Array(16)));
    const data = await load();
    expect(data.source).toBe('decoded');
    expect(data.channel[1]).toBeCloseTo(64 / 127);
    expect(decode).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenLastCalledWith('/media/f1.opus', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('does not download long or large media to decode it', async () => {
    const decode = stubDecoder();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(notFound());
    expect((await load(DECODE_LIMIT_MS + 1)).source).toBe('none');
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch
      .mockResolvedValueOnce(notFound())
      .mockResolvedValueOnce(new Response('x', { headers: { 'content-length': String(DECODE_LIMIT_BYTES + 1) } }));
    expect((await load()).source).toBe('none');
    expect(decode).not.toHaveBeenCalled();
  });

  it('ignores a peaks file it cannot read', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ version: 2, data: 'nope' }));
    expect((await load()).source).toBe('none');
  });
});
