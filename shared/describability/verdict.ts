// Whether a video likely needs audio description (WCAG 1.2.5), from what the describability analysis found. Pure, so
// the job decides with it and verdict.test.ts pins the rule as a table; docs/engines.md says the same in words.

/**
 * The pace descriptions are spoken at, in words per minute: what the embedded voice (espeak-ng) is run at, a little
 * slower than espeak-ng's own default of 175 and close to a describer's pace.
 */
export const DESCRIPTION_WORDS_PER_MINUTE = 160;

/** How many words spoken at `wordsPerMinute` fit in `ms`. */
export const wordsThatFit = (ms: number, wordsPerMinute = DESCRIPTION_WORDS_PER_MINUTE) =>
  Math.max(0, Math.floor((ms / 60_000) * wordsPerMinute));

/** More scene changes than this many per minute (and at least MIN_BUSY_SCENES) is a picture that tells a story. */
export const BUSY_SCENES_PER_MINUTE = 2;
export const MIN_BUSY_SCENES = 3;

export interface DescribabilityFindings {
  durationMs: number;
  sceneChanges: number;
  /** Each text found on screen, with whether the transcript says it near that time. */
  onScreenText: { atMs: number; spoken: boolean }[];
  /** False when on-screen text could not be looked for (no OCR engine). */
  ocrRan: boolean;
  /** Anyone speaks at all (a timed transcript or voice activity). */
  hasSpeech: boolean;
}

export interface DescribabilityVerdict {
  likelyNeeded: boolean;
  reasons: string[];
  /** `likely needs AD: …` or `likely not needed: …`, the reasons joined. */
  verdict: string;
}

/** `m:ss`, or `h:mm:ss` past an hour. */
export function clockTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const list = (times: string[]) =>
  times.length <= 1 ? (times[0] ?? '') : `${times.slice(0, -1).join(', ')} and ${times.at(-1)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Needs AD when text appears on screen that nobody says, when the picture changes often (a story told by cuts), or
 * when nobody speaks over a picture that changes. Otherwise likely not needed: a talking head whose text is spoken.
 * A person still decides: this is a suggestion on the ledger's 1.2.5.
 */
export function describabilityVerdict(f: DescribabilityFindings): DescribabilityVerdict {
  const minutes = Math.max(f.durationMs, 1) / 60_000;
  const busy = f.sceneChanges >= MIN_BUSY_SCENES && f.sceneChanges / minutes > BUSY_SCENES_PER_MINUTE;
  const unspoken = f.onScreenText.filter((t) => !t.spoken);
  const scenes = plural(f.sceneChanges, 'scene change', 'scene changes');

  const needs: string[] = [];
  if (busy) needs.push(scenes);
  if (unspoken.length > 0) {
    const shown = unspoken.slice(0, 5).map((t) => clockTime(t.atMs));
    const more = unspoken.length > shown.length ? ` and ${unspoken.length - shown.length} more` : '';
    needs.push(`on-screen text at ${list(shown)}${more} never spoken`);
  }
  if (!f.hasSpeech && f.sceneChanges > 0) needs.push('no speech over a changing picture');
  if (needs.length > 0) return { likelyNeeded: true, reasons: needs, verdict: `likely needs AD: ${needs.join(', ')}` };

  const fine: string[] = [];
  fine.push(f.sceneChanges === 0 ? 'talking head, no scene changes' : `talking head, ${scenes}`);
  if (!f.ocrRan) fine.push('on-screen text not checked (no OCR engine)');
  else if (f.onScreenText.length > 0) fine.push('all text spoken');
  else fine.push('no on-screen text found');
  return { likelyNeeded: false, reasons: fine, verdict: `likely not needed: ${fine.join(', ')}` };
}
