import { Button } from '@/components/ui/button';

interface BulkActionsBarProps {
  count: number;
  pending: boolean;
  onEmbeddable: (embeddable: boolean) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What a file manager can do to every selected file at once. */
export function BulkActionsBar({ count, pending, onEmbeddable, onDelete, onClear }: BulkActionsBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected files"
      className="bg-muted flex flex-wrap items-center gap-2 rounded-md p-2"
    >
      <p className="px-2 text-sm font-medium">{count === 1 ? '1 file selected' : `${count} files selected`}</p>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onEmbeddable(true)}>
        Allow embedding
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onEmbeddable(false)}>
        Stop embedding
      </Button>
      <Button size="sm" variant="destructive" disabled={pending} onClick={onDelete}>
        Delete…
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
