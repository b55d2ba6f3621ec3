import { type FormEvent, useState } from 'react';
import { ApiError } from '@shared/api/client';
import { LIMITS } from '@shared/constants';
import type { ProposedCorrection } from '@shared/schemas/contributions';
import { type CorrectionConflictDetails, correctionConflictDetailsSchema } from '@shared/schemas/review';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAcceptCorrection } from '../api/accept-correction';
import { useMarkCorrectionSpam } from '../api/mark-correction-spam';
import { useRejectCorrection } from '../api/reject-correction';
import { CorrectionConflict } from './correction-conflict';
import { describeError } from './describe-error';
import { useShortcuts } from './use-shortcuts';

type Mode = 'idle' | 'editing' | 'rejecting';

/**
 * Accept, Edit and accept, Reject (with an optional reason) and Mark as spam, with the shortcuts a, e and r. A
 * changed cue (known up front, or learnt from a 409) turns Accept into an explicit choice; a deleted cue (410)
 * leaves only Reject and Mark as spam.
 */
export function CorrectionActions({
  workspaceId,
  correction,
  initialConflict,
  cueDeleted,
  onAnnounce,
}: {
  workspaceId: string;
  correction: ProposedCorrection;
  initialConflict: CorrectionConflictDetails | null;
  cueDeleted: boolean;
  onAnnounce: (message: string) => void;
}) {
  const accept = useAcceptCorrection(workspaceId);
  const reject = useRejectCorrection(workspaceId);
  const spam = useMarkCorrectionSpam(workspaceId);
  const [mode, setMode] = useState<Mode>('idle');
  const [text, setText] = useState(correction.proposedText);
  const [conflict, setConflict] = useState(initialConflict);
  const [gone, setGone] = useState(cueDeleted);
  const [error, setError] = useState<string | null>(null);
  const busy = accept.isPending || reject.isPending || spam.isPending;

  function failed(cause: unknown) {
    if (cause instanceof ApiError && cause.code === 'correction_conflict') {
      const details = correctionConflictDetailsSchema.safeParse(cause.details);
      if (details.success) {
        setConflict(details.data);
        setError(null);
        return onAnnounce('The cue changed since the viewer’s suggestion. Choose which text it should have.');
      }
    }
    if (cause instanceof ApiError && cause.status === 410) {
      setGone(true);
      setError(null);
      return onAnnounce('The cue was deleted, so this correction cannot be accepted.');
    }
    setError(describeError(cause));
  }

  function doAccept(body: { text?: string; overrideCurrent?: boolean }) {
    if (busy) return;
    accept.mutate(
      { id: correction.id, body: conflict ? { ...body, overrideCurrent: true } : body },
      {
        onSuccess: (result) => {
          setMode('idle');
          onAnnounce(`Accepted. The cue now reads: ${result.cue.text}`);
        },
        onError: failed,
      },
    );
  }

  function doReject(reason: string) {
    if (busy) return;
    reject.mutate(
      { id: correction.id, reason: reason || undefined },
      { onSuccess: () => onAnnounce('Rejected. The cue keeps its text.'), onError: failed },
    );
  }

  function doSpam() {
    if (busy) return;
    spam.mutate(
      { id: correction.id },
      {
        onSuccess: (result) =>
          onAnnounce(
            `Marked as spam. This sender may not contribute until ${new Date(result.blockedUntil).toLocaleString()}.`,
          ),
        onError: failed,
      },
    );
  }

  function onEditSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return setError('Write the text for the cue.');
    doAccept({ text: text.trim() });
  }

  function onRejectSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    doReject(String(new FormData(event.currentTarget).get('reason') ?? '').trim());
  }

  const canAccept = !gone && !conflict;
  useShortcuts({
    a: canAccept ? () => doAccept({}) : undefined,
    e: gone ? undefined : () => setMode('editing'),
    r: () => setMode('rejecting'),
  });

  return (
    <div className="space-y-4">
      {gone ? (
        <Alert variant="destructive">
          The cue this correction is about has been deleted, so it cannot be accepted. Reject it or mark it as spam.
        </Alert>
      ) : null}
      {conflict && !gone ? (
        <CorrectionConflict
          conflict={conflict}
          busy={busy}
          onKeepCurrent={() => doReject('The cue changed since the suggestion; its current text was kept.')}
          onUseProposed={() => doAccept({})}
        />
      ) : null}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div role="group" aria-label="Decide" className="flex flex-wrap gap-2">
        {canAccept ? (
          <Button disabled={busy} onClick={() => doAccept({})} aria-keyshortcuts="a">
            Accept
          </Button>
        ) : null}
        {gone ? null : (
          <Button variant="outline" disabled={busy} onClick={() => setMode('editing')} aria-keyshortcuts="e">
            Edit and accept
          </Button>
        )}
        <Button variant="outline" disabled={busy} onClick={() => setMode('rejecting')} aria-keyshortcuts="r">
          Reject
        </Button>
        <Button variant="destructive" disabled={busy} onClick={doSpam}>
          Mark as spam
        </Button>
      </div>
      {mode === 'editing' && !gone ? (
        <form onSubmit={onEditSubmit} className="grid gap-2" aria-label="Edit and accept">
          <Label htmlFor="correction-text">Text for the cue</Label>
          <Textarea
            id="correction-text"
            autoFocus
            value={text}
            maxLength={LIMITS.proposedText}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Accept this text
            </Button>
            <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {mode === 'rejecting' ? (
        <form onSubmit={onRejectSubmit} className="grid gap-2" aria-label="Reject">
          <Label htmlFor="correction-reason">Reason (optional)</Label>
          <Input id="correction-reason" name="reason" autoFocus maxLength={LIMITS.correctionNote} />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              Reject correction
            </Button>
            <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
