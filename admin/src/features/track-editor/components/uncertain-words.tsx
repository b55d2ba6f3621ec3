import { memo } from 'react';
import { type CueWord, isUncertain } from '@shared/captions/confidence/confidence';
import { Button } from '@/components/ui/button';

interface UncertainWordsProps {
  number: number;
  words: readonly CueWord[];
  /** Absent for readers. */
  onConfirm: (() => void) | undefined;
}

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

/**
 * The cue's text as the engine heard it, uncertain words marked by a dotted underline and a small "?" (not by colour
 * alone) and described to screen readers as "uncertain: 42 %". Rendered only for cues that have uncertain words.
 */
export const UncertainWords = memo(function UncertainWords({ number, words, onConfirm }: UncertainWordsProps) {
  const count = words.filter(isUncertain).length;
  return (
    <div className="mt-1 flex flex-wrap items-start gap-x-3 gap-y-1 text-sm" data-slot="uncertain-words">
      <p className="min-w-0 flex-[1_1_12rem]">
        <span className="text-muted-foreground text-xs">
          {count === 1 ? '1 uncertain word' : `${count} uncertain words`}:{' '}
        </span>
        {words.map((word, i) =>
          isUncertain(word) ? (
            <span key={i}>
              <mark
                className="text-foreground decoration-foreground bg-transparent underline decoration-dotted decoration-2 underline-offset-4"
                title={`Uncertain: ${percent(word.confidence!)}`}
              >
                {word.text}
                <sup aria-hidden="true">?</sup>
              </mark>
              <span className="sr-only"> (uncertain: {percent(word.confidence!)})</span>{' '}
            </span>
          ) : (
            <span key={i}>{word.text} </span>
          ),
        )}
      </p>
      {onConfirm ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Confirm words of cue ${number}`}
          onClick={onConfirm}
        >
          Confirm words
        </Button>
      ) : null}
    </div>
  );
});
