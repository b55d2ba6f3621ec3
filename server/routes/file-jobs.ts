import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ENGINE_JOB_ORDERERS } from '@shared/permissions/credit';
import { type EngineJobKind, orderJobBodySchema, orderJobParamsSchema } from '@shared/schemas/engines';
import { jobSchema } from '@shared/schemas/jobs';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { settledFreeMinutes } from '../billing/free-minutes';
import { insufficientCredit } from '../billing/insufficient-credit';
import { debitedMinutes } from '../db/queries/credit';
import { fileForEngines } from '../db/queries/engine-jobs';
import { trackOfFile } from '../db/queries/tracks';
import { minutesFor } from '../engines/jobs/cost';
import { registerEngineJobs } from '../engines/jobs/register';
import { chooseProvider, defaultEngineRuntime, type EngineRuntime, EngineUnavailableError } from '../engines/registry';
import type { ProviderInfo } from '../engines/types';
import {
  authedErrors,
  bearerSecurity,
  conflictError,
  createRouter,
  errorContent,
  jsonContent,
} from '../http/create-router';
import { ApiHttpError, conflict, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const invalid = (path: string, message: string) =>
  new ApiHttpError(400, 'validation_error', `${path}: ${message}`, [{ path, message, code: 'custom' }]);

/** The provider that would do this work now, or a 503 naming what is missing. */
function providerFor(
  engines: EngineRuntime,
  kind: EngineJobKind,
  language: string,
  sourceLanguage: string,
  requested?: string,
): Pick<ProviderInfo, 'id'> {
  const { list, settings } = engines;
  // ffmpeg does the analysis; OCR is optional, and the job notes it when it is missing.
  if (kind === 'describe_analysis') return { id: 'ffmpeg' };
  try {
    if (kind === 'transcribe')
      return chooseProvider(list.transcribe, 'transcribe', language, {
        requested,
        preferred: settings.preferred.transcribe,
      });
    if (kind === 'align')
      return chooseProvider(list.align, 'align', language, { requested, preferred: settings.preferred.align });
    if (kind === 'translate') {
      return chooseProvider(list.translate, 'translate', language, {
        requested,
        preferred: settings.preferred.translate,
        serves: (t) => t.supportsPair(sourceLanguage, language),
      });
    }
    return chooseProvider(list.synthesize, 'synthesize', language, {
      requested,
      preferred: settings.preferred.synthesize,
    });
  } catch (error) {
    if (error instanceof EngineUnavailableError)
      throw new ApiHttpError(503, 'engine_unavailable', error.message, error.details);
    throw error;
  }
}

/** Ordering machine work on a file: the provider is chosen, minutes are debited and the job is queued at once. */
export function fileJobsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const engines = deps.engines ?? defaultEngineRuntime();
  registerEngineJobs(deps.jobs, engines);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/files/{fileId}/jobs',
      operationId: 'orderFileJob',
      summary:
        'Orders transcription, alignment, translation, audio description, voiceover or a describability analysis of a file, paid in minutes',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: orderJobParamsSchema,
        body: { content: { 'application/json': { schema: orderJobBodySchema } }, required: true },
      },
      responses: {
        202: jsonContent(z.object({ job: jobSchema }), 'The queued job; its result will be `{ trackId, … }`'),
        ...authedErrors,
        402: errorContent(
          'insufficient_credit: the balance does not cover the cost (details: the shortfall, the free minutes and the admins to ask)',
        ),
        ...conflictError,
        503: errorContent('engine_unavailable: no installed or configured engine can do this'),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, ENGINE_JOB_ORDERERS);
      const file = await fileForEngines(deps.db, workspaceId, fileId);
      if (!file) throw notFound('File not found');
      // Priced from the duration the media job measured, never from one a client wrote (docs/jobs.md).
      if (file.probedDurationMs === null)
        throw conflict("The file's duration is not known yet: wait until it has been processed");
      const track = body.trackId ? await trackOfFile(deps.db, workspaceId, fileId, body.trackId) : null;
      if (body.trackId && !track) throw notFound('Track not found');
      if (body.kind === 'describe' && track?.kind !== 'descriptions')
        throw invalid('trackId', 'Audio description needs a descriptions track');
      const language =
        body.kind === 'transcribe'
          ? body.language!
          : body.kind === 'translate'
            ? body.targetLanguage!
            : (track?.language ?? '');
      const provider = providerFor(engines, body.kind, language, track?.language ?? language, body.provider);
      const minutes = minutesFor(file.probedDurationMs);
      const freeMinutes = await settledFreeMinutes(deps, workspaceId, user);

      const job = await deps.db.transaction(async (tx) => {
        const { job, created } = await deps.jobs.enqueue(tx, {
          workspaceId,
          fileId,
          kind: body.kind,
          input: {
            provider: provider.id,
            language: body.language,
            targetLanguage: body.targetLanguage,
            trackId: body.trackId,
            voice: body.voice,
          },
          singletonKey: `${body.kind}:${fileId}:${body.trackId ?? ''}:${body.language ?? ''}:${body.targetLanguage ?? ''}`,
        });
        if (!created) throw conflict('The same job is already queued or running for this file', { jobId: job.id });
        const debit = await debitedMinutes(tx, {
          workspaceId,
          minutes,
          jobId: job.id,
          reason: `${body.kind} of "${file.name}" (${provider.id})`,
          actorId: user.id,
        });
        if (!debit.ok)
          throw await insufficientCredit(tx, workspaceId, { required: minutes, balance: debit.balance }, freeMinutes);
        return job;
      });
      return c.json({ job }, 202);
    },
  );
  return router;
}
