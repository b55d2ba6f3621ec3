import type { Cue } from '../../shared/schemas/embed';
import { clock, spokenTime } from '../format-time';

/** Cues built synchronously so the first screen paints at once; the rest follow in chunks. */
const FIRST_CHUNK = 60;
const CHUNK = 800;

/** Index of the last cue that started at or before `ms` (cues sorted by start), -1 before the first. */
export function cueIndexAt(cues: readonly Cue[], ms: number): number {
  let lo = 0;
  let hi = cues.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid]!.startMs <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Where each occurrence of `query` (case-insensitive) sits: [cue index, offset] pairs in reading order. */
export function findMatches(cues: readonly Cue[], query: string): [number, number][] {
  const needle = query.trim().toLocaleLowerCase();
  const matches: [number, number][] = [];
  if (!needle) return matches;
  cues.forEach((cue, index) => {
    const hay = cue.text.toLocaleLowerCase();
    for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + needle.length)) {
      matches.push([index, at]);
    }
  });
  return matches;
}

export type ReadingMode = 'paragraphs' | 'lines';

/** A pause this long (or a new speaker) starts a new paragraph. */
const PARAGRAPH_PAUSE_MS = 1500;

/** `{ time }`: the timestamp's visual and spoken halves, so "1:05" is read "1 minute 5 seconds". */
function timestamp(ms: number, locale: string) {
  const time = document.createElement('span');
  time.setAttribute('part', 'time');
  const visual = document.createElement('span');
  visual.setAttribute('aria-hidden', 'true');
  visual.textContent = clock(ms);
  const spoken = document.createElement('span');
  spoken.className = 'visually-hidden';
  spoken.textContent = `${spokenTime(ms, locale)}:`;
  time.append(visual, spoken);
  return time;
}

/**
 * The cue list's DOM, built once per track with keyed static nodes (outside Lit's diffing): a playback
 * tick then touches only the previous and the new current cue, and search re-renders only matched cues.
 * One cue button at a time is in the tab order (roving tabindex). In `lines` each cue is a list item with its
 * time; in `paragraphs` the cues of one speaker's turn flow as phrases of one item, split at long pauses,
 * with the time at its start: every phrase is still a button that seeks. Each chapter's heading (`<h3>`, under
 * the element's `<h2>`) comes before its first cue in both modes.
 */
export class CueList {
  /** Each cue's seek target: a `<button>` in lines, a `role="button"` span in paragraphs (a button cannot flow inline). */
  readonly buttons: HTMLElement[] = [];
  current = -1;
  active = 0;
  mode: ReadingMode = 'paragraphs';
  /** The language the timestamps are spoken in. */
  locale = 'en';
  /** The file's chapters (sorted by start), headed in the list. */
  chapters: readonly Cue[] = [];
  /** The next chapter to head, while building. */
  #chapter = 0;
  #cues: readonly Cue[] = [];
  #marked = new Set<number>();
  #generation = 0;
  /** The running text of the paragraph the next phrase joins, while building. */
  #paragraph: HTMLElement | null = null;
  readonly #list: HTMLOListElement;
  /** Resolves when every cue of the current track is in the DOM. */
  complete: Promise<void> = Promise.resolve();

  constructor(list: HTMLOListElement) {
    this.#list = list;
  }

  setCues(cues: readonly Cue[], current: number, mode: ReadingMode = this.mode, locale = this.locale) {
    this.locale = locale;
    const generation = ++this.#generation;
    const active = cues === this.#cues ? this.active : Math.max(0, current);
    this.#cues = cues;
    this.mode = mode;
    this.#list.dataset.mode = mode;
    this.buttons.length = 0;
    this.#marked.clear();
    this.#paragraph = null;
    this.#chapter = 0;
    this.current = current;
    this.active = active;
    this.#list.replaceChildren();
    this.#build(0, Math.min(FIRST_CHUNK, cues.length));
    this.complete = new Promise((resolve) => {
      const next = (from: number) => {
        if (generation !== this.#generation) return resolve();
        if (from >= cues.length) return resolve();
        this.#build(from, Math.min(from + CHUNK, cues.length));
        setTimeout(() => next(from + CHUNK));
      };
      setTimeout(() => next(FIRST_CHUNK));
    });
  }

  #build(from: number, to: number) {
    const fragment = document.createDocumentFragment();
    const lines = this.mode === 'lines';
    for (let i = from; i < to; i++) {
      const cue = this.#cues[i]!;
      const previous = this.#cues[i - 1];
      let chapter = false;
      for (let c = this.chapters[this.#chapter]; c && c.startMs <= cue.startMs; c = this.chapters[++this.#chapter]) {
        const heading = document.createElement('h3');
        heading.setAttribute('part', 'chapter-heading');
        heading.textContent = c.text;
        const li = document.createElement('li');
        li.setAttribute('part', 'chapter');
        li.append(heading);
        fragment.append(li);
        chapter = true;
      }
      // A new chapter names its speaker again.
      const turn = Boolean(cue.speaker && (chapter || cue.speaker !== previous?.speaker));
      let item: HTMLElement | null = this.#paragraph;
      if (lines || chapter || !item || !previous || turn || cue.startMs - previous.endMs >= PARAGRAPH_PAUSE_MS) {
        item = document.createElement('li');
        item.setAttribute('part', lines ? 'cue' : 'cue paragraph');
        if (turn) {
          const speaker = document.createElement('span');
          speaker.setAttribute('part', 'speaker');
          speaker.textContent = cue.speaker!;
          item.append(speaker);
        }
        fragment.append(item);
        if (!lines) {
          const flow = document.createElement('span');
          flow.className = 'flow';
          item.append(timestamp(cue.startMs, this.locale), flow);
          this.#paragraph = item = flow;
        }
      }
      const button = document.createElement(lines ? 'button' : 'span');
      if (lines) (button as HTMLButtonElement).type = 'button';
      else button.setAttribute('role', 'button');
      button.dataset.index = String(i);
      button.setAttribute('part', i === this.current ? 'cue-button current-cue' : 'cue-button');
      button.tabIndex = i === this.active ? 0 : -1;
      if (i === this.current) button.setAttribute('aria-current', 'true');
      const text = document.createElement('span');
      text.setAttribute('part', 'text');
      text.textContent = cue.text;
      if (lines) button.append(timestamp(cue.startMs, this.locale), ' ', text);
      else button.append(text);
      item.append(button);
      // Phrases of a paragraph are separated by a space, as in running text.
      if (!lines) item.append(' ');
      this.buttons.push(button);
    }
    this.#list.append(fragment);
  }

  /** Moves the highlight: two attribute writes, whatever the number of cues. */
  setCurrent(index: number) {
    if (index === this.current) return;
    const old = this.buttons[this.current];
    if (old) {
      old.removeAttribute('aria-current');
      old.setAttribute('part', 'cue-button');
    }
    this.current = index;
    const next = this.buttons[index];
    if (next) {
      next.setAttribute('aria-current', 'true');
      next.setAttribute('part', 'cue-button current-cue');
    }
  }

  /** Makes `index` the one cue in the tab order, optionally focusing it. */
  setActive(index: number, focus: boolean) {
    const clamped = Math.min(Math.max(index, 0), this.#cues.length - 1);
    const old = this.buttons[this.active];
    if (old) old.tabIndex = -1;
    this.active = clamped;
    const next = this.buttons[clamped];
    if (next) {
      next.tabIndex = 0;
      if (focus) next.focus();
    }
  }

  /** Wraps each match in `<mark part="match">`, the current one with `current-match`; clears old marks. */
  mark(matches: readonly [number, number][], length: number, currentMatch: number) {
    for (const index of this.#marked) {
      const text = this.buttons[index]?.querySelector('[part="text"]');
      if (text) text.textContent = this.#cues[index]!.text;
    }
    this.#marked.clear();
    const byCue = new Map<number, { at: number; n: number }[]>();
    matches.forEach(([index, at], n) => {
      const list = byCue.get(index) ?? [];
      list.push({ at, n });
      byCue.set(index, list);
    });
    for (const [index, spots] of byCue) {
      const text = this.buttons[index]?.querySelector('[part="text"]');
      if (!text) continue;
      const source = this.#cues[index]!.text;
      const nodes: (string | Node)[] = [];
      let from = 0;
      for (const { at, n } of spots) {
        nodes.push(source.slice(from, at));
        const mark = document.createElement('mark');
        mark.setAttribute('part', n === currentMatch ? 'match current-match' : 'match');
        mark.textContent = source.slice(at, at + length);
        nodes.push(mark);
        from = at + length;
      }
      nodes.push(source.slice(from));
      text.replaceChildren(...nodes);
      this.#marked.add(index);
    }
  }
}
