import { ZoomIn, ZoomOut } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { formatSpan, sliderValue, ZOOM_STEP, type ZoomLimits, zoomAtSlider } from '../waveform/scale';

interface WaveformZoomProps {
  /** The current scale in pixels per second. */
  zoom: number;
  limits: ZoomLimits;
  /** How much of the media is in view. */
  spanMs: number;
  disabled: boolean;
  onZoom(pxPerSec: number): void;
}

/**
 * The waveform's zoom: out, a slider, in, and the whole file, with how much of the media is in view. Memoised: the
 * waveform renders on every move between cues, and re-rendering the slider re-set its `type`, which dirtied the
 * style and layout of the whole page outside the contained panes.
 */
export const WaveformZoom = memo(function WaveformZoom({ zoom, limits, spanMs, disabled, onZoom }: WaveformZoomProps) {
  const atWidest = zoom <= limits.minPxPerSec * 1.001;
  const atNarrowest = zoom >= limits.maxPxPerSec * 0.999;
  const across = `${formatSpan(spanMs)} across`;
  return (
    <div role="group" aria-label="Waveform zoom" className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label="Zoom out"
        disabled={disabled || atWidest}
        onClick={() => onZoom(zoom / ZOOM_STEP)}
      >
        <ZoomOut aria-hidden="true" className="size-4" />
      </Button>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={sliderValue(zoom, limits)}
        aria-label="Zoom"
        aria-valuetext={across}
        disabled={disabled}
        onChange={(event) => onZoom(zoomAtSlider(Number(event.target.value), limits))}
        className="accent-primary w-32"
      />
      <Button
        variant="outline"
        size="sm"
        aria-label="Zoom in"
        disabled={disabled || atNarrowest}
        onClick={() => onZoom(zoom * ZOOM_STEP)}
      >
        <ZoomIn aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="ghost" size="sm" disabled={disabled || atWidest} onClick={() => onZoom(limits.minPxPerSec)}>
        Whole file
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums">{across}</span>
    </div>
  );
});
