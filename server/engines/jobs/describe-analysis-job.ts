import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { speechGaps } from '@shared/describability/gaps';
import { isSpoken, significantWords, type TimedText } from '@shared/describability/spoken';
import { describabilityVerdict } from '@shared/describability/verdict';
import type { OnScreenText } from '@shared/schemas/description-analysis';
import { storedDescriptionAnalysis, transcriptOfFile } from '../../db/queries/description-analyses';
import { type JobContext, PermanentJobError } from '../../jobs/job-queue';
import { RunStopped } from '../../jobs/run-delivery';
import { SPEECH_SAMPLE_RATE, toSpeechWav, wavSamples, withTempDir } from '../audio';
import { frameAt, sceneChanges, streamsOf } from '../describability/video';
import type { TextRecogniser } from '../ocr/tesseract';
import type { EngineRuntime } from '../registry';
import { speechRegions } from '../transcribe/speech-chunks';
import { type EngineJobInput, fileOfJob } from './job-input';
import { mediaPathOf } from './source-audio';

/** A frame is read this often between scene changes… */
const OCR_EVERY_MS = 3_000;
/** …and no more frames than this per file (a long video is sampled more sparsely). */
const MAX_OCR_FRAMES = 60;
/** Read a little after a cut, once a fade or a title's entrance has settled. */
const AFTER_CUT_MS = 300;
/** Two readings closer than this are one. */
const MIN_APART_MS = 1_000;

/** When to read text: just after each scene change and every few seconds, evenly thinned to MAX_OCR_FRAMES. */
export function ocrTimes(scenes: readonly number[], durationMs: number): number[] {
  const every = Math.max(OCR_EVERY_MS, Math.ceil(durationMs / MAX_OCR_FRAMES));
  const periodic = Array.from({ length: Math.floor(durationMs / every) + 1 }, (_, i) => 500 + i * every);
  const candidates = [...scenes.map((t) => t + AFTER_CUT_MS), ...periodic]
    .filter((t) => t < durationMs)
    .sort((a, b) => a - b);
  const kept: number[] = [];
  for (const t of candidates) if (kept.length === 0 || t - kept.at(-1)! >= MIN_APART_MS) kept.push(t);
  if (kept.length <= MAX_OCR_FRAMES) return kept;
  return Array.from({ length: MAX_OCR_FRAMES }, (_, i) => kept[Math.floor((i * kept.length) / MAX_OCR_FRAMES)]!);
}

const sameWords = (a: string, b: string) => significantWords(a).join(' ') === significantWords(b).join(' ');

/** Each text OCR found at `times`, once while it stays on screen, and whether the transcript says it. */
async function textOnScreen(
  ctx: JobContext<EngineJobInput>,
  ocr: TextRecogniser,
  media: string,
  times: number[],
  transcript: { language: string; cues: TimedText[] },
  dir: string,
): Promise<OnScreenText[]> {
  const found: OnScreenText[] = [];
  const frame = path.join(dir, 'frame.png');
  for (const [i, atMs] of times.entries()) {
    await ctx.reportProgress('ocr', 0.4 + 0.55 * (i / times.length));
    await frameAt(media, atMs, frame, ctx.signal);
    const text = (await ocr.recognise({ imagePath: frame, language: transcript.language, signal: ctx.signal })).join(
      ' ',
    );
    if (!text || (found.length > 0 && sameWords(found.at(-1)!.text, text))) continue;
    found.push({ atMs, text, spoken: isSpoken(text, atMs, transcript.cues) });
  }
  return found;
}

/**
 * `describe_analysis`: what in a video needs describing. Speech from its timed transcript (voice activity when it has
 * none), scene changes by ffmpeg, on-screen text by OCR when an engine is installed, and the verdict; stored as the
 * file's description analysis (docs/engines.md).
 */
export async function describeAnalysisJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime) {
  const { job, signal } = ctx;
  const file = await fileOfJob(ctx);
  const durationMs = file.probedDurationMs ?? file.durationMs ?? 0;
  const transcript = await transcriptOfFile(ctx.db, file.id);
  const language = transcript?.language ?? 'en';
  const ocr = engines.list.ocr.find((p) => p.availability().available) ?? null;
  const missing = engines.list.ocr.map((p) => p.availability()).find((a) => !a.available);
  const found = await withTempDir(async (dir) => {
    const media = await mediaPathOf(file, ctx.storage, dir, signal);
    const streams = await streamsOf(media, dir, signal);
    if (!streams.hasVideo) throw new PermanentJobError('This file has no picture: audio description is for video');
    await ctx.reportProgress('decode', 0.05);
    let voice: { startMs: number; endMs: number }[] = [];
    if (streams.hasAudio) {
      const wav = path.join(dir, 'speech.wav');
      await toSpeechWav(media, wav, { signal, durationMs });
      voice = speechRegions(wavSamples(await readFile(wav)), SPEECH_SAMPLE_RATE);
    }
    await ctx.reportProgress('scenes', 0.2);
    const scenes = await sceneChanges(media, durationMs, dir, signal);
    const text = ocr
      ? await textOnScreen(
          ctx,
          ocr,
          media,
          ocrTimes(scenes, durationMs),
          { language, cues: transcript?.cues ?? [] },
          dir,
        )
      : [];
    return { voice, scenes, text };
  });
  await ctx.reportProgress('store', 0.95);
  // A person's transcript says where speech is more exactly than the audio's energy; without one, the energy.
  const speech = transcript && transcript.cues.length > 0 ? transcript.cues : found.voice;
  const verdict = describabilityVerdict({
    durationMs,
    sceneChanges: found.scenes.length,
    onScreenText: found.text,
    ocrRan: ocr !== null,
    hasSpeech: speech.length > 0,
  });
  const stored = await storedDescriptionAnalysis(ctx.db, {
    workspaceId: job.workspaceId,
    fileId: file.id,
    jobId: job.id,
    result: {
      ...verdict,
      gaps: speechGaps(speech, durationMs),
      scenes: found.scenes.map((atMs) => ({ atMs })),
      onScreenText: found.text,
      ocrUnavailable:
        ocr || !missing || missing.available ? null : { reason: missing.reason, install: missing.install },
      transcriptTrackId: transcript?.id ?? null,
      language,
    },
  });
  if (!stored) throw new RunStopped('file_deleted');
  return { verdict: verdict.verdict, likelyNeeded: verdict.likelyNeeded, scenes: found.scenes.length };
}
