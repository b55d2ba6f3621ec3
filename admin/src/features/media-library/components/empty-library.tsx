import { UploadIcon } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Where the embedding examples live (served by the app server next to the SDK). */
export const EXAMPLES_URL = '/examples/';

interface EmptyLibraryProps {
  /** File managers get the button and the drop zone; others are told who can add media. */
  canAdd: boolean;
  onAdd: () => void;
  onDropFiles: (files: File[]) => void;
}

/** The first screen of a new workspace: how to bring media in, and what it becomes. */
export function EmptyLibrary({ canAdd, onAdd, onDropFiles }: EmptyLibraryProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onDropFiles(files);
  };
  return (
    <section aria-labelledby="empty-library-title" className="grid justify-items-center gap-4 py-8 text-center">
      <h2 id="empty-library-title" className="text-xl font-semibold">
        No media yet
      </h2>
      <p className="text-muted-foreground max-w-prose">
        Add a video or audio recording and Media Access prepares it for transcripts, captions, translation and audio
        description. Then embed it with an interactive transcript — see the{' '}
        <a href={EXAMPLES_URL} className="text-primary underline underline-offset-4">
          embedding examples
        </a>
        .
      </p>
      {canAdd ? (
        <div
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
          className={cn(
            'grid w-full max-w-xl justify-items-center gap-3 rounded-lg border-2 border-dashed p-8',
            over && 'border-primary bg-muted',
          )}
        >
          <UploadIcon aria-hidden="true" className="text-muted-foreground size-8" />
          <p>Drop audio or video files here, or</p>
          <Button onClick={onAdd}>Add media</Button>
        </div>
      ) : (
        <p>Ask an admin or content manager of this workspace to add media.</p>
      )}
    </section>
  );
}
