import { createHash, randomBytes } from 'node:crypto';
import type { RevOrder } from '@shared/schemas/rev';
import type { AppDeps } from '../../app-deps';
import type { CurrentUser } from '../../auth/current-user';
import { type FileForEngines, fileForEngines } from '../../db/queries/engine-jobs';
import { newId } from '../../db/new-id';
import { abandonedRevOrder, placedRevOrder, revOrderOfWorkspace, startedRevOrder } from '../../db/queries/rev-orders';
import { conflict, notFound } from '../../http/errors';
import { DEMO_MEDIA_PATH } from '../../seed/demo-data';
import { platformHttpError } from '../connection';
import { addMediaByUrl, placeCaptionOrder } from './rev-client';
import { openRev, RevNotConnectedError } from './rev-connection';
import { REV_ORDER_JOB } from './rev-order-job';

// Ordering human captions of one file from Rev, from the file's page or in bulk from the compliance ledger.
// Refusals are the API's errors: 404 file, 409 not processed / no fetchable media / not connected / open order,
// 502/503 Rev refused or is down.

/** How long the media link handed to Rev works (Rev fetches the media soon after the order is placed). */
const MEDIA_LINK_HOURS = 48;
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A URL Rev can fetch the file's media from, or null when the media lives on a platform's player. */
function mediaLinkOf(file: FileForEngines, publicUrl: string, orderId: string, token: string): string | null {
  if (file.storageKey) return `${publicUrl}/api/rev-orders/${orderId}/media?token=${token}`;
  const url = file.media?.type === 'url' ? file.media.url : null;
  if (url?.startsWith(`${DEMO_MEDIA_PATH}/`)) return `${publicUrl}${url}`;
  return url && /^https?:\/\//.test(url) ? url : null;
}

/** Places the order with Rev and queues the job that waits for its transcript; answers the order. */
export async function orderedRevCaptions(
  deps: AppDeps,
  order: { workspaceId: string; fileId: string; comment: string | undefined; user: CurrentUser },
): Promise<RevOrder> {
  const { workspaceId, fileId, comment, user } = order;
  const file = await fileForEngines(deps.db, workspaceId, fileId);
  if (!file) throw notFound('File not found');
  // Rev is told the duration the media job measured, never one a client wrote (docs/jobs.md).
  if (file.probedDurationMs === null)
    throw conflict("The file's duration is not known yet: wait until it has been processed");
  const id = newId();
  const token = randomBytes(32).toString('base64url');
  const mediaUrl = mediaLinkOf(file, deps.publicUrl, id, token);
  if (!mediaUrl) throw conflict('Rev needs the media itself: upload the file or add it by a direct link');
  const http = await openRev(deps, workspaceId).catch((error: unknown) => {
    if (error instanceof RevNotConnectedError) throw conflict(error.message, { platform: 'rev', connected: false });
    throw platformHttpError(error);
  });
  const mediaExpiresAt = new Date(Date.now() + MEDIA_LINK_HOURS * 3_600_000);
  const started = { id, workspaceId, fileId, mediaTokenHash: sha256(token), mediaExpiresAt, orderedBy: user.id };
  if (!(await startedRevOrder(deps.db, started))) {
    throw conflict('A Rev order for this file is still open: wait for it to arrive or to be cancelled');
  }
  let revOrderNumber: string;
  try {
    const inputUri = await addMediaByUrl(http, { url: mediaUrl, filename: file.name });
    revOrderNumber = await placeCaptionOrder(http, {
      inputUri,
      lengthSeconds: Math.max(1, Math.ceil(file.probedDurationMs / 1000)),
      clientRef: id,
      comment,
    });
  } catch (error) {
    await abandonedRevOrder(deps.db, id);
    throw platformHttpError(error);
  }
  await deps.db.transaction(async (tx) => {
    await placedRevOrder(tx, id, revOrderNumber);
    await deps.jobs.enqueue(tx, {
      workspaceId,
      fileId,
      kind: REV_ORDER_JOB,
      input: { orderId: id },
      singletonKey: `${REV_ORDER_JOB}:${id}`,
    });
  });
  return (await revOrderOfWorkspace(deps.db, workspaceId, id))!;
}
