import type { ReadResult } from '@shared/captions/api';
import type { CueNode } from '@shared/captions/model';

/**
 * A transcript without any times: the reader estimates times for it, so it is saved as text instead (an
 * untimed track) rather than with made-up timing.
 */
export const isUntimedTranscript = (result: ReadResult) =>
  result.format === 'transcript' && result.warnings.some((w) => w.line === 0 && w.message.startsWith('no timestamps'));

// `v` carries the speaker, which the track keeps; every other span is presentation.
const isStyled = (nodes: readonly CueNode[] | undefined): boolean =>
  nodes?.some(
    (node) => node.type !== 'text' && node.type !== 'timestamp' && (node.type !== 'v' || isStyled(node.children)),
  ) ?? false;

/** What a saved track will not keep: tracks store plain text, a speaker and times per cue. */
export function droppedOnImport(result: ReadResult): string[] {
  const { cues, styles, regions } = result.track;
  const dropped = [...result.dropped];
  if (cues.some((cue) => isStyled(cue.content)))
    dropped.push('text styling (bold, italic, underline, colour, classes)');
  if (cues.some((cue) => cue.settings || cue.region)) dropped.push('cue positions and alignment');
  if (styles?.length) dropped.push('style sheets');
  if (regions?.length) dropped.push('regions');
  return dropped;
}
