import type { EngineCapability, EngineJobKind, EngineProvider } from '@shared/schemas/engines';
import type { TrackSummary } from '@shared/schemas/embed';

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
];

/** The tracks an order can start from: descriptions for audio description, text tracks otherwise. */
export function sourceTracks(kind: EngineJobKind, tracks: TrackSummary[]): TrackSummary[] {
  if (kind === 'describe') return tracks.filter((t) => t.kind === 'descriptions');
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
