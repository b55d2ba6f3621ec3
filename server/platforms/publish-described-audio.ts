import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES, type PublishDescribedAudioResponse } from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { newestRenderOfTrack } from '../db/queries/derived-media';
import { conflict } from '../http/errors';
import { renditionLinkUrl, signedRenditionToken } from './rendition-link';
import type { PlatformAdapter, PlatformContext } from './types';

type PublishDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'integrationsCipher'>;

export interface DescribedAudioRequest {
  fileId: string;
  track: { id: string; language: string };
  source: { platform: PlatformType; itemId: string };
  adapter: PlatformAdapter;
  ctx: PlatformContext;
}

/** "English (described)": the name players list the track under, in the language's English name. */
export function describedAudioName(language: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(language);
  } catch {
    // A tag Intl cannot read is named by itself.
  }
  return `${name ?? language} (described)`;
}

/**
 * Sends the track's newest finished described audio to the item the file was imported from, as an extra audio
 * track the platform fetches from a signed link naming that render job (so a later render changes nothing it gets).
 */
export async function publishedDescribedAudio(
  deps: PublishDeps,
  request: DescribedAudioRequest,
): Promise<PublishDescribedAudioResponse> {
  const { fileId, track, source, adapter, ctx } = request;
  if (!adapter.publishAudioTrack) {
    throw conflict(`${PLATFORM_NAMES[source.platform]} takes no extra audio tracks through its API`);
  }
  const render = await newestRenderOfTrack(deps.db, fileId, track.id, 'described_audio');
  if (!render) throw conflict('No described audio has been rendered from this track: render it first');
  if (!deps.integrationsCipher) throw conflict('Publishing needs INTEGRATIONS_KEY to sign the audio link');
  const name = describedAudioName(track.language);
  const token = signedRenditionToken(deps.integrationsCipher, render.jobId, ctx.now());
  const url = renditionLinkUrl(deps.publicUrl, token, 'described_audio');
  const { id } = await adapter.publishAudioTrack(ctx, source.itemId, { url, language: track.language, name });
  return { trackId: track.id, renderJobId: render.jobId, platformTrackId: id, name };
}
