import type { CorrectionConflictDetails } from '@shared/schemas/review';
import { Button } from '@/components/ui/button';
import { WordDiff } from './word-diff';

/**
 * The cue changed after the viewer saw it: the current text beside what they saw and what they propose, and an
 * explicit choice. Nothing is overwritten until the reviewer picks one.
 */
export function CorrectionConflict({
  conflict,
  busy,
  onKeepCurrent,
  onUseProposed,
}: {
  conflict: CorrectionConflictDetails;
  busy: boolean;
  onKeepCurrent: () => void;
  onUseProposed: () => void;
}) {
  return (
    <section aria-labelledby="conflict-title" className="border-destructive rounded-md border p-4">
      <h2 id="conflict-title" className="mb-2 text-lg font-semibold">
        The cue changed since the viewer’s suggestion
      </h2>
      <p className="mb-3 text-sm">
        Someone edited this cue after the viewer saw it. Choose which text the cue should have; the edit made meanwhile
        is lost only if you replace it.
      </p>
      <dl className="mb-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold">Now in the transcript</dt>
          <dd>{conflict.currentText}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">What the viewer saw</dt>
          <dd>{conflict.originalText}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">What the viewer proposes</dt>
          <dd>{conflict.proposedText}</dd>
        </div>
      </dl>
      <p className="mb-4 text-sm">
        <span className="font-semibold">From the current text to the proposal: </span>
        <WordDiff from={conflict.currentText} to={conflict.proposedText} />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={onKeepCurrent}>
          Keep the current text
        </Button>
        <Button disabled={busy} onClick={onUseProposed}>
          Replace it with the proposal
        </Button>
      </div>
    </section>
  );
}
