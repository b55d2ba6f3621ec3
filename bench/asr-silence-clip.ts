// The hallucination test clip of bench/asr.bench.ts: long silence, then music, then one spoken sentence, so that any
// word an engine writes before the sentence is one nobody said.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SPEECH_SAMPLE_RATE, toSpeechWav, wavDurationMs } from '../server/engines/audio';
import { runCommand } from '../server/engines/command';
import type { Synthesizer } from '../server/engines/synthesize/synthesizer';
import { findMediaTools } from '../server/jobs/media/ffmpeg';

/** Written for this bench; the espeak-ng voice says it after the silence and the music. */
export const CLIP_SENTENCE = 'The museum is closed on Mondays, but the garden stays open until sunset.';
export const SILENCE_MS = 20_000;
export const MUSIC_MS = 10_000;
const TAIL_MS = 2_000;

// Four chords (C, A minor, F, G major triads, Hz), each 2.5 s, struck four times with a decaying envelope: tonal and
// rhythmic like music, and loud enough that energy-based voice activity cannot tell it from speech.
const CHORDS = [
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [196.0, 246.94, 293.66],
];
const CHORD_S = MUSIC_MS / 1000 / CHORDS.length;
const music = CHORDS.map((chord, i) => {
  const tones = chord.map((hz) => `sin(2*PI*${hz}*t)`).join('+');
  return `between(t,${i * CHORD_S},${(i + 1) * CHORD_S})*(${tones})`;
}).join('+');
// Commas separate filters in a filter graph, so the expression's own are escaped.
const MUSIC_EXPRESSION = `0.12*exp(-3*mod(t,${CHORD_S / 4}))*(${music})`.replaceAll(',', '\\,');
/** Room tone, not digital zero: no recording is silent, and quiet pink noise at about -60 dBFS is what a pause sounds like. */
const ROOM_TONE = (ms: number) =>
  `anoisesrc=color=pink:amplitude=0.001:sample_rate=${SPEECH_SAMPLE_RATE}:d=${ms / 1000}`;

export interface SilenceClip {
  wav: string;
  /** The sentence alone, as a control: what the engine makes of it without the silence and music before it. */
  sentenceWav: string;
  /** Where the sentence starts and ends in the clip. */
  speechStartMs: number;
  speechEndMs: number;
}

/** Writes the clip (16 kHz mono WAV, what the engines read) into `dir`, or says which tool is missing. */
export async function makeSilenceClip(dir: string, voice: Synthesizer): Promise<SilenceClip | string> {
  const ffmpeg = findMediaTools()?.ffmpeg;
  if (!ffmpeg) return 'ffmpeg is not installed: sudo apt-get install -y ffmpeg';
  if (!voice.availability().available) return 'espeak-ng is not installed: sudo apt-get install -y espeak-ng';
  const sentence = path.join(dir, 'clip-sentence.wav');
  const spoken = await voice.synthesize({ text: CLIP_SENTENCE, language: 'en-US' });
  await writeFile(sentence, spoken);
  const wav = path.join(dir, 'silence-music-speech.wav');
  const mono = `aresample=${SPEECH_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono`;
  await runCommand(ffmpeg, [
    '-hide_banner',
    ...['-loglevel', 'error'],
    '-y',
    ...['-f', 'lavfi', '-i', ROOM_TONE(SILENCE_MS)],
    ...['-f', 'lavfi', '-i', `aevalsrc=${MUSIC_EXPRESSION}:s=${SPEECH_SAMPLE_RATE}:d=${MUSIC_MS / 1000}`],
    ...['-i', sentence],
    ...['-f', 'lavfi', '-i', ROOM_TONE(TAIL_MS)],
    '-filter_complex',
    `[0:a]${mono}[a];[1:a]${mono}[b];[2:a]${mono}[c];[3:a]${mono}[d];[a][b][c][d]concat=n=4:v=0:a=1[out]`,
    ...['-map', '[out]', '-f', 'wav', wav],
  ]);
  const sentenceWav = path.join(dir, 'sentence.wav');
  await toSpeechWav(sentence, sentenceWav);
  const speechStartMs = SILENCE_MS + MUSIC_MS;
  return { wav, sentenceWav, speechStartMs, speechEndMs: speechStartMs + wavDurationMs(spoken) };
}
