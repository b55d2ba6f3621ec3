import type { JobState, RenderKind } from '@shared/schemas/jobs';
import { jobs } from '../db/schema-jobs';
import { renderKey } from '../engines/jobs/render-jobs';
import { fileStorageKey } from '../storage/storage';
import type { TestEnv } from './test-env';

export interface FinishedRender {
  workspaceId: string;
  fileId: string;
  trackId: string;
  kind: RenderKind;
  jobId: string;
  bytes: Buffer;
  /** The job's `updatedAt`, which orders renders (newest wins); now when left out. */
  finishedAt?: Date;
  state?: JobState;
  /** False: the job row only, as when its object has been removed since. */
  stored?: boolean;
}

/** A render job as the worker leaves it: the rendition in storage and the finished job naming it. */
export async function storeFinishedRender(env: TestEnv, render: FinishedRender): Promise<void> {
  const { workspaceId, fileId, trackId, kind, jobId, bytes } = render;
  const key =
    kind === 'voiceover'
      ? fileStorageKey(workspaceId, fileId, `voiceover-${trackId}-${jobId}.m4a`)
      : renderKey(workspaceId, fileId, kind, trackId, jobId);
  if (render.stored ?? true) await env.storage.put(key, bytes, kind === 'extended_video' ? 'video/mp4' : 'audio/mp4');
  await env.database.db.insert(jobs).values({
    id: jobId,
    workspaceId,
    fileId,
    kind,
    state: render.state ?? 'succeeded',
    progress: 1,
    singletonKey: jobId,
    input: { kind, trackId },
    result: { trackId, provider: 'espeak-ng', renditionKey: key, language: 'en' },
    updatedAt: render.finishedAt ?? new Date(),
  });
}
