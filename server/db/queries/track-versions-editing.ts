import { sql } from 'drizzle-orm';
import { EDITING_EXPIRY_SECONDS, type TrackEditor } from '@shared/schemas/track-versions';
import type { Db } from '../open-database';
import { files, tracks, users } from '../schema';
import { trackEditors } from '../schema-track-versions';

// Soft locks: heartbeats stored in the database, so every server process sees them; expiry is decided by the
// database clock (`now()`), never by the app's.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// A number from our own constant, so safe to inline.
const EXPIRY = sql.raw(`interval '${Number(EDITING_EXPIRY_SECONDS)} seconds'`);

/**
 * Records the user's heartbeat on the track and answers the others editing it now, longest first; null when the
 * workspace has no such track. A session that had expired starts afresh (`since` resets).
 */
export async function editorsAfterHeartbeat(
  db: Db,
  ref: { workspaceId: string; fileId: string; trackId: string },
  userId: string,
): Promise<TrackEditor[] | null> {
  return db.transaction(async (tx) => {
    const beat = rowsOf<{ track_id: string }>(
      await tx.execute(sql`
        insert into ${trackEditors} (track_id, user_id)
        select t.id, ${userId} from ${tracks} t join ${files} f on f.id = t.file_id
        where t.id = ${ref.trackId} and f.id = ${ref.fileId} and f.workspace_id = ${ref.workspaceId}
        on conflict (track_id, user_id) do update set seen_at = now(),
          since = case when ${trackEditors}.seen_at < now() - ${EXPIRY} then now() else ${trackEditors}.since end
        returning track_id`),
    );
    if (beat.length === 0) return null;
    await tx.execute(sql`delete from ${trackEditors} where track_id = ${ref.trackId} and seen_at < now() - ${EXPIRY}`);
    const others = rowsOf<{ uid: string; name: string; email: string; since: Date | string }>(
      await tx.execute(sql`
        select e.user_id as uid, u.name, u.email, e.since from ${trackEditors} e join ${users} u on u.id = e.user_id
        where e.track_id = ${ref.trackId} and e.user_id <> ${userId}
        order by e.since, e.user_id`),
    );
    return others.map((row) => ({
      uid: row.uid,
      name: row.name || row.email || row.uid,
      since: new Date(row.since).toISOString(),
    }));
  });
}

/** Ends the user's editing session on the track; false when the workspace has no such track. */
export async function stoppedEditing(
  db: Db,
  ref: { workspaceId: string; fileId: string; trackId: string },
  userId: string,
): Promise<boolean> {
  const found = rowsOf<{ id: string }>(
    await db.execute(sql`
      select t.id from ${tracks} t join ${files} f on f.id = t.file_id
      where t.id = ${ref.trackId} and f.id = ${ref.fileId} and f.workspace_id = ${ref.workspaceId}`),
  );
  if (found.length === 0) return false;
  await db.execute(sql`delete from ${trackEditors} where track_id = ${ref.trackId} and user_id = ${userId}`);
  return true;
}
