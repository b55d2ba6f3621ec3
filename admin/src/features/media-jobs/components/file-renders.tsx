import type { TrackSummary } from '@shared/schemas/embed';
import { RENDER_KINDS } from '@shared/schemas/jobs';
import { useFileRenders } from '../api/get-file-renders';
import { RENDITION_LINKS } from '../order';

interface Props {
  workspaceId: string;
  fileId: string;
  /** The file's tracks now: a render of a track deleted since is not offered. */
  tracks: TrackSummary[];
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const kindOrder = (kind: (typeof RENDER_KINDS)[number]) => RENDER_KINDS.indexOf(kind);

/**
 * The file page's "Renders": the newest described audio, extended video and voiceover of each track, to download
 * or play, for every member (ordering them is for managers, fetching them is not). Nothing while there are none.
 */
export function FileRenders({ workspaceId, fileId, tracks }: Props) {
  const renders = useFileRenders(workspaceId, fileId);
  const byTrack = tracks
    .map((track) => ({
      track,
      renders: (renders.data?.renders ?? [])
        .filter((r) => r.trackId === track.id)
        .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    }))
    .filter((t) => t.renders.length > 0);
  if (!renders.isError && byTrack.length === 0) return null;

  return (
    <section aria-labelledby="file-renders-heading" className="grid gap-3">
      <h2 id="file-renders-heading" className="text-lg font-semibold">
        Renders
      </h2>
      {renders.isError ? <p role="alert">The renders could not be loaded: {renders.error.message}</p> : null}
      <ul className="grid gap-3 text-sm">
        {byTrack.map(({ track, renders: made }) => (
          <li key={track.id} className="grid gap-1">
            <h3 id={`file-renders-track-${track.id}`} className="font-medium">
              {track.label}
            </h3>
            <ul className="grid gap-1">
              {made.map((r) => {
                const link = RENDITION_LINKS[r.kind];
                return (
                  <li key={r.kind}>
                    <a
                      className="text-primary underline underline-offset-4"
                      href={`/api/media/${encodeURIComponent(fileId)}/${link.path}/${encodeURIComponent(r.trackId)}`}
                      download={link.download ? `${link.path}-${r.trackId}.${link.download}` : undefined}
                      aria-describedby={`file-renders-track-${track.id}`}
                    >
                      {link.text}
                    </a>
                    , made <time dateTime={r.finishedAt}>{dateTime.format(new Date(r.finishedAt))}</time>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
