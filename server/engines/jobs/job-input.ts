import { z } from 'zod';
import { RunStopped } from '../../jobs/run-delivery';
import { type FileForEngines, fileForEngines } from '../../db/queries/engine-jobs';
import type { JobContext } from '../../jobs/job-queue';

/** What the order stored for the handler: the request, with the provider resolved when it was ordered. */
export const engineJobInputSchema = z.object({
  provider: z.string(),
  language: z.string().optional(),
  targetLanguage: z.string().optional(),
  trackId: z.string().optional(),
  voice: z.string().optional(),
});
export type EngineJobInput = z.infer<typeof engineJobInputSchema>;

/** The job's file, or a stop: a job never trusts that its file still exists. */
export async function fileOfJob(ctx: JobContext<EngineJobInput>): Promise<FileForEngines & { id: string }> {
  const fileId = ctx.job.fileId;
  const file = fileId ? await fileForEngines(ctx.db, ctx.job.workspaceId, fileId) : null;
  if (!file) throw new RunStopped('file_deleted');
  return file;
}
