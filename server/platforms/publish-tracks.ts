import { supportedFormats, writeCaptions } from '@shared/captions/api';
import { CaptionError, type CaptionFormat } from '@shared/captions/model';
import type { PlatformType, TrackKind } from '@shared/constants';
import { PLATFORM_NAMES, type PublishTracksResponse } from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { publishedCaptionOfTrack, recordPublication } from '../db/queries/platforms-publish';
import { trackWithCues } from '../db/queries/tracks';
import { captionLinkUrl, signedCaptionToken } from './caption-link';
import {
  PlatformAuthError,
  PlatformError,
  PlatformNotFoundError,
  type CaptionUpload,
  type PlatformAdapter,
  type PlatformContext,
} from './types';

type PublishResult = PublishTracksResponse['results'][number];
type PublishDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'integrationsCipher'>;

/**
 * The format a new caption is sent in, converted by `shared/captions`: WebVTT, which every caption API we speak
 * takes, except Kaltura, whose players have read SRT longest. A replaced caption keeps the format it has.
 */
const PUBLISH_FORMATS: Partial<Record<PlatformType, CaptionFormat>> = { kaltura: 'srt' };

export interface PublishRequest {
  workspaceId: string;
  fileId: string;
  source: { platform: PlatformType; itemId: string };
  adapter: PlatformAdapter;
  ctx: PlatformContext;
  trackIds: string[];
  publishedBy: string;
}

/**
 * Sends each track to the item the file was imported from, replacing the caption it became last time, and records
 * which version was sent. A revoked connection stops the whole request (thrown); other failures fail their track.
 */
export async function publishedTracks(deps: PublishDeps, request: PublishRequest): Promise<PublishResult[]> {
  const { adapter, ctx, source } = request;
  // A replaced caption keeps its format on some platforms (Kaltura sets only the content): write in that format.
  const formats = new Map<string, CaptionFormat>(
    adapter.capabilities.captionsRead
      ? (await adapter.listCaptions(ctx, source.itemId)).map((caption) => [caption.id, caption.format])
      : [],
  );
  const results: PublishResult[] = [];
  for (const trackId of new Set(request.trackIds)) {
    try {
      results.push(await publishedTrack(deps, request, trackId, formats));
    } catch (error) {
      if (error instanceof PlatformAuthError) throw error;
      results.push({ trackId, status: 'failed', error: failureMessage(request.source.platform, error) });
    }
  }
  return results;
}

async function publishedTrack(
  deps: PublishDeps,
  request: PublishRequest,
  trackId: string,
  formats: Map<string, CaptionFormat>,
) {
  const { workspaceId, fileId, source, adapter, ctx } = request;
  const track = await trackWithCues(deps.db, workspaceId, fileId, trackId);
  if (!track) return { trackId, status: 'failed' as const, error: 'Track not found' };
  if (!track.timed) {
    return { trackId, status: 'failed' as const, error: 'This track has no times yet: align it before publishing' };
  }
  const previous = await publishedCaptionOfTrack(deps.db, fileId, trackId);
  const previousFormat = previous ? formats.get(previous) : undefined;
  const format =
    previousFormat && supportedFormats().includes(previousFormat)
      ? previousFormat
      : (PUBLISH_FORMATS[source.platform] ?? 'webvtt');
  const upload: CaptionUpload = {
    language: track.language,
    label: track.label,
    kind: track.kind as TrackKind,
    format,
    text: writeCaptions({ cues: track.cues, language: track.language }, format).text,
    // The version read above, so a platform fetching later gets what this request published, not a later edit.
    ...(deps.integrationsCipher
      ? {
          url: captionLinkUrl(
            deps.publicUrl,
            signedCaptionToken(deps.integrationsCipher, { trackId, version: track.version }, ctx.now()),
          ),
        }
      : {}),
  };
  let platformCaptionId: string;
  try {
    ({ id: platformCaptionId } = await adapter.uploadCaption(ctx, source.itemId, {
      ...upload,
      replaceId: previous ?? undefined,
    }));
  } catch (error) {
    // Someone deleted last time's caption on the platform: send it as a new one.
    if (!(previous && error instanceof PlatformNotFoundError)) throw error;
    ({ id: platformCaptionId } = await adapter.uploadCaption(ctx, source.itemId, upload));
  }
  await recordPublication(deps.db, {
    trackId,
    fileId,
    platformCaptionId,
    trackVersion: track.version,
    publishedBy: request.publishedBy,
  });
  return { trackId, status: 'published' as const, platformCaptionId };
}

/** Why a track was not published, in words; anything unexpected is a bug and is thrown on. */
function failureMessage(platform: PlatformType, error: unknown): string {
  if (error instanceof PlatformNotFoundError) return `The item is no longer on ${PLATFORM_NAMES[platform]}`;
  if (error instanceof PlatformError) return error.message;
  if (error instanceof CaptionError) return `The track cannot be written as captions: ${error.message}`;
  throw error;
}
