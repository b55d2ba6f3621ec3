import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateFileFromLink } from '../api/create-file-from-link';

/** A YouTube or Vimeo link, or a direct https media address; the server's reason shows under the field. */
export function AddByLinkForm({ workspaceId, onAdded }: { workspaceId: string; onAdded: (name: string) => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFileFromLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setError('Enter a link');
    setError(null);
    create.mutate(
      { workspaceId, url: url.trim(), name: name.trim() || undefined },
      { onSuccess: ({ file }) => onAdded(file.name), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>Link</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setUrl(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-muted-foreground text-sm">
            A YouTube or Vimeo video, or an https address of an audio or video file.
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name (optional)</Label>
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        {create.isPending ? 'Adding…' : 'Add link'}
      </Button>
    </form>
  );
}
