import type { EngineJobKind } from '@shared/schemas/engines';
import type { JobContext, JobQueue } from '../../jobs/job-queue';
import type { EngineRuntime } from '../registry';
import { type EngineJobInput, engineJobInputSchema } from './job-input';
import { describeAnalysisJob } from './describe-analysis-job';
import { alignJob, transcribeJob } from './speech-jobs';
import { translateJob } from './translate-job';
import { describedAudioJob, extendedVideoJob } from './render-jobs';
import { describeJob, voiceoverJob } from './voice-jobs';

const HANDLERS: Record<
  EngineJobKind,
  (ctx: JobContext<EngineJobInput>, engines: EngineRuntime) => Promise<Record<string, unknown>>
> = {
  transcribe: transcribeJob,
  align: alignJob,
  translate: translateJob,
  describe: describeJob,
  voiceover: voiceoverJob,
  describe_analysis: describeAnalysisJob,
  described_audio: describedAudioJob,
  extended_video: extendedVideoJob,
};

const registered = new WeakSet<JobQueue>();

/**
 * Adds the engine job kinds to the queue, once per queue. Refunds need no hook here: the database gives a
 * job's debit back when its row ends failed or cancelled (trigger in migration 0007).
 */
export function registerEngineJobs(queue: JobQueue, engines: EngineRuntime): void {
  if (registered.has(queue)) return;
  registered.add(queue);
  for (const [kind, handler] of Object.entries(HANDLERS)) {
    queue.registerHandler<EngineJobInput>(kind, (ctx) => handler(ctx, engines), {
      parseInput: (input) => engineJobInputSchema.parse(input),
      // A wrong language or missing track will not fix itself; engine crashes may (a retry or two).
      retryLimit: 1,
    });
  }
}
