// Cuts 16-bit PCM into the pieces whisper transcribes one at a time: voice activity by frame energy, chunks of at most
// ~30 s (whisper's window) that start and end in silence, never spanning a long silence. Whisper hallucinates in
// silence and, conditioned on its own earlier text, repeats it (whisper.cpp#1507, #1724); silence that is never given
// to it and a fresh context per chunk avoid both. The same voice activity, kept with a machine track, lets the editor
// flag text an engine placed where nobody speaks (speechRegions).
import type { SpeechRegion } from '@shared/schemas/media';

export interface SpeechChunk {
  /** First sample. */
  start: number;
  /** One past the last sample. */
  end: number;
}

export interface ChunkOptions {
  sampleRate: number;
  /** Longest chunk (whisper reads 30 s at a time). */
  maxChunkMs?: number;
  /** A silence at least this long ends a chunk, even one with room left. */
  longSilenceMs?: number;
}

const FRAME_MS = 30;
/** Shorter pauses are part of speech (between words, stops in consonants). */
const BRIDGE_MS = 300;
/** Shorter bursts are clicks, not speech. */
const MIN_SPEECH_MS = 90;
/** Kept either side of speech so word onsets and endings are not clipped. */
const PAD_MS = 200;
/** Speech is this far above the quietest tenth of the audio… */
const ABOVE_FLOOR_DB = 12;
/** …and never quieter than this, so digital silence and faint hiss are never speech. */
const ABSOLUTE_FLOOR_DB = -50;

/** Each frame's level in dB below full scale (digital silence: -100). */
export function frameLevels(samples: Int16Array, frameLength: number): Float64Array {
  const levels = new Float64Array(Math.ceil(samples.length / frameLength));
  for (let f = 0; f < levels.length; f++) {
    const from = f * frameLength;
    const to = Math.min(samples.length, from + frameLength);
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
    const rms = Math.sqrt(sum / Math.max(1, to - from)) / 32768;
    levels[f] = rms > 0 ? Math.max(-100, 20 * Math.log10(rms)) : -100;
  }
  return levels;
}

/**
 * The level above which a frame is speech: the quietest tenth of the file plus a margin, but never above the loud
 * tenth less that margin (talk without pauses has no quiet tenth), and at least -50 dBFS.
 */
export function speechThreshold(levels: Float64Array): number {
  if (levels.length === 0) return ABSOLUTE_FLOOR_DB;
  const sorted = Float64Array.from(levels).sort();
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  const loud = sorted[Math.floor(sorted.length * 0.9)]!;
  return Math.max(ABSOLUTE_FLOOR_DB, Math.min(floor + ABOVE_FLOOR_DB, loud - ABOVE_FLOOR_DB));
}

/** Runs of speech frames as [first, last + 1) frame ranges, short pauses bridged and clicks dropped. */
function speechRuns(levels: Float64Array, threshold: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let f = 0; f < levels.length; f++) {
    if (levels[f]! < threshold) continue;
    const last = runs.at(-1);
    if (last && f - last[1] <= BRIDGE_MS / FRAME_MS) last[1] = f + 1;
    else runs.push([f, f + 1]);
  }
  return runs.filter(([a, b]) => (b - a) * FRAME_MS >= MIN_SPEECH_MS);
}

/** Cuts a run longer than `max` frames at its quietest frame in the second half of each window. */
function splitLong(run: [number, number], max: number, levels: Float64Array): [number, number][] {
  const pieces: [number, number][] = [];
  const end = run[1];
  let start = run[0];
  while (end - start > max) {
    let cut = start + max;
    for (let f = start + Math.floor(max / 2); f < start + max; f++) if (levels[f]! < levels[cut]!) cut = f;
    pieces.push([start, cut]);
    start = cut;
  }
  pieces.push([start, end]);
  return pieces;
}

/**
 * The chunks of `samples` that hold speech, in order: speech runs padded into the silence around them, joined while
 * the gap between them is shorter than `longSilenceMs` and the chunk stays within `maxChunkMs`; a run longer than
 * that is cut at its quietest moment. Pure silence gives no chunks.
 */
export function speechChunks(samples: Int16Array, options: ChunkOptions): SpeechChunk[] {
  const { sampleRate, maxChunkMs = 30_000, longSilenceMs = 2_000 } = options;
  const frameLength = Math.round((sampleRate * FRAME_MS) / 1000);
  const levels = frameLevels(samples, frameLength);
  const maxFrames = Math.floor(maxChunkMs / FRAME_MS);
  const padFrames = Math.round(PAD_MS / FRAME_MS);
  const runs = speechRuns(levels, speechThreshold(levels)).flatMap((run) =>
    splitLong(run, maxFrames - 2 * padFrames, levels),
  );

  const chunks: [number, number][] = [];
  for (const [start, end] of runs) {
    const last = chunks.at(-1);
    const gap = last ? start - last[1] : Infinity;
    if (last && gap * FRAME_MS < longSilenceMs && end - last[0] + 2 * padFrames <= maxFrames) last[1] = end;
    else chunks.push([start, end]);
  }
  // Padding reaches at most halfway into the silence between two chunks, and never past either end.
  return chunks.map(([start, end], i) => {
    const before = i > 0 ? Math.floor((start - chunks[i - 1]![1]) / 2) : padFrames;
    const after = i < chunks.length - 1 ? Math.floor((chunks[i + 1]![0] - end) / 2) : padFrames;
    return {
      start: Math.max(0, (start - Math.min(padFrames, before)) * frameLength),
      end: Math.min(samples.length, (end + Math.min(padFrames, after)) * frameLength),
    };
  });
}

/**
 * Where someone speaks, in milliseconds: the speech runs (short pauses bridged, clicks dropped) padded into the quiet
 * around them as chunks are, overlapping ones joined; sorted and apart. Pure silence gives none.
 */
export function speechRegions(samples: Int16Array, sampleRate: number): SpeechRegion[] {
  const frameLength = Math.round((sampleRate * FRAME_MS) / 1000);
  const levels = frameLevels(samples, frameLength);
  const padFrames = Math.round(PAD_MS / FRAME_MS);
  const padded: [number, number][] = [];
  for (const [start, end] of speechRuns(levels, speechThreshold(levels))) {
    const from = Math.max(0, start - padFrames);
    const to = Math.min(levels.length, end + padFrames);
    const last = padded.at(-1);
    if (last && from <= last[1]) last[1] = to;
    else padded.push([from, to]);
  }
  const ms = (frame: number) => Math.round((Math.min(samples.length, frame * frameLength) / sampleRate) * 1000);
  return padded.map(([from, to]) => ({ startMs: ms(from), endMs: ms(to) }));
}
