// A descriptive transcript (WCAG 1.2.3 / 1.2.8): what is said and what is shown, interleaved in time order.

/** The parts of a caption or description cue a descriptive transcript reads. */
export interface TranscriptCueInput {
  startMs: number;
  endMs: number;
  text: string;
  speaker?: string;
  extended?: boolean;
}

/** One speaker's turn: consecutive captions until the speaker changes or a description comes between. */
export interface SpeechBlock {
  kind: 'speech';
  startMs: number;
  endMs: number;
  /** Present only where the speaker changes (or on the first turn with a known speaker): named once per change. */
  speaker?: string;
  text: string;
}

export interface DescriptionBlock {
  kind: 'description';
  startMs: number;
  endMs: number;
  text: string;
  /** The media pauses while it is spoken. */
  extended: boolean;
}

/** A chapter's title, before the first block that starts at or after it. */
export interface ChapterBlock {
  kind: 'chapter';
  startMs: number;
  text: string;
}

export type DescriptiveBlock = SpeechBlock | DescriptionBlock | ChapterBlock;

/** A pause this long starts a new paragraph within a turn (as in the embed's paragraphs reading mode). */
export const PARAGRAPH_PAUSE_MS = 1500;

/** A cue's lines are display breaks, not sentences: a transcript reads them as one run of text. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Captions and descriptions in one time-ordered list. Ties: a description starting with a caption comes first,
 * since it sets the scene the words are said in. A caption without a speaker continues the current speaker's
 * turn (captions usually name a speaker only where it changes); a description or a pause of
 * PARAGRAPH_PAUSE_MS ends the paragraph, and the same speaker's next words are not named again, except at the
 * start of a chapter.
 */
export function descriptiveTranscript(
  captions: readonly TranscriptCueInput[],
  descriptions: readonly TranscriptCueInput[],
  chapters: readonly TranscriptCueInput[] = [],
): DescriptiveBlock[] {
  const tagged = [
    ...descriptions.map((cue, i) => ({ cue, description: true, i })),
    ...captions.map((cue, i) => ({ cue, description: false, i })),
  ].filter(({ cue }) => flat(cue.text) !== '');
  tagged.sort((a, b) => a.cue.startMs - b.cue.startMs || Number(b.description) - Number(a.description) || a.i - b.i);
  const blocks: DescriptiveBlock[] = [];
  let speaker: string | undefined;
  // Whether the current speaker was named since the last change or chapter.
  let named = false;
  let turn: SpeechBlock | null = null;
  const headings = chapters.filter((c) => flat(c.text) !== '').toSorted((a, b) => a.startMs - b.startMs);
  let next = 0;
  for (const { cue, description } of tagged) {
    const text = flat(cue.text);
    for (; next < headings.length && headings[next]!.startMs <= cue.startMs; next++) {
      blocks.push({ kind: 'chapter', startMs: headings[next]!.startMs, text: flat(headings[next]!.text) });
      [turn, named] = [null, false];
    }
    if (description) {
      blocks.push({ kind: 'description', startMs: cue.startMs, endMs: cue.endMs, text, extended: !!cue.extended });
      turn = null;
      continue;
    }
    if (cue.speaker !== undefined && cue.speaker !== speaker) [speaker, named, turn] = [cue.speaker, false, null];
    if (turn && cue.startMs - turn.endMs < PARAGRAPH_PAUSE_MS) {
      turn.text += ` ${text}`;
      turn.endMs = Math.max(turn.endMs, cue.endMs);
      continue;
    }
    turn = { kind: 'speech', startMs: cue.startMs, endMs: cue.endMs, text };
    if (speaker !== undefined && !named) [turn.speaker, named] = [speaker, true];
    blocks.push(turn);
  }
  return blocks;
}

/** How a description is marked in text, so a reader (or a screen reader) knows it was not said. */
export const descriptionLabel = (block: DescriptionBlock) =>
  block.extended ? '[Extended description]' : '[Description]';

/** The transcript as plain text, one paragraph per block: `Speaker: words` and `[Description] what is shown`. */
export function descriptiveTranscriptText(blocks: readonly DescriptiveBlock[]): string {
  return blocks
    .map((b) =>
      b.kind === 'description'
        ? `${descriptionLabel(b)} ${b.text}`
        : b.kind === 'chapter'
          ? `## ${b.text}`
          : b.speaker
            ? `${b.speaker}: ${b.text}`
            : b.text,
    )
    .join('\n\n');
}
