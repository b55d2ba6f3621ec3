import { type FormEvent, useDeferredValue, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLibraryFiles } from '../api/get-library-files';
import { describeError } from './describe-error';

/** "Add files": search the library by name and tick the files to append to the showcase. */
export function AddFilesDialog({
  workspaceId,
  present,
  onAdd,
  disabled,
}: {
  workspaceId: string;
  /** Files already in the showcase: not offered again. */
  present: readonly string[];
  onAdd: (fileIds: string[]) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const q = useDeferredValue(query.trim());
  const library = useLibraryFiles(workspaceId, q);
  const offered = library.data?.files.filter((f) => !present.includes(f.id)) ?? [];

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setQuery('');
      setChosen([]);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen.length === 0) return;
    onAdd(chosen);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          Add files
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add files from the library</DialogTitle>
          <DialogDescription>Chosen files go to the end of the showcase, in the order you tick them.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-3">
          <div className="grid gap-1">
            <Label htmlFor="add-files-search">Search by name</Label>
            <Input id="add-files-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          {library.isPending ? (
            <p aria-busy="true">Loading the library…</p>
          ) : library.isError ? (
            <Alert variant="destructive">The library could not be loaded. {describeError(library.error)}</Alert>
          ) : offered.length === 0 ? (
            <p>{q ? `No other files match “${q}”.` : 'Every file of the library is already in this showcase.'}</p>
          ) : (
            <fieldset className="max-h-72 overflow-y-auto rounded-md border p-2">
              <legend className="sr-only">Files</legend>
              {offered.map((file) => (
                <label key={file.id} className="hover:bg-muted flex items-center gap-2 rounded px-2 py-1">
                  <input
                    type="checkbox"
                    checked={chosen.includes(file.id)}
                    onChange={(e) =>
                      setChosen((list) => (e.target.checked ? [...list, file.id] : list.filter((id) => id !== file.id)))
                    }
                  />
                  <span className="truncate">{file.name}</span>
                </label>
              ))}
            </fieldset>
          )}
          {library.data && library.data.total > library.data.files.length ? (
            <p className="text-muted-foreground text-sm">
              Showing the first {library.data.files.length} of {library.data.total}; search to narrow them down.
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={chosen.length === 0}>
              {chosen.length === 1 ? 'Add 1 file' : `Add ${chosen.length} files`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
