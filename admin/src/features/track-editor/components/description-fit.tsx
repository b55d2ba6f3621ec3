import { useId, useState } from 'react';
import type { DescriptionFit as Fit, FitStatus } from '@shared/describability/fit';
import type { SpeechPreview } from '@shared/schemas/track-management';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface DescriptionFitProps {
  /** 1-based position in the track ("Cue N"). */
  number: number;
  fit: Fit;
  extended: boolean;
  readOnly: boolean;
  onExtended(extended: boolean): void;
  /** The cue's text, for the preview. */
  text: string;
  /** Reads a text with the server's voice; absent for readers. */
  onPreview: ((text: string) => Promise<SpeechPreview>) | undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const VERDICTS: Record<FitStatus, string> = { fits: 'fits', tight: 'tight', 'too-long': 'too long', extended: '' };
// The words say the status; the colour only repeats it (and forced colours draw the bar in the text colour).
const FILLS: Record<FitStatus, string> = {
  fits: 'bg-emerald-600',
  tight: 'bg-amber-600',
  'too-long': 'bg-destructive',
  extended: 'bg-primary',
};

/**
 * On one line under a description: how long the voice takes to say it against the quiet before the next speech ("3.2 s of
 * 4.0 s"), as a meter and in words, and the switch that makes it extended when it does not fit.
 */
export function DescriptionFit({ number, fit, extended, readOnly, onExtended, text, onPreview }: DescriptionFitProps) {
  const switchId = useId();
  // What the last preview said, in a live region: how long the voice really took.
  const [heard, setHeard] = useState('');
  const preview = async () => {
    if (!onPreview) return;
    setHeard('Reading…');
    try {
      const { audio, durationMs } = await onPreview(text);
      setHeard(`Spoken in ${seconds(durationMs)}`);
      // A refused play (no audio device, autoplay policy) still leaves the measured length on screen.
      await new Audio(audio).play().catch(() => undefined);
    } catch (error) {
      setHeard(`Could not preview: ${error instanceof Error ? error.message : 'try again'}`);
    }
  };
  const { spokenMs, gapMs, status } = fit;
  const verdict =
    status === 'extended'
      ? gapMs !== null && spokenMs > gapMs
        ? `extended: pauses the media for ${seconds(spokenMs - gapMs)}`
        : 'extended'
      : gapMs === 0
        ? 'starts during speech'
        : VERDICTS[status];
  const amount = gapMs === null ? `${seconds(spokenMs)} to say` : `${seconds(spokenMs)} of ${seconds(gapMs)}`;
  const offered = extended || status === 'too-long' || status === 'tight';
  return (
    <div data-slot="description-fit" className="flex flex-wrap items-center gap-x-2 gap-y-0.5 pb-0.5 text-xs">
      <div className="flex flex-wrap items-center gap-x-2">
        {gapMs === null ? null : (
          <div
            role="meter"
            aria-label={`Cue ${number} fit`}
            aria-valuemin={0}
            aria-valuemax={Math.max(gapMs, 1)}
            aria-valuenow={Math.min(spokenMs, Math.max(gapMs, 1))}
            aria-valuetext={`${amount}, ${verdict}`}
            className="border-foreground/50 h-2 w-24 overflow-hidden rounded-full border forced-colors:border-[CanvasText]"
          >
            <div
              className={cn('h-full forced-colors:bg-[CanvasText]', FILLS[status])}
              style={{ width: `${gapMs > 0 ? Math.min(100, (spokenMs / gapMs) * 100) : 100}%` }}
            />
          </div>
        )}
        <span className="tabular-nums" aria-hidden={gapMs === null ? undefined : true}>
          {amount}
          {gapMs === null ? ' (no speech track to measure against)' : null} ·{' '}
          <span className="font-medium">{verdict}</span>
        </span>
        {onPreview ? (
          <Button
            variant="outline"
            size="sm"
            className="h-6 px-2 text-xs"
            aria-label={`Preview cue ${number}`}
            onClick={() => void preview()}
          >
            Preview
          </Button>
        ) : null}
        <span role="status" className="text-muted-foreground">
          {heard}
        </span>
      </div>
      {offered ? (
        <div className="flex items-center gap-2">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="accent-primary size-4"
            checked={extended}
            disabled={readOnly}
            onChange={(event) => onExtended(event.target.checked)}
          />
          <label htmlFor={switchId}>Extended: pause the media while this plays</label>
        </div>
      ) : null}
    </div>
  );
}
