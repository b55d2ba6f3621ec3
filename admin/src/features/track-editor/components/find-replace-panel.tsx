import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { shortcutFor } from '../keyboard/shortcuts';
import type { EditorCue } from '../model/cue-order';
import { compileQuery, findMatches, type FindQuery } from '../model/operations/find-replace';

interface FindReplacePanelProps {
  cues: EditorCue[];
  readOnly: boolean;
  onReplaceAll(query: FindQuery, replacement: string, count: number): void;
  onGoTo(cueId: string): void;
  onClose(): void;
}

/** Find (plain text or regex, optional case) across the track, go to each matching cue, and replace all. */
export function FindReplacePanel({ cues, readOnly, onReplaceAll, onGoTo, onClose }: FindReplacePanelProps) {
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [regex, setRegex] = useState(false);
  const [matchCase, setMatchCase] = useState(false);
  const [position, setPosition] = useState(-1);
  const query: FindQuery = { find: useDeferredValue(find), regex, matchCase };
  const compiled = compileQuery(query);
  const error = compiled && 'error' in compiled ? compiled.error : null;
  const { count, cueIds } = useMemo(
    () => findMatches(cues, { find: query.find, regex, matchCase }),
    [cues, query.find, regex, matchCase],
  );
  const summary = !find
    ? 'Type something to find.'
    : error
      ? `Not a valid pattern: ${error}`
      : `${count} ${count === 1 ? 'match' : 'matches'} in ${cueIds.length} ${cueIds.length === 1 ? 'cue' : 'cues'}`;

  const goTo = (by: number) => {
    if (cueIds.length === 0) return;
    const next = (position + by + cueIds.length) % cueIds.length;
    setPosition(next);
    const id = cueIds[next];
    if (id) onGoTo(id);
  };

  return (
    <section aria-label="Find and replace" className="bg-card grid gap-3 rounded-md border p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="find-text">Find</Label>
          <Input
            id="find-text"
            value={find}
            aria-invalid={!!error || undefined}
            aria-describedby="find-summary"
            onChange={(event) => {
              setFind(event.target.value);
              setPosition(-1);
            }}
            onKeyDown={(event) => {
              const shortcut = shortcutFor(event.nativeEvent, true, 'find');
              if (shortcut === 'find-next' || shortcut === 'find-previous') {
                event.preventDefault();
                goTo(shortcut === 'find-next' ? 1 : -1);
              }
            }}
          />
        </div>
        {readOnly ? null : (
          <div className="grid gap-1">
            <Label htmlFor="replace-text">Replace with</Label>
            <Input id="replace-text" value={replacement} onChange={(event) => setReplacement(event.target.value)} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={regex} onChange={(event) => setRegex(event.target.checked)} />
          Regular expression
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={matchCase} onChange={(event) => setMatchCase(event.target.checked)} />
          Match case
        </label>
        <p id="find-summary" role="status" className="text-muted-foreground">
          {summary}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={cueIds.length === 0} onClick={() => goTo(-1)}>
          Previous match
        </Button>
        <Button variant="outline" size="sm" disabled={cueIds.length === 0} onClick={() => goTo(1)}>
          Next match
        </Button>
        {readOnly ? null : (
          <Button
            size="sm"
            disabled={count === 0 || query.find !== find}
            onClick={() => onReplaceAll({ find, regex, matchCase }, replacement, count)}
          >
            Replace all
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}
