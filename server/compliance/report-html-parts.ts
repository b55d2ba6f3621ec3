import {
  type AssetSource,
  CRITERION_NAMES,
  CRITERION_STATUS_SYMBOL,
  CRITERION_STATUS_TEXT,
  type Criterion,
  type CriterionStatus,
} from '@shared/compliance/criteria';
import type { ComplianceAsset, EvidenceVerification } from '@shared/schemas/compliance';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import { type Html, html } from './html-template';

// The printable report's small pieces: how dates, statuses and results are written, and a records table.

export const sourceText = (source: AssetSource) =>
  source === 'library' ? 'Library' : source === 'web' ? 'Web page' : PLATFORM_NAMES[source];

/** "2025-06-01 14:03 UTC" */
export const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) +
  ' UTC';
export const time = (iso: string, text = utc(iso)) => html`<time datetime="${iso}">${text}</time>`;
/** A table cell with the date, and the time under it. */
export const whenCell = (iso: string) =>
  html`<td class="when">
    <time datetime="${iso}">${iso.slice(0, 10)}<span class="sub">${iso.slice(11, 16)} UTC</span></time>
  </td>`;
/** Short tables stay on one page when printed (with their caption and header); long ones break between rows. */
export const KEEP_ROWS = 12;
export const keep = (rows: number) => (rows <= KEEP_ROWS ? 'keep' : null);
export const shortName = (c: Criterion) => CRITERION_NAMES[c].replace(/ \(prerecorded\)$/, '');
export const share = (count: number, of: number) => (of === 0 ? '' : ` (${Math.round((count / of) * 100)} %)`);

export function status(value: CriterionStatus | undefined) {
  if (!value) return html`<span class="s-unknown">Not judged</span>`;
  return html`<span class="s-${value}"
    ><span aria-hidden="true">${CRITERION_STATUS_SYMBOL[value]}</span>&nbsp;${CRITERION_STATUS_TEXT[value]}</span
  >`;
}

const BROKEN_TEXT: Record<NonNullable<EvidenceVerification['firstBroken']>['reason'], string> = {
  content_changed: 'its content does not match its hash (the entry was edited)',
  chain_broken: 'it does not name the previous entry’s hash',
  missing_entry: 'the entry before it is missing (an entry was deleted)',
  missing_tail: 'the log ends before the head the ledger recorded (the last entries were deleted)',
};

/** The verification in one sentence. */
export function verificationText(evidence: EvidenceVerification): string {
  if (evidence.firstBroken) {
    return `Broken: entry ${evidence.firstBroken.seq} fails, ${BROKEN_TEXT[evidence.firstBroken.reason]}.`;
  }
  if (evidence.entries === 0) return 'Verified: the log has no entries yet.';
  return `Verified: all ${evidence.entries} entries match their hashes and each names the one before.`;
}

export function result(asset: ComplianceAsset) {
  if (asset.conforms) return html`<span class="s-met"><span aria-hidden="true">✓</span>&nbsp;Conforms</span>`;
  if (asset.exception) return html`<span class="s-not_applicable">Exempt</span>`;
  return html`<span class="s-not_met"><span aria-hidden="true">✗</span>&nbsp;Fails</span>`;
}

/** A section listing records (exceptions, attestations): a sentence when there are none, else one table. */
export function recordsSection(section: {
  id: string;
  title: string;
  empty: string;
  caption: string;
  columns: readonly string[];
  rows: readonly Html[];
}) {
  return html`<section aria-labelledby="${section.id}">
    <h2 id="${section.id}">${section.title}</h2>
    ${
      section.rows.length === 0
        ? html`<p>${section.empty}</p>`
        : html`<table class="${keep(section.rows.length)}">
            <caption>
              ${section.caption}
            </caption>
            <thead>
              <tr>
                ${section.columns.map((column) => html`<th scope="col">${column}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${section.rows}
            </tbody>
          </table>`
    }
  </section>`;
}
