import type { EditorCue } from './cue-order';

/** A new cue id that no cue of `cues` uses (`c-` and 10 random hex digits, well under the 64-character limit). */
export function newCueId(cues: readonly EditorCue[]): string {
  const taken = new Set(cues.map((cue) => cue.id));
  for (;;) {
    const id = `c-${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
    if (!taken.has(id)) return id;
  }
}
