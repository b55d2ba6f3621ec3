// The long-media case (#33), shared by the bench page (its cues) and the bench's server (its peaks file).

export const LECTURE = {
  fileId: 'lecture',
  durationMs: 3 * 60 * 60_000,
  cues: 2500,
  /** 2,500 cues × 12 = 30,000 words. */
  wordsPerCue: 12,
};

/**
 * The lecture's peaks file as the media job stores it (docs/jobs.md, "Peaks format"): 50 min/max pairs a second,
 * 8-bit, here speech-like bursts with pauses, so every part of the three hours has something to draw.
 */
export function lecturePeaks() {
  const pairs = (LECTURE.durationMs / 1000) * 50;
  const data = new Array<number>(pairs * 2);
  for (let i = 0; i < pairs; i++) {
    const syllable = Math.abs(Math.sin(i / 3.1)) * (0.6 + 0.4 * Math.sin(i / 47));
    const pause = i % 400 > 360 ? 0.05 : 1;
    const level = Math.max(2, Math.round(110 * syllable * pause));
    data[i * 2] = -level;
    data[i * 2 + 1] = level;
  }
  return { version: 1, samplesPerSecond: 50, durationMs: LECTURE.durationMs, bits: 8, data };
}
