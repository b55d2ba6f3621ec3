import { type FormEvent, useId, useState } from 'react';
import { TRACK_KINDS, type TrackKind } from '@shared/constants';
import { createTrackBodySchema, type CreateTrackBody } from '@shared/schemas/media';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { KIND_NAMES } from '../lib/kind-names';

interface AddTrackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when the track exists; a rejection is shown in the dialog. */
  onSubmit: (body: CreateTrackBody) => Promise<void>;
}

/** Asks for an empty track's language, kind and label, checked with the server's own schema. */
export function AddTrackDialog({ open, onOpenChange, onSubmit }: AddTrackDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <AddTrackForm onSubmit={onSubmit} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

type Field = keyof CreateTrackBody;

function AddTrackForm({ onSubmit, onClose }: Pick<AddTrackDialogProps, 'onSubmit'> & { onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<CreateTrackBody>({ language: 'en', kind: 'captions', label: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTrackBodySchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;

  return (
    <DialogContent aria-describedby={undefined}>
      <DialogHeader>
        <DialogTitle>Add a track</DialogTitle>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-language`}>Language (BCP 47, e.g. en, es-MX)</Label>
          <Input
            {...field('language')}
            value={values.language}
            onChange={(event) => setValues({ ...values, language: event.target.value })}
          />
          {error('language')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-kind`}>Kind</Label>
          <NativeSelect
            {...field('kind')}
            value={values.kind}
            onChange={(event) => setValues({ ...values, kind: event.target.value as TrackKind })}
          >
            {TRACK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-label`}>Label</Label>
          <Input
            {...field('label')}
            value={values.label}
            onChange={(event) => setValues({ ...values, label: event.target.value })}
          />
          {error('label')}
        </div>
        {failure ? <Alert variant="destructive">Could not add the track: {failure}</Alert> : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            Add track
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
