import { createHash } from 'node:crypto';
import { Html } from './html-template';

// The printable report's one stylesheet (screen and print) and the policy that allows exactly it.

const STYLE = `
:root { color-scheme: light; --ink: #1b1b1f; --muted: #4a4a55; --rule: #c9c9d1; --head: #eef0f4; }
* { box-sizing: border-box; }
html { background: #fff; color: var(--ink); }
body { margin: 0 auto; max-width: 70rem; padding: 2rem 1.5rem 3rem;
  font: 10.5pt/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
h1, h2, h3, caption { line-height: 1.2; break-after: avoid; }
h1 { font-size: 2em; margin: 0.2em 0 0.6em; }
h2 { font-size: 1.4em; margin: 1.6em 0 0.5em; padding-bottom: 0.2em; border-bottom: 2px solid var(--ink); }
h3 { font-size: 1.1em; margin: 1.2em 0 0.4em; }
p { margin: 0 0 0.6em; max-width: 48rem; }
code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.92em; }
.eyebrow { margin: 0; color: var(--muted); font-size: 0.85em; font-weight: 600; letter-spacing: 0.04em;
  text-transform: uppercase; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(12em, 1fr)); gap: 0.5em 1.5em; margin: 0;
  padding: 0.7em 1em; border: 1px solid var(--rule); border-radius: 0.4em; }
.facts div { min-width: 0; }
.facts dt { color: var(--muted); font-size: 0.85em; }
.facts dd { margin: 0; font-weight: 600; }
.alert { margin: 1em 0; padding: 0.7em 1em; border: 2px solid #a1231b; border-radius: 0.4em; color: #7f1a14; }
.alert strong { display: block; }
table { width: 100%; border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.92em; }
caption { text-align: left; font-weight: 600; padding: 0 0 0.4em; }
th, td { padding: 0.35em 0.5em; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
thead th { background: var(--head); border-bottom: 1.5px solid var(--ink); font-weight: 600; }
tbody th { font-weight: 600; }
.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.when { white-space: nowrap; font-variant-numeric: tabular-nums; }
.totals { width: auto; min-width: 22em; }
.matrix th[scope="row"] { min-width: 12em; }
.sub { display: block; color: var(--muted); font-size: 0.85em; font-weight: 400; }
.s-met { color: #14622b; }
.s-not_met { color: #a1231b; font-weight: 600; }
.s-needs_review { color: #7a4a00; font-weight: 600; }
.s-not_applicable, .s-unknown { color: var(--muted); }
.legend { margin: 0.5em 0 0; padding: 0; list-style: none; }
.legend li { margin: 0 0 0.3em; }
.hash { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 0.92em; overflow-wrap: anywhere; }
.evidence tbody th[scope="rowgroup"] { padding-top: 0.7em; border-bottom: 1px solid var(--ink); }
.evidence ul { margin: 0; padding-left: 1.1em; }
.evidence td:first-of-type { white-space: nowrap; }
footer { margin-top: 2.5em; padding-top: 0.5em; border-top: 1px solid var(--rule); color: var(--muted);
  font-size: 0.85em; }
@page { margin: 16mm 14mm 18mm;
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #4a4a55; } }
@media print {
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { max-width: none; padding: 0; font-size: 9pt; }
  thead { display: table-header-group; }
  tr, .facts, .alert, .legend li, table.keep, footer { break-inside: avoid; }
  .evidence tbody { break-inside: avoid; }
  section.evidence-detail { break-before: page; }
}
`;

// The policy names the stylesheet by its hash, so the element is made here, where formatting cannot touch it.
export const STYLE_ELEMENT = new Html(`<style>${STYLE}</style>`);
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const DOCUMENT_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'`;

/** The report's Content-Security-Policy: its one inline stylesheet and nothing else (no scripts, no requests). */
export const REPORT_HTML_CSP = `${DOCUMENT_CSP}; frame-ancestors 'none'`;
