import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { getTrackCues } from '@shared/api/media';
import type { PlayerAdapter } from '@shared/players/player';
import type { ManagedTrack } from '@shared/schemas/media';
import type { StartedVerification, VerificationResult } from '@shared/schemas/track-verifications';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { apiClient } from '@/lib/api-client';
import { useCompleteVerification } from '../api/complete-verification';
import type { TrackRef } from '../api/keys';
import { useReviewVerificationSegment } from '../api/review-verification-segment';
import { useStartVerification } from '../api/start-verification';
import { usePlaySegment } from '../hooks/use-play-segment';
import { formatTimecode } from '../model/timecode';
import { resultSentence, VerificationResultPanel } from './verification-result';

export interface VerifyAccuracyProps {
  trackRef: TrackRef;
  player: PlayerAdapter | null;
  /** Whether the editor has unsaved changes: the sample is drawn from the saved track. */
  unsaved: boolean;
  /** The corrections were applied as a new version: the editor starts over from it. */
  onCorrected(track: Pick<ManagedTrack, 'cues' | 'version'>): void;
}

/**
 * "Verify accuracy": the server draws a sample of cues, the person listens to each and confirms or corrects
 * its text, and the server measures the track's word accuracy (docs/editor.md, "Verifying accuracy").
 */
export function VerifyAccuracy(props: VerifyAccuracyProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Verify accuracy
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Verify accuracy</DialogTitle>
          <DialogDescription>
            Listen to each sampled cue and correct its text where it differs from what is said. The server measures the
            word accuracy from your corrections and marks the track verified when it is high enough.
          </DialogDescription>
        </DialogHeader>
        {open ? <VerificationSession {...props} onClose={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Step =
  | { kind: 'intro' }
  | { kind: 'reviewing'; verification: StartedVerification; index: number; texts: string[] }
  | { kind: 'done'; result: VerificationResult; corrected: boolean };

function VerificationSession({
  trackRef,
  player,
  unsaved,
  onCorrected,
  onClose,
}: VerifyAccuracyProps & { onClose(): void }) {
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const start = useStartVerification(trackRef);
  const review = useReviewVerificationSegment(trackRef);
  const complete = useCompleteVerification(trackRef);
  const playSegment = usePlaySegment(player);
  const error = start.error ?? review.error ?? complete.error;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (verification) => {
        setStep({ kind: 'reviewing', verification, index: 0, texts: verification.segments.map((s) => s.text) });
        const first = verification.segments[0]!;
        playSegment(first.startMs, first.endMs);
      },
    });

  const confirm = async (current: Extract<Step, { kind: 'reviewing' }>) => {
    const { verification, index, texts } = current;
    const segment = verification.segments[index]!;
    await review.mutateAsync({ verificationId: verification.id, segmentId: segment.id, text: texts[index]! });
    const next = verification.segments[index + 1];
    if (next) {
      setStep({ ...current, index: index + 1 });
      playSegment(next.startMs, next.endMs);
      return;
    }
    const result = await complete.mutateAsync(verification.id);
    const corrected = result.version !== verification.trackVersion;
    setStep({ kind: 'done', result, corrected });
    if (corrected) onCorrected(await getTrackCues(apiClient, trackRef));
  };

  return (
    <div className="grid gap-4">
      {step.kind === 'intro' ? (
        <div className="grid gap-2">
          <p className="text-sm">
            A random sample from every part of the track: at least 400 words, more for a higher target, or the whole
            track when it is shorter. Enter confirms a cue and goes to the next; Alt+K plays it again.
          </p>
          {unsaved ? (
            <p className="text-sm">Your latest changes are not saved yet; wait for them to be saved.</p>
          ) : null}
          <div>
            <Button disabled={unsaved || start.isPending} onClick={begin}>
              {start.isPending ? 'Drawing the sample…' : 'Start verification'}
            </Button>
          </div>
        </div>
      ) : step.kind === 'reviewing' ? (
        <SegmentReview
          key={step.verification.segments[step.index]!.id}
          step={step}
          busy={review.isPending || complete.isPending}
          onPlay={() => {
            const s = step.verification.segments[step.index]!;
            playSegment(s.startMs, s.endMs);
          }}
          onText={(text) => setStep({ ...step, texts: step.texts.map((t, i) => (i === step.index ? text : t)) })}
          onBack={() => setStep({ ...step, index: step.index - 1 })}
          // Failed calls show through the mutations' error; a failed reload leaves the editor on the version before,
          // and its next save merges the corrections in as another editor's changes.
          onConfirm={() => void confirm(step).catch(() => {})}
          canPlay={player !== null}
        />
      ) : (
        <>
          <VerificationResultPanel result={step.result} corrected={step.corrected} />
          <div>
            <Button autoFocus onClick={onClose}>
              Done
            </Button>
          </div>
        </>
      )}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error.message}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {step.kind === 'reviewing'
          ? `Cue ${step.index + 1} of ${step.verification.segments.length}`
          : step.kind === 'done'
            ? resultSentence(step.result)
            : ''}
      </p>
    </div>
  );
}

interface SegmentReviewProps {
  step: Extract<Step, { kind: 'reviewing' }>;
  busy: boolean;
  canPlay: boolean;
  onPlay(): void;
  onText(text: string): void;
  onBack(): void;
  onConfirm(): void;
}

/** One sampled cue: its times, play, the text as heard, confirm. Its field takes focus when it appears. */
function SegmentReview({ step, busy, canPlay, onPlay, onText, onBack, onConfirm }: SegmentReviewProps) {
  const { verification, index, texts } = step;
  const segment = verification.segments[index]!;
  const total = verification.segments.length;
  const last = index === total - 1;
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.code !== 'KeyK') return;
    event.preventDefault();
    onPlay();
  };
  // Only in the field: Enter on a focused button is that button's own click.
  const onFieldKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <div className="grid gap-3" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {index + 1} of {total}
        </p>
        <progress className="h-2 w-40" max={total} value={index} aria-label="Cues checked" />
      </div>
      <p className="text-muted-foreground text-sm">
        {formatTimecode(segment.startMs)} – {formatTimecode(segment.endMs)}
      </p>
      <div className="grid gap-1">
        <label htmlFor="verification-text" className="text-sm font-medium">
          Text as heard
        </label>
        <Textarea
          id="verification-text"
          ref={field}
          value={texts[index] ?? ''}
          aria-describedby="verification-keys"
          onKeyDown={onFieldKeyDown}
          onChange={(event) => onText(event.target.value)}
        />
        <p id="verification-keys" className="text-muted-foreground text-xs">
          Enter: confirm and next. Shift+Enter: new line. Alt+K: play the cue.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" aria-keyshortcuts="Alt+K" disabled={!canPlay} onClick={onPlay}>
          Play cue
        </Button>
        <Button variant="outline" disabled={index === 0 || busy} onClick={onBack}>
          Previous
        </Button>
        <Button aria-keyshortcuts="Enter" disabled={busy} onClick={onConfirm}>
          {last ? 'Confirm and finish' : 'Confirm and next'}
        </Button>
      </div>
    </div>
  );
}
