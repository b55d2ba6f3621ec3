import { createRoute } from '@hono/zod-openapi';
import { BULK_COMPLIANCE_ROLES } from '@shared/permissions/compliance';
import { ASSIGNMENT_LIMITS } from '@shared/schemas/assignments';
import { compliancePathSchema } from '@shared/schemas/compliance';
import { PLATFORM_TYPES } from '@shared/constants';
import type { OrderJobBody } from '@shared/schemas/engines';
import {
  type BulkComplianceBody,
  type BulkComplianceResult,
  bulkComplianceBodySchema,
  bulkComplianceResponseSchema,
} from '@shared/schemas/compliance-bulk';
import { type AuthedEnv, type CurrentUser, requireUser } from '../auth/current-user';
import { requireApiKeyScope } from '../auth/api-key-caller';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { actorOf } from '../db/queries/activity';
import { createdAssignment } from '../db/queries/assignments';
import { recordedAttestation } from '../db/queries/compliance-attestations';
import { assetFilesOf, translationSourceOf } from '../db/queries/compliance-bulk';
import { userActor } from '../db/queries/compliance-changes';
import { recordedException } from '../db/queries/compliance-exceptions';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { assignedMail } from '../mail/assigned-mail';
import { orderedEngineJob } from '../engines/jobs/order-engine-job';
import { orderedRevCaptions } from '../platforms/rev/order-rev-captions';
import { openConnection, platformHttpError } from '../platforms/connection';
import { importedItems } from '../platforms/import-items';
import { defaultEngineRuntime } from '../engines/registry';
import { ApiHttpError } from '../http/errors';
import type { AppDeps } from '../app-deps';

type Failure = Extract<BulkComplianceResult, { ok: false }>;
type Outcome = { ok: true } | Omit<Failure, 'assetId'>;

const OK = { ok: true } as const;
const SPENDING_ACTIONS = new Set<BulkComplianceBody['action']>(['transcribe', 'translate', 'order_human']);
const NOT_FOUND: Outcome = { ok: false, code: 'not_found', message: 'Asset not found' };

/** The titles of the assignments a bulk review creates, with the asset's title after them. */
const ASSIGNMENT_TITLES = {
  review_corrections: 'Review corrections',
  transcription_edit: 'Edit transcription',
  create_audio_description: 'Create audio description',
};

/** Bulk actions on a selection of the ledger's assets (issue 29; docs/compliance.md). */
export function complianceBulkRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const mail = assignedMail(deps.publicUrl);
  const engines = deps.engines ?? defaultEngineRuntime();

  /** Does `body`'s action to one asset, each in its own transaction (the single-asset queries open one). */
  async function outcomeFor(
    workspaceId: string,
    assetId: string,
    body: BulkComplianceBody,
    user: CurrentUser,
    files: Awaited<ReturnType<typeof assetFilesOf>>,
  ): Promise<Outcome> {
    switch (body.action) {
      case 'attest': {
        const attestation = { criterion: body.criterion, reason: body.reason };
        return (await recordedAttestation(deps.db, workspaceId, assetId, attestation, userActor(user)))
          ? OK
          : NOT_FOUND;
      }
      case 'exception': {
        const { type, note, archiveTests } = body;
        const exception = { type, note, archiveTests };
        return (await recordedException(deps.db, workspaceId, assetId, exception, userActor(user))) ? OK : NOT_FOUND;
      }
      case 'assign': {
        const asset = files.get(assetId);
        if (!asset) return NOT_FOUND;
        if (!asset.fileId) return { ok: false, code: 'no_file', message: 'Not a library file: nothing to assign' };
        const title = `${ASSIGNMENT_TITLES[body.type]}: ${asset.title}`.slice(0, ASSIGNMENT_LIMITS.title);
        const result = await createdAssignment(
          deps.db,
          {
            id: newId(),
            workspaceId,
            fileId: asset.fileId,
            title,
            description: `${ASSIGNMENT_TITLES[body.type]} of "${asset.title}", assigned in bulk from the compliance ledger.`,
            type: body.type,
            priority: 'medium',
            dueDate: body.dueDate ?? null,
            assignees: [body.assigneeId],
            labels: [],
          },
          actorOf(user),
          mail,
        );
        if (!('refusal' in result)) return OK;
        if (result.refusal === 'not_members') {
          return { ok: false, code: 'not_member', message: 'The assignee is not a member of the workspace' };
        }
        return result.refusal === 'file_not_found' ? NOT_FOUND : { ok: false, code: 'failed', message: 'Refused' };
      }
      case 'transcribe':
      case 'translate': {
        const asset = files.get(assetId);
        if (!asset) return NOT_FOUND;
        if (!asset.fileId) return { ok: false, code: 'no_file', message: 'Not a library file: import it first' };
        const { fileId } = asset;
        let order: OrderJobBody;
        if (body.action === 'transcribe') order = { kind: 'transcribe', language: body.language };
        else {
          const trackId = await translationSourceOf(deps.db, fileId, asset.spokenLanguage);
          if (!trackId)
            return { ok: false, code: 'no_captions', message: 'No captions to translate: transcribe it first' };
          order = { kind: 'translate', trackId, targetLanguage: body.targetLanguage };
        }
        return refusedOr(() => orderedEngineJob(deps, engines, { workspaceId, fileId, body: order, user }));
      }
      case 'order_human': {
        const asset = files.get(assetId);
        if (!asset) return NOT_FOUND;
        if (!asset.fileId) return { ok: false, code: 'no_file', message: 'Not a library file: import it first' };
        const order = { workspaceId, fileId: asset.fileId, comment: body.comment, user };
        return refusedOr(() => orderedRevCaptions(deps, order));
      }
      case 'import': {
        const asset = files.get(assetId);
        if (!asset) return NOT_FOUND;
        if (asset.fileId) return { ok: false, code: 'already_imported', message: 'Already in the library' };
        const platform = PLATFORM_TYPES.find((p) => p === asset.source);
        if (!platform || !asset.platformItemId) {
          return { ok: false, code: 'not_platform_item', message: 'Not a platform item: nothing to import' };
        }
        return refusedOr(async () => {
          const { adapter, ctx } = await openConnection(deps, workspaceId, platform);
          const [result] = await importedItems(deps, {
            workspaceId,
            platform,
            adapter,
            ctx,
            itemIds: [asset.platformItemId!],
            captions: body.captions,
            authorId: user.id,
          }).catch((error: unknown) => {
            throw platformHttpError(error);
          });
          if (result!.status === 'failed') throw new ApiHttpError(502, 'platform_unavailable', result!.error!);
        });
      }
    }
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/compliance/bulk',
      operationId: 'runComplianceBulkAction',
      summary:
        'Attests, records an exception, assigns a review or audio description, orders machine transcription or ' +
        'translation, or human captions from Rev, or imports platform items into the library, for many assets at ' +
        'once, with a result per asset (attest, transcribe, translate, order_human: admin, content-manager; ' +
        'exception: admin; assign: admin, content-manager, transcript-editor; import: who may import)',
      description:
        'Each asset is done in its own transaction, as the single-asset call does it, so one failure leaves the ' +
        'others done: the answer is 200 with `ok` and, for a failure, a code and message per asset.',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: compliancePathSchema,
        body: { content: { 'application/json': { schema: bulkComplianceBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(bulkComplianceResponseSchema, 'How each asset fared'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, BULK_COMPLIANCE_ROLES[body.action]);
      // Engine work spends minutes and Rev bills: an API key needs the `jobs` scope, as for one file's order.
      if (SPENDING_ACTIONS.has(body.action)) requireApiKeyScope(user, 'jobs');
      const assetIds = [...new Set(body.assetIds)];
      const needFiles = body.action !== 'attest' && body.action !== 'exception';
      const files = needFiles ? await assetFilesOf(deps.db, workspaceId, assetIds) : new Map();
      const results: BulkComplianceResult[] = [];
      // One after another: each write locks the workspace's ledger anyway.
      for (const assetId of assetIds) {
        results.push({
          assetId,
          ...(await outcomeOrFailure(() => outcomeFor(workspaceId, assetId, body, user, files))),
        });
      }
      if (body.action === 'assign') deps.mail?.wake();
      return c.json({ results }, 200);
    },
  );

  return router;
}

/** Places one asset's order; its refusal (a 402 names the shortfall in its message) is the asset's result. */
async function refusedOr(order: () => Promise<unknown>): Promise<Outcome> {
  try {
    await order();
    return OK;
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    return refused;
  }
}

function refusalOf(error: unknown): Outcome | null {
  if (!(error instanceof ApiHttpError)) return null;
  if (error.code === 'platform_unavailable') return { ok: false, code: 'platform_unavailable', message: error.message };
  const code = { 404: 'not_found', 409: 'conflict', 402: 'insufficient_credit', 503: 'engine_unavailable' } as const;
  const mapped = code[error.status as keyof typeof code];
  return mapped ? { ok: false, code: mapped, message: error.message } : null;
}

/** An unexpected error fails its asset only: the assets done before it are committed and the rest still run. */
async function outcomeOrFailure(run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await run();
  } catch (error) {
    console.error('Bulk compliance action failed for one asset', error);
    return { ok: false, code: 'failed', message: 'Something went wrong on our side; try again' };
  }
}
