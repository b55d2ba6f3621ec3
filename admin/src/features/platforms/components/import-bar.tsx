import { useId } from 'react';
import { MAX_IMPORT_ITEMS } from '@shared/schemas/platforms';
import { Button } from '@/components/ui/button';

interface ImportBarProps {
  count: number;
  withCaptions: boolean;
  onWithCaptionsChange: (withCaptions: boolean) => void;
  pending: boolean;
  onImport: () => void;
  onClear: () => void;
}

/** What a file manager does with the selected items: import them, with their platform captions or not. */
export function ImportBar({ count, withCaptions, onWithCaptionsChange, pending, onImport, onClear }: ImportBarProps) {
  const id = useId();
  const tooMany = count > MAX_IMPORT_ITEMS;
  return (
    <div role="region" aria-label="Import" className="bg-muted flex flex-wrap items-center gap-3 rounded-md p-2">
      <p className="px-2 text-sm font-medium">
        {count === 0 ? 'No items selected' : count === 1 ? '1 item selected' : `${count} items selected`}
        {tooMany ? ` (at most ${MAX_IMPORT_ITEMS} at a time)` : null}
      </p>
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={withCaptions}
          onChange={(event) => onWithCaptionsChange(event.target.checked)}
        />
        Also import captions
      </label>
      <Button size="sm" disabled={count === 0 || tooMany || pending} onClick={onImport}>
        {pending ? 'Importing…' : 'Import'}
      </Button>
      {count > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}
