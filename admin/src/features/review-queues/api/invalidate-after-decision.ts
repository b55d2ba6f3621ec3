import type { QueryClient } from '@tanstack/react-query';
import { pendingKeys } from '@/lib/pending-keys';
import { reviewKeys } from './keys';

/**
 * A decision changes the lists, the item and the nav bar's counts: refetch them all. Callers do not wait for it:
 * the refetched item may no longer show the actions, and a `mutate` callback of an unmounted component never runs,
 * so the screen's "Accepted."/"Fulfilled." must be said before the refetch lands.
 */
export function invalidateAfterDecision(queryClient: QueryClient, workspaceId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.corrections(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.requests(workspaceId) }),
    queryClient.invalidateQueries({ queryKey: pendingKeys.all }),
  ]);
}
