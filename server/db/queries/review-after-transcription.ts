import { eq } from 'drizzle-orm';
import { newId } from '../new-id';
import type { Db } from '../open-database';
import { assignments } from '../schema-assignments';
import { workspaceSettings } from '../schema-settings';
import { type Actor, recordActivity } from './activity';

/** Who creates assignments the product makes by itself (e.g. after a machine transcription). */
export const AUTOMATIC_ACTOR: Actor = { id: 'media-access', name: 'Media Access (automatic)' };

/**
 * After a machine transcription made `track`: a `transcription_edit` assignment on its file when the workspace's
 * setting "finished transcriptions create review assignments" is on. Answers the new assignment's id, or null.
 */
export function reviewAssignmentAfterTranscription(
  db: Db,
  target: { workspaceId: string; fileId: string; track: { id: string; label: string } },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ on: workspaceSettings.reviewFinishedTranscriptions })
      .from(workspaceSettings)
      .where(eq(workspaceSettings.workspaceId, target.workspaceId));
    if (!settings?.on) return null;
    const id = newId();
    await tx.insert(assignments).values({
      id,
      workspaceId: target.workspaceId,
      fileId: target.fileId,
      title: 'Review the machine transcription',
      description: `Check and correct the track “${target.track.label}” made by machine transcription.`,
      type: 'transcription_edit',
      createdBy: AUTOMATIC_ACTOR.id,
    });
    await recordActivity(tx, { assignmentId: id, actor: AUTOMATIC_ACTOR, action: 'created' });
    return id;
  });
}
