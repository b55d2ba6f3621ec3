import { readCaptions } from '@shared/captions/api';
import { CaptionError, type CaptionFormat } from '@shared/captions/model';
import type { Cue } from '@shared/schemas/embed';
import { MAX_CUES_PER_TRACK } from '@shared/schemas/media';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { CaptionTrackValues } from '../db/queries/platforms-import';
import type { PlatformAdapter, PlatformCaption, PlatformContext } from './types';

/** A platform caption file we cannot turn into a track; the import of its item fails with this message. */
export class CaptionImportError extends Error {}

/** Downloads each caption of the item and reads it (with `shared/captions`) into the values of a new track. */
export async function platformCaptionTracks(
  adapter: PlatformAdapter,
  ctx: PlatformContext,
  itemId: string,
  captions: PlatformCaption[],
): Promise<CaptionTrackValues[]> {
  const tracks: CaptionTrackValues[] = [];
  for (const caption of captions) {
    const { text, format } = await adapter.downloadCaption(ctx, itemId, caption.id);
    const label = (caption.label.trim() || caption.language).slice(0, 100);
    tracks.push({
      captionId: caption.id,
      track: { language: caption.language, kind: caption.kind, label },
      cues: cuesOfCaptionFile(text, format, `The ${label} captions on ${PLATFORM_NAMES[adapter.platform]}`),
      ...(caption.machine ? { machine: true } : {}),
    });
  }
  return tracks;
}

/** The cues of a caption file, ids made unique (`c1`, `c2`, … where the file has none). */
function cuesOfCaptionFile(text: string, format: CaptionFormat, what: string): Cue[] {
  let cues;
  try {
    cues = readCaptions(text, { format }).track.cues;
  } catch (error) {
    if (error instanceof CaptionError) throw new CaptionImportError(`${what} cannot be read: ${error.message}`);
    throw error;
  }
  if (cues.length > MAX_CUES_PER_TRACK) {
    throw new CaptionImportError(`${what} have more than ${MAX_CUES_PER_TRACK} cues`);
  }
  const seen = new Set<string>();
  return cues.map((cue, i) => {
    let id = cue.id?.trim() || `c${i + 1}`;
    if (seen.has(id)) id = `${id}-${i + 1}`;
    seen.add(id);
    const base = { id, startMs: cue.startMs, endMs: cue.endMs, text: withoutNul(cue.text) };
    return cue.speaker ? { ...base, speaker: withoutNul(cue.speaker) } : base;
  });
}

/** PostgreSQL text cannot hold NUL, and no caption means one. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');
