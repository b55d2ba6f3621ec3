import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isFilePublic } from '@shared/permissions/embed';
import { idSchema } from '@shared/schemas/common';
import { renditionKeyOfTrack, trackOfFile } from '../db/queries/derived-media';
import { readsWorkspaceMedia, storedMediaOfFile } from '../db/queries/files';
import { descriptionKeys, type DescriptionManifest } from '../engines/jobs/voice-jobs';
import { cachedBody, sendCacheable } from '../http/cacheable';
import { notFound } from '../http/errors';
import { mediaHeaders, publicCors } from './embed-cors';
import { createRouter, errorContent, jsonContent, mediaReaderSecurity } from '../http/create-router';
import type { AppDeps } from '../app-deps';
import { mediaCallerId } from './media-caller';
import { streamObject } from './stream-object';

const FILE_NOT_FOUND = 'File not found';
const trackParams = z.object({ fileId: idSchema, trackId: idSchema });
const clipParams = trackParams.extend({
  clip: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.ogg$/, 'Must be a cue id followed by .ogg'),
});

/** The manifest as served: clip URLs instead of storage keys, and whether the track changed since. */
export const servedManifestSchema = z.object({
  version: z.literal(1),
  trackId: z.string(),
  trackVersion: z.number().int(),
  /** The track's version now: above `trackVersion`, the clips speak text that has since been edited. */
  currentTrackVersion: z.number().int(),
  provider: z.string(),
  clips: z.array(
    z.object({
      cueId: z.string(),
      startMs: z.number(),
      durationMs: z.number(),
      url: z.string(),
      /** Present (true) when the cue is an extended description: players pause the media while the clip plays. */
      extended: z.boolean().optional(),
    }),
  ),
});

/** The renditions jobs make from a track, each served (with ranges) from its newest finished job. */
const RENDITIONS = [
  {
    kind: 'voiceover',
    path: 'voiceover',
    operationId: 'getVoiceover',
    summary: 'The newest voiceover rendition (AAC in MP4) dubbed from a translated track',
    type: 'audio/mp4',
    missing: 'No voiceover from this track (yet)',
  },
  {
    kind: 'described_audio',
    path: 'described-audio',
    operationId: 'getDescribedAudio',
    summary: "The newest described audio (AAC in MP4): the programme with a descriptions track's voice mixed in",
    type: 'audio/mp4',
    missing: 'No described audio from this track (yet)',
  },
  {
    kind: 'extended_video',
    path: 'extended-video',
    operationId: 'getExtendedVideo',
    summary: 'The newest extended video (H.264/AAC MP4): the picture holds while each extended description plays',
    type: 'video/mp4',
    missing: 'No extended video from this track (yet)',
  },
] as const;

const commonResponses = {
  400: errorContent('Invalid path'),
  401: errorContent('An invalid or expired bearer token'),
  404: errorContent('Unknown, private, or not made (yet)'),
};

/**
 * What the engines made from a file's tracks — audio-description clips with their manifest, and voiceover,
 * described-audio and extended-video renditions — under the same visibility as the file's media (`routes/media.ts`): members, or anyone when the
 * file is public by the embed rule; a 404 otherwise.
 */
export function mediaDerivedRouter(deps: AppDeps) {
  const router = createRouter();

  const callerId = (c: Context) => mediaCallerId(deps.auth, c);
  router.use('/media/*', publicCors({ everyAnswer: false }));

  /** The file's workspace and the track when the caller may see the file's media; 404 otherwise. */
  async function visibleTrack(c: Context, fileId: string, trackId: string) {
    const file = await storedMediaOfFile(deps.db, fileId);
    if (!file) throw notFound(FILE_NOT_FOUND);
    const isPublic = isFilePublic(file);
    if (!isPublic) {
      const userId = await callerId(c);
      if (!userId || !(await readsWorkspaceMedia(deps.db, file.workspaceId, userId))) throw notFound(FILE_NOT_FOUND);
    }
    const track = await trackOfFile(deps.db, fileId, trackId);
    if (!track) throw notFound('Track not found');
    c.header('X-Content-Type-Options', 'nosniff');
    mediaHeaders(c, isPublic);
    return { workspaceId: file.workspaceId, track, isPublic };
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/media/{fileId}/tracks/{trackId}/descriptions.json',
      operationId: 'getDescriptionManifest',
      summary: "The audio-description clips made from a descriptions track: each cue's start, duration and clip URL",
      security: mediaReaderSecurity,
      request: { params: trackParams },
      responses: {
        200: jsonContent(servedManifestSchema, 'The manifest'),
        304: { description: 'Not modified (public files: `If-None-Match` with the ETag)' },
        ...commonResponses,
      },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId, track, isPublic } = await visibleTrack(c, fileId, trackId);
      const object = await deps.storage.get(descriptionKeys(workspaceId, fileId, trackId).manifest);
      if (!object) throw notFound('No audio description has been made from this track (yet)');
      const chunks: Buffer[] = [];
      for await (const chunk of object.stream) chunks.push(chunk as Buffer);
      const stored = JSON.parse(Buffer.concat(chunks).toString('utf8')) as DescriptionManifest;
      const base = `/api/media/${encodeURIComponent(fileId)}/tracks/${encodeURIComponent(trackId)}/descriptions`;
      const manifest = {
        version: 1 as const,
        trackId: stored.trackId,
        trackVersion: stored.trackVersion,
        currentTrackVersion: track.version,
        provider: stored.provider,
        clips: stored.clips.map(({ cueId, startMs, durationMs, extended }) => ({
          cueId,
          startMs,
          durationMs,
          url: `${base}/${encodeURIComponent(cueId)}.ogg`,
          ...(extended ? { extended } : {}),
        })),
      };
      // A public manifest is cached like an embed answer, with the same validator.
      if (isPublic) return sendCacheable(c, cachedBody(JSON.stringify(manifest)), 'application/json; charset=utf-8');
      return c.json(manifest, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/media/{fileId}/tracks/{trackId}/descriptions/{clip}',
      operationId: 'getDescriptionClip',
      summary: "One cue's audio-description clip (Ogg Opus); `clip` is the cue id followed by `.ogg`",
      security: mediaReaderSecurity,
      request: { params: clipParams },
      responses: {
        200: { description: 'The clip (audio/ogg)' },
        206: { description: 'The requested byte range' },
        ...commonResponses,
      },
    }),
    async (c) => {
      const { fileId, trackId, clip } = c.req.valid('param');
      const { workspaceId } = await visibleTrack(c, fileId, trackId);
      const key = descriptionKeys(workspaceId, fileId, trackId).clip(clip.slice(0, -'.ogg'.length));
      return streamObject(c, deps.storage, key, 'No clip for this cue (yet)');
    },
  );

  for (const rendition of RENDITIONS) {
    router.openapi(
      createRoute({
        method: 'get',
        path: `/media/{fileId}/${rendition.path}/{trackId}`,
        operationId: rendition.operationId,
        summary: rendition.summary,
        security: mediaReaderSecurity,
        request: { params: trackParams },
        responses: {
          200: { description: `The rendition (${rendition.type})` },
          206: { description: 'The requested byte range' },
          416: errorContent('The range starts past the end'),
          ...commonResponses,
        },
      }),
      async (c) => {
        const { fileId, trackId } = c.req.valid('param');
        await visibleTrack(c, fileId, trackId);
        const key = await renditionKeyOfTrack(deps.db, fileId, trackId, rendition.kind);
        return streamObject(c, deps.storage, key, rendition.missing);
      },
    );
  }

  return router;
}
