import { MoreHorizontalIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { getTrackCues } from '@shared/api/media';
import type { CaptionFormat } from '@shared/captions/model';
import { type Role, TRACK_KINDS } from '@shared/constants';
import { canEditCues, canManageTracks } from '@shared/permissions/track';
import type { FileTrack } from '@shared/schemas/media';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PromptDialog } from '@/components/ui/prompt-dialog';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { useAddTrack } from '../api/add-track';
import { useDeleteTrack } from '../api/delete-track';
import { useDuplicateTrack } from '../api/duplicate-track';
import { useRenameTrack } from '../api/rename-track';
import { KIND_NAMES } from '../lib/kind-names';
import { checkedBy, madeBy } from '../lib/provenance';
import { trackFile } from '@shared/captions/track-file';
import { saveTrackFile } from '../lib/track-export';
import { AddTrackDialog } from './add-track-dialog';
import { DeleteTrackDialog } from './delete-track-dialog';
import { TrackExportMenu } from './track-export-menu';

export interface FileTracksPanelProps {
  workspaceId: string;
  file: { id: string; name: string };
  tracks: readonly FileTrack[];
  role: Role;
  /** The track the editor shows. */
  selectedTrackId: string | null;
  onSelect: (trackId: string) => void;
  /** Called after a track is added, copied, renamed or deleted, so the page reloads the file's tracks. */
  onTracksChanged: () => void;
  /** Writes the download; replaced in tests. */
  save?: typeof saveTrackFile;
}

const kindOrder = (kind: FileTrack['kind']) => TRACK_KINDS.indexOf(kind);
const trackName = (track: FileTrack) => `${track.label} (${track.language} ${track.kind})`;

/** The file's tracks by language and kind: choose the one to edit, export any, and (managers) add, copy, rename, delete. */
export function FileTracksPanel({
  workspaceId,
  file,
  tracks,
  role,
  selectedTrackId,
  onSelect,
  onTracksChanged,
  save = saveTrackFile,
}: FileTracksPanelProps) {
  const ref = { workspaceId, fileId: file.id };
  const manage = canManageTracks(role);
  const add = useAddTrack(ref);
  const rename = useRenameTrack(ref);
  const duplicate = useDuplicateTrack(ref);
  const remove = useDeleteTrack(ref);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<FileTrack | null>(null);
  const [deleting, setDeleting] = useState<FileTrack | null>(null);
  const sorted = [...tracks].sort(
    (a, b) =>
      a.language.localeCompare(b.language) || kindOrder(a.kind) - kindOrder(b.kind) || a.label.localeCompare(b.label),
  );

  async function exportTrack(track: FileTrack, format: CaptionFormat) {
    try {
      // The saved cues: what embeds show and what a colleague would download.
      const saved = await getTrackCues(apiClient, { ...ref, trackId: track.id });
      const download = trackFile(file, { ...track, cues: saved.cues }, format);
      save(download);
      toast.success(`Downloading ${download.fileName}`);
    } catch (error) {
      toast.error(`Could not export ${trackName(track)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function duplicateTrack(track: FileTrack) {
    duplicate.mutate(
      { trackId: track.id },
      {
        onSuccess: ({ track: copy }) => {
          onTracksChanged();
          toast.success(`Copied to “${copy.label}”`);
        },
        onError: (error) => toast.error(`Could not copy ${trackName(track)}: ${error.message}`),
      },
    );
  }

  return (
    <section aria-labelledby="file-tracks-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="file-tracks-title" className="text-lg font-medium">
          Tracks
        </h2>
        {manage ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add track
          </Button>
        ) : null}
      </div>
      {sorted.length === 0 ? (
        <p className="text-muted-foreground">No transcripts or captions yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tracks of {file.name}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-medium">
                Label
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Language
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Kind
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((track) => {
              const selected = track.id === selectedTrackId;
              return (
                <tr key={track.id} className="border-b" aria-current={selected ? 'true' : undefined}>
                  <td className="py-2 pr-4">
                    {track.label}
                    <TrackProvenanceLines track={track} />
                  </td>
                  <td className="py-2 pr-4">{track.language}</td>
                  <td className="py-2 pr-4">{KIND_NAMES[track.kind]}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      {/* The visible word starts the accessible name (WCAG 2.5.3, label in name). */}
                      <Button
                        size="sm"
                        variant={selected ? 'default' : 'outline'}
                        aria-pressed={selected}
                        onClick={() => onSelect(track.id)}
                      >
                        {canEditCues(role) ? 'Edit' : 'Open'} <span className="sr-only">{trackName(track)}</span>
                      </Button>
                      <TrackExportMenu name={trackName(track)} onExport={(format) => void exportTrack(track, format)} />
                      {manage ? (
                        <DropdownMenu>
                          <DropdownMenuTrigger asChild>
                            <Button variant="ghost" size="sm" aria-label={`Actions for ${trackName(track)}`}>
                              <MoreHorizontalIcon aria-hidden="true" className="size-4" />
                            </Button>
                          </DropdownMenuTrigger>
                          <DropdownMenuContent align="end">
                            <DropdownMenuItem onSelect={() => setRenaming(track)}>Rename…</DropdownMenuItem>
                            <DropdownMenuItem onSelect={() => duplicateTrack(track)}>Duplicate</DropdownMenuItem>
                            <DropdownMenuSeparator />
                            <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(track)}>
                              Delete…
                            </DropdownMenuItem>
                          </DropdownMenuContent>
                        </DropdownMenu>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {manage ? (
        <>
          <AddTrackDialog
            open={adding}
            onOpenChange={setAdding}
            onSubmit={async (body) => {
              const { track } = await add.mutateAsync(body);
              onTracksChanged();
              onSelect(track.id);
              toast.success(`Added “${track.label}”`);
            }}
          />
          <PromptDialog
            open={renaming !== null}
            onOpenChange={(open) => !open && setRenaming(null)}
            title={`Rename ${renaming ? trackName(renaming) : 'track'}`}
            label="Label"
            defaultValue={renaming?.label ?? ''}
            maxLength={100}
            submitLabel="Rename"
            onSubmit={async (label) => {
              await rename.mutateAsync({ trackId: renaming!.id, label });
              onTracksChanged();
              toast.success(`Renamed to “${label}”`);
            }}
          />
          <DeleteTrackDialog
            name={deleting ? trackName(deleting) : null}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() =>
              remove.mutate(deleting!.id, {
                onSuccess: () => {
                  toast.success(`Deleted ${trackName(deleting!)}`);
                  setDeleting(null);
                  onTracksChanged();
                },
                onError: (error) => toast.error(`Could not delete: ${error.message}`),
              })
            }
          />
        </>
      ) : null}
    </section>
  );
}

/** How the track was made and who checked it, under its label (issue 30). */
function TrackProvenanceLines({ track }: { track: FileTrack }) {
  const checked = checkedBy(track.provenance);
  return (
    <span className="text-muted-foreground block text-xs">
      {madeBy(track.provenance)}
      {checked ? <span className="block">{checked}</span> : null}
    </span>
  );
}
