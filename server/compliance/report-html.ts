import {
  ARCHIVE_TEST_TEXT,
  ARCHIVE_TESTS,
  ATTESTATION_REASON_TEXT,
  CRITERION_LEVEL,
  CRITERION_NAMES,
  CRITERION_STATUS_TEXT,
  CRITERION_STATUSES,
  type CriterionStatus,
  EXCEPTION_TEXT,
} from '@shared/compliance/criteria';
import type { ComplianceReport, EvidenceVerification } from '@shared/schemas/compliance';
import { html } from './html-template';
import {
  longDate,
  recordsSection,
  result,
  share,
  shortName,
  sourceText,
  status,
  time,
  utc,
  verificationText,
  whenCell,
} from './report-html-parts';
import { DOCUMENT_CSP, STYLE_ELEMENT } from './report-html-style';

// The auditors' printable report (issue 29): the JSON report as one self-contained HTML document, with a print
// stylesheet so the browser's Print → PDF gives clean pages. No scripts, no fetched resources; the CSP says so.

function summarySection(report: ComplianceReport) {
  const { totals, target } = report;
  const figure = (label: string, count: number, note?: string) =>
    html`<tr>
      <th scope="row">${label}${note ? html`<span class="sub">${note}</span>` : ''}</th>
      <td class="n">${count}${share(count, totals.assets)}</td>
    </tr>`;
  return html`<section aria-labelledby="summary">
    <h2 id="summary">Summary</h2>
    <table class="totals keep">
      <caption>
        Assets against the target, Level ${target}
      </caption>
      <thead>
        <tr>
          <th scope="col">Assets</th>
          <th scope="col" class="n">Count</th>
        </tr>
      </thead>
      <tbody>
        ${figure('All assets', totals.assets)}
        ${figure('Conforming', totals.conforming, `Every criterion of Level ${target} met or not applicable`)}
        ${figure('Exempt', totals.exempt, 'Not conforming, with an exception recorded')}
        ${figure('Failing', totals.failing, 'Neither conforming nor exempt')}
        ${target === 'A' ? '' : figure('Meet Level A', totals.byLevel.A ?? 0)}
      </tbody>
    </table>
    <table class="keep">
      <caption>
        Assets by criterion and status
      </caption>
      <thead>
        <tr>
          <th scope="col">Criterion</th>
          <th scope="col">Level</th>
          ${CRITERION_STATUSES.map((s) => html`<th scope="col" class="n">${CRITERION_STATUS_TEXT[s]}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${report.criteria.map((c) => {
          const counts = totals.byCriterion[c] ?? {};
          return html`<tr>
            <th scope="row">${c} ${CRITERION_NAMES[c]}</th>
            <td>${CRITERION_LEVEL[c]}</td>
            ${CRITERION_STATUSES.map((s) => html`<td class="n">${counts[s] ?? 0}</td>`)}
          </tr>`;
        })}
      </tbody>
    </table>
  </section>`;
}

function methodSection(report: ComplianceReport) {
  const legend: Record<CriterionStatus, string> = {
    met: 'Evidence a person made or checked satisfies the criterion.',
    needs_review:
      'Only machine-made evidence exists, such as captions from a speech-recognition engine that nobody has reviewed.',
    not_met: 'Nothing satisfies it: no track, a track in another language, a transcript without times for captions.',
    not_applicable:
      'The criterion does not apply to this media (live captions for prerecorded media), or a person attested so with a reason.',
    unknown:
      'The facts are missing: the media has not been probed for sound and picture, or its spoken language cannot be told.',
  };
  return html`<section aria-labelledby="method">
    <h2 id="method">Method</h2>
    <p>
      Every media file in the workspace’s library is an asset, judged against WCAG 2.2 guideline 1.2 (time-based media):
      the criteria of the target, Level ${report.target}, and of the levels below it (${report.criteria.join(', ')}).
      The rules are applied by the software (rules version ${report.rulesVersion}) to the facts it holds about each
      asset: its sound and picture, its spoken language, its caption, subtitle, description and transcript tracks and
      how each was made, and any described or alternative version.
    </p>
    <p>
      A criterion is <strong>met</strong> only on evidence a person made or checked: a track made by a professional,
      imported, written in the editor, or a machine-made track a person marked reviewed.
      <strong>Machine-made captions are never met on their own</strong>; until a person reviews them they need review.
      An asset <strong>conforms</strong> when every criterion of the target is met or not applicable. An exception
      (archived content, a pre-existing document, content posted by a third party) leaves an asset’s statuses as they
      are: the asset is still judged, and counts as exempt rather than failing, so assets = conforming + exempt +
      failing.
    </p>
    <p>
      Every change behind these statuses is an entry in an append-only evidence log, hash-chained: each entry’s SHA-256
      hash covers its content and the previous entry’s hash, so editing or deleting an entry breaks the chain. Publish
      the head hash below with this report’s date: a later verification that still contains it shows that nothing before
      it has changed.
    </p>
    <h3>Statuses</h3>
    <ul class="legend">
      ${CRITERION_STATUSES.map((s) => html`<li>${status(s)}: ${legend[s]}</li>`)}
    </ul>
  </section>`;
}

function chainSection(workspaceId: string, evidence: EvidenceVerification) {
  return html`<section aria-labelledby="chain">
    <h2 id="chain">Evidence chain</h2>
    <dl class="facts">
      <div>
        <dt>Verification</dt>
        <dd>${verificationText(evidence)}</dd>
      </div>
      <div>
        <dt>Entries</dt>
        <dd>${evidence.entries}</dd>
      </div>
      <div>
        <dt>Head hash (SHA-256)</dt>
        <dd class="hash">${evidence.head ?? 'None: no entries yet'}</dd>
      </div>
    </dl>
    ${evidence.firstBroken ? html`<p>First entry that fails: ${evidence.firstBroken.seq}. ${evidence.firstBroken.message}</p>` : ''}
    <p>
      Any member can verify the chain again at any time:
      <code>GET /api/workspaces/${workspaceId}/compliance/evidence/verify</code>, or
      <code>npm run compliance -- verify ${workspaceId}</code> on the server.
    </p>
  </section>`;
}

function assetsSection(report: ComplianceReport) {
  return html`<section class="assets" aria-labelledby="assets">
    <h2 id="assets">Assets</h2>
    ${
      report.assets.length === 0
        ? html`<p>The workspace has no assets.</p>`
        : html`<table class="matrix">
            <caption>
              Each asset and the status of each criterion of Level ${report.target}, highest priority first
            </caption>
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col">Result</th>
                ${report.criteria.map((c) => html`<th scope="col">${c}<span class="sub">${shortName(c)}</span></th>`)}
              </tr>
            </thead>
            <tbody>
              ${report.assets.map(
                (a) =>
                  html`<tr>
                    <th scope="row">
                      ${a.title}<span class="sub">${sourceText(a.source)} · priority ${a.priority}</span>
                    </th>
                    <td>${result(a)}</td>
                    ${report.criteria.map((c) => html`<td>${status(a.criteria[c]?.status)}</td>`)}
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}

function exceptionsSection(report: ComplianceReport) {
  return recordsSection({
    id: 'exceptions',
    title: 'Exceptions',
    empty: 'No exceptions are recorded.',
    caption: 'Assets recorded as out of the target’s scope',
    columns: ['Asset', 'Type', 'Note', 'Recorded by', 'On'],
    rows: report.exceptions.map(
      (e) =>
        html`<tr>
          <th scope="row">${e.assetTitle}</th>
          <td>
            ${EXCEPTION_TEXT[e.type]}${
              e.archiveTests
                ? html`<span class="sub"
                    >Confirmed:
                    ${ARCHIVE_TESTS.filter((t) => e.archiveTests?.[t])
                      .map((t) => ARCHIVE_TEST_TEXT[t])
                      .join('; ')}</span
                  >`
                : ''
            }
          </td>
          <td>${e.note}</td>
          <td>${e.by.name}</td>
          ${whenCell(e.at)}
        </tr>`,
    ),
  });
}

function attestationsSection(report: ComplianceReport) {
  return recordsSection({
    id: 'attestations',
    title: 'Attestations',
    empty: 'No attestations are recorded.',
    caption: 'Criteria a person attested do not apply, with the reason',
    columns: ['Asset', 'Criterion', 'Reason', 'Attested by', 'On'],
    rows: report.attestations.map(
      (a) =>
        html`<tr>
          <th scope="row">${a.assetTitle}</th>
          <td>${a.criterion} ${shortName(a.criterion)}</td>
          <td>${ATTESTATION_REASON_TEXT[a.reason]}</td>
          <td>${a.by.name}</td>
          ${whenCell(a.at)}
        </tr>`,
    ),
  });
}

function evidenceSection(report: ComplianceReport) {
  if (report.assets.length === 0) return '';
  return html`<section class="evidence-detail" aria-labelledby="evidence">
    <h2 id="evidence">Evidence behind each status</h2>
    <table class="evidence">
      <caption>
        For each asset, each criterion’s status and the evidence it was judged on
      </caption>
      <thead>
        <tr>
          <th scope="col">Criterion</th>
          <th scope="col">Status</th>
          <th scope="col">Evidence</th>
        </tr>
      </thead>
      ${report.assets.map(
        (a) =>
          html`<tbody>
            <tr>
              <th scope="rowgroup" colspan="3">
                ${a.title}<span class="sub"
                  >${sourceText(a.source)}${a.exception ? ` · exempt: ${EXCEPTION_TEXT[a.exception.type]}` : ''} ·
                  judged ${utc(a.evaluatedAt)}</span
                >
              </th>
            </tr>
            ${report.criteria.map((c) => {
              const found = a.criteria[c];
              return html`<tr>
                <th scope="row">${c}</th>
                <td>${status(found?.status)}</td>
                <td>
                  ${
                    found && found.evidence.length > 0
                      ? html`<ul>
                          ${found.evidence.map((e) => html`<li>${e.summary}</li>`)}
                        </ul>`
                      : 'None'
                  }
                </td>
              </tr>`;
            })}
          </tbody>`,
      )}
    </table>
  </section>`;
}

/** The printable report of `report` for the workspace named `workspaceName`: a whole HTML document. */
export function complianceReportHtml(report: ComplianceReport, workspaceName: string): string {
  const day = report.generatedAt.slice(0, 10);
  const broken = report.evidence.firstBroken;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${DOCUMENT_CSP}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Compliance report · ${workspaceName} · ${day}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <header>
          <p class="eyebrow">Media Access · Media compliance report</p>
          <h1>${workspaceName}</h1>
          <dl class="facts">
            <div>
              <dt>Target</dt>
              <dd>WCAG 2.2 Level ${report.target}</dd>
            </div>
            <div>
              <dt>Generated</dt>
              <dd>${time(report.generatedAt, longDate(report.generatedAt))}</dd>
            </div>
            <div>
              <dt>Assets</dt>
              <dd>
                ${report.totals.assets}: ${report.totals.conforming} conforming, ${report.totals.exempt} exempt,
                ${report.totals.failing} failing
              </dd>
            </div>
            <div>
              <dt>Evidence chain</dt>
              <dd>${broken ? `Broken at entry ${broken.seq}` : `Verified, ${report.evidence.entries} entries`}</dd>
            </div>
          </dl>
          ${broken ? html`<div class="alert"><strong>The evidence chain does not verify.</strong> ${verificationText(report.evidence)} The statuses below may rest on altered evidence.</div>` : ''}
        </header>
        <main>
          ${summarySection(report)} ${methodSection(report)} ${chainSection(report.workspaceId, report.evidence)}
          ${exceptionsSection(report)} ${attestationsSection(report)} ${assetsSection(report)}
          ${evidenceSection(report)}
        </main>
        <footer>
          <p>
            Made by Media Access on ${time(report.generatedAt)} for workspace ${report.workspaceId}, rules version
            ${report.rulesVersion}. The same data is available as CSV and JSON (<code>report.csv</code>,
            <code>report.json</code>).
          </p>
        </footer>
      </body>
    </html> `.text;
}
