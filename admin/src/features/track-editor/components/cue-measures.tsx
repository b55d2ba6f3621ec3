import { useCallback, useSyncExternalStore } from 'react';
import { breaks } from '@shared/captions/quality-problems';
import { cueCps, lineLengths } from '@shared/captions/quality-text';
import type { CaptionRules } from '@shared/schemas/settings';
import { cn } from '@/lib/utils';
import { positionOfCue } from '../model/cue-index';
import type { EditorCue } from '../model/cue-order';
import type { DraftStore } from '../model/draft-store';
import type { SelectionStore } from '../model/selection-store';
import { formatTimecode } from '../model/timecode';

interface CueMeasuresProps {
  cues: readonly EditorCue[];
  selection: SelectionStore;
  drafts: DraftStore;
  rules: CaptionRules;
}

/**
 * The selected cue measured against the workspace's caption rules, as it is typed: each line's characters, the
 * reading speed and the duration, each beside its limit with a bar (Subtitle Edit's counters under its text box).
 * The numbers are text, so they read without the bars; nothing here announces itself while typing (the problems
 * panel and the row's badge carry the same rules for assistive technology).
 */
export function CueMeasures({ cues, selection, drafts, rules }: CueMeasuresProps) {
  const selectedId = useSyncExternalStore(selection.subscribe, selection.get);
  const draft = useSyncExternalStore(
    drafts.subscribe,
    useCallback(() => (selectedId === null ? undefined : drafts.get(selectedId)), [drafts, selectedId]),
  );
  const index = selectedId === null ? -1 : positionOfCue(cues, selectedId);
  const saved = cues[index];
  if (!saved) {
    return (
      <section aria-label="Selected cue" className="text-muted-foreground rounded-md border p-2 text-sm">
        Select a cue to measure it against the caption rules.
      </section>
    );
  }
  const cue = draft === undefined ? saved : { ...saved, text: draft };
  const lengths = lineLengths(cue);
  const cps = cueCps(cue);
  const durationMs = cue.endMs - cue.startMs;
  const tooShort = breaks.tooShort(durationMs, rules);
  const tooLong = breaks.tooLong(durationMs, rules);
  return (
    <section aria-label="Selected cue" className="bg-card grid gap-1.5 rounded-md border p-2 text-sm">
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 font-medium">
        <span>
          Cue {index + 1} of {cues.length}
        </span>
        <span className="text-muted-foreground text-xs font-normal tabular-nums">
          {formatTimecode(cue.startMs)} → {formatTimecode(cue.endMs)}
        </span>
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 text-xs tabular-nums">
        {lengths.map((length, line) => (
          <Measure
            key={line}
            term={`Line ${line + 1}`}
            value={length}
            limit={rules.maxCharsPerLine}
            over={breaks.lineLength(length, rules) || breaks.lineCount(line + 1, rules)}
            text={`${length} / ${rules.maxCharsPerLine}`}
            note={
              breaks.lineCount(line + 1, rules)
                ? `more than ${rules.maxLines} ${rules.maxLines === 1 ? 'line' : 'lines'}`
                : undefined
            }
          />
        ))}
        <Measure
          term="Reading speed"
          value={Number.isFinite(cps) ? cps : rules.maxCps * 2}
          limit={rules.maxCps}
          over={breaks.cps(cps, durationMs, rules)}
          text={`${Number.isFinite(cps) ? cps.toFixed(1) : '–'} / ${rules.maxCps} CPS`}
        />
        <Measure
          term="Duration"
          value={durationMs}
          limit={rules.maxDurationMs}
          over={tooShort || tooLong}
          text={`${seconds(durationMs)} s (${
            tooShort
              ? `at least ${seconds(rules.minDurationMs)} s`
              : tooLong
                ? `at most ${seconds(rules.maxDurationMs)} s`
                : `${seconds(rules.minDurationMs)}–${seconds(rules.maxDurationMs)} s`
          })`}
        />
      </dl>
    </section>
  );
}

/** Seconds to the hundredth where it matters ("0.83"), else to the tenth ("4.0"), so a limit and a cue compare. */
const seconds = (ms: number) => (Math.round(ms / 10) % 10 === 0 ? (ms / 1000).toFixed(1) : (ms / 1000).toFixed(2));

interface MeasureProps {
  term: string;
  value: number;
  limit: number;
  over: boolean;
  /** The figure beside its limit, as read. */
  text: string;
  note?: string | undefined;
}

function Measure({ term, value, limit, over, text, note }: MeasureProps) {
  const share = Math.min(1, Math.max(0, value / limit));
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      {/* On the list's columns (subgrid), so the bars line up whatever the figures' widths. */}
      <dd className="col-span-2 grid grid-cols-subgrid items-center">
        {/* Decorative: the figure beside it says the same. */}
        <div aria-hidden="true" className="bg-muted h-1.5 overflow-hidden rounded-full">
          <div
            className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary/70')}
            style={{ width: `${share * 100}%` }}
          />
        </div>
        <span className={cn('text-right', over ? 'text-destructive font-medium' : undefined)}>
          {text}
          {over ? <span className="sr-only"> (breaks the rule{note ? `: ${note}` : ''})</span> : null}
          {over && note ? (
            <span aria-hidden="true" className="block">
              {note}
            </span>
          ) : null}
        </span>
      </dd>
    </>
  );
}
