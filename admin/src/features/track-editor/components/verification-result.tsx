import type { VerificationResult } from '@shared/schemas/track-verifications';

/** A share as people read it: "99.4 %". */
export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The verdict in one sentence, for the live region and the panel's summary. */
export function resultSentence(result: VerificationResult): string {
  const verdict = result.verified ? 'Verified' : 'Not verified';
  return (
    `${verdict}: word accuracy ${percent(result.accuracy)}, 95 % interval ${percent(result.interval[0])} to ` +
    `${percent(result.interval[1])}, target ${percent(result.target)}.`
  );
}

/** The verification's verdict: accuracy with its interval against the target, and what was counted. */
export function VerificationResultPanel({ result, corrected }: { result: VerificationResult; corrected: boolean }) {
  return (
    <section aria-labelledby="verification-result-heading" className="grid gap-2">
      <h3 id="verification-result-heading" className="text-base font-semibold">
        {result.verified ? '✓ Verified' : '✗ Not verified'}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Word accuracy</dt>
        <dd>{percent(result.accuracy)}</dd>
        <dt className="text-muted-foreground">95 % interval</dt>
        <dd>
          {percent(result.interval[0])} to {percent(result.interval[1])}
        </dd>
        <dt className="text-muted-foreground">Target (lower bound)</dt>
        <dd>{percent(result.target)}</dd>
        <dt className="text-muted-foreground">Words checked</dt>
        <dd>{result.words}</dd>
        <dt className="text-muted-foreground">Word errors</dt>
        <dd>{result.errors}</dd>
        <dt className="text-muted-foreground">Formatted error rate</dt>
        <dd>{percent(result.formattedErrorRate)}</dd>
      </dl>
      <p className="text-muted-foreground text-sm">
        {result.verified
          ? 'The lower bound reached the target: the track is marked verified.'
          : 'The lower bound is below the target, so the track is not marked verified. A longer track gives a larger sample and a narrower interval.'}
        {corrected ? ' Your corrections were saved to the track as a new version.' : ''}
      </p>
    </section>
  );
}
