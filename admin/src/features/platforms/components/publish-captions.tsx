import { useId, useState } from 'react';
import type { TrackSummary } from '@shared/schemas/embed';
import type { Publication, PublishTracksResponse } from '@shared/schemas/platforms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../format';

export type PublishResult = PublishTracksResponse['results'][number];

interface PublishCaptionsProps {
  label: string;
  tracks: readonly TrackSummary[];
  publications: readonly Publication[];
  pending: boolean;
  results: readonly PublishResult[] | null;
  onPublish: (trackIds: string[]) => void;
}

const trackName = (track: TrackSummary) => `${track.label} (${track.language}, ${track.kind})`;

/**
 * Publish captions back: the library file's tracks to choose from, each with when it was last sent and whether
 * it changed since, then one result per track.
 */
export function PublishCaptions({ label, tracks, publications, pending, results, onPublish }: PublishCaptionsProps) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const picked = tracks.filter((t) => chosen.has(t.id)).map((t) => t.id);
  const names = new Map(tracks.map((t) => [t.id, trackName(t)]));
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-medium">
        Publish captions back to {label}
      </h2>
      {tracks.length === 0 ? (
        <p className="text-muted-foreground text-sm">The library file has no tracks to publish yet.</p>
      ) : (
        <>
          <ul aria-label="Tracks of the library file" className="grid gap-1">
            {tracks.map((track) => {
              const publication = publications.find((p) => p.trackId === track.id);
              return (
                <li key={track.id} className="flex flex-wrap items-center gap-2 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={chosen.has(track.id)}
                      onChange={(event) => {
                        const next = new Set(chosen);
                        if (event.target.checked) next.add(track.id);
                        else next.delete(track.id);
                        setChosen(next);
                      }}
                    />
                    {trackName(track)}
                  </label>
                  <span className="text-muted-foreground">
                    {publication
                      ? `Published ${formatDateTime(publication.publishedAt)} (version ${publication.trackVersion})`
                      : 'Not published yet'}
                  </span>
                  {publication?.changedSincePublished ? <Badge variant="outline">Changed since published</Badge> : null}
                </li>
              );
            })}
          </ul>
          <Button
            size="sm"
            className="w-fit"
            disabled={picked.length === 0 || pending}
            onClick={() => {
              onPublish(picked);
              setChosen(new Set());
            }}
          >
            {pending ? 'Publishing…' : 'Publish captions back'}
          </Button>
        </>
      )}
      {results ? (
        <ul aria-label="Publish results" className="grid gap-1 text-sm">
          {results.map((result) => (
            <li key={result.trackId} data-status={result.status}>
              <span className="font-medium">{names.get(result.trackId) ?? result.trackId}</span>:{' '}
              {result.status === 'published' ? `Published to ${label}` : 'Failed'}
              {result.error ? <span className="text-destructive"> — {result.error}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The per-track results in one sentence, for the live region. */
export function publishAnnouncement(
  label: string,
  tracks: readonly TrackSummary[],
  results: readonly PublishResult[],
): string {
  const names = new Map(tracks.map((t) => [t.id, trackName(t)]));
  return results
    .map(
      (r) =>
        `${names.get(r.trackId) ?? r.trackId}: ${r.status === 'published' ? `published to ${label}` : 'failed'}${r.error ? ` (${r.error})` : ''}.`,
    )
    .join(' ');
}
