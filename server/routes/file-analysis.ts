import { createRoute } from '@hono/zod-openapi';
import { WORKSPACE_READERS } from '@shared/permissions/workspace';
import {
  type FileAnalysis,
  fileAnalysisParamsSchema,
  fileAnalysisQuerySchema,
  fileAnalysisResponseSchema,
} from '@shared/schemas/file-analysis';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { withCueWords } from '../db/queries/cue-words';
import { beaconCounts } from '../db/queries/beacon';
import { fileOfWorkspace, tracksOfFile } from '../db/queries/files';
import { settingsOfWorkspace } from '../db/queries/settings';
import { guardedTracksOfFile } from '../db/queries/speech-regions';
import { cuesOfTrack } from '../db/queries/tracks';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { guidelineOf, trackQuality } from './file-analysis-quality';
import type { AppDeps } from '../app-deps';

const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Chapters and descriptions are not read as captions, so reading-speed rules do not apply to them. */
const CAPTION_KINDS = new Set(['captions', 'subtitles']);

/** A file's caption quality per track and its embed engagement per day (issue 14). */
export function fileAnalysisRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/files/{fileId}/analysis',
      operationId: 'getFileAnalysis',
      summary:
        "Caption quality per track (reading speed, line lengths, problems by rule, coverage, completeness against the source track) and the embed beacon's counts per UTC day from `from` to `to` (default: the last 30 days; every member)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: fileAnalysisParamsSchema, query: fileAnalysisQuerySchema },
      responses: { 200: jsonContent(fileAnalysisResponseSchema, 'The analysis'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const query = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WORKSPACE_READERS);
      const file = await fileOfWorkspace(deps.db, workspaceId, fileId);
      if (!file) throw notFound('File not found');
      const to =
        query.to ?? (query.from ? isoDay(Date.parse(query.from) + (DEFAULT_DAYS - 1) * DAY_MS) : isoDay(Date.now()));
      const from = query.from ?? isoDay(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS);

      const settings = await settingsOfWorkspace(deps.db, workspaceId);
      const guideline = guidelineOf(settings!.captionRules);
      const headers = (await tracksOfFile(deps.db, fileId)).filter((t) => CAPTION_KINDS.has(t.kind));
      const source = headers.find((t) => t.kind === 'captions') ?? headers[0] ?? null;
      const cuesOf = new Map(
        await Promise.all(
          headers.map(
            async (t) => [t.id, await withCueWords(deps.db, t.id, await cuesOfTrack(deps.db, t.id))] as const,
          ),
        ),
      );
      const sourceCues = source ? cuesOf.get(source.id)! : [];
      const guarded = await guardedTracksOfFile(deps.db, fileId);
      const quality = headers.map((t) =>
        trackQuality(t, cuesOf.get(t.id)!, sourceCues, file.durationMs, guideline, guarded.get(t.id)!),
      );

      const days = new Map<string, FileAnalysis['engagement'][number]>();
      for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) {
        const date = isoDay(t);
        days.set(date, { date, play: 0, search: 0, cue_click: 0, download: 0, correction: 0 });
      }
      for (const row of await beaconCounts(deps.db, workspaceId, { from, to, fileId })) {
        days.get(row.day)![row.type] += row.count;
      }
      return c.json({ from, to, sourceTrackId: source?.id ?? null, quality, engagement: [...days.values()] }, 200);
    },
  );
  return router;
}
