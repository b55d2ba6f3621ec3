import { useId } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A signing secret, shown this once, with a Copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  const id = useId();
  return (
    <>
      <Alert role="note">
        This is the only time the signing secret is shown. Store it where your receiver can read it, and check each
        delivery’s Media-Access-Signature header with it (see the API documentation).
      </Alert>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-secret`}>Signing secret</Label>
        <div className="flex gap-2">
          <Input id={`${id}-secret`} readOnly value={secret} onFocus={(e) => e.target.select()} />
          <CopyButton value={secret} label="Copy the signing secret" />
        </div>
      </div>
    </>
  );
}
