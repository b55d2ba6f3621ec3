import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { PLANS } from '@shared/constants';
import { planLimitDetailsSchema } from '@shared/schemas/plans';
import { paths } from '@/config/paths';

/**
 * After a `plan_limit` refusal whose message names a bigger plan: a link to the Plan page, where an admin chooses it.
 * Renders nothing for any other error.
 */
export function PlanLimitLink({ error, workspaceId }: { error: unknown; workspaceId: string }) {
  if (!(error instanceof ApiError) || error.code !== 'plan_limit') return null;
  const details = planLimitDetailsSchema.safeParse(error.details);
  if (!details.success || !details.data.upgradePlanId) return null;
  const plan = PLANS.find((p) => p.id === details.data.upgradePlanId)!;
  return (
    <p className="mt-1">
      <Link className="font-medium underline" to={paths.workspaceSettings(workspaceId, 'plan')}>
        Choose {plan.name} on the Plan page
      </Link>
    </p>
  );
}
