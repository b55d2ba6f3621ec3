import { diffWords } from 'diff';
import { useMemo } from 'react';
import { formatClock } from '@shared/captions/time';
import type { Cue } from '@shared/schemas/embed';
import { changesBetween, cueMap } from '../sync/cue-changes';

/** Enough to review by eye; a restore still brings back every cue. */
const SHOWN_ENTRIES = 200;

interface DiffEntry {
  kind: 'added' | 'removed' | 'changed';
  /** Position (from 1) now, or in the version for a removed cue. */
  number: number;
  before: Cue | null;
  after: Cue | null;
}

/** How the cues changed from an old version to now, in time order. */
export function diffFromVersion(versionCues: readonly Cue[], currentCues: readonly Cue[]): DiffEntry[] {
  const before = cueMap(versionCues);
  const changes = changesBetween(before, currentCues);
  const nowNumber = new Map(currentCues.map((cue, index) => [cue.id, index + 1]));
  const thenNumber = new Map(versionCues.map((cue, index) => [cue.id, index + 1]));
  const entries: DiffEntry[] = changes.upsert.map((cue) => {
    const old = before.get(cue.id) ?? null;
    return { kind: old ? 'changed' : 'added', number: nowNumber.get(cue.id)!, before: old, after: cue };
  });
  for (const id of changes.delete) {
    entries.push({ kind: 'removed', number: thenNumber.get(id)!, before: before.get(id)!, after: null });
  }
  const start = (entry: DiffEntry) => (entry.after ?? entry.before)!.startMs;
  return entries.sort((a, b) => start(a) - start(b));
}

const span = (cue: Cue) => `${formatClock(cue.startMs, '.', false)} – ${formatClock(cue.endMs, '.', false)}`;

function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="whitespace-pre-wrap">
      {diffWords(before, after).map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-green-100 text-green-950 no-underline dark:bg-green-950 dark:text-green-50">
            <span className="sr-only">added: </span>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-50">
            <span className="sr-only">removed: </span>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

function Entry({ entry }: { entry: DiffEntry }) {
  const { kind, before, after } = entry;
  return (
    <li className="flex flex-col gap-1 rounded-md border p-2 text-sm">
      <p className="font-medium">
        {kind === 'removed' ? `Was cue ${entry.number}: removed` : `Cue ${entry.number}: ${kind}`}
      </p>
      {before && after ? (
        <>
          {span(before) !== span(after) && (
            <p className="text-muted-foreground tabular-nums">
              {span(before)} → {span(after)}
            </p>
          )}
          {before.speaker !== after.speaker && (
            <p className="text-muted-foreground">
              Speaker {before.speaker || '(none)'} → {after.speaker || '(none)'}
            </p>
          )}
          <TextDiff before={before.text} after={after.text} />
        </>
      ) : (
        <>
          <p className="text-muted-foreground tabular-nums">{span((after ?? before)!)}</p>
          <TextDiff before={before?.text ?? ''} after={after?.text ?? ''} />
        </>
      )}
    </li>
  );
}

/** Each cue added, removed or changed between a version and the editor's cues now, with the words that differ. */
export function VersionHistoryDiff({ versionCues, currentCues }: { versionCues: Cue[]; currentCues: Cue[] }) {
  const entries = useMemo(() => diffFromVersion(versionCues, currentCues), [versionCues, currentCues]);
  if (entries.length === 0) return <p className="text-sm">The cues now are the same as in this version.</p>;
  return (
    <>
      <p className="text-sm">
        {entries.length === 1 ? '1 cue differs' : `${entries.length} cues differ`} between this version and now.
        {entries.length > SHOWN_ENTRIES && ` The first ${SHOWN_ENTRIES} are shown.`}
      </p>
      <ul className="flex flex-col gap-2" aria-label="Differences">
        {entries.slice(0, SHOWN_ENTRIES).map((entry) => (
          <Entry key={`${entry.kind}-${(entry.after ?? entry.before)!.id}`} entry={entry} />
        ))}
      </ul>
    </>
  );
}
