import { type FormEvent, useState } from 'react';
import { creditWarningSchema } from '@shared/schemas/plans';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { useSetCreditWarning } from '../api/set-credit-warning';
import { describeError } from './describe-error';

/** The balance below which this page warns; empty means never. */
export function LowBalanceForm({ workspaceId, current }: { workspaceId: string; current: number | null }) {
  const save = useSetCreditWarning(workspaceId);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('threshold') ?? '').trim();
    const parsed = creditWarningSchema.safeParse({ lowBalanceMinutes: raw === '' ? null : Number(raw) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a number of minutes');
      return;
    }
    setError(null);
    save.mutate(parsed.data.lowBalanceMinutes, {
      onSuccess: ({ lowBalanceMinutes }) =>
        toast.success(
          lowBalanceMinutes === null ? 'Low-balance warning off' : `Warning below ${lowBalanceMinutes} minutes`,
        ),
      onError: (e) => toast.error(`Could not save the warning. ${describeError(e)}`),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="low-balance-title" className="grid gap-2">
      <h2 id="low-balance-title" className="text-lg font-semibold">
        Low-balance warning
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="low-balance-threshold">Warn below (minutes)</Label>
          <Input
            id="low-balance-threshold"
            name="threshold"
            inputMode="numeric"
            defaultValue={current ?? ''}
            className="w-40"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'low-balance-error' : 'low-balance-hint'}
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Save
        </Button>
      </div>
      <p id="low-balance-hint" className="text-muted-foreground text-sm">
        Leave empty for no warning. The warning shows on this page for everyone who sees the balance.
      </p>
      {error ? (
        <p id="low-balance-error" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}
