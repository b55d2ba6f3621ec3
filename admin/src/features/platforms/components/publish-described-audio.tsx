import { useId, useState } from 'react';
import type { TrackSummary } from '@shared/schemas/embed';
import { Button } from '@/components/ui/button';
import { usePublishDescribedAudio } from '../api/publish-described-audio';

interface PublishDescribedAudioProps {
  workspaceId: string;
  fileId: string;
  /** The platform's name, e.g. "Mux". */
  label: string;
  tracks: readonly TrackSummary[];
}

/**
 * Publish described audio: for each descriptions track of the library file, send its newest described audio
 * render to the platform as an extra audio track; the outcome is announced in a status region.
 */
export function PublishDescribedAudio({ workspaceId, fileId, label, tracks }: PublishDescribedAudioProps) {
  const id = useId();
  const publish = usePublishDescribedAudio(workspaceId, fileId);
  const [status, setStatus] = useState('');
  const descriptions = tracks.filter((t) => t.kind === 'descriptions');
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-medium">
        Described audio on {label}
      </h2>
      {descriptions.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          The library file has no descriptions track: write descriptions and render the described audio first.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Adds the newest described audio rendered from the track as an extra audio track, which viewers choose in{' '}
            {label}&rsquo;s player.
          </p>
          <ul aria-label="Descriptions tracks" className="grid gap-2">
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
                    setStatus(`Publishing the described audio of ${track.label} to ${label}…`);
                    publish.mutate(track.id, {
                      onSuccess: ({ name }) =>
                        setStatus(
                          `The described audio of ${track.label} was added to ${label} as the audio track “${name}”.`,
                        ),
                      onError: (error) =>
                        setStatus(`The described audio of ${track.label} was not published: ${error.message}`),
                    });
                  }}
                >
                  Publish to {label} as an audio track
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className={publish.isError ? 'text-destructive text-sm' : 'text-sm'}>
        {status}
      </p>
    </section>
  );
}
