/**
 * A plain-text transcript as the passages an untimed track keeps, one cue each until alignment times them:
 * paragraphs (blank-line separated), or lines when the text has no blank lines. Whitespace inside a passage
 * is collapsed; empty passages are dropped.
 */
export function transcriptPassages(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return [];
  const parts = /\n[ \t]*\n/.test(normalised) ? normalised.split(/\n[ \t]*\n+/) : normalised.split('\n');
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter((part) => part.length > 0);
}
