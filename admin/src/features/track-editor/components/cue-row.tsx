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
 * One cue on one line: its times, text, problems, speaker, duration and reading speed, each editable by keyboard. Memoised on plain data
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
        '@container border-b px-1.5',
        selected ? 'bg-primary/5 outline-primary outline-2 -outline-offset-2' : 'hover:bg-muted/40',
      )}
      onFocusCapture={() => actions.select(cue.id)}
      onClick={() => actions.select(cue.id)}
    >
      {/* A form of its own: on every focus change Chrome's autofill reads each field of the focused field's form, and
          fields outside any form count as one form (the ~100 fields of the rows in the DOM cost most of focus()'s
          ~5 ms a move). Nothing here submits: each field handles its own Enter.
          One line from 36rem of pane: number, start → end, text, speaker, duration and CPS; narrower, the text goes
          on a second line. */}
      <form
        className="grid grid-cols-[2rem_auto_minmax(0,1fr)] items-center gap-x-1.5 gap-y-0.5 py-0.5 @[36rem]:grid-cols-[2rem_auto_minmax(0,1fr)_auto] @[36rem]:py-0"
        onSubmit={(event) => event.preventDefault()}
      >
        <span className="text-muted-foreground text-right text-xs tabular-nums">{number}</span>
        <div className="flex items-center gap-0.5">
          <TimecodeField
            label={`Cue ${number} start`}
            ms={cue.startMs}
            readOnly={readOnly}
            onCommit={(ms) => actions.commitStart(cue.id, ms)}
          />
          <span aria-hidden="true" className="text-muted-foreground text-xs">
            →
          </span>
          <TimecodeField
            label={`Cue ${number} end`}
            ms={cue.endMs}
            readOnly={readOnly}
            onCommit={(ms) => actions.commitEnd(cue.id, ms)}
          />
        </div>
        <div className="col-span-2 col-start-2 row-start-2 flex min-w-0 items-center gap-1 @[36rem]:col-span-1 @[36rem]:col-start-3 @[36rem]:row-start-1">
          <CueTextField cueId={cue.id} number={number} text={cue.text} readOnly={readOnly} actions={actions} />
          {problems ? <CueProblems problems={problems} onFix={onFix} /> : null}
        </div>
        <div className="col-start-3 flex min-w-0 items-center justify-end gap-1.5 @[36rem]:col-start-4">
          <SpeakerField
            label={`Cue ${number} speaker`}
            speaker={cue.speaker ?? ''}
            readOnly={readOnly}
            listId={speakerListId}
            onCommit={(speaker) => actions.commitSpeaker(cue.id, speaker)}
          />
          <p className="text-muted-foreground grid w-[3.25rem] text-[11px] leading-3 whitespace-nowrap tabular-nums">
            <span>
              <span className="sr-only">Duration </span>
              {formatSeconds(cue.endMs - cue.startMs)}
            </span>
            <span>{Number.isFinite(cps) ? cps.toFixed(1) : '–'} CPS</span>
          </p>
        </div>
        {uncertainWords || fit ? (
          <div className="col-span-2 col-start-2 min-w-0 @[36rem]:col-span-3">
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
          </div>
        ) : null}
      </form>
    </div>
  );
});
