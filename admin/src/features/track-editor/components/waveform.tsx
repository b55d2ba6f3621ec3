import type { Cue } from '@shared/schemas/embed';
import { useRef, useState } from 'react';
import { useWaveformData } from '../waveform/use-waveform-data';
import { useWaveSurfer } from '../waveform/use-wavesurfer';
import { WaveformZoom } from './waveform-zoom';

export interface WaveformProps {
  fileId: string;
  /** The file's playable media; decoded here only when the file has no stored peaks and the media is small. */
  mediaUrl: string | null;
  durationMs: number;
  /** The track's cues, sorted by start. */
  cues: readonly Cue[];
  selectedId: string | null;
  /** Where the editor's player is; the waveform's cursor follows it (the waveform plays nothing itself). */
  currentMs: number;
  onSeek(ms: number): void;
  onSelect(id: string): void;
  /** Once per finished drag, with the snapped and clamped times. */
  onRetime(id: string, startMs: number, endMs: number): void;
  /** Viewers: cues can be selected but not dragged. */
  readOnly?: boolean;
}

/**
 * The track's waveform with its cues as regions: click to seek, click a cue to select it, drag a cue or its
 * edges to retime it, zoom. A pointer convenience hidden from assistive technology: the cue list has the keyboard
 * equivalents, and only the labelled zoom controls take focus.
 */
export function Waveform({ fileId, mediaUrl, durationMs, readOnly = false, ...rest }: WaveformProps) {
  const host = useRef<HTMLDivElement>(null);
  // Without a known duration the cues give one, fixed at mount so later edits do not rebuild the waveform.
  const [fallbackMs] = useState(() => Math.max(1000, ...rest.cues.map((cue) => cue.endMs)));
  const totalMs = durationMs > 0 ? durationMs : fallbackMs;
  const data = useWaveformData(fileId, mediaUrl, totalMs);
  const waveform = useWaveSurfer({ host, data, totalMs, editable: !readOnly, ...rest });
  return (
    <section aria-label="Waveform" className="bg-card min-w-0 rounded-md border">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-2">
        <WaveformZoom
          zoom={waveform.zoom}
          limits={waveform.limits}
          spanMs={waveform.spanMs}
          disabled={!waveform.ready}
          onZoom={waveform.setZoom}
        />
        {waveform.overview ? (
          <p className="text-muted-foreground text-sm">Too many cues in view to draw: zoom in to see and drag them.</p>
        ) : data?.source === 'none' ? (
          <p className="text-muted-foreground text-sm">No waveform for this media: cues are shown on a time ruler.</p>
        ) : null}
      </div>
      <div ref={host} aria-hidden="true" className="min-h-[114px]" />
    </section>
  );
}
