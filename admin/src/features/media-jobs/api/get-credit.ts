import { useQuery } from '@tanstack/react-query';
import { getCredit } from '@shared/api/credit';
import { apiClient } from '@/lib/api-client';
import { mediaJobsKeys } from './keys';

/** The workspace's minutes balance (the newest ledger entry only: the dialog shows the balance, not the history). */
export function useCredit(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: mediaJobsKeys.credit(workspaceId),
    queryFn: ({ signal }) => getCredit(apiClient, workspaceId, { limit: 1 }, { signal }),
    enabled,
  });
}
