import { type FormEvent } from 'react';
import { TARGETS, type Target } from '@shared/compliance/criteria';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSetComplianceTarget } from '../api/set-compliance-target';

/** The workspace's WCAG target, for admins to change: A, AA (the default) or AAA. */
export function TargetForm({ workspaceId, target }: { workspaceId: string; target: Target }) {
  const setTarget = useSetComplianceTarget(workspaceId);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new FormData(event.currentTarget).get('target') as Target;
    if (next !== target) setTarget.mutate(next);
  }
  return (
    <form aria-label="WCAG target" onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor="compliance-target">Target</Label>
        {/* Keyed by the saved target, so the select shows it again after a change elsewhere. */}
        <NativeSelect key={target} id="compliance-target" name="target" defaultValue={target}>
          {TARGETS.map((t) => (
            <option key={t} value={t}>
              Level {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={setTarget.isPending}>
        {setTarget.isPending ? 'Setting target…' : 'Set target'}
      </Button>
      {setTarget.isError ? <Alert variant="destructive">{setTarget.error.message}</Alert> : null}
    </form>
  );
}
