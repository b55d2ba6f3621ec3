import { Link } from 'react-router-dom';
import { PLANS } from '@shared/constants';
import type { FreeMinutes } from '@shared/schemas/credit';
import { paths } from '@/config/paths';
import { adminNames } from './ask-admins';

const minutes = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'minute' : 'minutes'}`;
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', timeZone: 'UTC' });

interface Props {
  workspaceId: string;
  required: number;
  balance: number;
  freeMinutes: FreeMinutes;
  admins: readonly { name: string }[];
  /** The caller may change the plan (an admin); anyone else is told whom to ask. */
  canChangePlan: boolean;
}

/** "Not enough minutes", always with the way forward: the plan page for admins, the admins' names for others. */
export function NotEnoughMinutes({ workspaceId, required, balance, freeMinutes, admins, canChangePlan }: Props) {
  const plan = PLANS.find((p) => p.id === freeMinutes.planId)!;
  const renews = dayFormat.format(new Date(freeMinutes.periodEnd));
  return (
    <p>
      This needs {minutes(required)} but the workspace has {minutes(balance)}: {minutes(required - balance)} short.
      {freeMinutes.state === 'granted' ? (
        <>
          {' '}
          The {plan.name} plan’s {minutes(plan.includedMinutesPerMonth)} come back on {renews}.{' '}
          {canChangePlan ? (
            <>
              For more,{' '}
              <Link className="font-medium underline" to={paths.workspaceSettings(workspaceId, 'plan')}>
                choose a bigger plan
              </Link>
              .
            </>
          ) : (
            <>For more, ask {adminNames(admins)}.</>
          )}
        </>
      ) : null}
    </p>
  );
}
