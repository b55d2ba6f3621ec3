import { useId } from 'react';
import type { TrackVoices } from '@shared/schemas/track-management';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import type { TrackRef } from '../api/keys';
import { useSetTrackSpeech } from '../api/track-voices';

/** Rates offered, in espeak-ng's words per minute (DCMP suggests 120–160 for description); the track's own is added. */
const RATES = [100, 120, 140, 160, 180, 200, 240, 280];
const ENGINE_NAMES: Record<string, string> = { 'espeak-ng': 'eSpeak NG', google: 'Google' };

interface TrackVoiceControlProps {
  trackRef: TrackRef;
  /** Loading: nothing shows yet. */
  voices: TrackVoices | undefined;
  readOnly: boolean;
}

/**
 * The descriptions track's voice and rate, saved as soon as they change: Preview, the fit meter and the describe job
 * read with them.
 */
export function TrackVoiceControl({ trackRef, voices, readOnly }: TrackVoiceControlProps) {
  const id = useId();
  const save = useSetTrackSpeech(trackRef);
  if (!voices) return null;
  const rate = voices.speechRate ?? voices.defaultRate;
  const rates = [...new Set([...RATES, rate])].sort((a, b) => a - b);
  const missing = voices.voice !== null && !voices.voices.some((v) => v.name === voices.voice);
  const change = (speech: { voice?: string | null; speechRate?: number | null }) =>
    save.mutate(speech, { onError: (error) => toast.error(`Could not change how it is read: ${error.message}`) });
  const disabled = readOnly || save.isPending;
  return (
    <div role="group" aria-label="How descriptions are read" className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={`${id}-voice`}>Voice</label>
      <NativeSelect
        id={`${id}-voice`}
        className="h-8 w-auto max-w-56 py-0"
        value={voices.voice ?? ''}
        disabled={disabled}
        onChange={(event) => change({ voice: event.target.value || null })}
      >
        <option value="">Default for the language</option>
        {missing ? <option value={voices.voice!}>{voices.voice} (no longer on this server)</option> : null}
        {voices.voices.map((v) => (
          <option key={`${v.provider}:${v.name}`} value={v.name}>
            {v.name} ({ENGINE_NAMES[v.provider] ?? v.provider}
            {v.gender ? `, ${v.gender.toLowerCase()}` : ''})
          </option>
        ))}
      </NativeSelect>
      <label htmlFor={`${id}-rate`}>Rate</label>
      <NativeSelect
        id={`${id}-rate`}
        className="h-8 w-auto py-0"
        value={rate}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          change({ speechRate: chosen === voices.defaultRate ? null : chosen });
        }}
      >
        {rates.map((r) => (
          <option key={r} value={r}>
            {r} words a minute{r === voices.defaultRate ? ' (default)' : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
