import type { Cue } from '@shared/schemas/embed';
import { formatCueTime } from '../labels';

function CueLine({ cue, current = false }: { cue: Cue; current?: boolean }) {
  return (
    <li
      aria-current={current ? 'true' : undefined}
      className={current ? 'border-primary bg-muted rounded-md border-l-4 px-3 py-2' : 'px-3 py-1'}
    >
      <span className="text-muted-foreground mr-2 text-xs tabular-nums">{formatCueTime(cue.startMs)}</span>
      {cue.speaker ? <span className="mr-1 font-medium">{cue.speaker}:</span> : null}
      {cue.text}
    </li>
  );
}

/** The cue under review between the two cues before and the two after, as the transcript reads now. */
export function CueContext({ before, cue, after }: { before: Cue[]; cue: Cue; after: Cue[] }) {
  return (
    <ol aria-label="The cue in context" className="space-y-1">
      {before.map((c) => (
        <CueLine key={c.id} cue={c} />
      ))}
      <CueLine cue={cue} current />
      {after.map((c) => (
        <CueLine key={c.id} cue={c} />
      ))}
    </ol>
  );
}
