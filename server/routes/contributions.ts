import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import {
  listMediaRequestsResponseSchema,
  listProposedCorrectionsResponseSchema,
  pendingListQuerySchema,
} from '@shared/schemas/contributions';
import { idSchema } from '@shared/schemas/common';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { corrections, files, mediaRequests } from '../db/schema';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import type { AppDeps } from '../api';

const CORRECTION_READERS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];
const REQUEST_READERS: readonly Role[] = ['admin', 'content-manager'];

/** The cursor is the last item's sequence number, opaque to clients. */
const encodeCursor = (seq: number) => Buffer.from(String(seq)).toString('base64url');
function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const seq = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isSafeInteger(seq) || seq < 1) {
    throw new ApiHttpError(400, 'validation_error', 'cursor: Use the nextCursor of a previous answer');
  }
  return seq;
}

const page = <T extends { seq: number }>(rows: T[], limit: number) => ({
  items: rows.slice(0, limit),
  nextCursor: rows.length > limit ? encodeCursor(rows[limit - 1]!.seq) : null,
});

/** Drops nulls so optional fields are absent rather than null, as the schemas say. */
function withoutNulls<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

export function contributionsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/list_proposed_corrections',
      summary: 'Pending viewer-proposed corrections, newest first',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { query: pendingListQuerySchema },
      responses: { 200: jsonContent(listProposedCorrectionsResponseSchema, 'One page'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, limit, cursor } = c.req.valid('query');
      const after = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CORRECTION_READERS);
      const rows = await deps.db
        .select({
          seq: corrections.seq,
          id: corrections.id,
          fileId: corrections.fileId,
          fileName: files.name,
          status: corrections.status,
          createdAt: corrections.createdAt,
          trackId: corrections.trackId,
          cueId: corrections.cueId,
          originalText: corrections.originalText,
          proposedText: corrections.proposedText,
          note: corrections.note,
        })
        .from(corrections)
        .innerJoin(files, eq(files.id, corrections.fileId))
        .where(
          and(
            eq(corrections.workspaceId, workspaceId),
            eq(corrections.status, 'pending'),
            after === undefined ? undefined : lt(corrections.seq, after),
          ),
        )
        .orderBy(desc(corrections.seq))
        .limit(limit + 1);
      const { items, nextCursor } = page(rows, limit);
      const list = items.map(({ seq: _seq, createdAt, ...rest }) => ({
        ...withoutNulls(rest),
        status: rest.status as 'pending',
        createdAt: createdAt.toISOString(),
      }));
      return c.json({ corrections: list, nextCursor }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/media_requests/workspaces/{workspaceId}',
      summary: 'Pending accessibility requests, newest first',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: z.object({ workspaceId: idSchema }),
        query: pendingListQuerySchema.partial({ workspaceId: true }),
      },
      responses: { 200: jsonContent(listMediaRequestsResponseSchema, 'One page'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { limit, cursor } = c.req.valid('query');
      const after = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, REQUEST_READERS);
      const rows = await deps.db
        .select({
          seq: mediaRequests.seq,
          id: mediaRequests.id,
          fileId: mediaRequests.fileId,
          fileName: files.name,
          status: mediaRequests.status,
          createdAt: mediaRequests.createdAt,
          kind: mediaRequests.kind,
          language: mediaRequests.language,
          email: mediaRequests.email,
          message: mediaRequests.message,
        })
        .from(mediaRequests)
        .innerJoin(files, eq(files.id, mediaRequests.fileId))
        .where(
          and(
            eq(mediaRequests.workspaceId, workspaceId),
            eq(mediaRequests.status, 'pending'),
            after === undefined ? undefined : lt(mediaRequests.seq, after),
          ),
        )
        .orderBy(desc(mediaRequests.seq))
        .limit(limit + 1);
      const { items, nextCursor } = page(rows, limit);
      const list = items.map(({ seq: _seq, createdAt, ...rest }) => ({
        ...withoutNulls(rest),
        status: rest.status as 'pending',
        kind: rest.kind as z.infer<typeof listMediaRequestsResponseSchema>['requests'][number]['kind'],
        createdAt: createdAt.toISOString(),
      }));
      return c.json({ requests: list, nextCursor }, 200);
    },
  );

  return router;
}
