import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
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

export interface PromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The input's label, also used in the default messages ("Name is required"). */
  label: string;
  defaultValue?: string;
  /** Longer (trimmed) values are refused with a message next to the field. */
  maxLength?: number;
  requiredMessage?: string;
  submitLabel?: string;
  /** Receives the trimmed value; the dialog closes when it resolves and shows the error when it rejects. */
  onSubmit: (value: string) => void | Promise<void>;
  /** Extra fields below the input (e.g. a colour picker), owned by the caller. */
  children?: ReactNode;
}

/** Asks for one required line of text. */
export function PromptDialog({ open, onOpenChange, ...props }: PromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so every opening starts from the default value without stale errors. */}
      {open ? <PromptDialogContent {...props} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function PromptDialogContent({
  title,
  description,
  label,
  defaultValue = '',
  maxLength,
  requiredMessage = `${label} is required`,
  submitLabel = 'Save',
  onSubmit,
  children,
  onClose,
}: Omit<PromptDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Captured before Radix moves focus into the dialog: without a DialogTrigger it would not give focus back.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement)));
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;

  const validate = (text: string) => {
    if (!text) return requiredMessage;
    if (maxLength !== undefined && text.length > maxLength) return `${label} must be at most ${maxLength} characters`;
    return null;
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const problem = validate(trimmed);
    setError(problem);
    setSubmitError(null);
    if (problem) return;
    setPending(true);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (failure) {
      setSubmitError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogContent
      aria-describedby={description ? descriptionId : undefined}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (opener?.isConnected) opener.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription id={descriptionId}>{description}</DialogDescription> : null}
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{label}</Label>
          <Input
            id={inputId}
            value={value}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {error ? (
            <p id={errorId} className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </div>
        {children}
        {submitError ? <Alert variant="destructive">Error: {submitError}</Alert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
