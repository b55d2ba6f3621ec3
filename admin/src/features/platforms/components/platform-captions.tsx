import { useId, useState } from 'react';
import type { PlatformCaption } from '@shared/schemas/platforms';
import { Button } from '@/components/ui/button';

interface PlatformCaptionsProps {
  label: string;
  captions: readonly PlatformCaption[];
  /** Present when the item is in the library and the caller may add tracks: choose tracks and import them. */
  importer: { pending: boolean; onImport: (captionIds: string[]) => void } | null;
}

const describe = (c: PlatformCaption) => `${c.label || c.language} (${c.language}, ${c.kind})`;

/** The item's caption tracks on the platform; for an imported item, Import captions for the chosen ones. */
export function PlatformCaptions({ label, captions, importer }: PlatformCaptionsProps) {
  const id = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const picked = captions.filter((c) => chosen.has(c.id)).map((c) => c.id);
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-medium">
        Captions on {label}
      </h2>
      {captions.length === 0 ? (
        <p className="text-muted-foreground text-sm">This item has no caption tracks on {label}.</p>
      ) : (
        <ul aria-label={`Caption tracks on ${label}`} className="grid gap-1">
          {captions.map((caption) => (
            <li key={caption.id} className="flex items-center gap-2 text-sm">
              {importer ? (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={chosen.has(caption.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(caption.id);
                      else next.delete(caption.id);
                      setChosen(next);
                    }}
                  />
                  {describe(caption)}
                </label>
              ) : (
                describe(caption)
              )}
              <span className="text-muted-foreground uppercase">{caption.format}</span>
            </li>
          ))}
        </ul>
      )}
      {importer && captions.length > 0 ? (
        <Button
          size="sm"
          className="w-fit"
          disabled={picked.length === 0 || importer.pending}
          onClick={() => {
            importer.onImport(picked);
            setChosen(new Set());
          }}
        >
          {importer.pending ? 'Importing captions…' : 'Import captions'}
        </Button>
      ) : null}
    </section>
  );
}
