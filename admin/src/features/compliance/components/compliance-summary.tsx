import {
  CRITERION_LEVEL,
  CRITERION_NAMES,
  CRITERION_STATUS_TEXT,
  type Criterion,
  criteriaOfTarget,
} from '@shared/compliance/criteria';
import type { ComplianceSummary as Summary } from '@shared/schemas/compliance';
import { ComplianceProgress } from './compliance-progress';

const FAILING = ['not_met', 'needs_review', 'unknown'] as const;

/** How many assets meet Level A and the target, how that moved day by day, and which criteria fail how often. */
export function ComplianceSummary({ summary }: { summary: Summary }) {
  const { totals, target } = summary;
  const levelA = criteriaOfTarget('A');
  const failingA = new Set<Criterion>(levelA.filter((c) => FAILING.some((s) => totals.byCriterion[c]?.[s])));
  const criteria = criteriaOfTarget(target);
  return (
    <section aria-labelledby="compliance-summary" className="mb-6 grid gap-4">
      <h2 id="compliance-summary" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label="Assets" value={totals.assets} />
        <Figure label="Meet Level A" value={totals.byLevel.A ?? 0} />
        {target !== 'A' ? <Figure label={`Meet Level ${target} (the target)`} value={totals.conforming} /> : null}
        <Figure label="Fail the target" value={totals.failing} />
        <Figure label="Exempt" value={totals.exempt} />
      </dl>
      <ComplianceProgress history={summary.history} />
      <div>
        <h3 className="mb-2 font-medium">By criterion</h3>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Assets by criterion and status</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-2 font-medium">
                Criterion
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {CRITERION_STATUS_TEXT.met}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Failing
              </th>
            </tr>
          </thead>
          <tbody>
            {criteria.map((criterion) => {
              const counts = totals.byCriterion[criterion] ?? {};
              const failing = FAILING.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
              return (
                <tr key={criterion} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {criterion} {CRITERION_NAMES[criterion]} (Level {CRITERION_LEVEL[criterion]})
                  </th>
                  <td className="py-1 pr-2">{counts.met ?? 0}</td>
                  <td className="py-1 pr-2">
                    {failing}
                    {failing > 0
                      ? ` (${FAILING.filter((s) => counts[s])
                          .map((s) => `${counts[s]} ${CRITERION_STATUS_TEXT[s].toLowerCase()}`)
                          .join(', ')})`
                      : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="text-muted-foreground mt-2 text-sm">
          {failingA.size === 0 ? 'Every asset meets Level A.' : `Level A fails on ${[...failingA].join(', ')}.`}
        </p>
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}
