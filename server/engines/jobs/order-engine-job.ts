import type { EngineJobKind, OrderJobBody } from '@shared/schemas/engines';
import type { Job } from '@shared/schemas/jobs';
import type { CurrentUser } from '../../auth/current-user';
import { settledFreeMinutes } from '../../billing/free-minutes';
import { insufficientCredit } from '../../billing/insufficient-credit';
import { debitedMinutes } from '../../db/queries/credit';
import { fileForEngines } from '../../db/queries/engine-jobs';
import { trackOfFile } from '../../db/queries/tracks';
import { ApiHttpError, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../app-deps';
import { chooseProvider, type EngineRuntime, EngineUnavailableError } from '../registry';
import type { ProviderInfo } from '../types';
import { minutesFor } from '@shared/billing/minutes-for';

// Ordering machine work on a file, from its page or in bulk from the compliance ledger: the provider is chosen,
// minutes are debited and the job is queued in one transaction. Refusals are the API's errors (404, 409, 402, 503).

/** The orders that voice a descriptions track. */
const DESCRIPTION_KINDS = new Set<EngineJobKind>(['describe', 'described_audio', 'extended_video']);

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

/** The queued job; the caller has checked that `user` may order engine work in the workspace. */
export async function orderedEngineJob(
  deps: AppDeps,
  engines: EngineRuntime,
  order: { workspaceId: string; fileId: string; body: OrderJobBody; user: CurrentUser },
): Promise<Job> {
  const { workspaceId, fileId, body, user } = order;
  const file = await fileForEngines(deps.db, workspaceId, fileId);
  if (!file) throw notFound('File not found');
  if (file.probedDurationMs === null)
    throw conflict("The file's duration is not known yet: wait until it has been processed");
  const track = body.trackId ? await trackOfFile(deps.db, workspaceId, fileId, body.trackId) : null;
  if (body.trackId && !track) throw notFound('Track not found');
  if (DESCRIPTION_KINDS.has(body.kind) && track?.kind !== 'descriptions')
    throw invalid('trackId', `${body.kind} needs a descriptions track`);
  const language =
    body.kind === 'transcribe'
      ? body.language!
      : body.kind === 'translate'
        ? body.targetLanguage!
        : (track?.language ?? '');
  const provider = providerFor(engines, body.kind, language, track?.language ?? language, body.provider);
  const minutes = minutesFor(file.probedDurationMs);
  const freeMinutes = await settledFreeMinutes(deps, workspaceId, user);

  return deps.db.transaction(async (tx) => {
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
}
