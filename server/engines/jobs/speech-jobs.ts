import { readFile } from 'node:fs/promises';
import { segmentWords, type TimedWord } from '@shared/captions/segment/segment';
import { wordsOfCues } from '@shared/captions/confidence/confidence';
import type { Cue } from '@shared/schemas/embed';
import { reviewAssignmentAfterTranscription } from '../../db/queries/review-after-transcription';
import { createdTrackWithCues } from '../../db/queries/engine-jobs';
import { referralProgress } from '../../db/queries/referrals';
import { replacedCues, trackWithCues } from '../../db/queries/tracks';
import { newId } from '../../db/new-id';
import { type JobContext, PermanentJobError } from '../../jobs/job-queue';
import { RunStopped } from '../../jobs/run-delivery';
import { fileStorageKey } from '../../storage/storage';
import { SPEECH_SAMPLE_RATE, wavSamples, withTempDir } from '../audio';
import { chooseProvider, type EngineRuntime } from '../registry';
import { speechRegions } from '../transcribe/speech-chunks';
import { type EngineJobInput, fileOfJob } from './job-input';
import { speechWavOf } from './source-audio';

/** Caption cues from timed words, ids `c1`, `c2`, … like imported tracks. */
export const cuesFromWords = (words: TimedWord[]): Cue[] =>
  segmentWords(words).map((cue, i) => ({
    id: `c${i + 1}`,
    startMs: cue.startMs,
    endMs: cue.endMs,
    text: cue.text,
    ...(cue.speaker ? { speaker: cue.speaker } : {}),
  }));

/** The recognised words (with confidence) are kept beside the track for editors and re-segmentation. */
const wordsKey = (workspaceId: string, fileId: string, trackId: string) =>
  fileStorageKey(workspaceId, fileId, `tracks/${trackId}/words.json`);

/** `transcribe`: speech → words → caption cues in a new captions track, with where voice activity was detected. */
export async function transcribeJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime) {
  const { job, input, signal } = ctx;
  const file = await fileOfJob(ctx);
  const language = input.language!;
  const transcriber = chooseProvider(engines.list.transcribe, 'transcribe', language, { requested: input.provider });
  const { words, speech } = await withTempDir(async (dir) => {
    await ctx.reportProgress('decode', 0.05);
    const wav = await speechWavOf(file, ctx.storage, dir, signal);
    // Whatever the engine, the same voice activity: the editor flags machine text placed outside it.
    const speech = speechRegions(wavSamples(await readFile(wav)), SPEECH_SAMPLE_RATE);
    await ctx.reportProgress('transcribe', 0.1);
    const heard = await transcriber.transcribe({
      wavPath: wav,
      language,
      signal,
      onProgress: (f) => void ctx.reportProgress('transcribe', 0.1 + 0.8 * f).catch(() => {}),
      // The engine's own account of the run (whisper: model, chunks and real-time factor) for the operator's log.
      log: (line) => console.log(`[jobs] Job ${job.id} (transcribe): ${line}`),
    });
    return { words: heard, speech };
  });
  await ctx.reportProgress('captions', 0.9);
  if (words.length === 0) throw new PermanentJobError('No speech was recognised in this file');
  const trackId = newId();
  await ctx.storage.put(
    wordsKey(job.workspaceId, file.id, trackId),
    Buffer.from(JSON.stringify({ provider: transcriber.id, words })),
    'application/json',
  );
  const track = { id: trackId, language, kind: 'captions' as const, label: `${language} (machine, ${transcriber.id})` };
  const cues = cuesFromWords(words);
  const wordsByCue = new Map(wordsOfCues(cues, words).map((w, i) => [cues[i]!.id, w]));
  if (!(await createdTrackWithCues(ctx.db, job.workspaceId, file.id, track, cues, { words: wordsByCue, speech })))
    throw new RunStopped('file_deleted');
  await referralProgress(ctx.db, job.workspaceId, job.id);
  await reviewAssignmentAfterTranscription(ctx.db, { workspaceId: job.workspaceId, fileId: file.id, track });
  // The model is part of the track's provenance on the file page (issue 30).
  return { trackId, provider: transcriber.id, model: transcriber.model?.(language) ?? null, words: words.length };
}

/** `align`: a track's text re-timed to the audio, cut into cues by the caption rules, in place. */
export async function alignJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime) {
  const { job, input, signal } = ctx;
  const file = await fileOfJob(ctx);
  const source = await trackWithCues(ctx.db, job.workspaceId, file.id, input.trackId!);
  if (!source) throw new PermanentJobError('The track to align no longer exists');
  const text = source.cues
    .map((c) => c.text)
    .join(' ')
    .trim();
  if (!text) throw new PermanentJobError('The track has no text to align');
  const aligner = chooseProvider(engines.list.align, 'align', source.language, { requested: input.provider });
  const words = await withTempDir(async (dir) => {
    await ctx.reportProgress('decode', 0.05);
    const wav = await speechWavOf(file, ctx.storage, dir, signal);
    await ctx.reportProgress('align', 0.2);
    return aligner.align({ wavPath: wav, text, language: source.language, signal });
  });
  await ctx.reportProgress('captions', 0.9);
  if (!(await replacedCues(ctx.db, job.workspaceId, file.id, source.id, cuesFromWords(words)))) {
    throw new PermanentJobError('The track to align no longer exists');
  }
  return { trackId: source.id, provider: aligner.id, words: words.length };
}
