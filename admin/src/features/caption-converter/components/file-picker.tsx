import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const ACCEPT = '.vtt,.webvtt,.srt,.sbv,.sub,.ttml,.dfxp,.xml,.scc,.smi,.sami,.ssa,.ass,.lrc,.txt,.json';

/** Drop zone and file input; hands the chosen files to `onFiles`. */
export function FilePicker({ id, onFiles }: { id: string; onFiles: (files: FileList | File[]) => Promise<void> }) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      data-testid="drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        void onFiles(e.dataTransfer.files);
      }}
      className="border-input data-[dragging]:border-primary data-[dragging]:bg-muted rounded-md border-2 border-dashed p-6"
    >
      <Label htmlFor={`${id}-input`}>Caption files (drop them here or choose)</Label>
      <Input
        id={`${id}-input`}
        type="file"
        multiple
        accept={ACCEPT}
        className="mt-2"
        aria-describedby={`${id}-privacy`}
        onChange={(e) => {
          const input = e.currentTarget;
          void onFiles(input.files ?? []).then(() => {
            input.value = '';
          });
        }}
      />
      <p id={`${id}-privacy`} className="text-muted-foreground mt-2 text-sm">
        WebVTT, SRT, SBV, TTML/DFXP, W3C DAPT, SCC, SAMI, SSA/ASS, LRC, transcripts and JSON, up to 50 MB each. Your
        files never leave this browser.
      </p>
    </div>
  );
}
