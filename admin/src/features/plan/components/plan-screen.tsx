import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { PLANS, type PlanId } from '@shared/constants';
import type { PlanResponse } from '@shared/schemas/plans';
import { VerifyEmailNotice } from '@/components/billing/verify-email-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useChangePlan } from '../api/change-plan';
import { usePlan } from '../api/get-plan';

const GB = 1024 ** 3;
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
const planOf = (id: PlanId) => PLANS.find((p) => p.id === id)!;
const describe = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Check your connection and try again.';
const minutes = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'minute' : 'minutes'}`;
/** What a plan costs here: nothing, or a price agreed outside Media Access (there is no list price). */
const priceOf = (planId: PlanId) => (planOf(planId).paid ? 'Price on request, invoiced separately' : 'No charge');

/** `settings/plan`: the plan in force, usage against it, and the plans to change to. */
export function PlanScreen() {
  const { workspaceId = '' } = useParams();
  const plan = usePlan(workspaceId);
  return (
    <section className="mx-auto max-w-4xl space-y-8" aria-busy={plan.isPending ? true : undefined}>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Plan</h1>
        <p className="text-muted-foreground">
          There is no billing here: choosing a plan records the change, and it takes effect at the start of the next
          period (the first day of next month, UTC). Free costs nothing; paid plans have no list price here: they are
          quoted and invoiced separately.
        </p>
      </div>
      {plan.isPending ? (
        <p>Loading the plan…</p>
      ) : plan.isError ? (
        <Alert variant="destructive">The plan could not be loaded. {describe(plan.error)}</Alert>
      ) : (
        <>
          <CurrentPlan workspaceId={workspaceId} plan={plan.data} onRecheck={() => plan.refetch()} />
          <ChoosePlan workspaceId={workspaceId} plan={plan.data} />
        </>
      )}
    </section>
  );
}

function Usage({
  label,
  used,
  limit,
  unit,
  note,
}: {
  label: string;
  used: number;
  limit: number;
  unit: string;
  note?: string;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          {used.toLocaleString()} of {limit.toLocaleString()} {unit}
        </span>
      </div>
      <progress
        aria-label={`${label}: ${used.toLocaleString()} of ${limit.toLocaleString()} ${unit}`}
        value={Math.min(used, limit)}
        max={limit}
        className="accent-primary h-2 w-full"
      />
      {used > limit && note ? <p className="text-destructive text-sm">{note}</p> : null}
    </div>
  );
}

function CurrentPlan({
  workspaceId,
  plan,
  onRecheck,
}: {
  workspaceId: string;
  plan: PlanResponse;
  onRecheck: () => Promise<unknown>;
}) {
  const current = planOf(plan.planId);
  const periodEnd = new Date(Date.parse(plan.periodEnd) - 1);
  const renews = dayFormat.format(new Date(plan.periodEnd));
  return (
    <section aria-labelledby="current-plan-title" className="bg-card space-y-4 rounded-lg border p-4">
      <h2 id="current-plan-title" className="text-lg font-semibold">
        Current plan: {current.name}
      </h2>
      <p className="text-muted-foreground text-sm">
        {priceOf(current.id)}. This period: {dayFormat.format(new Date(plan.periodStart))} to{' '}
        {dayFormat.format(periodEnd)}.
      </p>
      {plan.freeMinutes.state === 'needs_verified_email' ? (
        <VerifyEmailNotice
          isAdmin
          admins={[]}
          minutesPerPeriod={plan.freeMinutes.minutesPerPeriod}
          onRecheck={onRecheck}
        />
      ) : null}
      <div className="grid gap-1">
        <p>
          <span className="font-medium">Balance: {minutes(plan.balance)}</span>{' '}
          <Link className="text-sm underline" to={paths.workspaceSettings(workspaceId, 'credit')}>
            See the ledger
          </Link>
        </p>
        <p className="text-muted-foreground text-sm">
          {plan.freeMinutes.state === 'granted'
            ? `This month’s ${minutes(current.includedMinutesPerMonth)} are in the balance. Unused ones expire on ${renews}, when the next month’s are added; bought and bonus minutes do not expire.`
            : `The plan’s ${minutes(current.includedMinutesPerMonth)} a month start once your email is verified.`}
        </p>
      </div>
      <Usage
        label="Minutes used this period"
        used={plan.usage.minutes}
        limit={current.includedMinutesPerMonth}
        unit="minutes"
      />
      <Usage
        label="Members"
        used={plan.usage.members}
        limit={current.limits.members}
        unit="members"
        note="Over the plan’s limit: nobody new can be invited until a member leaves or the plan is bigger."
      />
      <Usage
        label="Storage"
        used={Math.round((plan.usage.storageBytes / GB) * 10) / 10}
        limit={current.limits.storageGb}
        unit="GB"
        note="Over the plan’s limit: uploads are refused until files are deleted or the plan is bigger."
      />
      {plan.pendingChange ? (
        <p role="status">
          Changing to {planOf(plan.pendingChange.planId).name} on{' '}
          {dayFormat.format(new Date(plan.pendingChange.effectiveAt))}.
        </p>
      ) : null}
    </section>
  );
}

function ChoosePlan({ workspaceId, plan }: { workspaceId: string; plan: PlanResponse }) {
  const change = useChangePlan(workspaceId);
  const next = plan.pendingChange?.planId ?? plan.planId;
  const [chosen, setChosen] = useState<PlanId>(next);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(chosen, {
      onSuccess: (answer) =>
        toast.success(
          answer.pendingChange
            ? `${planOf(answer.pendingChange.planId).name} from ${dayFormat.format(new Date(answer.pendingChange.effectiveAt))}`
            : `You stay on ${planOf(answer.planId).name}`,
        ),
      onError: (error) => toast.error(`Could not change the plan. ${describe(error)}`),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Plans</legend>
        {PLANS.map((p) => (
          <label key={p.id} className="has-[:checked]:border-primary flex gap-3 rounded-lg border p-4">
            <input
              type="radio"
              name="plan"
              value={p.id}
              checked={chosen === p.id}
              onChange={() => setChosen(p.id)}
              className="mt-1"
            />
            <span className="grid gap-1">
              <span className="font-medium">
                {p.name}
                {p.id === plan.planId ? ' (current)' : ''}
              </span>
              <span className="text-muted-foreground text-sm">
                {p.includedMinutesPerMonth.toLocaleString()} minutes a month · {p.limits.members} members ·{' '}
                {p.limits.storageGb.toLocaleString()} GB storage
              </span>
              <span className="text-sm">{priceOf(p.id)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={chosen === next || change.isPending}>
        {chosen === plan.planId && plan.pendingChange ? 'Keep the current plan' : 'Change plan from next period'}
      </Button>
    </form>
  );
}
