import { createRoute } from '@hono/zod-openapi';
import { DESCRIPTION_WORDS_PER_MINUTE } from '@shared/describability/verdict';
import { CUE_EDITORS, TRACK_READERS } from '@shared/permissions/track';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { trackPathSchema } from '@shared/schemas/media';
import { speechPreviewBodySchema, speechPreviewSchema, trackVoicesSchema } from '@shared/schemas/track-management';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { trackOfFile } from '../db/queries/tracks';
import { wavDurationMs } from '../engines/audio';
import { defaultEngineRuntime, EngineUnavailableError } from '../engines/registry';
import { trackReader, voicesFor } from '../engines/synthesize/track-voice';
import { trackSpeechOf } from '../db/queries/track-management';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/**
 * `POST …/speech-preview`: a description read by the voice and rate the `describe` job would use, for the editor's
 * Preview; `GET …/voices`: the voices that can read the track, for the editor's voice picker.
 */
export function speechPreviewRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const engines = deps.engines ?? defaultEngineRuntime();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks/{trackId}/speech-preview',
      operationId: 'previewTrackSpeech',
      summary:
        "A text read aloud with the track's voice and rate (or the server's default voice for its language), as a WAV data URL with its length (admin, content-manager, transcript-editor)",
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
      const { text, rate, voice } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CUE_EDITORS);
      const track = await trackOfFile(deps.db, workspaceId, fileId, trackId);
      const speech = track && (await trackSpeechOf(deps.db, track.id));
      if (!track || !speech) throw notFound('No such track');
      let reader;
      try {
        reader = trackReader(
          engines,
          { language: track.language, ...speech },
          { preferred: engines.settings.preferred.synthesize, voice, rate },
        );
      } catch (error) {
        if (error instanceof EngineUnavailableError)
          throw new ApiHttpError(503, 'engine_unavailable', error.message, error.details);
        throw error;
      }
      const wav = await reader.synthesizer.synthesize({
        text,
        language: track.language,
        voice: reader.voice,
        rate: reader.rate,
        signal: c.req.raw.signal,
      });
      const audio = `data:audio/wav;base64,${wav.toString('base64')}`;
      return c.json(
        {
          audio,
          durationMs: wavDurationMs(wav),
          provider: reader.synthesizer.id,
          voice: reader.voice ?? null,
          rate: reader.rate,
        },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/tracks/{trackId}/voices',
      operationId: 'listTrackVoices',
      summary:
        "The voices of this server's available speech engines for the track's language, and the track's choice (members)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: trackPathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(trackVoicesSchema, "The voices and the track's voice and rate"), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const track = await trackOfFile(deps.db, workspaceId, fileId, trackId);
      const speech = track && (await trackSpeechOf(deps.db, track.id));
      if (!track || !speech) throw notFound('No such track');
      return c.json(
        { ...speech, defaultRate: DESCRIPTION_WORDS_PER_MINUTE, voices: voicesFor(engines, track.language) },
        200,
      );
    },
  );
  return router;
}
