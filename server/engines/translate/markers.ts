// Translating cues in context: the cues go to the engine as ONE HTML document with an empty inline
// element between them. Both apertium (`-f html`) and Google (`mimeType: text/html`) keep inline markup in
// place and translate across it, so a sentence split over two cues is translated as one sentence and the
// split point comes back where the engine put the words.

const marker = (i: number) => `<span id="c${i}"></span>`;
const MARKER = /<span id="c(\d+)"><\/span>/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function unescapeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The texts as one document, a marker before each (line breaks inside a cue become spaces). */
export function markedDocument(texts: readonly string[]): string {
  return texts.map((t, i) => `${marker(i)}${escapeHtml(t.replace(/\s*\n\s*/g, ' '))}`).join(' ');
}

/** Splits a translated document back into one text per marker; a marker the engine lost leaves an empty text. */
export function splitMarkedDocument(document: string, count: number): string[] {
  const out = Array.from({ length: count }, () => '');
  const parts = document.split(MARKER);
  // split() with a capture group yields [before, i0, text0, i1, text1, …].
  for (let p = 1; p + 1 < parts.length; p += 2) {
    const index = Number(parts[p]);
    if (index < count)
      out[index] = unescapeHtml(parts[p + 1]!)
        .replace(/\s+/g, ' ')
        .trim();
  }
  const before = unescapeHtml(parts[0] ?? '').trim();
  if (before && count > 0) out[0] = `${before} ${out[0]}`.trim();
  return out;
}
