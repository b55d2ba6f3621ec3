// Multiple audio tracks for the Brightcove fake (https://apis.support.brightcove.com/dynamic-ingest/ingest-guides/
// implementing-multiple-audio-tracks-using-apis.html): Dynamic Ingest's `audio_tracks` on an existing video, and the
// CMS API's `GET …/videos/{video_id}/audio_tracks`. A track's id is `<language>_<variant>`, so ingesting the same
// pair again replaces it. The fake downloads each master at once, where Brightcove's queued job would later.

/** An audio track of a video: the one muxed into the video (`main`, no bytes here) or one ingested beside it. */
export interface FakeBrightcoveAudioTrack {
  id: string;
  videoId: string;
  language: string;
  variant: string;
  isDefault: boolean;
  /** What the fake downloaded for an ingested track. */
  contentType: string;
  bytes: Buffer;
}

/** The audio service types Brightcove takes. */
const VARIANTS = new Set(['main', 'alternate', 'commentary', 'dub', 'descriptive']);

/** Every video starts with its muxed-in English track. */
export const mainAudioTracks = (videoIds: string[]): FakeBrightcoveAudioTrack[] =>
  videoIds.map((videoId) => ({
    id: 'en_main',
    videoId,
    language: 'en',
    variant: 'main',
    isDefault: true,
    contentType: '',
    bytes: Buffer.alloc(0),
  }));

/** The CMS API's audio track objects of a video. */
export const audioTrackObjects = (tracks: FakeBrightcoveAudioTrack[], videoId: string, duration: number) =>
  tracks
    .filter((t) => t.videoId === videoId)
    .map((t) => ({
      id: t.id,
      language: t.language,
      variant: t.variant,
      duration,
      encoding_rates: [64_000, 96_000, 128_000],
      is_default: t.isDefault,
    }));

/**
 * Takes an ingest request's `audio_tracks` for an existing video: every master is downloaded and must be audio
 * in MP4 (an `ftyp` box first). Answers the refusal's message, or null once the tracks are stored. Only the
 * documented form for an existing video (`merge_with_existing: true`) is taken.
 */
export async function ingestAudioTracks(
  tracks: FakeBrightcoveAudioTrack[],
  videoId: string,
  audio: unknown,
  fetchLink: (url: string) => Promise<Response>,
): Promise<string | null> {
  const { merge_with_existing: merge, masters } = (audio ?? {}) as { merge_with_existing?: unknown; masters?: unknown };
  if (merge !== true) return 'audio_tracks.merge_with_existing must be true to add tracks to an existing video';
  if (!Array.isArray(masters) || masters.length === 0) return 'audio_tracks.masters is required';
  const added: FakeBrightcoveAudioTrack[] = [];
  for (const master of masters as Record<string, unknown>[]) {
    const { url, language, variant } = master;
    if (typeof url !== 'string' || typeof language !== 'string' || !VARIANTS.has(String(variant))) {
      return 'audio_tracks.masters need url, language and a supported variant';
    }
    const file = await fetchLink(url);
    const bytes = Buffer.from(await file.arrayBuffer());
    const contentType = file.headers.get('Content-Type') ?? '';
    if (!file.ok || !contentType.startsWith('audio/') || bytes.subarray(4, 8).toString('latin1') !== 'ftyp') {
      return `The audio track at ${url} could not be downloaded as audio`;
    }
    const id = `${language}_${String(variant)}`;
    added.push({ id, videoId, language, variant: String(variant), isDefault: false, contentType, bytes });
  }
  for (const track of added) {
    const same = tracks.findIndex((t) => t.videoId === videoId && t.id === track.id);
    if (same >= 0) tracks.splice(same, 1, { ...track, isDefault: tracks[same]!.isDefault });
    else tracks.push(track);
  }
  return null;
}
