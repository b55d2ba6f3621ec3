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
import { NativeSelect } from '@/components/ui/native-select';

interface SpeakerRenameDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  speakers: { name: string; count: number }[];
  onRename(from: string, to: string): void;
}

/** Renames one speaker label on every cue that carries it (an empty name removes the label). */
export function SpeakerRenameDialog({ open, onOpenChange, speakers, onRename }: SpeakerRenameDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [to, setTo] = useState('');
  const from = chosen ?? speakers[0]?.name ?? '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!from) return;
            onRename(from, to);
            setChosen(null);
            setTo('');
            onOpenChange(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename a speaker</DialogTitle>
            <DialogDescription>
              Every cue with this speaker gets the new name. Leave it empty to remove it.
            </DialogDescription>
          </DialogHeader>
          {speakers.length === 0 ? (
            <p className="text-sm">No cue has a speaker yet.</p>
          ) : (
            <>
              <div className="grid gap-2">
                <Label htmlFor="rename-from">Speaker</Label>
                <NativeSelect id="rename-from" value={from} onChange={(event) => setChosen(event.target.value)}>
                  {speakers.map((speaker) => (
                    <option key={speaker.name} value={speaker.name}>
                      {speaker.name} ({speaker.count} {speaker.count === 1 ? 'cue' : 'cues'})
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="rename-to">New name</Label>
                <Input id="rename-to" value={to} onChange={(event) => setTo(event.target.value)} />
              </div>
            </>
          )}
          <DialogFooter>
            <Button type="submit" disabled={speakers.length === 0}>
              Rename
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
