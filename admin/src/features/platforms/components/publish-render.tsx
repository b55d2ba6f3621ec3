import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { TrackSummary } from '@shared/schemas/embed';
import { Button } from '@/components/ui/button';

/** What the status region says after a publish: a sentence, and the new item's address when there is one. */
export interface PublishOutcome {
  text: string;
  link?: string;
}

interface PublishRenderProps<Result> {
  /** The platform's name, e.g. "Mux". */
  label: string;
  tracks: readonly TrackSummary[];
  heading: string;
  /** Said when the file has no descriptions track. */
  empty: string;
  intro: ReactNode;
  listLabel: string;
  button: string;
  /** The render's name in the sentences, e.g. "described audio". */
  what: string;
  publish: UseMutationResult<Result, Error, string>;
  published(track: TrackSummary, result: Result): PublishOutcome;
}

/**
 * A render of each descriptions track sent to the platform, one button a track; the outcome (and a link to what
 * the platform made, when it gives one) is announced in a status region.
 */
export function PublishRender<Result>(props: PublishRenderProps<Result>) {
  const { label, tracks, heading, empty, intro, listLabel, button, what, publish, published } = props;
  const id = useId();
  const [outcome, setOutcome] = useState<PublishOutcome>({ text: '' });
  const descriptions = tracks.filter((t) => t.kind === 'descriptions');
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-medium">
        {heading}
      </h2>
      {descriptions.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">{intro}</p>
          <ul aria-label={listLabel} className="grid gap-2">
            {descriptions.map((track) => (
              <li key={track.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span id={`${id}-${track.id}`}>
                  {track.label} ({track.language})
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-describedby={`${id}-${track.id}`}
                  disabled={publish.isPending}
                  onClick={() => {
                    setOutcome({ text: `Publishing the ${what} of ${track.label} to ${label}…` });
                    publish.mutate(track.id, {
                      onSuccess: (result) => setOutcome(published(track, result)),
                      onError: (error) =>
                        setOutcome({ text: `The ${what} of ${track.label} was not published: ${error.message}` }),
                    });
                  }}
                >
                  {button}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className={publish.isError ? 'text-destructive text-sm' : 'text-sm'}>
        {outcome.text}
        {outcome.link ? (
          <>
            {' '}
            <a
              href={outcome.link}
              target="_blank"
              rel="noreferrer"
              className="text-primary underline-offset-4 hover:underline"
            >
              Watch it on {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
