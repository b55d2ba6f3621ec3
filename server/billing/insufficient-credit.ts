import type { FreeMinutes, InsufficientCreditDetails } from '@shared/schemas/credit';
import type { Db, Tx } from '../db/open-database';
import { adminsOfWorkspace } from '../db/queries/credit';
import { ApiHttpError } from '../http/errors';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * The 402 for an order the balance does not cover: the shortfall, and in `details` what the screens need to offer
 * the way forward (the free minutes' state and when they come back, and the admins to ask).
 */
export async function insufficientCredit(
  db: Db | Tx,
  workspaceId: string,
  order: { required: number; balance: number },
  freeMinutes: FreeMinutes,
): Promise<ApiHttpError> {
  const shortfall = order.required - order.balance;
  const admins = (await adminsOfWorkspace(db, workspaceId)).map(({ name }) => ({ name }));
  const next =
    freeMinutes.state === 'needs_verified_email'
      ? 'Free minutes start once an admin of the workspace has verified their email address.'
      : `The plan's ${minutes(freeMinutes.minutesPerPeriod)} come back on ${dayFormat.format(new Date(freeMinutes.periodEnd))}; an admin can choose a bigger plan in Settings → Plan.`;
  const details: InsufficientCreditDetails = { ...order, shortfall, freeMinutes, admins };
  return new ApiHttpError(
    402,
    'insufficient_credit',
    `This needs ${minutes(order.required)} but the workspace has ${order.balance}: ${shortfall} short. ${next}`,
    details,
  );
}
