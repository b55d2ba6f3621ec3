import { createHash } from 'node:crypto';
import {
  type DescriptiveBlock,
  descriptionLabel,
  descriptiveTranscript,
  type TranscriptCueInput,
} from '@shared/captions/descriptive-transcript';
import { html, Html } from '../compliance/html-template';

// The descriptive transcript's page: one inline stylesheet, no script, readable printed and in either scheme.

const STYLE = `
:root { color-scheme: light dark; --ink: #1b1b1f; --muted: #50505a; --bg: #fff; --note: #f1f3f8; --edge: #3d5afe; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #ececf1; --muted: #b9b9c4; --bg: #16161a; --note: #23232b; --edge: #9fa8ff; }
}
html { background: var(--bg); color: var(--ink); }
body { margin: 0 auto; max-width: 42rem; padding: 1.5rem 1rem 3rem;
  font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 0.5rem; }
h2 { font-size: 1.25rem; line-height: 1.3; margin: 2rem 0 0.75rem; break-after: avoid; }
.about { color: var(--muted); margin: 0 0 1.5rem; }
p { margin: 0 0 1rem; }
time { color: var(--muted); font-variant-numeric: tabular-nums; font-size: 0.9em; margin-inline-end: 0.5em; }
.speaker { font-weight: 700; }
.description { background: var(--note); border-inline-start: 4px solid var(--edge); padding: 0.5rem 0.75rem;
  font-style: italic; }
.label { font-style: normal; font-weight: 700; }
@media print {
  :root { color-scheme: light; --ink: #000; --muted: #333; --bg: #fff; --note: #fff; --edge: #000; }
  body { max-width: none; padding: 0; font-size: 11pt; }
  p { break-inside: avoid; }
}
@media (forced-colors: active) { .description { border-inline-start-color: CanvasText; } }
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
/** Exactly the one stylesheet: no scripts, no requests. Framing is allowed, like the embed it belongs to. */
export const DESCRIPTIVE_TRANSCRIPT_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'`;

const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);
const direction = (language: string) => (RTL.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr');

/** `1:05` or `1:02:05`, and its ISO 8601 duration for `<time datetime>`. */
function clock(ms: number): { text: string; iso: string } {
  const s = Math.floor(ms / 1000);
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return { text: h ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`, iso: `PT${(ms / 1000).toFixed(3)}S` };
}

function block(b: DescriptiveBlock): Html {
  if (b.kind === 'chapter') return html`<h2>${b.text}</h2>`;
  const at = clock(b.startMs);
  const time = html`<time datetime="${at.iso}">${at.text}</time>`;
  if (b.kind === 'description') {
    return html`<p class="description">
      ${time}<span class="label" lang="en">${descriptionLabel(b)}</span> ${b.text}
    </p>`;
  }
  return html`<p>${time}${b.speaker ? html`<span class="speaker">${b.speaker}:</span> ` : ''}${b.text}</p>`;
}

export interface DescriptiveTranscriptPage {
  fileName: string;
  language: string;
  captions: readonly TranscriptCueInput[];
  /** The chapters track's cues in this language, as headings; empty when there is none. */
  chapters: readonly TranscriptCueInput[];
  /** Null when the file has no descriptions track in this language: the page is then its captions alone. */
  descriptions: readonly TranscriptCueInput[] | null;
}

export function descriptiveTranscriptHtml(page: DescriptiveTranscriptPage): string {
  const blocks = descriptiveTranscript(page.captions, page.descriptions ?? [], page.chapters);
  const about = page.descriptions
    ? 'Descriptive transcript: what is said and what is shown, in time order. Descriptions are marked “[Description]”.'
    : 'Transcript: this file has no audio description in this language yet, so only what is said is here.';
  return html`<!doctype html>
    <html lang="${page.language}" dir="${direction(page.language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.descriptions ? 'Descriptive transcript' : 'Transcript'}: ${page.fileName}</title>
        ${new Html(`<style>${STYLE}</style>`)}
      </head>
      <body>
        <main>
          <h1>${page.fileName}</h1>
          <p class="about" lang="en" dir="ltr">${about}</p>
          ${blocks.map((b) => [block(b), '\n'])}
        </main>
      </body>
    </html> `.text;
}
