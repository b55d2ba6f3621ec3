import path from 'node:path';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  type WhisperModel,
  whisperModelParamsSchema,
  whisperModelSchema,
  whisperModelsResponseSchema,
} from '@shared/schemas/whisper-models';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { createModelInstalls, type ModelInstalls } from '../engines/models/model-installs';
import { freeBytesOf, installedModels, ModelError, removeModel } from '../engines/models/model-store';
import { accuracyNote, ramBytesOf, WHISPER_FAMILY_FACTS } from '../engines/models/whisper-catalogue';
import { defaultEngineRuntime } from '../engines/registry';
import { transcriptionPlan } from '../engines/transcription-plan';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, notFound } from '../http/errors';
import { createOutboundFetch } from '../outbound/outbound-fetch';
import type { AppDeps } from '../app-deps';

/** Operator calls answer 404 to everyone else, as if they did not exist. */
const operatorsOnly: MiddlewareHandler<AuthedEnv> = async (c, next) => {
  if (!c.get('user').isOperator) throw notFound();
  await next();
};

/** A ModelError as the API answers it. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof ModelError)) return error;
  if (error.code === 'insufficient_storage') return new ApiHttpError(507, 'insufficient_storage', error.message);
  if (error.code === 'not_installed') return notFound(error.message);
  return conflict(error.message);
}

/**
 * The operator's Engines page: whisper.cpp models of the pinned table with their trade-offs, which are installed in
 * DATA_DIR/models, downloads with progress, and the engine each catalogue language uses now.
 */
export function whisperModelsRouter(deps: AppDeps & { modelInstalls?: ModelInstalls }) {
  const router = createRouter<AuthedEnv>();
  const engines = deps.engines ?? defaultEngineRuntime();
  const { dir, source, catalogue } = engines.settings.whisperModels;
  const installs =
    deps.modelInstalls ??
    (dir
      ? createModelInstalls({ dir, source, fetch: createOutboundFetch({ allowPrivate: deps.media.allowPrivateLinks }) })
      : null);
  const operators = { security: bearerSecurity, middleware: [requireUser(deps), operatorsOnly] };

  function models(): WhisperModel[] {
    const installed = new Map(installedModels(dir).map((m) => [m.name, m]));
    const pinned = catalogue.map((entry): WhisperModel => {
      const file = installed.get(entry.name);
      const ram = ramBytesOf(entry);
      return {
        name: entry.name,
        family: entry.family,
        multilingual: entry.multilingual,
        quantisation: entry.quantisation,
        bytes: entry.bytes,
        sha256: entry.sha256,
        ramBytes: ram?.bytes ?? null,
        ramEstimated: ram?.estimated ?? false,
        relativeSpeed: entry.family ? WHISPER_FAMILY_FACTS[entry.family].relativeSpeed : null,
        accuracy: accuracyNote(entry),
        installed: Boolean(file),
        problem: file && !file.check.usable ? file.check.reason : null,
        // Renamed into place a moment before its download is forgotten: installed wins.
        install: file ? null : (installs?.status(entry.name) ?? null),
      };
    });
    const others = [...installed.values()]
      .filter((m) => !catalogue.some((e) => e.name === m.name))
      .map((m): WhisperModel => ({
        name: m.name,
        family: null,
        multilingual: m.check.usable ? m.check.multilingual : null,
        quantisation: null,
        bytes: m.bytes,
        sha256: null,
        ramBytes: null,
        ramEstimated: false,
        relativeSpeed: null,
        accuracy: 'Installed from a file outside the pinned table: no published figures.',
        installed: true,
        problem: m.check.usable ? null : m.check.reason,
        install: null,
      }));
    return [...pinned, ...others];
  }

  const entryOf = (name: string) => {
    const entry = catalogue.find((e) => e.name === name);
    if (!entry) throw notFound(`There is no whisper model "${name}" in the pinned table`);
    return entry;
  };
  const modelOf = (name: string) => models().find((m) => m.name === name)!;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/whisper-models',
      operationId: 'listWhisperModels',
      summary: 'whisper.cpp models: the pinned table, what is installed, downloads, and the engine per language',
      ...operators,
      responses: { 200: jsonContent(whisperModelsResponseSchema, 'The models and choices'), ...authedErrors },
    }),
    async (c) =>
      c.json(
        {
          models: models(),
          choices: transcriptionPlan(engines),
          configuredModel: engines.settings.whisperModel ?? null,
          source,
          directory: dir ?? null,
          // Before the first install the folder does not exist yet: its parent (DATA_DIR) is on the same disk.
          freeBytes: dir ? await freeBytesOf(dir).catch(() => freeBytesOf(path.dirname(dir)).catch(() => null)) : null,
        },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/whisper-models/{name}/install',
      operationId: 'installWhisperModel',
      summary: 'Starts downloading a model of the pinned table into DATA_DIR/models (checksum verified, resumable)',
      description:
        'Answers at once with the download’s progress; poll `GET /operator/whisper-models` for the rest. A download already running is answered as is.',
      ...operators,
      request: { params: whisperModelParamsSchema },
      responses: {
        202: jsonContent(z.object({ model: whisperModelSchema }), 'The model with its download'),
        ...authedErrors,
        409: errorContent('Already installed, being installed by another process, or no models folder here'),
        507: errorContent('Not enough disk space for the model'),
      },
    }),
    async (c) => {
      const entry = entryOf(c.req.valid('param').name);
      if (!installs) throw conflict('This server has no models folder (DATA_DIR) to install into');
      if (installedModels(dir).some((m) => m.name === entry.name && m.bytes === entry.bytes)) {
        throw conflict(`${entry.name} is already installed`);
      }
      await installs.start(entry).catch((error: unknown) => {
        throw asHttpError(error);
      });
      return c.json({ model: modelOf(entry.name) }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/operator/whisper-models/{name}',
      operationId: 'removeWhisperModel',
      summary: 'Removes an installed model, or stops its download and discards what it fetched',
      ...operators,
      request: { params: whisperModelParamsSchema },
      responses: {
        204: { description: 'Removed' },
        ...authedErrors,
        409: errorContent('Being installed by another process'),
      },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      if (!dir) throw notFound(`${name} is not installed`);
      const stopped = (await installs?.stop(name)) ?? false;
      await removeModel(dir, name).catch((error: unknown) => {
        if (stopped && error instanceof ModelError && error.code === 'not_installed') return;
        throw asHttpError(error);
      });
      return c.body(null, 204);
    },
  );

  return router;
}
