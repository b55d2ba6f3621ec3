import type { EditorCue } from '../cue-order';

export interface FindQuery {
  find: string;
  regex: boolean;
  matchCase: boolean;
}

/** The query as a global RegExp, or the reason it is not a valid pattern. */
export function compileQuery(query: FindQuery): { pattern: RegExp } | { error: string } | null {
  if (!query.find) return null;
  const source = query.regex ? query.find : query.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  try {
    return { pattern: new RegExp(source, query.matchCase ? 'gu' : 'giu') };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'Not a valid pattern' };
  }
}

/** How many matches, and in which cues (in track order). Empty matches are not counted. */
export function findMatches(cues: readonly EditorCue[], query: FindQuery): { count: number; cueIds: string[] } {
  const compiled = compileQuery(query);
  if (!compiled || 'error' in compiled) return { count: 0, cueIds: [] };
  let count = 0;
  const cueIds: string[] = [];
  for (const cue of cues) {
    const found = [...cue.text.matchAll(compiled.pattern)].filter((match) => match[0] !== '').length;
    if (found > 0) {
      count += found;
      cueIds.push(cue.id);
    }
  }
  return { count, cueIds };
}

/**
 * Replaces every match in every cue's text (or only in `onlyIds`); timings, ids and speakers stay as they are.
 * With a regex, `$1`-style references in the replacement work as in `String.replace`.
 */
export function findReplace(
  cues: EditorCue[],
  query: FindQuery,
  replacement: string,
  onlyIds?: ReadonlySet<string>,
): EditorCue[] {
  const compiled = compileQuery(query);
  if (!compiled || 'error' in compiled) return cues;
  let changed = false;
  const next = cues.map((cue) => {
    if (onlyIds && !onlyIds.has(cue.id)) return cue;
    // Plain text replaces literally: a `$` in the replacement is not a reference.
    const text = query.regex
      ? cue.text.replace(compiled.pattern, replacement)
      : cue.text.replace(compiled.pattern, () => replacement);
    if (text === cue.text) return cue;
    changed = true;
    return { ...cue, text };
  });
  return changed ? next : cues;
}
