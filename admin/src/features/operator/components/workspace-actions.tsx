import { type FormEvent, useState } from 'react';
import { PLANS, type PlanId, WORKSPACE_TYPES, type WorkspaceType } from '@shared/constants';
import { ApiError } from '@shared/api/client';
import { operatorGrantBodySchema } from '@shared/schemas/operator';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useChangePlan } from '../api/change-plan';
import { useChangeType } from '../api/change-type';
import { useGrantMinutes } from '../api/grant-minutes';

type Outcome = { ok: boolean; message: string } | null;

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'That did not work; please try again.';

/** Grant minutes, change plan, change type: each result is announced in the panel's live regions. */
export function WorkspaceActions(props: {
  workspaceId: string;
  workspaceName: string;
  planId: PlanId;
  type: WorkspaceType;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const grant = useGrantMinutes(props.workspaceId);
  const plan = useChangePlan(props.workspaceId);
  const type = useChangeType(props.workspaceId);
  const [grantError, setGrantError] = useState<string | null>(null);

  function onGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = operatorGrantBodySchema.safeParse({
      minutes: Number(data.get('minutes')),
      reason: data.get('reason'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setGrantError(`${issue?.path[0] === 'reason' ? 'Reason' : 'Minutes'}: ${issue?.message ?? 'Check this'}`);
    }
    setGrantError(null);
    grant.mutate(parsed.data, {
      onSuccess: (result) => {
        form.reset();
        setOutcome({
          ok: true,
          message: `Granted ${parsed.data.minutes} minutes to ${props.workspaceName}; the balance is now ${result.balance}.`,
        });
      },
      onError: (error) => setOutcome({ ok: false, message: failure(error) }),
    });
  }

  function onPlan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const planId = new FormData(event.currentTarget).get('planId') as PlanId;
    plan.mutate(
      { planId },
      {
        onSuccess: () =>
          setOutcome({
            ok: true,
            message: `${props.workspaceName} moves to the ${PLANS.find((p) => p.id === planId)?.name ?? planId} plan next month.`,
          }),
        onError: (error) => setOutcome({ ok: false, message: failure(error) }),
      },
    );
  }

  function onType(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new FormData(event.currentTarget).get('type') as WorkspaceType;
    type.mutate(
      { type: next },
      {
        onSuccess: () => setOutcome({ ok: true, message: `${props.workspaceName} is now of type ${next}.` }),
        onError: (error) => setOutcome({ ok: false, message: failure(error) }),
      },
    );
  }

  const id = (name: string) => `operator-${name}-${props.workspaceId}`;
  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onGrant} className="grid gap-2" aria-labelledby={id('grant-title')}>
        <h3 id={id('grant-title')} className="font-semibold">
          Grant minutes
        </h3>
        <Label htmlFor={id('minutes')}>Minutes</Label>
        <Input id={id('minutes')} name="minutes" type="number" min={1} step={1} inputMode="numeric" className="w-40" />
        <Label htmlFor={id('reason')}>Reason</Label>
        <Textarea
          id={id('reason')}
          name="reason"
          rows={2}
          maxLength={500}
          aria-describedby={grantError ? id('grant-error') : undefined}
        />
        {grantError ? (
          <p id={id('grant-error')} className="text-destructive text-sm">
            {grantError}
          </p>
        ) : null}
        <Button type="submit" disabled={grant.isPending} className="justify-self-start">
          Grant minutes
        </Button>
      </form>
      <form onSubmit={onPlan} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor={id('plan')}>Plan</Label>
          <NativeSelect id={id('plan')} name="planId" defaultValue={props.planId} className="w-48">
            {PLANS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={plan.isPending}>
          Change plan
        </Button>
      </form>
      <form onSubmit={onType} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor={id('type')}>Type</Label>
          <NativeSelect id={id('type')} name="type" defaultValue={props.type} className="w-48">
            {WORKSPACE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={type.isPending}>
          Change type
        </Button>
      </form>
      <p role="status" className="text-sm">
        {outcome?.ok ? outcome.message : ''}
      </p>
      <p role="alert" className="text-destructive text-sm">
        {outcome && !outcome.ok ? outcome.message : ''}
      </p>
    </div>
  );
}
