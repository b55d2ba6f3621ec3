import { mediaUrl as mediaAddress } from '@shared/api/media';
import { peaksSchema } from '@shared/schemas/jobs';
import { FLAT_PEAKS, peaksFromSamples, toWaveSurferChannel } from './peaks';

/** Media longer or larger than this is never decoded in the browser when it has no stored peaks. */
export const DECODE_LIMIT_MS = 10 * 60_000;
export const DECODE_LIMIT_BYTES = 30 * 1024 * 1024;
// 8 kHz is plenty for 50 peak pairs a second and keeps the decoded buffer small.
const DECODE_RATE = 8000;

/** What the waveform draws: one wavesurfer channel, and where it came from. */
export interface WaveformData {
  channel: Float32Array;
  source: 'peaks' | 'decoded' | 'none';
}

interface LoadOptions {
  fileId: string;
  mediaUrl: string | null;
  durationMs: number;
  signal: AbortSignal;
}

/**
 * The waveform of a file: its stored peaks (`/api/media/{id}/peaks`, private media through the session cookie);
 * without them (not processed, or no audio) the media decoded here when it is short and small;
 * otherwise a flat line. Never fails: a waveform is a convenience, and the cue regions work on a flat one.
 */
export async function loadWaveform({ fileId, mediaUrl, durationMs, signal }: LoadOptions): Promise<WaveformData> {
  try {
    const response = await fetch(mediaAddress(fileId, 'peaks'), { credentials: 'same-origin', signal });
    if (response.ok) {
      const parsed = peaksSchema.safeParse(await response.json());
      if (parsed.success) return { channel: toWaveSurferChannel(parsed.data), source: 'peaks' };
    }
  } catch {
    if (signal.aborted) return { channel: FLAT_PEAKS, source: 'none' };
  }
  const decoded = mediaUrl ? await decodeSmallMedia(mediaUrl, durationMs, signal) : null;
  return decoded ? { channel: decoded, source: 'decoded' } : { channel: FLAT_PEAKS, source: 'none' };
}

async function decodeSmallMedia(url: string, durationMs: number, signal: AbortSignal): Promise<Float32Array | null> {
  if (typeof OfflineAudioContext === 'undefined' || durationMs <= 0 || durationMs > DECODE_LIMIT_MS) return null;
  const download = new AbortController();
  const stop = () => download.abort();
  signal.addEventListener('abort', stop);
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: download.signal });
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > DECODE_LIMIT_BYTES) return null;
    const bytes = await response.arrayBuffer();
    if (bytes.byteLength > DECODE_LIMIT_BYTES) return null;
    const audio = await new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes);
    return toWaveSurferChannel(peaksFromSamples(audio.getChannelData(0), audio.sampleRate, audio.duration * 1000));
  } catch {
    return null;
  } finally {
    download.abort();
    signal.removeEventListener('abort', stop);
  }
}
