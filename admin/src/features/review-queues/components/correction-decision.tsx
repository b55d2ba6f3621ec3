import type { Decision } from '@shared/schemas/contributions';
import type { CorrectionStatus } from '@shared/constants';
import { CORRECTION_STATUS_LABELS } from '../labels';

/** Who decided a correction, when, and with what text or reason. */
export function CorrectionDecision({ status, decision }: { status: CorrectionStatus; decision: Decision | undefined }) {
  return (
    <section aria-labelledby="decision-title" className="bg-muted rounded-md p-4">
      <h2 id="decision-title" className="font-semibold">
        {CORRECTION_STATUS_LABELS[status]}
      </h2>
      {decision ? (
        <p className="text-sm">
          By {decision.decidedBy.name} on {new Date(decision.decidedAt).toLocaleString()}
          {decision.appliedText ? `. The cue got: “${decision.appliedText}”` : ''}
          {decision.reason ? `. Reason: ${decision.reason}` : ''}
        </p>
      ) : null}
    </section>
  );
}
