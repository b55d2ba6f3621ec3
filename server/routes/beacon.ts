import { createHash } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type BeaconBody, beaconBodySchema } from '@shared/schemas/beacon';
import { idSchema } from '@shared/schemas/common';
import { addBeaconCounts, type BeaconCount, beaconEnabled } from '../db/queries/beacon';
import { publicFile } from '../db/queries/embed';
import { consumeRateLimit, type RateLimit } from '../db/rate-limit';
import { clientAddress } from '../http/client-address';
import { createRouter, errorContent } from '../http/create-router';
import { errorJson } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** An embed sends a batch every 30 s and when its page is hidden; several tabs of one viewer stay well under. */
export const BEACON_RATE_LIMIT: RateLimit = { max: 120, windowSeconds: 600 };
const BEACON_MAX_BYTES = 16 * 1024;
/** An event's own time counts only when it is recent: a queued batch may arrive late, but not days late. */
const MAX_EVENT_AGE_MS = 48 * 60 * 60 * 1000;

const PATH = '/embed/workspaces/{workspaceId}/beacon';

/**
 * The embeds' usage counters (issue 14). The body is read whatever its Content-Type, because
 * navigator.sendBeacon sends text/plain to stay clear of a CORS preflight. Nothing about the viewer is
 * kept: the rate limit keys on a one-way hash of the address, and events become daily counts.
 */
export function beaconRouter(deps: AppDeps) {
  const router = createRouter();

  router.openAPIRegistry.registerPath({
    method: 'post',
    path: PATH,
    operationId: 'sendEmbedBeacon',
    summary: 'Counts embed events (play, search, cue click, download, correction) per file and day (public)',
    tags: ['embed'],
    security: [],
    request: {
      params: z.object({ workspaceId: idSchema }),
      body: { content: { 'text/plain': { schema: beaconBodySchema } }, required: true },
    },
    responses: {
      204: { description: 'Counted, or ignored: beacon switched off, or the file is not public' },
      400: errorContent('Invalid body'),
      404: errorContent('No such workspace'),
      413: errorContent('Body over 16 KiB'),
      429: errorContent('Too many batches from this address; see Retry-After'),
    },
  });

  router.post(
    '/embed/workspaces/:workspaceId/beacon',
    bodyLimit({
      maxSize: BEACON_MAX_BYTES,
      onError: (c) => errorJson(c, 413, 'payload_too_large', 'The request body is larger than 16 KiB'),
    }),
    async (c) => {
      const workspaceId = idSchema.safeParse(c.req.param('workspaceId'));
      if (!workspaceId.success) return errorJson(c, 400, 'validation_error', 'workspaceId: At most 64 characters');
      const body = beaconBodySchema.safeParse(await jsonOf(c));
      if (!body.success) {
        const issues = body.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));
        const first = issues[0]!;
        return errorJson(c, 400, 'validation_error', `${first.path ? `${first.path}: ` : ''}${first.message}`, issues);
      }
      // Checked before counting, so made-up workspace ids cannot fill the rate-limit table with counters.
      const enabled = await beaconEnabled(deps.db, workspaceId.data);
      if (enabled === null) return errorJson(c, 404, 'not_found', 'Workspace not found');
      const retryAfter = await consumeRateLimit(
        deps.db,
        `beacon:${addressHash(clientAddress(c, deps.trustProxy), workspaceId.data)}`,
        BEACON_RATE_LIMIT,
      );
      if (retryAfter !== null) {
        c.header('Retry-After', String(retryAfter));
        return errorJson(c, 429, 'rate_limited', `Too many batches: try again in ${retryAfter} seconds`);
      }
      if (enabled) {
        await addBeaconCounts(deps.db, workspaceId.data, await countsOfPublicFiles(workspaceId.data, body.data.events));
      }
      return c.body(null, 204);
    },
  );

  /** The batch as counters, leaving out files that are not public (or not this workspace's). */
  async function countsOfPublicFiles(workspaceId: string, events: BeaconBody['events']): Promise<BeaconCount[]> {
    const now = Date.now();
    const counts = new Map<string, BeaconCount>();
    for (const event of events) {
      const at = event.at === undefined ? now : Date.parse(event.at);
      const day = new Date(at > now || now - at > MAX_EVENT_AGE_MS ? now : at).toISOString().slice(0, 10);
      const key = `${event.fileId}\u0000${event.type}\u0000${day}`;
      const existing = counts.get(key);
      if (existing) existing.count += 1;
      else counts.set(key, { fileId: event.fileId, type: event.type, day, count: 1 });
    }
    const fileIds = [...new Set(events.map((e) => e.fileId))];
    const visible = new Set<string>();
    for (const fileId of fileIds) if (await publicFile(deps.db, workspaceId, fileId)) visible.add(fileId);
    return [...counts.values()].filter((c) => visible.has(c.fileId));
  }

  return router;
}

/** Undefined (so a validation error) when the body is not JSON. */
async function jsonOf(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
}

/** Enough to tell addresses apart for a rate limit, without keeping any address. */
function addressHash(address: string, workspaceId: string): string {
  return createHash('sha256').update(`${workspaceId}\u0000${address}`).digest('base64url').slice(0, 22);
}
