import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReferrals } from '@shared/api/referrals';
import { apiClient } from '@/lib/api-client';
import { referralKeys } from './keys';

export const referralsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: referralKeys.detail(workspaceId),
    queryFn: ({ signal }) => getReferrals(apiClient, workspaceId, { signal }),
  });

/** The workspace's referral code and link, and the workspaces created with it. */
export function useReferrals(workspaceId: string) {
  return useQuery(referralsQueryOptions(workspaceId));
}
