import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES, type PublishExtendedVideoResponse } from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { newestRenderOfTrack } from '../db/queries/derived-media';
import { conflict } from '../http/errors';
import { renditionLinkUrl, signedRenditionToken } from './rendition-link';
import type { PlatformAdapter, PlatformContext } from './types';

type PublishDeps = Pick<AppDeps, 'db' | 'storage' | 'publicUrl' | 'integrationsCipher'>;

export interface ExtendedVideoRequest {
  fileId: string;
  track: { id: string };
  source: { platform: PlatformType; itemId: string };
  adapter: PlatformAdapter;
  ctx: PlatformContext;
}

const SUFFIX = ' (extended audio description)';
/** Wistia's longest media name; Mux and Vimeo take at least as long a title. */
const MAX_TITLE = 255;

/** "<title> (extended audio description)", the original's title shortened if the whole would be too long. */
export function extendedVideoTitle(original: string): string {
  const room = MAX_TITLE - SUFFIX.length;
  return `${original.length > room ? `${original.slice(0, room - 1).trimEnd()}…` : original}${SUFFIX}`;
}

/**
 * Sends the track's newest finished extended video to the platform the file was imported from, as a **new item**
 * beside the original, which is never replaced: an extended video pauses for every viewer, and WCAG accepts a
 * conforming alternate version reachable from the original. The platform fetches it from a signed link naming
 * that render job, so a later render changes nothing it gets.
 */
export async function publishedExtendedVideo(
  deps: PublishDeps,
  request: ExtendedVideoRequest,
): Promise<PublishExtendedVideoResponse> {
  const { fileId, track, source, adapter, ctx } = request;
  if (!adapter.publishVideo) {
    throw conflict(`${PLATFORM_NAMES[source.platform]} takes no video from a link through its API`);
  }
  const render = await newestRenderOfTrack(deps.db, fileId, track.id, 'extended_video');
  const stored = render ? await deps.storage.stat(render.key) : null;
  if (!render || !stored) throw conflict('No extended video has been rendered from this track: render it first');
  if (!deps.integrationsCipher) throw conflict('Publishing needs INTEGRATIONS_KEY to sign the video link');
  // The original as the platform names it now: the new item is titled after it and points back to it.
  const original = await adapter.get(ctx, source.itemId);
  const title = extendedVideoTitle(original.title);
  const description =
    `An alternate version of “${original.title}” with extended audio description: the picture pauses while each ` +
    `description plays.${original.url ? ` The original: ${original.url}` : ''}`;
  const token = signedRenditionToken(deps.integrationsCipher, render.jobId, ctx.now());
  const url = renditionLinkUrl(deps.publicUrl, token, 'extended_video');
  const made = await adapter.publishVideo(ctx, {
    url,
    size: stored.size,
    title,
    description,
    originalId: source.itemId,
  });
  return {
    trackId: track.id,
    renderJobId: render.jobId,
    platformItemId: made.id,
    ...(made.link ? { link: made.link } : {}),
    title,
  };
}
