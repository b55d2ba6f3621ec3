import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MediaRequestStatus } from '@shared/constants';
import type { Assignment, AssignmentType } from '@shared/schemas/assignments';
import type { MediaRequest } from '@shared/schemas/contributions';
import type { TrackSummary } from '@shared/schemas/embed';
import type { Db, Tx } from '../open-database';
import { tracks } from '../schema';
import { mediaRequests } from '../schema-contributions';
import type { Actor } from './activity';
import { assignmentWithEntries, createdAssignment } from './assignments';
import { mediaRequestById } from './contributions';

type Queryable = Db | Tx;

/** Why an action on a request was refused. */
export type RequestRefusal = { refusal: 'not_found' } | { refusal: 'wrong_status'; request: MediaRequest };

/** The request with its file, its file's tracks and the assignment Start created; null when not in the workspace. */
export async function mediaRequestDetail(db: Queryable, workspaceId: string, requestId: string) {
  const request = await mediaRequestById(db, workspaceId, requestId);
  if (!request) return null;
  const trackList = await db
    .select({ id: tracks.id, language: tracks.language, kind: tracks.kind, label: tracks.label })
    .from(tracks)
    .where(eq(tracks.fileId, request.fileId))
    .orderBy(tracks.language, tracks.kind);
  const assignment = request.assignmentId ? await assignmentWithEntries(db, workspaceId, request.assignmentId) : null;
  return {
    request,
    file: { id: request.fileId, name: request.fileName },
    assignment: assignment ?? null,
    tracks: trackList as TrackSummary[],
    matchingTrackId: trackList.find((t) => meets(request, t))?.id ?? null,
  };
}

/** The track kinds that meet each kind of request; voiceover is an audio rendition, never a track. */
const MEETING_KINDS: Record<MediaRequest['kind'], readonly string[]> = {
  captions: ['captions'],
  transcript: ['captions'],
  translation: ['captions', 'subtitles'],
  audio_description: ['descriptions'],
  voiceover: [],
};

/** Whether the track is what the request asked for (its language too, when the request named one). */
function meets(request: MediaRequest, track: { kind: string; language: string }): boolean {
  if (!MEETING_KINDS[request.kind].includes(track.kind)) return false;
  if (!request.language) return true;
  // `es` is met by `es` and `es-MX`; `es-MX` only by itself.
  const [asked, given] = [request.language.toLowerCase(), track.language.toLowerCase()];
  return given === asked || given.startsWith(`${asked}-`);
}

async function lockedRequest(tx: Tx, workspaceId: string, requestId: string) {
  const [row] = await tx
    .select({ id: mediaRequests.id, status: mediaRequests.status })
    .from(mediaRequests)
    .where(and(eq(mediaRequests.workspaceId, workspaceId), eq(mediaRequests.id, requestId)))
    .for('update');
  return row ?? null;
}

/**
 * Starts work on a pending request: creates an assignment of `type` on its file (by the actor, with the
 * request's details) and links it, in one transaction.
 */
export function startedMediaRequest(
  db: Db,
  input: { workspaceId: string; requestId: string; assignmentId: string; type: AssignmentType; actor: Actor },
): Promise<{ request: MediaRequest; assignment: Assignment } | RequestRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, input.workspaceId, input.requestId);
    if (!row) return { refusal: 'not_found' as const };
    const request = (await mediaRequestById(tx, input.workspaceId, input.requestId))!;
    if (row.status !== 'pending') return { refusal: 'wrong_status' as const, request };
    const what = request.language
      ? `${request.kind.replace('_', ' ')} (${request.language})`
      : request.kind.replace('_', ' ');
    const created = await createdAssignment(
      tx as unknown as Db,
      {
        id: input.assignmentId,
        workspaceId: input.workspaceId,
        fileId: request.fileId,
        title: `Viewer request: ${what}`.slice(0, 120),
        description: (request.message ? `A viewer asked: ${request.message}` : `A viewer asked for ${what}.`).slice(
          0,
          2000,
        ),
        type: input.type,
        priority: 'medium',
        dueDate: null,
        assignees: [],
        labels: [],
      },
      input.actor,
    );
    if (!('assignment' in created)) return { refusal: 'not_found' as const };
    await tx
      .update(mediaRequests)
      .set({ status: 'in_progress', assignmentId: input.assignmentId, startedAt: sql`now()` })
      .where(eq(mediaRequests.id, input.requestId));
    return {
      request: (await mediaRequestById(tx, input.workspaceId, input.requestId))!,
      assignment: created.assignment,
    };
  });
}

/**
 * Fulfils or declines a pending or started request, recording who, when and (declines) the message; `alsoDo`
 * runs in the same transaction with the decided request (to queue the requester's mail).
 */
export function decidedMediaRequest(
  db: Db,
  input: {
    workspaceId: string;
    requestId: string;
    status: Extract<MediaRequestStatus, 'fulfilled' | 'declined'>;
    reason?: string;
    actor: Actor;
  },
  alsoDo: (tx: Tx, request: MediaRequest) => Promise<unknown>,
): Promise<{ request: MediaRequest } | RequestRefusal> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaRequests)
      .set({
        status: input.status,
        decidedBy: input.actor.id,
        decidedAt: sql`now()`,
        reason: input.reason ?? null,
        ...(input.status === 'fulfilled' ? { fulfilledAt: sql`now()` } : {}),
      })
      .where(
        and(
          eq(mediaRequests.workspaceId, input.workspaceId),
          eq(mediaRequests.id, input.requestId),
          inArray(mediaRequests.status, ['pending', 'in_progress']),
        ),
      )
      .returning({ id: mediaRequests.id });
    const request = await mediaRequestById(tx, input.workspaceId, input.requestId);
    if (!request) return { refusal: 'not_found' as const };
    if (!row) return { refusal: 'wrong_status' as const, request };
    await alsoDo(tx, request);
    return { request };
  });
}
