import { memo } from 'react';
import type { CueWord } from '@shared/captions/confidence/confidence';
import type { CaptionProblem } from '@shared/captions/quality-problems';
import type { DescriptionFit as Fit } from '@shared/describability/fit';
import type { SpeechPreview } from '@shared/schemas/track-management';
import { cueCps } from '@shared/captions/quality-text';
import type { EditorCue } from '../model/cue-order';
import { type SelectionStore, useIsSelected } from '../model/selection-store';
import { formatSeconds } from '../model/timecode';
import { cn } from '@/lib/utils';
import type { CueActions } from './cue-actions';
import { CueProblems } from './cue-problems';
import { CueTextField } from './cue-text-field';
import { DescriptionFit } from './description-fit';
import { SpeakerField } from './speaker-field';
import { TimecodeField } from './timecode-field';
import { UncertainWords } from './uncertain-words';

interface CueRowProps {
  cue: EditorCue;
  /** 1-based position in the track. */
  number: number;
  total: number;
  /** The row re-renders itself when it gains or loses the selection; the list does not. */
  selection: SelectionStore;
  readOnly: boolean;
  actions: CueActions;
  speakerListId: string;
  /** The cue's quality problems, under its text (the same array while they do not change, so the row stays put). */
  problems: readonly CaptionProblem[] | undefined;
  /** Absent for readers: problems show without fix buttons. */
  onFix: ((problem: CaptionProblem) => void) | undefined;
  /** The engine's words while some are uncertain (absent otherwise, so most rows render no word spans). */
  uncertainWords: readonly CueWord[] | undefined;
  /** Absent for readers. */
  onConfirm: ((id: string) => void) | undefined;
  /** A description's fit against its gap (absent for other tracks): the meter and the extended switch. */
  fit?: Fit | undefined;
  /** Reads a description aloud with the server's voice (descriptions tracks, editors only). */
  onPreview?: ((text: string) => Promise<SpeechPreview>) | undefined;
}

/**
 * One cue: its times, duration, reading speed, speaker and text, each editable by keyboard. Memoised on plain data
 * and stable callbacks, and subscribed to the selection itself, so moving between cues re-renders only the row that
 * loses the selection and the one that gains it.
 */
export const CueRow = memo(function CueRow(props: CueRowProps) {
  const {
    cue,
    number,
    total,
    selection,
    readOnly,
    actions,
    speakerListId,
    problems,
    onFix,
    uncertainWords,
    onConfirm,
    fit,
    onPreview,
  } = props;
  const selected = useIsSelected(selection, cue.id);
  const cps = cueCps(cue);
  return (
    <div
      role="listitem"
      aria-posinset={number}
      aria-setsize={total}
      aria-current={selected || undefined}
      data-cue-id={cue.id}
      className={cn(
        'border-b px-2 py-1.5',
        selected ? 'bg-primary/5 outline-primary outline-2 -outline-offset-2' : 'hover:bg-muted/40',
      )}
      onFocusCapture={() => actions.select(cue.id)}
      onClick={() => actions.select(cue.id)}
    >
      {/* A form of its own: on every focus change Chrome's autofill reads each field of the focused field's form, and
          fields outside any form count as one form (the ~100 fields of the rows in the DOM cost most of focus()'s
          ~5 ms a move). Nothing here submits: each field handles its own Enter. */}
      <form
        className="grid grid-cols-[2.5rem_auto_1fr] gap-x-3 gap-y-1 md:grid-cols-[2.5rem_auto_1fr_9rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <span className="text-muted-foreground pt-2 text-right text-xs tabular-nums">{number}</span>
        <div className="flex flex-col gap-1 2xl:flex-row">
          <TimecodeField
            label={`Cue ${number} start`}
            ms={cue.startMs}
            readOnly={readOnly}
            onCommit={(ms) => actions.commitStart(cue.id, ms)}
          />
          <TimecodeField
            label={`Cue ${number} end`}
            ms={cue.endMs}
            readOnly={readOnly}
            onCommit={(ms) => actions.commitEnd(cue.id, ms)}
          />
        </div>
        <div className="min-w-0">
          <CueTextField cueId={cue.id} number={number} text={cue.text} readOnly={readOnly} actions={actions} />
          {uncertainWords ? (
            <UncertainWords
              number={number}
              words={uncertainWords}
              onConfirm={onConfirm ? () => onConfirm(cue.id) : undefined}
            />
          ) : null}
          {fit ? (
            <DescriptionFit
              number={number}
              fit={fit}
              extended={cue.extended === true}
              readOnly={readOnly}
              onExtended={(extended) => actions.commitExtended(cue.id, extended)}
              text={cue.text}
              onPreview={onPreview}
            />
          ) : null}
          {problems ? <CueProblems problems={problems} onFix={onFix} /> : null}
        </div>
        <div className="col-start-3 flex flex-col gap-1 md:col-start-auto">
          <SpeakerField
            label={`Cue ${number} speaker`}
            speaker={cue.speaker ?? ''}
            readOnly={readOnly}
            listId={speakerListId}
            onCommit={(speaker) => actions.commitSpeaker(cue.id, speaker)}
          />
          <p className="text-muted-foreground flex gap-2 text-xs tabular-nums">
            <span>
              <span className="sr-only">Duration </span>
              {formatSeconds(cue.endMs - cue.startMs)}
            </span>
            <span>{Number.isFinite(cps) ? cps.toFixed(1) : '–'} CPS</span>
          </p>
        </div>
      </form>
    </div>
  );
});
