import type { EngineCapability, EngineJobKind, EngineProvider } from '@shared/schemas/engines';
import type { TrackSummary } from '@shared/schemas/embed';
import type { RenderKind } from '@shared/schemas/jobs';

/**
 * What each order is called on the page (`label`, its button), what it is doing while it runs (`running`), what
 * it leaves when done, and which engine capability does it.
 */
export const JOB_KINDS: {
  kind: EngineJobKind;
  label: string;
  running: string;
  capability: EngineCapability;
  done: string;
}[] = [
  {
    kind: 'transcribe',
    label: 'Transcribe',
    running: 'Transcribing',
    capability: 'transcribe',
    done: 'a machine captions track was added',
  },
  {
    kind: 'align',
    label: 'Align transcript',
    running: 'Aligning',
    capability: 'align',
    done: 'the track was re-timed to the audio',
  },
  {
    kind: 'translate',
    label: 'Translate',
    running: 'Translating',
    capability: 'translate',
    done: 'a translated track was added',
  },
  {
    kind: 'describe',
    label: 'Audio description',
    running: 'Describing',
    capability: 'synthesize',
    done: 'audio description clips were made',
  },
  {
    kind: 'voiceover',
    label: 'Voiceover',
    running: 'Making the voiceover',
    capability: 'synthesize',
    done: 'a voiceover rendition was made',
  },
  {
    kind: 'described_audio',
    label: 'Described audio',
    running: 'Rendering the described audio',
    capability: 'synthesize',
    done: 'the programme’s audio with its descriptions mixed in was rendered',
  },
  {
    kind: 'extended_video',
    label: 'Extended video',
    running: 'Rendering the extended video',
    capability: 'synthesize',
    done: 'a video that holds its picture through each extended description was rendered',
  },
];

/**
 * The renders (orders whose result is a rendition), with the link's words, the path it is served under and, for
 * the ones to download rather than play, the saved file's extension.
 */
export const RENDITION_LINKS: Record<RenderKind, { text: string; path: string; download: string | null }> = {
  described_audio: { text: 'Download the described audio (M4A)', path: 'described-audio', download: 'm4a' },
  extended_video: { text: 'Download the extended video (MP4)', path: 'extended-video', download: 'mp4' },
  voiceover: { text: 'Listen to the voiceover', path: 'voiceover', download: null },
};

/** The orders that voice a descriptions track. */
const FROM_DESCRIPTIONS: readonly EngineJobKind[] = ['describe', 'described_audio', 'extended_video'];

/** The tracks an order can start from: descriptions for audio description and its renders, text tracks otherwise. */
export function sourceTracks(kind: EngineJobKind, tracks: TrackSummary[]): TrackSummary[] {
  if (FROM_DESCRIPTIONS.includes(kind)) return tracks.filter((t) => t.kind === 'descriptions');
  if (kind === 'translate') return tracks.filter((t) => t.kind !== 'chapters');
  return tracks.filter((t) => t.kind === 'captions' || t.kind === 'subtitles');
}

/**
 * The provider the server will pick when the order names none (see `chooseProvider` on the server): the
 * preferred available one among those serving the language, else the first available one.
 */
export function likelyProvider(
  engines: EngineProvider[],
  capability: EngineCapability,
  servesLanguage: (provider: EngineProvider) => boolean = () => true,
): EngineProvider | null {
  const candidates = engines.filter((e) => e.capability === capability && e.available && servesLanguage(e));
  return candidates.find((e) => e.preferred) ?? candidates[0] ?? null;
}

/** Why a capability cannot run on this server, with the install line of its embedded provider. */
export function unavailability(engines: EngineProvider[], capability: EngineCapability) {
  const providers = engines.filter((e) => e.capability === capability);
  if (providers.some((e) => e.available)) return null;
  const fix = providers.find((e) => e.embedded && e.install) ?? providers.find((e) => e.install);
  return {
    reason: providers.map((e) => `${e.label}: ${e.reason ?? 'unavailable'}`).join('; ') || 'No engine is configured',
    install: fix?.install ?? null,
  };
}
