import { useId, useState } from 'react';
import type { TrackSummary } from '@shared/schemas/embed';
import { Button } from '@/components/ui/button';
import { usePublishExtendedVideo } from '../api/publish-extended-video';

interface PublishExtendedVideoProps {
  workspaceId: string;
  fileId: string;
  /** The platform's name, e.g. "Vimeo". */
  label: string;
  tracks: readonly TrackSummary[];
}

/**
 * Publish the extended version: for each descriptions track of the library file, send its newest extended video
 * render to the platform as a new item beside the original (which stays as it is); the outcome, with a link to the
 * new item when the platform gives one, is announced in a status region.
 */
export function PublishExtendedVideo({ workspaceId, fileId, label, tracks }: PublishExtendedVideoProps) {
  const id = useId();
  const publish = usePublishExtendedVideo(workspaceId, fileId);
  const [outcome, setOutcome] = useState<{ text: string; link?: string }>({ text: '' });
  const descriptions = tracks.filter((t) => t.kind === 'descriptions');
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-medium">
        Extended version on {label}
      </h2>
      {descriptions.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          The library file has no descriptions track: write descriptions and render the extended video first.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Publishes the newest extended video rendered from the track, whose picture holds while each description
            plays, as a new {label} item beside this one, which stays as it is. Link to it wherever this one is shown.
          </p>
          <ul aria-label="Descriptions tracks for the extended version" className="grid gap-2">
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
                    setOutcome({ text: `Publishing the extended version of ${track.label} to ${label}…` });
                    publish.mutate(track.id, {
                      onSuccess: ({ title, link }) =>
                        setOutcome({
                          text: `The extended version of ${track.label} was published to ${label} as “${title}”, a new item beside this one.`,
                          link,
                        }),
                      onError: (error) =>
                        setOutcome({
                          text: `The extended version of ${track.label} was not published: ${error.message}`,
                        }),
                    });
                  }}
                >
                  Publish the extended version to {label}
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
