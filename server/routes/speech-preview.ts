import { createRoute } from '@hono/zod-openapi';
import { CUE_EDITORS } from '@shared/permissions/track';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { trackPathSchema } from '@shared/schemas/media';
import { speechPreviewBodySchema, speechPreviewSchema } from '@shared/schemas/track-management';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { trackOfFile } from '../db/queries/tracks';
import { wavDurationMs } from '../engines/audio';
import { chooseProvider, defaultEngineRuntime, EngineUnavailableError } from '../engines/registry';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** `POST …/speech-preview`: a description read by the voice the `describe` job would use, for the editor's Preview. */
export function speechPreviewRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const engines = deps.engines ?? defaultEngineRuntime();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks/{trackId}/speech-preview',
      operationId: 'previewTrackSpeech',
      summary:
        "A text read aloud in the track's language by the server's voice, as a WAV data URL with its length (admin, content-manager, transcript-editor)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: speechPreviewBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(speechPreviewSchema, 'The synthesised speech'),
        ...authedErrors,
        503: errorContent('`engine_unavailable`: no voice on this server speaks the language'),
      },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const { text, rate } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CUE_EDITORS);
      const track = await trackOfFile(deps.db, workspaceId, fileId, trackId);
      if (!track) throw notFound('No such track');
      let voice;
      try {
        voice = chooseProvider(engines.list.synthesize, 'synthesize', track.language, {
          preferred: engines.settings.preferred.synthesize,
        });
      } catch (error) {
        if (error instanceof EngineUnavailableError)
          throw new ApiHttpError(503, 'engine_unavailable', error.message, error.details);
        throw error;
      }
      const wav = await voice.synthesize({ text, language: track.language, rate, signal: c.req.raw.signal });
      const audio = `data:audio/wav;base64,${wav.toString('base64')}`;
      return c.json({ audio, durationMs: wavDurationMs(wav), provider: voice.id }, 200);
    },
  );
  return router;
}
