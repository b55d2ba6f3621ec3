import type { TrackKind } from '@shared/constants';
import { createdTrackWithCues } from '../../db/queries/engine-jobs';
import { speechRegionsOfTrack } from '../../db/queries/speech-regions';
import { trackWithCues } from '../../db/queries/tracks';
import { newId } from '../../db/new-id';
import { type JobContext, PermanentJobError } from '../../jobs/job-queue';
import { RunStopped } from '../../jobs/run-delivery';
import { chooseProvider, type EngineRuntime } from '../registry';
import { type EngineJobInput, fileOfJob } from './job-input';

/**
 * `translate`: a new subtitles track in the target language with the source's cue ids and timings. The
 * whole track goes to the engine as one document (see translate/markers.ts), so sentences that run
 * across cues translate as sentences.
 */
export async function translateJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime) {
  const { job, input, signal } = ctx;
  const file = await fileOfJob(ctx);
  const source = await trackWithCues(ctx.db, job.workspaceId, file.id, input.trackId!);
  if (!source) throw new PermanentJobError('The track to translate no longer exists');
  const target = input.targetLanguage!;
  const translator = chooseProvider(engines.list.translate, 'translate', target, {
    requested: input.provider,
    serves: (t) => t.supportsPair(source.language, target),
  });
  await ctx.reportProgress('translate', 0.1);
  const texts = await translator.translate({
    texts: source.cues.map((c) => c.text),
    source: source.language,
    target,
    signal,
  });
  await ctx.reportProgress('store', 0.9);
  const trackId = newId();
  const cues = source.cues.map((cue, i) => ({ ...cue, text: texts[i] ?? '' }));
  // Descriptions and chapters stay what they are in the new language; captions become subtitles.
  const kind: TrackKind = source.kind === 'descriptions' || source.kind === 'chapters' ? source.kind : 'subtitles';
  const track = { id: trackId, language: target, kind, label: `${target} (machine, ${translator.id})` };
  // Its cues keep the source's times, so the voice activity measured for the source holds for them too.
  const speech = await speechRegionsOfTrack(ctx.db, source.id);
  if (!(await createdTrackWithCues(ctx.db, job.workspaceId, file.id, track, cues, { speech })))
    throw new RunStopped('file_deleted');
  return { trackId, provider: translator.id, cues: cues.length };
}
