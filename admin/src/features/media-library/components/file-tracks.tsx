import type { TrackSummary } from '@shared/schemas/embed';
import { useTrackCueCounts } from '../api/get-track-cue-counts';

/** The file's tracks: language, kind and how many cues each holds. */
export function FileTracks({
  workspaceId,
  fileId,
  tracks,
}: {
  workspaceId: string;
  fileId: string;
  tracks: readonly TrackSummary[];
}) {
  const counts = useTrackCueCounts(
    workspaceId,
    fileId,
    tracks.map((t) => t.id),
  );
  return (
    <section aria-labelledby="file-tracks-title" className="grid gap-2">
      <h2 id="file-tracks-title" className="text-lg font-medium">
        Tracks
      </h2>
      {tracks.length === 0 ? (
        <p className="text-muted-foreground">No transcripts or captions yet.</p>
      ) : (
        <table className="w-full max-w-2xl text-left text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-medium">
                Language
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Kind
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Label
              </th>
              <th scope="col" className="py-2 font-medium">
                Cues
              </th>
            </tr>
          </thead>
          <tbody>
            {tracks.map((track) => {
              const count = counts.get(track.id);
              return (
                <tr key={track.id} className="border-b">
                  <td className="py-2 pr-4">{track.language}</td>
                  <td className="py-2 pr-4">{track.kind}</td>
                  <td className="py-2 pr-4">{track.label}</td>
                  <td className="py-2 tabular-nums">{count === undefined ? '…' : count}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
