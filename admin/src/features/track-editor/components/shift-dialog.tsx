import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type ShiftScope = 'selected' | 'from-selected' | 'all';

interface ShiftDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** "Cue N", or null when no cue is selected (only "all" is offered). */
  selectedLabel: string | null;
  onShift(offsetMs: number, scope: ShiftScope): void;
}

/** Moves the selected cue, it and every cue after it, or all cues, by a signed number of milliseconds. */
export function ShiftDialog({ open, onOpenChange, selectedLabel, onShift }: ShiftDialogProps) {
  const [offset, setOffset] = useState('');
  const [scope, setScope] = useState<ShiftScope>('all');
  const ms = /^\s*[+-]?\d+\s*$/.test(offset) ? Number(offset) : null;
  const effectiveScope = selectedLabel ? scope : 'all';
  const scopes: { value: ShiftScope; label: string }[] = [
    ...(selectedLabel
      ? [
          { value: 'selected' as const, label: selectedLabel },
          { value: 'from-selected' as const, label: `${selectedLabel} and every cue after it` },
        ]
      : []),
    { value: 'all', label: 'All cues' },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ms === null || ms === 0) return;
            onShift(ms, effectiveScope);
            onOpenChange(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Shift cues</DialogTitle>
            <DialogDescription>A negative number moves cues earlier. Cues never move before 0:00.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="shift-offset">Offset in milliseconds</Label>
            <Input
              id="shift-offset"
              inputMode="numeric"
              value={offset}
              aria-invalid={(offset !== '' && ms === null) || undefined}
              onChange={(event) => setOffset(event.target.value)}
              placeholder="-500"
            />
          </div>
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Which cues</legend>
            {scopes.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="shift-scope"
                  value={option.value}
                  checked={effectiveScope === option.value}
                  onChange={() => setScope(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="submit" disabled={ms === null || ms === 0}>
              Shift
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
